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

/** A recording whose speaker is known: what the speaker choice and the notices need. */
export interface SpokenRecording extends StoredRecording {
  /** The name the take was recorded under (word_audio.speaker, sent_audio.speaker). */
  speaker: string;
  /** The speaker's variety (dialect), where the list of takes carries it (ADR 080). */
  variety?: string | undefined;
}

/**
 * The take to play of one item, for a learner who chose `preferred` speakers in order (ADR 061):
 * the newest .mp3 of the first chosen speaker who has one; else, as before any choice, the newest
 * .mp3 of anyone. Undefined when there is no .mp3. The server orders takes the same way in SQL
 * (apps/api/src/features/speakers/preferred-take.ts); a test keeps the two in step.
 */
export function choosePreferredTake<T extends SpokenRecording>(
  recordings: readonly T[],
  preferred: readonly string[],
): T | undefined {
  return takesInPreferredOrder(recordings, preferred)[0];
}

/**
 * Every .mp3 take of one item in the order a learner who chose `preferred` speakers meets them
 * (ADR 061): the first chosen speaker's takes, newest first, then the next chosen speaker's, then
 * everyone else's, newest first. The first is the one `choosePreferredTake` plays. `recordings`
 * come in upload order, as the server lists them (a tie in time goes to the later upload).
 */
export function takesInPreferredOrder<T extends SpokenRecording>(
  recordings: readonly T[],
  preferred: readonly string[],
): T[] {
  const rank = (speaker: string) => {
    const position = preferred.indexOf(speaker);
    return position === -1 ? preferred.length : position;
  };
  // Array.prototype.sort is stable: within a speaker's rank the newest stays first.
  return mp3sNewestFirst(recordings).sort((a, b) => rank(a.speaker) - rank(b.speaker));
}

/** Which recording to play, with its speaker: none at all, none in mp3, or the chosen mp3. */
export type SpokenAudioChoice =
  { kind: 'none' } | { kind: 'no-mp3' } | { kind: 'mp3'; filename: string; speaker: string };

/** `choosePreferredTake`, or why there is nothing to play (the lesson player says which). */
export function chooseRecording(
  recordings: readonly SpokenRecording[],
  preferred: readonly string[],
): SpokenAudioChoice {
  if (recordings.length === 0) return { kind: 'none' };
  const take = choosePreferredTake(recordings, preferred);
  return take ? { kind: 'mp3', filename: take.filename, speaker: take.speaker } : { kind: 'no-mp3' };
}
