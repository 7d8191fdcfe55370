import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

declare module '@tanstack/react-query' {
  interface Register {
    /** `what` names the data in the log line a failed load writes ('The lexicon could not be loaded.'). */
    queryMeta: { what?: string };
  }
}

/**
 * The one cache of server data. Pages show the spec's own message when a load fails, at once: no
 * retries (a retry would hold that message back by seconds). Data stays fresh for a minute; the
 * large lists (lexicon, sentences) say longer themselves, and a change made here invalidates what it
 * changed, so moving between pages reuses what has arrived.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // 401: a visitor's request, made beside the first session check; the visitor is sent to sign in.
        if (error instanceof ApiError && error.status === 401) return;
        console.error(`The ${query.meta?.what ?? 'data'} could not be loaded.`, error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
