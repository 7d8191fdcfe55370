import { useQuery } from '@tanstack/react-query';
import { ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import type { ReviewMode } from '@langapp/shared';
import { keptReviewMode, reviewModeQuery, useSetReviewMode } from '../../api/review-mode';

const MODES: { mode: ReviewMode; label: string }[] = [
  { mode: 'standard', label: 'Standard' },
  { mode: 'say-it', label: 'Say it' },
];

/** The learner's review mode: the server's, else (offline, or while it loads) the one this device knew. */
export function useReviewMode(): ReviewMode {
  return useQuery(reviewModeQuery).data ?? keptReviewMode();
}

/**
 * How the learner answers their cards (ADR 081): Standard (think of the answer, then show it) or
 * Say it (say the word aloud, then hear the speaker). Remembered on the learner's account; a choice
 * made offline is sent when the connection returns.
 */
export function ReviewModeSwitch() {
  const mode = useReviewMode();
  const setMode = useSetReviewMode();
  return (
    <fieldset className="mb-3 d-flex flex-wrap align-items-center gap-2">
      <legend className="fs-6 mb-0 float-none w-auto">Review mode</legend>
      <ToggleButtonGroup
        type="radio"
        name="review-mode"
        value={mode}
        onChange={(next: ReviewMode) => setMode.mutate(next)}
      >
        {MODES.map(({ mode: value, label }) => (
          <ToggleButton
            key={value}
            id={`review-mode-${value}`}
            value={value}
            variant="outline-primary"
            size="sm"
          >
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {setMode.isError && (
        <span role="alert" className="text-danger small">
          The review mode could not be saved. Please try again.
        </span>
      )}
    </fieldset>
  );
}
