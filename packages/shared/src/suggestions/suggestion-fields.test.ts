import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { submitSuggestionRequestSchema } from '../api/suggestions';
import { entryFieldChoices, entryFieldText, entryItemLabel, proposalProblem } from './suggestion-fields';

const entry = {
  lex: 'tahak',
  notes: 'A general note.',
  senses: [
    {
      id: 11,
      pos: 'n',
      gloss: 'river',
      definition: '',
      examples: [{ id: 21, text: 'Tahak.', translation: 'A river.' }],
    },
    { id: 12, pos: 'v', gloss: 'flow', definition: 'To run as water does.', examples: [] },
  ],
};

describe('proposalProblem', () => {
  it.each([
    ['gloss', 'stream', undefined, null],
    ['gloss', '  ', undefined, 'The new gloss is required.'],
    ['gloss', 'two\nlines', undefined, 'The new gloss must be on one line.'],
    ['definition', 'two\r\nlines', undefined, null],
    ['note', 'a\ttab', undefined, 'The new note must be plain text, without control characters.'],
    ['text', 'bell\u0007', undefined, 'The new sentence must be plain text, without control characters.'],
    ['pos', 'x'.repeat(51), undefined, 'The new part of speech must be at most 50 characters long.'],
    ['pos', 'x'.repeat(50), undefined, null],
    ['gloss', ' river ', 'river', 'The new gloss is the same as the current one: change it before sending.'],
    ['translation', '<b>bold</b> & more', 'old', null],
  ] as const)('when the %s is %j (now %j), then the problem is %j', (field, text, current, problem) => {
    expect(proposalProblem(field, text, current)).toBe(problem);
  });
});

describe('entryFieldChoices and entryFieldText', () => {
  it('when an entry has two senses, then every field is offered in reading order, each sense named', () => {
    expect(entryFieldChoices(entry).map((c) => [c.label, c.current])).toEqual([
      ['Word', 'tahak'],
      ['Gloss (sense 1)', 'river'],
      ['Part of speech (sense 1)', 'n'],
      ['Definition (sense 1)', ''],
      ['Example sentence 1 (sense 1)', 'Tahak.'],
      ['Example translation 1 (sense 1)', 'A river.'],
      ['Gloss (sense 2)', 'flow'],
      ['Part of speech (sense 2)', 'v'],
      ['Definition (sense 2)', 'To run as water does.'],
      ['Note', 'A general note.'],
    ]);
  });

  it.each([
    [{ field: 'headword' }, 'tahak'],
    [{ field: 'gloss', senseId: 12 }, 'flow'],
    [{ field: 'example-translation', senseId: 11, exampleId: 21 }, 'A river.'],
    [{ field: 'gloss' }, undefined],
    [{ field: 'gloss', senseId: 99 }, undefined],
    [{ field: 'headword', senseId: 11 }, undefined],
    [{ field: 'example-text', senseId: 12, exampleId: 21 }, undefined],
  ] as const)('when the place is %j, then the text now is %j', (place, text) => {
    expect(entryFieldText(entry, place)).toBe(text);
  });
});

describe('submitSuggestionRequestSchema', () => {
  const target = { kind: 'sentence', sentId: 's-1', field: 'text' } as const;

  it('when a proposal has Windows line ends and spaces around it, then it is stored trimmed with line feeds', () => {
    const parsed = z.parse(submitSuggestionRequestSchema, {
      target,
      proposal: ' a\r\nb ',
      comment: 'why\r\n',
    });
    expect(parsed).toEqual({ target, proposal: 'a\nb', comment: 'why' });
  });

  it.each([
    [{ target, proposal: '' }, 'The proposed text is required.'],
    [{ target, proposal: 'x\u0000' }, 'The proposed text must be plain text, without control characters.'],
    [
      { target, proposal: 'x', comment: 'y'.repeat(1001) },
      'The comment must be at most 1000 characters long.',
    ],
    [
      { target: { ...target, kind: 'lesson' }, proposal: 'x' },
      'The item must be an entry, a sentence or a sentence of a text.',
    ],
  ])('when the request is %j, then it is refused: %s', (body, message) => {
    const result = z.safeParse(submitSuggestionRequestSchema, body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe('entryItemLabel', () => {
  const sense = (id: number, pos: string, gloss: string) => ({ id, pos, gloss });
  const fourSenses = {
    lex: 'atun',
    senses: [sense(1, 'n', 'stone'), sense(2, 'v', 'throw'), sense(3, '', 'hail'), sense(4, 'n', '')],
  };

  it.each([
    ['a field of the entry itself', undefined, 'atun'],
    ['the first sense', 1, 'atun, sense 1 of 4 (n, stone)'],
    ['the second sense', 2, 'atun, sense 2 of 4 (v, throw)'],
    ['a sense without a part of speech', 3, 'atun, sense 3 of 4 (hail)'],
    ['a sense without a gloss', 4, 'atun, sense 4 of 4 (n)'],
    ['a sense removed since', 99, 'atun'],
  ])('when the suggestion is about %s, then it is named %s', (_case, senseId, label) => {
    expect(entryItemLabel(fourSenses, { senseId })).toBe(label);
  });

  it('when the entry has one sense, then the headword alone names it', () => {
    expect(entryItemLabel({ lex: 'tahak', senses: [sense(1, 'n', 'river')] }, { senseId: 1 })).toBe('tahak');
  });

  it('when the entry is a homograph, then its number follows the headword', () => {
    expect(entryItemLabel({ ...fourSenses, homograph: 2 }, { senseId: 2 })).toBe(
      'atun 2, sense 2 of 4 (v, throw)',
    );
  });
});
