import { isMatchingPair, lessonStepSchema, PRACTICE_BLOCK_SIZE, shuffle } from '@langapp/shared';
import type { LessonStep } from '@langapp/shared';

/** A step as the player meets it: a known kind, or one it cannot show ('Unknown lesson step type!'). */
export type PlayerStep = LessonStep | { kind: 'unknown' };

export type ReadLesson =
  | { ok: true; steps: PlayerStep[] }
  /** json: the data is not JSON; shape: it is JSON but not a list of steps the player can set up. */
  | { ok: false; reason: 'json' | 'shape' };

/**
 * The steps of a lesson's stored data. Each step is read on its own, so that one step of a kind
 * the player does not know shows its message instead of spoiling the whole lesson.
 */
export function readLessonSteps(data: string): ReadLesson {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { ok: false, reason: 'json' };
  }
  if (!Array.isArray(value) || value.length === 0) return { ok: false, reason: 'shape' };
  return {
    ok: true,
    steps: value.map((item: unknown): PlayerStep => {
      const step = lessonStepSchema.safeParse(item);
      return step.success ? step.data : { kind: 'unknown' };
    }),
  };
}

/** The words of a lesson's lexeme steps, in lesson order; null when the data cannot be read. */
export function lessonLexemes(data: string): string[] | null {
  const lesson = readLessonSteps(data);
  if (!lesson.ok) return null;
  return lesson.steps.flatMap((step) => (step.kind === 'lex' ? [step.lex] : []));
}

export type AudioChoice = { kind: 'none' } | { kind: 'no-mp3' } | { kind: 'mp3'; filename: string };

/** Only .mp3 recordings are played (spec); of those, the newest. */
export function newestMp3(recordings: readonly { filename: string; timestamp: string }[]): AudioChoice {
  if (recordings.length === 0) return { kind: 'none' };
  const mp3s = recordings.filter((r) => r.filename.toLowerCase().endsWith('.mp3'));
  if (mp3s.length === 0) return { kind: 'no-mp3' };
  const newest = mp3s.reduce((best, r) => (r.timestamp > best.timestamp ? r : best));
  return { kind: 'mp3', filename: newest.filename };
}

export interface PracticeItem {
  id: number;
  lex: string;
  gloss: string;
}

export interface PracticeBlock {
  items: PracticeItem[];
  /** The order the glosses are shown in: indexes into items. */
  glossOrder: number[];
}

/** The lesson's words in blocks of PRACTICE_BLOCK_SIZE, in lesson order, each block's glosses shuffled. */
export function practiceBlocks(
  items: readonly PracticeItem[],
  random: () => number,
  size: number = PRACTICE_BLOCK_SIZE,
): PracticeBlock[] {
  const blocks: PracticeBlock[] = [];
  for (let start = 0; start < items.length; start += size) {
    const block = items.slice(start, start + size);
    blocks.push({
      items: block,
      glossOrder: shuffle(
        block.map((_item, index) => index),
        random,
      ),
    });
  }
  return blocks;
}

/** A word and a gloss match when they are the same entry, or entries that read the same. */
export const isPracticeMatch: (a: PracticeItem | undefined, b: PracticeItem | undefined) => boolean =
  isMatchingPair;
