import { lazy, Suspense, useId, useState } from 'react';
import type { ReviewRating } from '@langapp/shared';
import type { PlayableTake } from '../../api/recordings';
import { useSession } from '../../api/session';

// The recorder, the waveforms and the pitch analysis load on the first press (issue 38: the pages'
// own JavaScript stays as it was, but for this button).
const ComparePanel = lazy(() => import('./compare-panel'));

/** Whether this browser can record (the recorder's own check, repeated so this file stays tiny). */
const canRecord = () =>
  typeof navigator !== 'undefined' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function' &&
  typeof MediaRecorder !== 'undefined';

/**
 * The microphone button beside a speaker's recording: it opens "Say it and compare" under it (and
 * closes it again). Renders nothing without a recording to compare with, or without a microphone.
 */
export function SpeakButton({
  take,
  label,
  item,
  onRate,
  className,
}: {
  take: PlayableTake | undefined;
  /** What is said, as the learner reads it: the button is 'Say {label} and compare'. */
  label: string;
  /** The item the learner's takes are kept under ('entry:42', 'sentence:7'). */
  item: string;
  /** On a review card: the self-rating is the card's rating. */
  onRate?: (rating: ReviewRating) => void;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const owner = useSession().username ?? '';
  if (!take || !canRecord()) return null;
  return (
    <>
      <button
        type="button"
        className={`btn btn-outline-danger play-recording-button${className ? ` ${className}` : ''}`}
        aria-label={`Say ${label} and compare`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        title="Record yourself and compare"
        onClick={() => setOpen(!open)}
      >
        {/* The app's 16 px icon (components/icon.tsx), written out: importing it would tie this
            button to another chunk and change how the pages' code is split. */}
        <svg
          aria-hidden="true"
          focusable="false"
          width="16"
          height="16"
          viewBox="0 0 16 16"
          fill="currentColor"
        >
          <path d="M8 10a2.5 2.5 0 0 0 2.5-2.5v-4a2.5 2.5 0 0 0-5 0v4A2.5 2.5 0 0 0 8 10zm4-2.5a.5.5 0 0 0-1 0 3 3 0 0 1-6 0 .5.5 0 0 0-1 0 4 4 0 0 0 3.5 3.97V13H6a.5.5 0 0 0 0 1h4a.5.5 0 0 0 0-1H8.5v-1.53A4 4 0 0 0 12 7.5z" />
        </svg>
      </button>
      {open && (
        <div id={panelId} className="w-100">
          <Suspense
            fallback={
              <p role="status" className="small mb-0">
                Loading the recorder…
              </p>
            }
          >
            <ComparePanel take={take} label={label} item={item} owner={owner} onRate={onRate} />
          </Suspense>
        </div>
      )}
    </>
  );
}
