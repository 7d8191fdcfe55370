import { queryOptions, useMutation } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { adminResponseSchema, logoutResponseSchema, whoResponseSchema } from '@langapp/shared';
import { getJson } from '../lib/api-client';

/** Who is signed in, and whether they are the admin; null while the flag is being asked for. */
export interface Who {
  username: string | null;
  admin: boolean | null;
  /** Whether the account is a recorder (ADR 080): its menu has Record. */
  recorder?: boolean;
  /** Whether visitors may browse the public entries at /words (ADR 058). */
  publicDictionary?: boolean;
}

const VISITOR: Who = { username: null, admin: false };

async function fetchWho(): Promise<Who> {
  try {
    // One call at start: the server answers the admin flag with the username.
    const who = await getJson('/api/who', whoResponseSchema);
    const open = { publicDictionary: who.publicDictionary };
    return who.username === null
      ? { ...VISITOR, ...open }
      : { username: who.username, admin: who.admin, recorder: who.recorder, ...open };
  } catch (error) {
    // A session check that fails leaves the visitor signed out, as the spec's client does.
    console.error('The session check failed.', error);
    return VISITOR;
  }
}

/** GET /api/who: asked once at start; signing in and out set it. */
export const whoQuery = queryOptions({
  queryKey: ['accounts', 'who'],
  queryFn: fetchWho,
  staleTime: Infinity,
});

/**
 * The service worker keeps who is signed in from the answers to GET /api/who that pass through it
 * (ADR 065): once it controls the page, a sign-in or sign-out asks it again through the worker, so the
 * app opened offline later knows the account, not the visitor the worker saw before the sign-in.
 */
function refreshKeptSession(): void {
  if (!navigator.serviceWorker?.controller) return;
  void fetch('/api/who', { credentials: 'same-origin' }).catch(() => undefined);
}

/**
 * After a login or join: the user is known at once; the admin flag follows from GET /api/admin
 * (the spec's admin call), and is dropped if someone else has signed in meanwhile.
 */
export async function signedIn(queryClient: QueryClient, username: string): Promise<void> {
  // Answers given to the visitor (a Wordle answer without its entry link) are not the user's.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== whoQuery.queryKey[0] });
  queryClient.setQueryData<Who>(whoQuery.queryKey, { username, admin: null });
  let admin = false;
  let recorder = false;
  try {
    // With the recorder flag (ADR 080): a recorder's menu has Record.
    ({ admin, recorder } = await getJson('/api/admin', adminResponseSchema));
  } catch (error) {
    console.error('The admin check failed.', error);
  }
  if (queryClient.getQueryData<Who>(whoQuery.queryKey)?.username === username) {
    queryClient.setQueryData<Who>(whoQuery.queryKey, { username, admin, recorder });
  }
  refreshKeptSession();
}

/** After a logout: nothing of the last user's data stays in the cache. */
export function signedOut(queryClient: QueryClient): void {
  // Whether the public dictionary is open does not change with who is signed in.
  const publicDictionary = queryClient.getQueryData<Who>(whoQuery.queryKey)?.publicDictionary;
  queryClient.clear();
  queryClient.setQueryData(whoQuery.queryKey, { ...VISITOR, publicDictionary });
  refreshKeptSession();
}

/** GET /api/logout: signing out (the session provider then clears the cache). */
export function useLogout() {
  return useMutation({
    mutationFn: () => getJson('/api/logout', logoutResponseSchema),
    meta: { failure: 'The logout call failed.' },
  });
}
