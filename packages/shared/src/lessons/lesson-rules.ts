import * as z from 'zod/mini';

/** The alphabet of lesson ids (the spec's {hash}): digits and lowercase letters. */
const LESSON_ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const LESSON_ID_LENGTH = 4;
/** Matching practice shows this many pairs at a time. */
export const PRACTICE_BLOCK_SIZE = 5;
/** Advisory guideline for the teacher (not enforced). */
export const LESSON_GUIDELINE = { vocabularyItems: 5, sentences: [2, 3] } as const;

export const lessonIdSchema = z.string({ error: 'The lesson id is required.' }).check(
  z.regex(/^[0-9a-z]{4}$/, 'A lesson id is 4 characters from 0-9 and a-z.'),
  z.refine((id) => /[a-z]/.test(id), 'A lesson id must contain at least one letter.'),
);

/** A new lesson id: 4 characters of the alphabet, at least one a letter. `random` returns [0, 1). */
export function generateLessonId(random: () => number): string {
  for (;;) {
    let id = '';
    for (let i = 0; i < LESSON_ID_LENGTH; i++) {
      id += LESSON_ID_ALPHABET[Math.floor(random() * LESSON_ID_ALPHABET.length)] ?? '0';
    }
    if (/[a-z]/.test(id)) return id;
  }
}

const lexStepSchema = z.object({
  kind: z.literal('lex'),
  lexId: z.number().check(z.int(), z.positive()),
  lex: z.string(),
});
const sentStepSchema = z.object({
  kind: z.literal('sent'),
  sentId: z.string().check(z.minLength(1)),
  /** Only while building: the sentence's text, for display. Not stored. */
  sent: z.optional(z.object({ text: z.string(), trans: z.string() })),
});
export const lessonStepSchema = z.discriminatedUnion('kind', [lexStepSchema, sentStepSchema]);
export type LessonStep = z.infer<typeof lessonStepSchema>;

/** A lesson has at most this many steps. */
export const MAX_LESSON_STEPS = 200;

/** What makes two steps the same step (a lesson has each once): the entry or sentence it shows. */
export const lessonStepKey = (s: LessonStep) => (s.kind === 'lex' ? `lex:${s.lexId}` : `sent:${s.sentId}`);

/** The steps of a lesson: at least one, none twice. */
export const lessonStepsSchema = z.array(lessonStepSchema).check(
  z.minLength(1, 'A lesson needs at least one step.'),
  z.maxLength(MAX_LESSON_STEPS, `A lesson has at most ${MAX_LESSON_STEPS} steps.`),
  z.superRefine((steps, ctx) => {
    const seen = new Set<string>();
    steps.forEach((s, i) => {
      const key = lessonStepKey(s);
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [i],
          message:
            s.kind === 'lex'
              ? 'You have already selected this lexeme.'
              : 'You have already selected this sentence.',
        });
      }
      seen.add(key);
    });
  }),
);

/** Progress through a lesson as a percentage: step index over (steps - 1). */
export function lessonProgress(index: number, steps: number): number {
  if (steps <= 1) return 100;
  return Math.min(100, Math.max(0, (index / (steps - 1)) * 100));
}

/** The stored form of the steps: the builder-only `sent` is dropped. */
export function storedSteps(steps: readonly LessonStep[]): LessonStep[] {
  return steps.map((s) =>
    s.kind === 'sent' ? { kind: 'sent', sentId: s.sentId } : { kind: 'lex', lexId: s.lexId, lex: s.lex },
  );
}
