import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { REVIEW_QUERY_KEY } from '../api/review-summary';

/**
 * The app's hold on the device's offline data (ADR 065), light enough for the app's entry: the code
 * that reads IndexedDB, sends the queue and refreshes downloads (offline-account.ts) loads once the
 * session is known, in a chunk of its own.
 */

/** Whether this browser can keep anything offline (IndexedDB and the Cache API; not in a test's jsdom). */
const canKeep = () => typeof indexedDB !== 'undefined' && typeof caches !== 'undefined';

const account = () => import('./offline-account');

/**
 * The device taken by `username`: the account's code loads when there is something to do. A visitor
 * on a device no account has taken (most first visits) has nothing downloaded to hide, so only the
 * small IndexedDB module is read, not the downloads' code (ADR 076: /wordle's budget).
 */
async function takeDevice(username: string | null): Promise<number> {
  if (username === null) {
    const { ownerOf } = await import('./offline-db');
    if ((await ownerOf()) === undefined) return 0;
  }
  return (await account()).takeDevice(username);
}

/** Run once, inside the session: `username` is who the session check says is signed in. */
export function useOfflineAccount(username: string | null, known: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!known || !canKeep()) return;
    // Changes sent: the review's counts and queue, asked before, lacked them (the navbar's count
    // would show cards rated offline as due).
    const reviewAgain = (sent: number) => {
      if (sent > 0) void queryClient.invalidateQueries({ queryKey: [REVIEW_QUERY_KEY] });
    };
    takeDevice(username)
      .then(reviewAgain)
      .catch((error: unknown) => console.warn('The offline data could not be read.', error));
    if (username === null) return;
    const onOnline = () =>
      void account()
        .then(({ syncNow }) => syncNow())
        .then(reviewAgain);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [username, known, queryClient]);
}

/** Before signing out: what waits is sent while the session lasts. */
export async function beforeSignOut(): Promise<void> {
  if (canKeep()) await (await account()).sendBeforeSignOut();
}

/** After signing out: the device forgets the account's downloads and queue. */
export async function afterSignOut(): Promise<void> {
  if (canKeep()) await (await account()).clearAfterSignOut();
}

/** A sign-in refused because `username`'s account is deactivated: the device forgets its data. */
export async function afterDeactivatedSignIn(username: string): Promise<void> {
  if (canKeep()) await (await account()).forgetDeactivated(username);
}
