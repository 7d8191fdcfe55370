import type { IDBPObjectStore, StoreNames } from 'idb';
import { syncResponseSchema } from '@langapp/shared';
import type { SyncOpKind, SyncResult } from '@langapp/shared';
import type { Change, ChangeBody } from '../api/offline-port';
import { ApiError, apiRequest, NetworkError } from '../lib/api-client';
import { browserTimeZone } from '../lib/time-zone';
import { offlineDb } from './offline-db';
import type { OfflineSchema, QueuedChange } from './offline-db';
import { outboxCount, setRefused, setWaiting } from './outbox-count';

/**
 * What the learner did offline, waiting to be sent (ADR 065): ratings, lessons finished, words added
 * to the review, Wordle results and guesses (ADR 066), suggestions. Each change has an id made on the device; POST
 * /api/sync applies an id once, so sending again after a lost answer changes nothing twice. Changes
 * go in the order they were made, when the connection returns and when the app opens (Background
 * Sync exists only in Chromium).
 */

/** At most this many changes per call (the server's limit). */
const BATCH = 200;

async function recount(): Promise<void> {
  setWaiting(await (await offlineDb()).count('outbox'));
}

/** Reads the queue's length into the count the pages show (after a change made in a transaction). */
export const loadOutboxCount = recount;

/**
 * The queue's store in a transaction of the caller's: a change queued together with what else it
 * changes on the device (the deck's overlay) is kept with it or not at all. The caller then calls
 * `loadOutboxCount()` so the count shown is current.
 */
export type OutboxStore = IDBPObjectStore<
  OfflineSchema,
  ArrayLike<StoreNames<OfflineSchema>>,
  'outbox',
  'readwrite'
>;

/**
 * Queues a change made at `at` in `store`; answers its id, made here unless given (a change sent
 * once without an answer keeps the id it was sent with: the server applies an id once).
 */
export async function queueIn(
  store: OutboxStore,
  kind: string,
  body: Record<string, unknown>,
  at: number,
  id: string = crypto.randomUUID(),
): Promise<string> {
  const change: QueuedChange = { id, at, kind, body };
  await store.add(change);
  return change.id;
}

/** Takes a change in `store` back before it was sent; false when it has gone already. */
export async function withdrawIn(store: OutboxStore, id: string): Promise<boolean> {
  const key = await store.index('id').getKey(id);
  if (key === undefined) return false;
  await store.delete(key);
  return true;
}

/** Queues changes made at `at`, in order, in one transaction (each with its id, if it has one). */
async function enqueue(
  changes: readonly (Pick<QueuedChange, 'kind' | 'body'> & { id?: string })[],
  at = Date.now(),
): Promise<void> {
  const tx = (await offlineDb()).transaction('outbox', 'readwrite');
  for (const { kind, body, id } of changes) await queueIn(tx.store, kind, body, at, id);
  await tx.done;
  await recount();
}

/**
 * Queues a change made now that stands for every change of its kind waiting for which `replaces`
 * holds (a Wordle game's guesses: each change is the whole game so far, ADR 066): those are taken
 * out of the queue in the same transaction, so the queue keeps one per game. One of them already on
 * its way is applied by the server too, which changes nothing this one does not. False when this
 * browser cannot keep a queue.
 */
export async function queueLatest<K extends SyncOpKind>(
  kind: K,
  body: ChangeBody<K>,
  replaces: (queued: ChangeBody<K>) => boolean,
): Promise<boolean> {
  if (!canQueue()) return false;
  const tx = (await offlineDb()).transaction('outbox', 'readwrite');
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    if (cursor.value.kind === kind && replaces(cursor.value.body as ChangeBody<K>)) await cursor.delete();
  }
  await queueIn(tx.store, kind, body, Date.now());
  await tx.done;
  await recount();
  return true;
}

/**
 * Queues a change made now without trying to send it (it names a change that waits itself: an
 * answer of a quiz started offline); answers its id. Sent with the others, in order.
 */
