import type { ReviewSummary, SyncOpKind, SyncRequest, WordleAnswer } from '@langapp/shared';

/**
 * What the api layer asks of the device's offline store (ADR 065, 074): the outbox that queues a
 * change the server did not answer, the deck and the Wordle answers kept on the device. The api
 * layer does not import offline/ (offline is built on the api, never the reverse): app/ fills this
 * port with offline/'s code when it starts (app/offline-wiring.ts). Until then every call behaves
 * as a browser that keeps nothing offline: a change is sent, and a failure is thrown.
 */

/** An operation of POST /api/sync as the device sends it (ADR 063). */
type SyncOpInput = SyncRequest['ops'][number];

/**
 * What a change of `kind` carries besides the id and time the queue gives it: the fields of its
 * operation of POST /api/sync (packages/shared's sync schemas), so a queued change is what the
 * server takes.
 */
export type ChangeBody<K extends SyncOpKind> = Omit<Extract<SyncOpInput, { kind: K }>, 'id' | 'at' | 'kind'>;

/** A change to queue: its kind and its body. */
export type Change = { [K in SyncOpKind]: { kind: K; body: ChangeBody<K> } }[SyncOpKind];

export interface OfflinePort {
  /** Sends a change now (`send` gets the id it is queued with), or queues it: answers 'queued'. */
  sendOrQueue<K extends SyncOpKind, T>(
    kind: K,
    body: ChangeBody<K>,
    send: (id: string) => Promise<T>,
  ): Promise<T | 'queued'>;
  /** As sendOrQueue, for one call that is several operations when queued. */
  sendOrQueueAll<T>(changes: readonly Change[], send: () => Promise<T>): Promise<T | 'queued'>;
  /** Queues a change without sending it; answers its id. */
  queueChange<K extends SyncOpKind>(kind: K, body: ChangeBody<K>): Promise<string>;
  /** Queues a change replacing those of its kind `replaces` holds for; false when nothing is kept. */
  queueLatest<K extends SyncOpKind>(
    kind: K,
    body: ChangeBody<K>,
    replaces: (queued: ChangeBody<K>) => boolean,
  ): Promise<boolean>;
  /** Sends what waits; answers how many changes were sent. */
  flushOutbox(): Promise<number>;
  /** The review's counts from the deck kept on the device; null when none is kept. */
  deviceReviewSummary(): Promise<ReviewSummary | null>;
  /** The Wordle answer of `day` kept on the device; null when none is kept. */
  keptWordleAnswer(day: string, now: Date): Promise<WordleAnswer | null>;
}

/** A browser that keeps nothing offline. */
const nothingKept: OfflinePort = {
  sendOrQueue: (_kind, _body, send) => send(crypto.randomUUID()),
  sendOrQueueAll: (_changes, send) => send(),
  queueChange: () => Promise.reject(new Error('This browser keeps no changes to send later.')),
  queueLatest: () => Promise.resolve(false),
  flushOutbox: () => Promise.resolve(0),
  deviceReviewSummary: () => Promise.resolve(null),
  keptWordleAnswer: () => Promise.resolve(null),
};

let port: OfflinePort = nothingKept;

/** Called by app/ when it starts: the api layer's calls reach offline/ through `offline`. */
export function connectOffline(offline: OfflinePort): void {
  port = offline;
}

/** The port the api modules call (read at each call, so a port connected later is used). */
export const offline: OfflinePort = {
  sendOrQueue: (kind, body, send) => port.sendOrQueue(kind, body, send),
  sendOrQueueAll: (changes, send) => port.sendOrQueueAll(changes, send),
  queueChange: (kind, body) => port.queueChange(kind, body),
  queueLatest: (kind, body, replaces) => port.queueLatest(kind, body, replaces),
  flushOutbox: () => port.flushOutbox(),
  deviceReviewSummary: () => port.deviceReviewSummary(),
  keptWordleAnswer: (day, now) => port.keptWordleAnswer(day, now),
};
