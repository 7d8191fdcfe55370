import { lessonStepSchema, lessonStepsSchema, MAX_LESSON_STEPS, lessonStepKey } from './lesson-rules';
import type { LessonStep } from './lesson-rules';

/**
 * Reading a lesson's stored data. The server hands it over as stored (a broken lesson included),
 * so that the player can say what is wrong with it and the teacher can see and repair it.
 */

/** A step as the player meets it: a known kind, or one it cannot show ('Unknown lesson step type!'). */
export type PlayerStep = LessonStep | { kind: 'unknown' };

/** The kinds of step the player knows. */
const KNOWN_KINDS: ReadonlySet<string> = new Set(['lex', 'sent']);

export type ReadLesson =
  | { ok: true; steps: PlayerStep[] }
  /**
   * json: the data is not JSON ('ERROR: Lesson JSON could not be parsed!');
   * shape: it is JSON but no lesson can start from it ('Failure to initialize lesson!'): not a
   * non-empty list, or a step that is not an object with a kind, or a known kind with malformed fields.
   */
  | { ok: false; reason: 'json' | 'shape' };

function parseJson(data: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(data) };
  } catch {
    return { ok: false };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One item of the stored list: a step, an unknown kind, or null when it is no step at all. */
function readStep(item: unknown): PlayerStep | null {
  if (!isRecord(item) || typeof item.kind !== 'string') return null;
  if (!KNOWN_KINDS.has(item.kind)) return { kind: 'unknown' };
  const step = lessonStepSchema.safeParse(item);
  return step.success ? step.data : null;
}

/**
 * The steps of a lesson's stored data, as the player reads them. A step of a kind the player does
 * not know is kept as 'unknown', so that it shows its message in its place instead of spoiling the
 * lesson; a step of a known kind whose fields are malformed means the lesson cannot start.
 */
export function readLessonSteps(data: string): ReadLesson {
  const json = parseJson(data);
  if (!json.ok) return { ok: false, reason: 'json' };
  if (!Array.isArray(json.value) || json.value.length === 0) return { ok: false, reason: 'shape' };
  const steps: PlayerStep[] = [];
  for (const item of json.value as unknown[]) {
    const step = readStep(item);
    if (step === null) return { ok: false, reason: 'shape' };
    steps.push(step);
  }
  return { ok: true, steps };
}

/** Why stored data is not a lesson the builder can edit as it is. */
export type LessonDataProblem =
  /** Not JSON. */
  | { kind: 'json' }
  /** JSON, but no lesson can start from it. */
  | { kind: 'shape' }
  /** A step of a kind the player does not know. */
  | { kind: 'unknown-step' }
  /** Readable, but against a rule every saved lesson keeps (a step twice, too many steps). */
  | { kind: 'rule'; message: string };

export type EditableLesson =
  | { ok: true; steps: LessonStep[] }
  /** steps: those of the stored data that are well-formed steps of a known kind, each once, to start a repair from. */
  | { ok: false; problem: LessonDataProblem; steps: LessonStep[] };

/** The well-formed steps of known kinds in the data, each once, in order, as many as a lesson may have. */
function usableSteps(value: unknown): LessonStep[] {
  if (!Array.isArray(value)) return [];
  const steps: LessonStep[] = [];
  const seen = new Set<string>();
  for (const item of value as unknown[]) {
    if (steps.length === MAX_LESSON_STEPS) break;
    const step = readStep(item);
    if (step === null || step.kind === 'unknown' || seen.has(lessonStepKey(step))) continue;
    seen.add(lessonStepKey(step));
    steps.push(step);
  }
  return steps;
}

/**
 * The steps of a lesson's stored data, as the builder edits them: ok when the data is a valid
 * lesson (as the server checks it on save); otherwise what is wrong and the steps that can be kept.
 */
export function readEditableLesson(data: string): EditableLesson {
  const json = parseJson(data);
  if (!json.ok) return { ok: false, problem: { kind: 'json' }, steps: [] };
  const steps = usableSteps(json.value);
  const player = readLessonSteps(data);
  if (!player.ok) return { ok: false, problem: { kind: 'shape' }, steps };
  if (player.steps.some((step) => step.kind === 'unknown')) {
    return { ok: false, problem: { kind: 'unknown-step' }, steps };
  }
  const valid = lessonStepsSchema.safeParse(json.value);
  if (!valid.success) {
    const message = valid.error.issues[0]?.message ?? 'The lesson breaks a rule of saved lessons.';
    return { ok: false, problem: { kind: 'rule', message }, steps };
  }
  return { ok: true, steps: valid.data };
}

/** The lexeme steps of a lesson (entry id and word as stored), in lesson order; null when the data cannot be read. */
export function lessonLexSteps(data: string): { lexId: number; lex: string }[] | null {
  const lesson = readLessonSteps(data);
  if (!lesson.ok) return null;
  return lesson.steps.flatMap((step) => (step.kind === 'lex' ? [{ lexId: step.lexId, lex: step.lex }] : []));
}

/** The entries and sentences a lesson's stored data names, by id (none when it is not a list). */
export function lessonItemIds(data: string): { lexIds: number[]; sentIds: string[] } {
  const json = parseJson(data);
  const items = json.ok && Array.isArray(json.value) ? (json.value as unknown[]) : [];
  const lexIds = new Set<number>();
  const sentIds = new Set<string>();
  for (const item of items) {
    if (!isRecord(item)) continue;
    if (item.kind === 'lex' && typeof item.lexId === 'number') lexIds.add(item.lexId);
    if (item.kind === 'sent' && typeof item.sentId === 'string') sentIds.add(item.sentId);
  }
  return { lexIds: [...lexIds], sentIds: [...sentIds] };
}

/**
 * A lesson's stored data without the steps of the entries and sentences a viewer may not see
 * (ADR 058); data that is not a list of steps is handed over as it is, for the player to report.
 */
export function lessonDataWithout(
  data: string,
  hidden: { lexIds: ReadonlySet<number>; sentIds: ReadonlySet<string> },
): string {
  if (hidden.lexIds.size === 0 && hidden.sentIds.size === 0) return data;
  const json = parseJson(data);
  if (!json.ok || !Array.isArray(json.value)) return data;
  const kept = (json.value as unknown[]).filter(
    (item) =>
      !isRecord(item) ||
      !(
        (item.kind === 'lex' && typeof item.lexId === 'number' && hidden.lexIds.has(item.lexId)) ||
        (item.kind === 'sent' && typeof item.sentId === 'string' && hidden.sentIds.has(item.sentId))
      ),
  );
  return JSON.stringify(kept);
}
