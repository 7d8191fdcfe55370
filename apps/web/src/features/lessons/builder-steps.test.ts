import { describe, expect, it } from 'vitest';
import type { LessonStep } from '@langapp/shared';
import { addLexeme, addSentence, moveStep, removeStep, sameStoredSteps } from './builder-steps';

const okihu: LessonStep = { kind: 'lex', lexId: 1, lex: 'okihu' };
const tietu: LessonStep = { kind: 'lex', lexId: 2, lex: 'tietu' };
const s1: LessonStep = {
  kind: 'sent',
  sentId: 's1',
  sent: { text: 'Okihu tietuk.', trans: 'I see the river.' },
};

describe('adding steps', () => {
  it.each([
    ['nothing is chosen', undefined, { ok: false, error: 'Please choose a lexical item.' }],
    [
      'the lexeme is there already',
      { id: 1, lex: 'okihu' },
      { ok: false, error: 'You have already selected this lexeme.' },
    ],
    ['a new lexeme is chosen', { id: 2, lex: 'tietu' }, { ok: true, steps: [okihu, s1, tietu] }],
  ])('when %s, then addLexeme gives %j', (_case, entry, expected) => {
    expect(addLexeme([okihu, s1], entry)).toEqual(expected);
  });

  it.each([
    ['nothing is chosen', undefined, { ok: false, error: 'Please choose a sentence.' }],
    [
      'the sentence is there already',
      { id: 's1', text: 'x', trans: 'y' },
      { ok: false, error: 'You have already selected this sentence.' },
    ],
    [
      'a new sentence is chosen',
      { id: 's2', text: 'Napam.', trans: 'A stone.' },
      {
        ok: true,
        steps: [okihu, s1, { kind: 'sent', sentId: 's2', sent: { text: 'Napam.', trans: 'A stone.' } }],
      },
    ],
  ])('when %s, then addSentence gives %j', (_case, sentence, expected) => {
    expect(addSentence([okihu, s1], sentence)).toEqual(expected);
  });
});

describe('moving and removing steps', () => {
  it.each([
    [1, -1, [tietu, okihu, s1]],
    [1, 1, [okihu, s1, tietu]],
    [0, -1, [okihu, tietu, s1]],
    [2, 1, [okihu, tietu, s1]],
  ] as const)('when step %i moves by %i, then the order is %j', (index, by, expected) => {
    expect(moveStep([okihu, tietu, s1], index, by)).toEqual(expected);
  });

  it('when a step is removed, then the others keep their order', () => {
    expect(removeStep([okihu, tietu, s1], 1)).toEqual([okihu, s1]);
  });

  it('when only the display text of a sentence differs, then the steps count as the same', () => {
    expect(sameStoredSteps([okihu, s1], [okihu, { kind: 'sent', sentId: 's1' }])).toBe(true);
    expect(sameStoredSteps([okihu, s1], [s1, okihu])).toBe(false);
  });
});
