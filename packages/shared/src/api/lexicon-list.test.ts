import { describe, expect, it } from 'vitest';
import { lexSchema, lexsResponseSchema } from './lexicon';
import { lexsAnswerSchema, readLexsResponse } from './lexicon-list';

const entry = { id: 7, lex: 'okihu', pos: 'n', gloss: 'sample gloss', notes: '' };

/** Answers the schema accepts: every optional field present or not, and fields it does not know. */
const accepted: unknown[] = [
  { data: [] },
  { data: [entry] },
  { data: [{ ...entry, homograph: 2, visibility: 'public' }, { ...entry, id: 8, visibility: 'teachers' }] },
  { data: [{ ...entry, senses: [{ pos: 'n', gloss: 'one' }, { pos: 'v', gloss: 'two', extra: true }] }] },
  { data: [{ ...entry, senses: [] }] },
  { data: [{ ...entry, unknownField: 'dropped' }], more: 'dropped' },
  { data: [{ ...entry, id: -3, homograph: 1.5 }] },
];

/** Answers it refuses: each field of the wrong kind, missing or out of its range. */
const refused: unknown[] = [
  null,
  [],
  'data',
  {},
  { data: null },
  { data: {} },
  { data: [null] },
  { data: [[]] },
  { data: ['okihu'] },
  ...(['id', 'lex', 'pos', 'gloss', 'notes'] as const).flatMap((field) => {
    const { [field]: _gone, ...without } = entry;
    return [{ data: [without] }, { data: [{ ...entry, [field]: null }] }, { data: [{ ...entry, [field]: true }] }];
  }),
  { data: [{ ...entry, id: '7' }] },
  { data: [{ ...entry, id: 7.5 }] },
  { data: [{ ...entry, id: 2 ** 53 }] },
  { data: [{ ...entry, lex: 7 }] },
  { data: [{ ...entry, homograph: '2' }] },
  { data: [{ ...entry, homograph: null }] },
  { data: [{ ...entry, senses: 'n: one' }] },
  { data: [{ ...entry, senses: [{ pos: 'n' }] }] },
  { data: [{ ...entry, senses: [{ pos: 'n', gloss: 1 }] }] },
  { data: [{ ...entry, senses: [null] }] },
  { data: [{ ...entry, visibility: 'everyone' }] },
  { data: [{ ...entry, visibility: null }] },
  { data: [entry, { ...entry, id: 8, gloss: undefined }] },
];

describe('readLexsResponse', () => {
  it("when lexSchema gains or loses a field, then this fails until the reader reads it too (it drops what it does not know)", () => {
    // The fields readLex reads, the entry's and its senses'; the samples above hold each of them.
    expect(Object.keys(lexSchema.shape).sort()).toEqual(
      ['gloss', 'homograph', 'id', 'lex', 'notes', 'pos', 'senses', 'visibility'].sort(),
    );
    const sense = lexSchema.shape.senses.def.innerType.def.element;
    expect(Object.keys(sense.shape).sort()).toEqual(['gloss', 'pos']);
  });

  it.each(accepted)('when the schema accepts %j, then it reads the same entries, fields and all', (answer) => {
    const parsed = lexsResponseSchema.safeParse(answer);
    expect(parsed.success).toBe(true);
    expect(readLexsResponse(answer)).toStrictEqual(parsed.data);
  });

  it.each(refused)('when the schema refuses %j, then it refuses it too', (answer) => {
    expect(lexsResponseSchema.safeParse(answer).success).toBe(false);
    expect(readLexsResponse(answer)).toBeUndefined();
  });

  it('when an answer holds 5,000 entries, then each comes back as the schema reads it', () => {
    const answer = {
      data: Array.from({ length: 5000 }, (_, i) => ({ ...entry, id: i, lex: `bench${i}`, visibility: 'learners' })),
    };
    expect(readLexsResponse(answer)).toStrictEqual(lexsResponseSchema.parse(answer));
  });
});

describe('lexsAnswerSchema', () => {
  it('when the answer is well formed, then it parses to the entries', () => {
    expect(lexsAnswerSchema.parse({ data: [entry], extra: 1 })).toStrictEqual({ data: [entry] });
  });

  it("when the answer is not, then it fails with zod's own message, which names the field", () => {
    const answer = { data: [{ ...entry, gloss: 3 }] };
    const parsed = lexsAnswerSchema.safeParse(answer);
    expect(parsed.success).toBe(false);
    const { message } = lexsResponseSchema.safeParse(answer).error!.issues[0]!;
    expect(parsed.error?.issues).toMatchObject([{ path: ['data', 0, 'gloss'], message }]);
  });
});
