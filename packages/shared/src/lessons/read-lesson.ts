import { lessonStepSchema, lessonStepsSchema } from './lesson-rules';
import type { LessonStep } from './lesson-rules';

/** A step as the player meets it: a known kind, or one it cannot show ('Unknown lesson step type!'). */
export type PlayerStep = LessonStep | { kind: 'unknown' };

export type ReadLesson =
  | { ok: true; steps: PlayerStep[] }
  /** json: the data is not JSON; shape: it is JSON but not a list of steps the player can set up. */
  | { ok: false; reason: 'json' | 'shape' };

function parseJson(data: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(data) };
  } catch {
    return { ok: false };
  }
}

/**
 * The steps of a lesson's stored data, as the player reads them. Each step is read on its own, so
 * that one step of a kind the player does not know shows its message instead of spoiling the lesson.
 */
export function readLessonSteps(data: string): ReadLesson {
  const json = parseJson(data);
  if (!json.ok) return { ok: false, reason: 'json' };
  if (!Array.isArray(json.value) || json.value.length === 0) return { ok: false, reason: 'shape' };
  return {
    ok: true,
    steps: json.value.map((item: unknown): PlayerStep => {
      const step = lessonStepSchema.safeParse(item);
      return step.success ? step.data : { kind: 'unknown' };
    }),
  };
}

/**
 * The steps of a lesson's stored data, as the builder edits them: null unless the data is a valid
 * lesson (every step known, none twice), as the server checks it on save and on read.
 */
export function readStoredSteps(data: string): LessonStep[] | null {
  const json = parseJson(data);
  if (!json.ok) return null;
  const steps = lessonStepsSchema.safeParse(json.value);
  return steps.success ? steps.data : null;
}

/** The words of a lesson's lexeme steps, in lesson order; null when the data cannot be read. */
export function lessonLexemes(data: string): string[] | null {
  const lesson = readLessonSteps(data);
  if (!lesson.ok) return null;
  return lesson.steps.flatMap((step) => (step.kind === 'lex' ? [step.lex] : []));
}
