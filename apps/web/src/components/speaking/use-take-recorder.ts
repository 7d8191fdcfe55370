import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import WaveSurfer from 'wavesurfer.js';
import RecordPlugin from 'wavesurfer.js/plugins/record';

export type TakeRecorderState =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'recording' }
  | { status: 'recorded'; take: { blob: Blob; mimeType: string } }
  | { status: 'failed'; message: string };

export interface TakeRecorder {
  state: TakeRecorderState;
  /** Asks for the microphone and records; never rejects (a failure is the 'failed' state). */
  start: () => Promise<void>;
  stop: () => void;
  /** Forgets the take once the page has it. */
  discard: () => void;
  /** Where the microphone's sound is drawn live while recording. */
  liveRef: RefObject<HTMLDivElement | null>;
}

/**
 * The learner's recorder: MediaRecorder through wavesurfer's Record plugin, which also draws the
 * microphone's sound as it comes. The teacher's recorder (features/recordings) is the same
 * MediaRecorder; it is not shared, so that no page's eager chunk takes it in (ADR 079). The
 * microphone is released when a take ends and on unmount.
 */
export function useTakeRecorder(): TakeRecorder {
  const [state, setState] = useState<TakeRecorderState>({ status: 'idle' });
  const liveRef = useRef<HTMLDivElement | null>(null);
  const made = useRef<{ surfer: WaveSurfer; record: RecordPlugin } | null>(null);

  useEffect(
    () => () => {
      made.current?.record.stopMic();
      made.current?.surfer.destroy();
      made.current = null;
    },
    [],
  );

  const start = useCallback(async () => {
    if (!liveRef.current) return;
    setState({ status: 'starting' });
    if (!made.current) {
      const surfer = WaveSurfer.create({
        container: liveRef.current,
        height: 40,
        waveColor: '#b02a37',
        interact: false,
      });
      const record = surfer.registerPlugin(
        RecordPlugin.create({ renderRecordedAudio: false, scrollingWaveform: true }),
      );
      record.on('record-end', (blob) => {
        record.stopMic();
        setState({ status: 'recorded', take: { blob, mimeType: blob.type } });
      });
      made.current = { surfer, record };
    }
    try {
      await made.current.record.startRecording();
      setState({ status: 'recording' });
    } catch (error) {
      made.current.record.stopMic();
      const reason =
        error instanceof Error ? [error.name, error.message].filter(Boolean).join(': ') : String(error);
      setState({ status: 'failed', message: `The microphone could not be used: ${reason}` });
    }
  }, []);

  // The live drawing ends with the press, not when MediaRecorder hands the take over: it redraws
  // every 10 ms, and on a slow phone that work would hold the take and its comparison back.
  const stop = useCallback(() => {
    made.current?.record.stopRecording();
    made.current?.record.stopMic();
  }, []);
  const discard = useCallback(() => setState({ status: 'idle' }), []);
  return { state, start, stop, discard, liveRef };
}
