import { useCallback, useEffect, useRef, useState } from 'react';
import { chooseRecordingMime, DEFAULT_RECORDING_MIME } from './recording-file';

/** The start of the alert a microphone failure shows (spec §8); the browser's reason follows it. */
export const MIC_ERROR_ALERT = 'MediaRecorder: An error occurred when trying to get audio';

/** A finished take: the recorded bytes, their type and a URL the page can play them from. */
export interface Take {
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

  const start = useCallback(async () => {
    setState({ status: 'starting' });
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      console.error(MIC_ERROR_ALERT, error);
      if (!mounted.current) return;
      window.alert(`${MIC_ERROR_ALERT}: ${describeError(error)}`);
      setState({ status: 'idle' });
      return;
    }
    if (!mounted.current) {
      stopTracks(media);
      return;
    }

    let made: MediaRecorder;
    try {
      const mimeType = chooseRecordingMime((mime) => MediaRecorder.isTypeSupported(mime));
      made = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
    } catch (error) {
      stopTracks(media);
      console.error(MIC_ERROR_ALERT, error);
      window.alert(`${MIC_ERROR_ALERT}: ${describeError(error)}`);
      setState({ status: 'idle' });
      return;
    }

    const chunks: Blob[] = [];
    made.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    made.onstop = () => {
      stopTracks(media);
      stream.current = null;
      recorder.current = null;
      const mimeType = made.mimeType || chunks[0]?.type || DEFAULT_RECORDING_MIME;
      const blob = new Blob(chunks, { type: mimeType });
      const url = URL.createObjectURL(blob);
      takeUrl.current = url;
      setState({ status: 'recorded', take: { blob, mimeType, url } });
    };
    stream.current = media;
    recorder.current = made;
    made.start();
    setState({ status: 'recording' });
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
