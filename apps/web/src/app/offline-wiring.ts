import { connectOffline } from '../api/offline-port';
import { registerSignOutHooks } from '../lib/session-hooks';
import { afterSignOut, beforeSignOut } from '../offline/use-offline-account';

/**
 * Wires the device's offline data into the layers below it (ADR 074): the api layer's port reaches
 * the outbox, the deck and the Wordle answers kept on the device, and signing out runs the offline
 * account's hooks. The outbox's, the deck's and the kept Wordle answers' code loads only when first
 * asked, in chunks of their own. Idempotent: the app's module and the tests'
 * setup both call it.
 */
const signOutHooks = { before: beforeSignOut, after: afterSignOut };

/**
 * The outbox (with every operation's schema) loads at the first change sent, in a chunk of its own:
 * a page that sends nothing (the visitor's /wordle) never downloads it (ADR 076's budget).
 */
const outbox = () => import('../offline/outbox');

export function wireOffline(): void {
  connectOffline({
    sendOrQueue: async (kind, body, send) => (await outbox()).sendOrQueue(kind, body, send),
    sendOrQueueAll: async (changes, send) => (await outbox()).sendOrQueueAll(changes, send),
    queueChange: async (kind, body) => (await outbox()).queueChange(kind, body),
    queueLatest: async (kind, body, replaces) => (await outbox()).queueLatest(kind, body, replaces),
    flushOutbox: async () => (await outbox()).flushOutbox(),
    deviceReviewSummary: async () => (await import('../offline/offline-deck')).deviceReviewSummary(),
    keptWordleAnswer: async (day, now) =>
      (await import('../offline/coming-wordles')).keptWordleAnswer(day, now),
  });
  registerSignOutHooks(signOutHooks);
}
