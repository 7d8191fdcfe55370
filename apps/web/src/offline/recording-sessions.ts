import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { RecordingSessionItem } from '@langapp/shared';

/**
 * Recording sessions kept on the device as they go (issue 38, ADR 084): the list, the position, the
 * takes found so far and the microphone's audio itself, chunk by chunk, so that a closed tab, a later
 * day or a dropped connection loses nothing. A session is kept until it is saved or discarded.
 * A database of its own: signing out clears the downloads, not a speaker's unsaved sitting.
 */

/** An item of the session's list, as the screen shows it and the save names it. */
export type SessionItem = RecordingSessionItem & {
  /** 'word:42' or 'sentence:s1': unique in the list. */
  key: string;
  /** What is said: the word or the sentence. */
  text: string;
  /** Its gloss or translation. */
  gloss: string;
};

/** A take found by silence detection (or by "Next"): where it is in which part of the audio. */
export interface SessionTake {
  /** Unique in the session. */
  id: string;
  /** The key of the item it is a take of (re-assignable in the review). */
  itemKey: string;
  /** The part of the session's audio (each start or resume records a new part). */
  part: number;
  /** Seconds within the part: the take as detected, with its margins. */
  start: number;
  end: number;
  /** Set in the review: dropped takes are not saved. */
  dropped?: boolean;
}

export interface RecordingSession {
  id?: number;
  /** The account that recorded it: another account on the device does not see it. */
  owner: string;
  /** UTC milliseconds. */
  startedAt: number;
  updatedAt: number;
  speaker: string;
  /** What the list is ("Words still to record"). */
  listName: string;
  items: SessionItem[];
  /** The index of the item being recorded. */
  position: number;
  takes: SessionTake[];
  /** How many parts of audio it has. */
  parts: number;
}

interface AudioChunk {
  id?: number;
  session: number;
  part: number;
  mimeType: string;
  data: ArrayBuffer;
}

interface SessionsSchema extends DBSchema {
  sessions: { key: number; value: RecordingSession; indexes: { byOwner: string } };
  chunks: { key: number; value: AudioChunk; indexes: { bySession: number } };
}

let opened: Promise<IDBPDatabase<SessionsSchema>> | null = null;

function sessionsDb(): Promise<IDBPDatabase<SessionsSchema>> {
  opened ??= openDB<SessionsSchema>('langapp-recording-sessions', 1, {
    upgrade(db) {
      db.createObjectStore('sessions', { keyPath: 'id', autoIncrement: true }).createIndex(
        'byOwner',
        'owner',
      );
      db.createObjectStore('chunks', { keyPath: 'id', autoIncrement: true }).createIndex(
        'bySession',
        'session',
      );
    },
  });
  return opened;
}

/** Starts keeping a new session; answers it with its id. */
export async function keepNewSession(session: Omit<RecordingSession, 'id'>): Promise<RecordingSession> {
  const id = await (await sessionsDb()).add('sessions', session);
  return { ...session, id };
}

/** The account's unsaved sessions, the latest first. */
export async function unsavedSessions(owner: string): Promise<RecordingSession[]> {
  const all = await (await sessionsDb()).getAllFromIndex('sessions', 'byOwner', owner);
  return all.sort((a, b) => b.updatedAt - a.updatedAt);
}

/** Writes the session's list, position and takes as they are now (another account's is left alone). */
export async function updateSession(session: RecordingSession): Promise<void> {
  const db = await sessionsDb();
  const tx = db.transaction('sessions', 'readwrite');
  const kept = session.id === undefined ? undefined : await tx.store.get(session.id);
  if (kept && kept.owner === session.owner) await tx.store.put(session);
  await tx.done;
}

/** Keeps a chunk of the microphone's audio of a session's part, as the recorder hands it over. */
export async function keepChunk(chunk: Omit<AudioChunk, 'id'>): Promise<void> {
  await (await sessionsDb()).add('chunks', chunk);
}

/** The audio of each part of a session, as one Blob per part (in the order the chunks came). */
export async function sessionAudio(sessionId: number): Promise<Map<number, Blob>> {
  const chunks = await (await sessionsDb()).getAllFromIndex('chunks', 'bySession', sessionId);
  const parts = new Map<number, AudioChunk[]>();
  for (const chunk of chunks.sort((a, b) => a.id! - b.id!))
    parts.set(chunk.part, [...(parts.get(chunk.part) ?? []), chunk]);
  return new Map(
    [...parts].map(([part, list]) => [
      part,
      new Blob(
        list.map((c) => c.data),
        { type: list[0]!.mimeType },
      ),
    ]),
  );
}

/** Forgets a session and its audio (saved, or discarded by the speaker). */
export async function forgetSession(owner: string, sessionId: number): Promise<void> {
  const db = await sessionsDb();
  const tx = db.transaction(['sessions', 'chunks'], 'readwrite');
  const kept = await tx.objectStore('sessions').get(sessionId);
  if (kept && kept.owner === owner) {
    await tx.objectStore('sessions').delete(sessionId);
    const keys = await tx.objectStore('chunks').index('bySession').getAllKeys(sessionId);
    for (const key of keys) await tx.objectStore('chunks').delete(key);
  }
  await tx.done;
}
