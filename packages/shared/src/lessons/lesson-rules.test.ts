import { describe, expect, it } from 'vitest';
import {
  generateLessonId,
  lessonIdSchema,
  lessonProgress,
  lessonStepsSchema,
  storedSteps,
} from './lesson-rules';

function seeded(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

describe('lesson ids', () => {
  it('when ids are generated, then each is 4 characters of 0-9a-z with at least one letter', () => {
    const random = seeded(7);
    for (let i = 0; i < 2000; i++) {
      const id = generateLessonId(random);
      expect(id).toMatch(/^[0-9a-z]{4}$/);
      expect(id).toMatch(/[a-z]/);
      expect(lessonIdSchema.safeParse(id).success).toBe(true);
    }
  });

  it('when the random source gives only digits at first, then it draws again until a letter appears', () => {
    const values = [0, 0, 0, 0, 0.99, 0, 0, 0];
    let i = 0;
    expect(generateLessonId(() => values[i++ % values.length]!)).toBe('z000');
  });

  it.each([['1234'], ['abc'], ['abcde'], ['AB12'], ['ab-1'], ['']])(
    'when the id is %j, then it is refused',
    (id) => {
      expect(lessonIdSchema.safeParse(id).success).toBe(false);
    },
  );
});

describe('lesson steps', () => {
  it.each([
    [
      [
        { kind: 'lex', lexId: 1, lex: 'a' },
        { kind: 'sent', sentId: 's1' },
      ],
      true,
      '',
    ],
    [[], false, 'A lesson needs at least one step.'],
    [
      [
        { kind: 'lex', lexId: 1, lex: 'a' },
        { kind: 'lex', lexId: 1, lex: 'a' },
      ],
      false,
      'You have already selected this lexeme.',
    ],
    [
      [
        { kind: 'sent', sentId: 's1' },
        { kind: 'sent', sentId: 's1' },
      ],
      false,
      'You have already selected this sentence.',
    ],
    [[{ kind: 'picture', id: 1 }], false, ''],
    [[{ kind: 'lex', lexId: 'x', lex: 'a' }], false, ''],
  ])('when the steps are %j, then valid is %s', (steps, valid, message) => {
    const r = lessonStepsSchema.safeParse(steps);
    expect(r.success).toBe(valid);
    if (message) expect(r.error?.issues[0]?.message).toBe(message);
  });

  it('when steps are stored, then the builder-only sentence text is dropped', () => {
    expect(storedSteps([{ kind: 'sent', sentId: 's1', sent: { text: 't', trans: 'x' } }])).toEqual([
      { kind: 'sent', sentId: 's1' },
    ]);
  });
});

describe('lessonProgress', () => {
  it.each([
    [0, 5, 0],
    [2, 5, 50],
    [4, 5, 100],
    [0, 1, 100],
    [7, 5, 100],
  ])('when at step %i of %i, then progress is %i%%', (index, steps, expected) => {
    expect(lessonProgress(index, steps)).toBe(expected);
  });
});
