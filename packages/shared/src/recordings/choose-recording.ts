/** What the choice of a recording needs to know of it. */
export interface StoredRecording {
  filename: string;
  /** UTC, ISO 8601: compared as text, which orders such timestamps in time. */
  timestamp: string;
}

/**
 * Only the .mp3 files are played (spec §2): the server transcodes every upload to mp3 and keeps the
 * original beside it.
 */
export const isMp3 = (recording: Pick<StoredRecording, 'filename'>): boolean =>
  recording.filename.toLowerCase().endsWith('.mp3');

/**
 * The .mp3 recordings, newest first. Of two with the same timestamp the one listed later comes
 * first: the server lists takes in upload order, and picks the later upload too (db/migrations/010).
 */
export function mp3sNewestFirst<T extends StoredRecording>(recordings: readonly T[]): T[] {
  return recordings
    .filter(isMp3)
    .reverse()
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp));
}

/** Which recording to play: none at all, none in mp3, or the newest mp3. */
export type AudioChoice = { kind: 'none' } | { kind: 'no-mp3' } | { kind: 'mp3'; filename: string };

/** The newest .mp3 recording, or why there is none to play. */
export function newestMp3(recordings: readonly StoredRecording[]): AudioChoice {
  if (recordings.length === 0) return { kind: 'none' };
  const [newest] = mp3sNewestFirst(recordings);
  return newest ? { kind: 'mp3', filename: newest.filename } : { kind: 'no-mp3' };
}
