import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';

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

interface OfflineSchema extends DBSchema {
  downloads: { key: string; value: DownloadRecord };
  outbox: { key: number; value: QueuedChange; indexes: { id: string } };
  meta: { key: string; value: string };
}

const DB_NAME = 'langapp-offline';
let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('downloads', { keyPath: 'key' });
      const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      outbox.createIndex('id', 'id', { unique: true });
      db.createObjectStore('meta');
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
