import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

declare module '@tanstack/react-query' {
  interface Register {
    /** `what` names the data in the log line a failed load writes ('The lexicon could not be loaded.'). */
    queryMeta: { what?: string };
    mutationMeta: {
      /** The log line a failure writes ('The lesson could not be saved.'). */
      failure?: string;
      /**
       * The page shows the server's refusal (a 4xx whose body says success: false, such as 'Invalid
       * login credentials.') as its answer: only the other failures are logged.
       */
      refusalShown?: boolean;
    };
  }
}

/**
 * The one cache of server data, and the one place that logs a failed load or change (pages show
 * their message and leave the logging here). Pages show the spec's own message when a load fails,
 * at once: no retries (a retry would hold that message back by seconds). Data stays fresh for a
 * minute; the large lists (lexicon, sentences) say longer themselves, and a change made here
 * invalidates what it changed, so moving between pages reuses what has arrived.
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
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.refusalShown && error instanceof ApiError && error.isRefusal) return;
        console.error(mutation.meta?.failure ?? 'A change could not be sent to the server.', error);
      },
    }),
    // Calls are made whatever navigator.onLine says ('offlineFirst'): offline, the service worker
    // answers those the learner downloaded (ADR 065), and the others fail at once with the page's
    // own message, rather than waiting paused for a connection.
    defaultOptions: {
      queries: { retry: false, staleTime: 60_000, networkMode: 'offlineFirst' },
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
  });
}
