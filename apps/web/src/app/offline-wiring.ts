import { connectOffline } from '../api/offline-port';
import { registerSignOutHooks } from '../lib/session-hooks';
import { flushOutbox, queueChange, queueLatest, sendOrQueue, sendOrQueueAll } from '../offline/outbox';
import { afterSignOut, beforeSignOut } from '../offline/use-offline-account';

/**
 * Wires the device's offline data into the layers below it (ADR 074): the api layer's port reaches
 * the outbox, the deck and the Wordle answers kept on the device, and signing out runs the offline
 * account's hooks. The deck's and the kept Wordle answers' code loads only when first asked (a page
 * opened offline), in chunks of their own, as before. Idempotent: the app's module and the tests'
 * setup both call it.
 */
const signOutHooks = { before: beforeSignOut, after: afterSignOut };

export function wireOffline(): void {
  connectOffline({
    sendOrQueue,
    sendOrQueueAll,
    queueChange,
    queueLatest,
    flushOutbox,
    deviceReviewSummary: async () => (await import('../offline/offline-deck')).deviceReviewSummary(),
    keptWordleAnswer: async (day, now) =>
      (await import('../offline/coming-wordles')).keptWordleAnswer(day, now),
  });
  registerSignOutHooks(signOutHooks);
}
