import { useCallback, useEffect, useRef, useState } from 'react';
import { chooseRecordingMime, DEFAULT_RECORDING_MIME } from './recording-file';

/** The start of the alert a microphone failure shows (spec §8); the browser's reason follows it. */
const MIC_ERROR_ALERT = 'MediaRecorder: An error occurred when trying to get audio';

/** A finished take: the recorded bytes, their type and a URL the page can play them from. */
interface Take {
  blob: Blob;
  mimeType: string;
  url: string;
}

export type RecordingState =
  { status: 'idle' } | { status: 'starting' } | { status: 'recording' } | { status: 'recorded'; take: Take };

/** Whether this browser can record at all (spec §5: otherwise the recorder shows nothing). */
export function canRecord(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof MediaRecorder !== 'undefined'
  );
}

function describeError(error: unknown): string {
  if (error instanceof Error || error instanceof DOMException) {
    return [error.name, error.message].filter(Boolean).join(': ');
  }
  return String(error);
}

const stopTracks = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

/**
 * Microphone recording with MediaRecorder: idle -> starting (asking for the microphone) -> recording
 * -> recorded. The microphone is released as soon as a take ends, and on unmount; the take's object
 * URL is revoked when it is discarded or the component goes away.
 */
export function useAudioRecording() {
  const [state, setState] = useState<RecordingState>({ status: 'idle' });
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const takeUrl = useRef<string | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const active = recorder.current;
      if (active) {
        // Leaving mid-take: drop the take, free the microphone.
        active.ondataavailable = null;
        active.onstop = null;
        if (active.state !== 'inactive') active.stop();
      }
      recorder.current = null;
      stopTracks(stream.current);
      stream.current = null;
      if (takeUrl.current) URL.revokeObjectURL(takeUrl.current);
      takeUrl.current = null;
    };
  }, []);

  /**
   * Asks for the microphone and starts a take. Never rejects: any failure (no microphone, a type
   * the browser will not record, a track that has ended) shows the spec's alert, frees the
   * microphone and leaves the recorder idle.
   */
  const start = useCallback(async () => {
    setState({ status: 'starting' });
    let media: MediaStream | null = null;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
      if (!mounted.current) {
        stopTracks(media);
        return;
      }
      const mimeType = chooseRecordingMime((mime) => MediaRecorder.isTypeSupported(mime));
      const made = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      const taken = media;
      made.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      made.onstop = () => {
        stopTracks(taken);
        stream.current = null;
        recorder.current = null;
        const recordedType = made.mimeType || chunks[0]?.type || DEFAULT_RECORDING_MIME;
        const blob = new Blob(chunks, { type: recordedType });
        const url = URL.createObjectURL(blob);
        takeUrl.current = url;
        setState({ status: 'recorded', take: { blob, mimeType: recordedType, url } });
      };
      // start() throws when the type cannot be recorded after all or the track has ended.
      made.start();
      stream.current = media;
      recorder.current = made;
      setState({ status: 'recording' });
    } catch (error) {
      stopTracks(media);
      stream.current = null;
      recorder.current = null;
      console.error(MIC_ERROR_ALERT, error);
      if (!mounted.current) return;
      window.alert(`${MIC_ERROR_ALERT}: ${describeError(error)}`);
      setState({ status: 'idle' });
    }
  }, []);

  const stop = useCallback(() => {
    const active = recorder.current;
    if (active && active.state !== 'inactive') active.stop();
  }, []);

  /** Forgets the take (after a discard or a successful upload). */
  const discard = useCallback(() => {
    if (takeUrl.current) URL.revokeObjectURL(takeUrl.current);
    takeUrl.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, start, stop, discard };
}
