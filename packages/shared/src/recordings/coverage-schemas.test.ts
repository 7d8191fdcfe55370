import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { missingRecordingsQuerySchema } from './coverage-schemas';

z.config(z.locales.en());

const parse = (query: Record<string, unknown>) => z.safeParse(missingRecordingsQuerySchema, query);

describe('missingRecordingsQuerySchema', () => {
  it.each([
    ['words only', { kind: 'word' }, { kind: 'word', offset: 0, limit: 50 }],
    [
      'words of a part of speech and a lesson, trimmed',
      { kind: 'word', pos: ' n ', lesson: 's1a1', offset: '50', limit: '25' },
      { kind: 'word', pos: 'n', lesson: 's1a1', offset: 50, limit: 25 },
    ],
    [
      'empty filters (no filter)',
      { kind: 'sentence', pos: '', lesson: ' ' },
      { kind: 'sentence', offset: 0, limit: 50 },
    ],
    [
      'sentences of a lesson',
      { kind: 'sentence', lesson: 'mv05' },
      { kind: 'sentence', lesson: 'mv05', offset: 0, limit: 50 },
    ],
  ])('when it asks for %s, then it reads %j', (_case, query, expected) => {
    const result = parse(query);
    expect(result.success && result.data).toEqual(expected);
  });

  it.each([
    ['no kind', {}, 'kind'],
    ['another kind', { kind: 'text' }, 'kind'],
    ['a part of speech for sentences', { kind: 'sentence', pos: 'n' }, 'pos'],
    ['two parts of speech', { kind: 'word', pos: ['n', 'v'] }, 'pos'],
    ['a part of speech too long', { kind: 'word', pos: 'x'.repeat(51) }, 'pos'],
    ['a lesson id of the wrong shape', { kind: 'word', lesson: 'lesson-1' }, 'lesson'],
    ['a negative offset', { kind: 'word', offset: '-1' }, 'offset'],
    ['a limit of 0', { kind: 'word', limit: '0' }, 'limit'],
    ['a limit too large', { kind: 'word', limit: '201' }, 'limit'],
    ['a limit that is no number', { kind: 'word', limit: 'many' }, 'limit'],
  ])('when it has %s, then it is refused on %s', (_case, query, field) => {
    const result = parse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });
});
