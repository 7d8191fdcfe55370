/**
 * The first part of every query key of the review deck's data (apps/web/src/api/review.ts): a
 * finished lesson or a rating asks them all again. On its own so that the lessons module, which
 * the app's entry loads, does not bring the review module with it.
 */
export const REVIEW_QUERY_KEY = 'review';

/** The progress page's query (its key in apps/web/src/api/review.ts). */
export const PROGRESS_QUERY_KEY = [REVIEW_QUERY_KEY, 'progress'] as const;
