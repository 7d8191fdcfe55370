import { describe, expect, it } from 'vitest';
import { lessonLexSteps, readEditableLesson, readLessonSteps } from './read-lesson';

const okihu = { kind: 'lex', lexId: 1, lex: 'okihu' };
const tietu = { kind: 'lex', lexId: 2, lex: 'tietu' };
const s1 = { kind: 'sent', sentId: 's1' };
const json = (value: unknown) => JSON.stringify(value);

describe('readLessonSteps', () => {
  it.each([
    ['not JSON', '{broken', { ok: false, reason: 'json' }],
    ['empty', '', { ok: false, reason: 'json' }],
    ['an object', '{"a":1}', { ok: false, reason: 'shape' }],
    ['an object holding steps', json({ steps: [okihu] }), { ok: false, reason: 'shape' }],
    ['null', 'null', { ok: false, reason: 'shape' }],
    ['a number', '7', { ok: false, reason: 'shape' }],
    ['an empty list', '[]', { ok: false, reason: 'shape' }],
    ['a list with a string', json([okihu, 'x']), { ok: false, reason: 'shape' }],
    ['a list with null', json([okihu, null]), { ok: false, reason: 'shape' }],
    ['a list with a nested list', json([okihu, [okihu]]), { ok: false, reason: 'shape' }],
    ['a step without a kind', json([okihu, { lexId: 3, lex: 'napam' }]), { ok: false, reason: 'shape' }],
    ['a step whose kind is a number', json([{ kind: 1 }]), { ok: false, reason: 'shape' }],
    [
      'a word step with a text id',
      json([{ kind: 'lex', lexId: 'x', lex: 'a' }]),
      { ok: false, reason: 'shape' },
    ],
    ['a word step without its word', json([{ kind: 'lex', lexId: 3 }]), { ok: false, reason: 'shape' }],
    [
      'a sentence step with an empty id',
      json([{ kind: 'sent', sentId: '' }]),
      { ok: false, reason: 'shape' },
    ],
    [
      'known steps and a step of an unknown kind',
      json([okihu, s1, { kind: 'video', url: 'x' }]),
      { ok: true, steps: [okihu, s1, { kind: 'unknown' }] },
    ],
    [
      'only steps of unknown kinds',
      json([{ kind: '' }, { kind: 'Lex' }]),
      { ok: true, steps: [{ kind: 'unknown' }, { kind: 'unknown' }] },
    ],
    [
      'the same word twice (the player can still play it)',
      json([okihu, okihu]),
      { ok: true, steps: [okihu, okihu] },
    ],
  ])('when the data is %s, then it reads %j', (_case, data, expected) => {
    expect(readLessonSteps(data)).toEqual(expected);
  });
});

describe('readEditableLesson', () => {
  it.each([
    ['not JSON', '{broken', { ok: false, problem: { kind: 'json' }, steps: [] }],
    ['an object', '{"a":1}', { ok: false, problem: { kind: 'shape' }, steps: [] }],
    ['an empty list', '[]', { ok: false, problem: { kind: 'shape' }, steps: [] }],
    [
      'a malformed word step among good ones',
      json([tietu, { kind: 'lex', lexId: 'x' }, s1]),
      { ok: false, problem: { kind: 'shape' }, steps: [tietu, s1] },
    ],
    [
      'a step of an unknown kind',
      json([okihu, { kind: 'video' }, s1]),
      { ok: false, problem: { kind: 'unknown-step' }, steps: [okihu, s1] },
    ],
    [
      'the same word twice',
      json([okihu, tietu, okihu]),
      {
        ok: false,
        problem: { kind: 'rule', message: 'You have already selected this lexeme.' },
        steps: [okihu, tietu],
      },
    ],
    ['words and a sentence', json([tietu, s1, okihu]), { ok: true, steps: [tietu, s1, okihu] }],
  ])('when the data is %s, then it reads %j', (_case, data, expected) => {
    expect(readEditableLesson(data)).toEqual(expected);
  });

  it('when the data has more steps than a lesson may, then the rule is named and the first 200 are kept', () => {
    const steps = Array.from({ length: 230 }, (_, i) => ({ kind: 'lex', lexId: i + 1, lex: `w${i + 1}` }));

    const read = readEditableLesson(json(steps));

    expect(read).toMatchObject({
      ok: false,
      problem: { kind: 'rule', message: 'A lesson has at most 200 steps.' },
    });
    expect(read.steps).toEqual(steps.slice(0, 200));
  });
});

describe('lessonLexSteps', () => {
  it.each([
    [
      'words and a sentence',
      json([tietu, s1, okihu]),
      [
        { lexId: tietu.lexId, lex: 'tietu' },
        { lexId: okihu.lexId, lex: 'okihu' },
      ],
    ],
    ['sentences only', json([s1]), []],
    ['not JSON', 'nope', null],
    ['a malformed step', json([tietu, { kind: 'lex' }]), null],
  ])('when the data holds %s, then the words are %j', (_case, data, expected) => {
    expect(lessonLexSteps(data)).toEqual(expected);
  });
});
