import { lessonIdSchema } from '../lessons/lesson-rules';

/** What can be downloaded, by its key: `lesson:<id>`, `deck`, `lexicon:chosen`, `lexicon:all`, `texts`. */
export type OfflineKey =
  | { kind: 'lesson'; lessonId: string }
  | { kind: 'deck' }
  | { kind: 'lexicon'; takes: 'chosen' | 'all' }
  | { kind: 'texts' };

/** A key as the calls name it ('lesson:ab12'), or null when it names no download. */
export function parseOfflineKey(key: string): OfflineKey | null {
  if (key === 'deck') return { kind: 'deck' };
  if (key === 'texts') return { kind: 'texts' };
  if (key === 'lexicon:chosen' || key === 'lexicon:all')
    return { kind: 'lexicon', takes: key === 'lexicon:all' ? 'all' : 'chosen' };
  if (key.startsWith('lesson:')) {
    const lessonId = key.slice('lesson:'.length);
    return lessonIdSchema.safeParse(lessonId).success ? { kind: 'lesson', lessonId } : null;
  }
  return null;
}

/** The key of a download, as the calls name it. */
export function offlineKeyName(key: OfflineKey): string {
  switch (key.kind) {
    case 'lesson':
      return `lesson:${key.lessonId}`;
    case 'lexicon':
      return `lexicon:${key.takes}`;
    default:
      return key.kind;
  }
}

/**
 * The lexicon's entries' details travel in parts (ADR 067): part n holds the entries whose ids are
 * from n * OFFLINE_ENTRIES_PER_PART to the next part's first, so a part is bounded (at most this
 * many entries), an entry's part is known from its id alone, and an edit changes one part.
 */
export const OFFLINE_ENTRIES_PER_PART = 500;

/** The highest part number a call may ask (ids up to 5 * 10^9). */
export const OFFLINE_MAX_PART = 9_999_999;

/** The part that holds an entry's details. */
export const offlineEntriesPartOf = (lexId: number) => Math.floor(lexId / OFFLINE_ENTRIES_PER_PART);

/** Where the device fetches and keeps one part of the entries' details. */
export const offlineEntriesPartUrl = (part: number) => `/api/offline/entries/${part}`;