export async function queueChange<K extends SyncOpKind>(kind: K, body: ChangeBody<K>): Promise<string> {
  const id = crypto.randomUUID();
  await enqueue([{ kind, body, id }]);
  return id;
}

/** Takes a change back before it was sent (an undo offline); false when it has gone already. */
export async function withdraw(id: string): Promise<boolean> {
  const tx = (await offlineDb()).transaction('outbox', 'readwrite');
  const withdrawn = await withdrawIn(tx.store, id);
  await tx.done;
  if (withdrawn) await recount();
  return withdrawn;
}

export async function queuedChanges(): Promise<QueuedChange[]> {
  return (await offlineDb()).getAll('outbox');
}

/** The account is no longer signed in (or was deactivated): its queue cannot be sent. */
export class SignedOutError extends Error {
  override readonly name = 'SignedOutError';
}

let sending: Promise<number> | null = null;

/**
 * Sends the queue in order, in batches, and forgets each change the server answered for (applied
 * now, applied before, or refused with its reason). Stops at the first call that gets no answer;
 * the rest waits for the next try. Answers how many were sent. One sending at a time.
 */
export function flushOutbox(): Promise<number> {
  sending ??= sendAll().finally(() => {
    sending = null;
  });
  return sending;
}

async function sendAll(): Promise<number> {
  const db = await offlineDb();
  let sent = 0;
  for (;;) {
    const batch = (await db.getAll('outbox')).slice(0, BATCH);
    if (batch.length === 0) break;
    let results: SyncResult[];
    try {
      ({ results } = await apiRequest('/api/sync', syncResponseSchema, {
        method: 'POST',
        json: {
          tz: browserTimeZone(),
          ops: batch.map(({ id, at, kind, body }) => ({ ...body, id, at, kind })),
        },
      }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401)
        throw new SignedOutError('The account is no longer signed in.');
      throw error;
    }
    const answered = new Map(results.map((result) => [result.id, result]));
    const tx = db.transaction('outbox', 'readwrite');
    for (const change of batch) {
      if (answered.has(change.id) && change.seq !== undefined) await tx.store.delete(change.seq);
    }
    await tx.done;
    setRefused([
      ...outboxCount.refused(),
      ...results.flatMap((result) => (result.outcome === 'rejected' ? [result.error ?? ''] : [])),
    ]);
    sent += answered.size;
    await recount();
    if (answered.size === 0) break;
  }
  return sent;
}

/** Empties the queue (another account, or one signed out after sending what could be sent). */
export async function clearOutbox(): Promise<void> {
  await (await offlineDb()).clear('outbox');
  setRefused([]);
  await recount();
}

/** Whether this browser can keep a queue (IndexedDB; not in a test's jsdom). */
const canQueue = () => typeof indexedDB !== 'undefined';

/**
 * Sends a change now, or, when no answer comes (offline, a dropped connection), queues it to be sent
 * with the others when the connection returns. Answers the server's answer, or 'queued'. A refusal
 * by the server is thrown as before: only a change the server never answered waits. `send` gets the
 * id the change is queued with: a call that takes it (`opId`) is applied once by the server, so a
 * request that did arrive makes the queued change a duplicate.
 */
export async function sendOrQueue<K extends SyncOpKind, T>(
  kind: K,
  body: ChangeBody<K>,
  send: (id: string) => Promise<T>,
): Promise<T | 'queued'> {
  const id = crypto.randomUUID();
  const at = Date.now();
  try {
    return await send(id);
  } catch (error) {
    if (!(error instanceof NetworkError) || !canQueue()) throw error;
    await enqueue([{ kind, body, id }], at);
    return 'queued';
  }
}

/**
 * As sendOrQueue, for one call that is several operations when queued (the Wordle games of POST
 * /api/wordle-results, one operation per game); queued in the order given.
 */
export async function sendOrQueueAll<T>(
  changes: readonly Change[],
  send: () => Promise<T>,
): Promise<T | 'queued'> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof NetworkError) || !canQueue()) throw error;
    if (changes.length > 0) await enqueue(changes);
    return 'queued';
  }
}
