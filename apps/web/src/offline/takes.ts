import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { ReviewRating } from '@langapp/shared';
import { formatSize } from '../lib/format-size';
import { askToKeep, roomFor } from './device-storage';

/**
 * The learner's own takes (issue 38, ADR 079): what they recorded to compare with a speaker, kept on
 * this device only, in IndexedDB beside the offline downloads, per account and per item (a word, a
 * sentence), so that they can hear their progress. Nothing here is ever sent to the server.
 */

/** The learner's rating of a take: the review's own (1 Again, 2 Hard, 3 Good, 4 Easy). */
type TakeRating = ReviewRating;

export interface LearnerTake {
  /** The key generator's number: takes list in the order recorded. */
  id?: number;
  /** The account that recorded it ('' for a visitor who is not signed in). */
  owner: string;
  /** What was said: 'entry:42', 'sentence:7' (the item whose speaker's recording was compared). */
  item: string;
  /** When it was recorded (UTC milliseconds). */
  recordedAt: number;
  mimeType: string;
  /** The recorded bytes (an ArrayBuffer: every browser's IndexedDB stores one). */
  audio: ArrayBuffer;
  /** The learner's own rating of it, once given. */
  rating?: TakeRating;
}

interface TakesSchema extends DBSchema {
  takes: { key: number; value: LearnerTake; indexes: { byItem: [string, string] } };
}

const DB_NAME = 'langapp-takes';
/** 1: the takes. A database of its own: the downloads' one is cleared on sign-out, the takes stay. */
const DB_VERSION = 1;
let opened: Promise<IDBPDatabase<TakesSchema>> | null = null;

function takesDb(): Promise<IDBPDatabase<TakesSchema>> {
  opened ??= openDB<TakesSchema>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      const takes = db.createObjectStore('takes', { keyPath: 'id', autoIncrement: true });
      takes.createIndex('byItem', ['owner', 'item']);
    },
  });
  return opened;
}

/** Raised when the device has no room for a take: its message says so, as the downloads' does. */
export class NoRoomForTakeError extends Error {
  constructor(needed: number, left: number) {
    super(
      `There is not enough space on this device for your recording: it needs ${formatSize(needed)}, and ${formatSize(left)} is left. Remove a take or a download on Offline downloads, then try again.`,
    );
    this.name = 'NoRoomForTakeError';
  }
}

/** The account's takes of an item, the oldest first. */
export async function takesOf(owner: string, item: string): Promise<LearnerTake[]> {
  return (await takesDb()).getAllFromIndex('takes', 'byItem', [owner, item]);
}

/**
 * Keeps a take on the device and answers it with its id; refused (NoRoomForTakeError, nothing kept)
 * when the device has no room for it.
 */
export async function keepTake(take: Omit<LearnerTake, 'id'>): Promise<LearnerTake> {
  const room = await roomFor(take.audio.byteLength);
  if (room.kind === 'full') throw new NoRoomForTakeError(room.needed, room.left);
  await askToKeep();
  const id = await (await takesDb()).add('takes', take);
  return { ...take, id };
}

/** Sets the learner's rating of one of their takes (nothing happens if it is gone or not theirs). */
export async function rateTake(owner: string, id: number, rating: TakeRating): Promise<void> {
  const db = await takesDb();
  const tx = db.transaction('takes', 'readwrite');
  const take = await tx.store.get(id);
  if (take && take.owner === owner) await tx.store.put({ ...take, rating });
  await tx.done;
}

/** Removes one of the account's takes (another account's take is left alone). */
export async function removeTake(owner: string, id: number): Promise<void> {
  const db = await takesDb();
  const tx = db.transaction('takes', 'readwrite');
  const take = await tx.store.get(id);
  if (take && take.owner === owner) await tx.store.delete(id);
  await tx.done;
}
