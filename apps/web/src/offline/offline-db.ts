import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { CardState } from '@langapp/shared';

/**
 * What the device keeps of a learner's offline use, in IndexedDB (ADR 065): their downloads (each
 * with the files it put in the downloads cache) and the queue of what they did offline, waiting to
 * be sent. Both belong to one account (`owner`): another account on the device starts with neither.
 */

/** One download on this device: what it is, which version of it, and the files it holds. */
export interface DownloadRecord {
  /** The server's key of the download ('lesson:s1a1', 'deck', 'lexicon:chosen', 'texts'). */
  key: string;
  title: string;
  /** The version the server gave it: a new one means its content changed. */
  version: string;
  /** Every URL it put in the downloads cache (API answers and recordings). */
  files: string[];
  /** Its size on the device, in bytes. */
  bytes: number;
  /** When it was downloaded or last refreshed (UTC milliseconds). */
  savedAt: number;
}

/** A change made on the device, waiting to be sent (POST /api/sync applies each id once). */
export interface QueuedChange {
  /** The queue's order (IndexedDB's key generator): changes are sent in the order they were made. */
  seq?: number;
  /** Made on the device: the server applies a change with the same id once, however often it is sent. */
  id: string;
  /** When the learner made it (UTC milliseconds). */
  at: number;
  kind: string;
  /** What the change says, as the sync call takes it for its kind. */
  body: Record<string, unknown>;
}

/** A rating made on the device, as the deck's overlay keeps it to take it back. */
export interface DeviceRating {
  /** The id of its change in the queue ('rate'). */
  opId: string;
  cardId: number;
  /** When it was made (UTC milliseconds): its day counts in today's numbers. */
  at: number;
  /** The card's state before it, restored by an undo. */
  before: CardState;
  /**
   * Sent online once, with no answer: the server may have it already. An undo queues an 'undo' of
   * it rather than taking it out of the queue.
   */
  maybeSent?: boolean;
  /** Made online and answered: not in the queue (an undo offline queues an 'undo' of it). */
  online?: boolean;
}

/** A rating sent already and taken back on the device by an 'undo' that waits in the queue. */
interface UndoneRating {
  /** The id of the 'undo' change. */
  undoOpId: string;
  rating: DeviceRating;
  /** Whether the package's counts of today hold the rating (a package downloaded after it was sent). */
  counted: boolean;
}

/**
 * What the learner changed of the downloaded deck on the device (ADR 065, "The review offline" and
 * its addendum): the states of the cards rated since the package's `version` was downloaded, and
 * those ratings, the last one first to be undone. A new version of the package holds the ratings
 * sent before it was made; its overlay starts with the changes that still waited then, applied
 * over it, so a rating waiting to be sent never shows its card again.
 */
export interface DeckOverlay {
  version: string;
  /** The card's state after the device's ratings, by card id. */
  cards: Record<number, CardState>;
  /** The device's ratings in the order made. */
  ratings: DeviceRating[];
  /** Ratings sent already that the device took back, while their 'undo' waits (absent: none). */
  undone?: UndoneRating[];
}

export interface OfflineSchema extends DBSchema {
  downloads: { key: string; value: DownloadRecord };
  outbox: { key: number; value: QueuedChange; indexes: { id: string } };
  meta: { key: string; value: string };
  /** One record, under the download's key ('deck'). */
  deckOverlay: { key: string; value: DeckOverlay };
}

/**
 * The `meta` key of the Wordle answers kept for the coming days (ADR 066, offline/coming-wordles.ts):
 * here so that clearing the downloads does not load that module.
 */
export const COMING_WORDLES_KEY = 'wordle-days';

const DB_NAME = 'langapp-offline';
/** 1: downloads, outbox, meta. 2: the deck's overlay. */
const DB_VERSION = 2;
let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(DB_NAME, DB_VERSION, {
    // Each version adds its stores to what the one before made: a device keeps its downloads and queue.
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('downloads', { keyPath: 'key' });
        const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
        outbox.createIndex('id', 'id', { unique: true });
        db.createObjectStore('meta');
      }
      if (oldVersion < 2) db.createObjectStore('deckOverlay');
    },
  });
  return opened;
}

/** The account whose downloads and queue the device holds, if any. */
export async function ownerOf(): Promise<string | undefined> {
  return (await offlineDb()).get('meta', 'owner');
}

export async function setOwner(username: string): Promise<void> {
  await (await offlineDb()).put('meta', username, 'owner');
}
