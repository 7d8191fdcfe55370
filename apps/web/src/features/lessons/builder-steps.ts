import { storedSteps } from '@langapp/shared';
import type { LessonStep, Lex } from '@langapp/shared';

const BUILDER_MESSAGES = {
  duplicateLexeme: 'You have already selected this lexeme.',
  duplicateSentence: 'You have already selected this sentence.',
  noLexeme: 'Please choose a lexical item.',
  noSentence: 'Please choose a sentence.',
} as const;

export type StepChange = { ok: true; steps: LessonStep[] } | { ok: false; error: string };

/** Adds a lexeme step at the end, unless nothing was chosen or it is in the lesson already. */
export function addLexeme(
  steps: readonly LessonStep[],
  entry: Pick<Lex, 'id' | 'lex'> | undefined,
): StepChange {
  if (!entry) return { ok: false, error: BUILDER_MESSAGES.noLexeme };
  if (steps.some((step) => step.kind === 'lex' && step.lexId === entry.id)) {
    return { ok: false, error: BUILDER_MESSAGES.duplicateLexeme };
  }
  return { ok: true, steps: [...steps, { kind: 'lex', lexId: entry.id, lex: entry.lex }] };
}

/** Adds a sentence step at the end (with its text, for display), unless nothing was chosen or it is there already. */
export function addSentence(
  steps: readonly LessonStep[],
  sentence: { id: string; text: string; trans: string } | undefined,
): StepChange {
  if (!sentence) return { ok: false, error: BUILDER_MESSAGES.noSentence };
  if (steps.some((step) => step.kind === 'sent' && step.sentId === sentence.id)) {
    return { ok: false, error: BUILDER_MESSAGES.duplicateSentence };
  }
  return {
    ok: true,
    steps: [
      ...steps,
      { kind: 'sent', sentId: sentence.id, sent: { text: sentence.text, trans: sentence.trans } },
    ],
  };
}

/** Swaps the step at `index` with its neighbour above (-1) or below (+1); out of range changes nothing. */
export function moveStep(steps: readonly LessonStep[], index: number, by: -1 | 1): LessonStep[] {
  const target = index + by;
  const moved = [...steps];
  const [a, b] = [moved[index], moved[target]];
  if (a === undefined || b === undefined) return moved;
  moved[index] = b;
  moved[target] = a;
  return moved;
}

export const removeStep = (steps: readonly LessonStep[], index: number): LessonStep[] =>
  steps.filter((_step, i) => i !== index);

/** A stable name for a step: the same lexeme or sentence is never in a lesson twice. */
export const stepKey = (step: LessonStep) =>
  step.kind === 'lex' ? `lex-${step.lexId}` : `sent-${step.sentId}`;

/** Whether two step lists would be stored the same (the builder-only sentence text does not count). */
export const sameStoredSteps = (a: readonly LessonStep[], b: readonly LessonStep[]) =>
  JSON.stringify(storedSteps(a)) === JSON.stringify(storedSteps(b));
