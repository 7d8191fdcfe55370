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
