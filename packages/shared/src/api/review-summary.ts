import * as z from 'zod/mini';

// The review's counts: what the navbar and the home page show of the deck (the rest of the review's
// calls are in review.ts, which re-exports these).

export const reviewCountsSchema = z.object({
  /** New cards the learner may start today (the daily limit less those already started). */
  new: z.number().check(z.int()),
  /** Cards in (re)learning due now. */
  learning: z.number().check(z.int()),
  /** Review cards due today. */
  review: z.number().check(z.int()),
});
export type ReviewCounts = z.infer<typeof reviewCountsSchema>;

/** How many cards wait now: what the navbar's "Review" shows. */
export const dueTotal = (counts: ReviewCounts) => counts.new + counts.learning + counts.review;

// GET /api/review/summary?tz=: the counts alone (the navbar, the home page).
export const reviewSummarySchema = z.object({
  counts: reviewCountsSchema,
  /** When the next card is due (UTC, ISO 8601), if none is due now; null when the deck is empty. */
  nextDue: z.nullable(z.string()),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
