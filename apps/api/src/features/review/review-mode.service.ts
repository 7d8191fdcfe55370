import type { ReviewMode } from '@langapp/shared';
import type { ServiceDeps } from '../../service-deps';

/** A learner who never chose reviews as before. */
const DEFAULT_REVIEW_MODE: ReviewMode = 'standard';

/**
 * How a learner answers their review cards (issue 38, ADR 081): 'standard' or 'say-it', remembered
 * per learner. A choice is applied as of when it was made: one made offline and synced later never
 * undoes a choice made since (the later one wins).
 */
export function createReviewModeService({ repos, clock }: Pick<ServiceDeps, 'repos' | 'clock'>) {
  const repo = repos.reviewMode;
  return {
    mode: (userId: number): ReviewMode => repo.get(userId)?.mode ?? DEFAULT_REVIEW_MODE,
    /** Keeps the choice made at `at` (now, for an online call); answers the mode that stands. */
    setMode(userId: number, mode: ReviewMode, at: Date = clock.now()): ReviewMode {
      repo.save(userId, mode, at.getTime());
      return repo.get(userId)?.mode ?? DEFAULT_REVIEW_MODE;
    },
  };
}

export type ReviewModeService = ReturnType<typeof createReviewModeService>;
