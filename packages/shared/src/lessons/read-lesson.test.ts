import { describe, expect, it } from 'vitest';
import { lessonLexemes, readLessonSteps, readStoredSteps } from './read-lesson';

const okihu = { kind: 'lex', lexId: 1, lex: 'okihu' };
const tietu = { kind: 'lex', lexId: 2, lex: 'tietu' };
const s1 = { kind: 'sent', sentId: 's1' };
const json = (value: unknown) => JSON.stringify(value);

describe('readLessonSteps', () => {
  it.each([
    ['not JSON', '{broken', { ok: false, reason: 'json' }],
    ['an object', '{"a":1}', { ok: false, reason: 'shape' }],
    ['an empty list', '[]', { ok: false, reason: 'shape' }],
    [
      'known steps, a step of an unknown kind and a string',
      json([okihu, s1, { kind: 'video' }, 'x']),
      { ok: true, steps: [okihu, s1, { kind: 'unknown' }, { kind: 'unknown' }] },
    ],
  ])('when the data is %s, then it reads %j', (_case, data, expected) => {
    expect(readLessonSteps(data)).toEqual(expected);
  });
});

describe('readStoredSteps', () => {
  it.each([
    ['not JSON', '{broken', null],
    ['an object', '{"a":1}', null],
    ['an empty list', '[]', null],
    ['a step of an unknown kind', json([okihu, { kind: 'video' }]), null],
    ['the same word twice', json([okihu, okihu]), null],
    ['words and a sentence', json([tietu, s1, okihu]), [tietu, s1, okihu]],
  ])('when the data is %s, then it reads %j', (_case, data, expected) => {
    expect(readStoredSteps(data)).toEqual(expected);
  });
});

describe('lessonLexemes', () => {
  it.each([
    ['words and a sentence', json([tietu, s1, okihu]), ['tietu', 'okihu']],
    ['sentences only', json([s1]), []],
    ['not JSON', 'nope', null],
  ])('when the data holds %s, then the words are %j', (_case, data, expected) => {
    expect(lessonLexemes(data)).toEqual(expected);
  });
});
