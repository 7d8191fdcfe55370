import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { Comparison, ReviewRating } from '@langapp/shared';
import type { PlayableTake } from '../../api/recordings';
import { keepTake, rateTake } from '../../offline/takes';
import { ComparisonView } from './comparison-view';
import { createPitchWorker } from './pitch-analyser';
import type { PitchAnalyser } from './pitch-protocol';
import { SelfRating } from './self-rating';
import { TakesList, takesQuery } from './takes-list';
import { useTakeRecorder } from './use-take-recorder';
import type { TakeRecorder } from './use-take-recorder';
import type { CreateWaveform } from './waveform';
import { createWavesurferWaveform } from './wavesurfer-waveform';
import './speaking.css';

export interface ComparePanelProps {
  /** The speaker's recording the learner compares with. */
  take: PlayableTake;
  /** What is said (a word, a sentence), as the learner reads it. */
  label: string;
  /** The item the takes are kept under ('entry:42', 'sentence:7'). */
  item: string;
  /** The signed-in account whose takes these are ('' for a visitor). */
  owner: string;
  /** On a review card: the self-rating answers the card, as its rating buttons do. */
  onRate?: (rating: ReviewRating) => void;
  /** The recorder (wavesurfer's Record plugin; a test gives its own). */
  useRecorder?: () => TakeRecorder;
  /** The waveform to draw with (wavesurfer.js; a test gives its own). */
  createWaveform?: CreateWaveform;
  /** Where the pitch is read (a worker; a test gives its own). */
  createAnalyser?: () => PitchAnalyser;
  onCompared?: (comparison: Comparison) => void;
}

/**
 * Record yourself and compare (issue 38): record with the microphone (the recorder the teacher
 * uses), see and hear the take beside the speaker's, rate it, and find the earlier takes of the
 * item, all kept on this device only (ADR 079). Loaded when its microphone button is first pressed.
 */
export default function ComparePanel({
  take,
  label,
  item,
  owner,
  onRate,
  useRecorder = useTakeRecorder,
  createWaveform = createWavesurferWaveform,
  createAnalyser = createPitchWorker,
  onCompared,
}: ComparePanelProps) {
  const queryClient = useQueryClient();
  const { state, start, stop, discard, liveRef } = useRecorder();
  const [current, setCurrent] = useState<CurrentTake | null>(null);
  const [notKept, setNotKept] = useState<string | null>(null);
  const [rated, setRated] = useState<ReviewRating | null>(null);
  const recordButton = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const headingId = useId();

  // A finished take is compared at once and kept on the device meanwhile (the comparison does not
  // wait for IndexedDB); the recorder is ready for the next.
  const ratedNow = useRef<ReviewRating | null>(null);
  useEffect(() => {
    if (state.status !== 'recorded') return;
    performance.mark('speaking:recorded');
    const { blob, mimeType } = state.take;
    discard();
    recordButton.current?.focus();
    const shown: CurrentTake = { blob };
    ratedNow.current = null;
    setCurrent(shown);
    setRated(null);
    setNotKept(null);
    void bytesOf(blob)
      .then((audio) => keepTake({ owner, item, recordedAt: Date.now(), mimeType, audio }))
      .then(
        async (kept) => {
          shown.id = kept.id;
          // Rated before it was kept: the rating goes with it.
          if (ratedNow.current !== null && kept.id !== undefined)
            await rateTake(owner, kept.id, ratedNow.current);
        },
        (error: unknown) =>
          mounted.current && setNotKept(error instanceof Error ? error.message : String(error)),
      )
      .then(() => queryClient.invalidateQueries({ queryKey: takesQuery(owner, item).queryKey }));
  }, [state, owner, item, discard, queryClient]);

  const recording = state.status === 'recording';

  function rate(rating: ReviewRating) {
    setRated(rating);
    ratedNow.current = rating;
    if (current?.id !== undefined)
      void rateTake(owner, current.id, rating).then(() =>
        queryClient.invalidateQueries({ queryKey: takesQuery(owner, item).queryKey }),
      );
    onRate?.(rating);
  }

  return (
    <section aria-labelledby={headingId} className="speaking-panel border rounded p-2 mt-2">
      <h3 id={headingId} className="h6 mb-2">
        Say “{label}” and compare
      </h3>
      <div className="d-flex align-items-center gap-2 mb-2">
        <button
          ref={recordButton}
          type="button"
          className={`btn ${recording ? 'btn-danger' : 'btn-outline-danger'}`}
          // Not disabled while the microphone is asked for: the button keeps the keyboard's focus.
          aria-disabled={state.status === 'starting' || undefined}
          onClick={() => {
            if (state.status === 'starting') return;
            if (recording) stop();
            else void start();
          }}
        >
          {recording ? 'Stop' : current ? 'Record again' : 'Record'}
        </button>
        <span
          aria-live="polite"
          className={recording ? 'text-danger fw-semibold' : 'small text-body-secondary'}
        >
          {recording ? '● Recording…' : 'Your recordings stay on this device.'}
        </span>
      </div>
      {/* The microphone's sound, drawn live (decorative: the status says it records). */}
      <div
        ref={liveRef}
        aria-hidden="true"
        className={recording || state.status === 'starting' ? 'mb-2' : 'd-none'}
      />
      {state.status === 'failed' && (
        <p role="alert" className="small text-danger">
          {state.message}
        </p>
      )}
      {notKept && (
        <p role="alert" className="small text-danger">
          {notKept}
        </p>
      )}
      <ComparisonView
        speaker={{ url: take.url, name: take.speaker }}
        take={current?.blob ?? null}
        createWaveform={createWaveform}
        createAnalyser={createAnalyser}
        onCompared={onCompared}
      />
      {current && <SelfRating rated={rated} onRate={rate} answersCard={onRate !== undefined} />}
      <TakesList owner={owner} item={item} reference={take.url} />
    </section>
  );
}

/** The take on show: its recording, and its id on the device once kept there. */
interface CurrentTake {
  blob: Blob;
  id?: number;
}

/** A Blob's bytes (FileReader: every browser, and the tests' jsdom, read with it). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The recording could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}
