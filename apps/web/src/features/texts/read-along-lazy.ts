import { lazy } from 'react';

/**
 * The read-along player (ADR 093) as a chunk of its own: the route table hands it to /text-view,
 * which loads it only for a text with a recording and times.
 */
export const LazyReadAlong = lazy(async () => ({ default: (await import('./read-along')).ReadAlong }));
