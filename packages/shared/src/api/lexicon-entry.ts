import * as z from 'zod/mini';
import { requiredTrimmedText } from './common';
import { newItemVisibilityField } from './visibility';

// What a teacher types to add or correct an entry. A module of its own, apart from the lexicon's
// read schemas: every page reads the lexicon, only the teacher's forms write it.

/** The fields of an entry a teacher types, checked alike when adding and when editing. */
export const lexEntryFields = {
  lex: requiredTrimmedText('Word', 200),
  pos: requiredTrimmedText('Part of speech', 50),
  gloss: requiredTrimmedText('Gloss', 500),
  notes: z._default(
    z.optional(z.string().check(z.maxLength(5000, 'Notes must be at most 5000 characters long.'))),
    '',
  ),
};

const FLAG_WORDS = ['true', 'false', '1', '0', 'on', ''] as const;

/** A yes/no form field: true or false in JSON; 'true', '1' or 'on' (yes), 'false', '0' or '' (no) in a form. */
export const formFlag = (name: string) =>
  z._default(
    z.optional(
      z.pipe(
        z.union([z.boolean(), z.enum(FLAG_WORDS)], {
          error: `${name} must be true or false.`,
        }),
        z.transform(
          (value: boolean | (typeof FLAG_WORDS)[number]) =>
            value === true || value === 'true' || value === '1' || value === 'on',
        ),
      ),
    ),
    false,
  );

// POST /api/add-lex (form: id, lex, pos, gloss, notes). The server chooses the id. Added (ADR 034):
// warnDuplicates=true asks the server to refuse, with 409 and the matching entries
// (duplicateLexResponseSchema, in lexical/lexicon-upkeep-schemas.ts), an entry whose word and gloss
// match an existing one; without it the call adds as the spec says.
export const addLexRequestSchema = z.object({
  id: z.optional(z.string()),
  ...lexEntryFields,
  warnDuplicates: formFlag('warnDuplicates'),
  /** Added (ADR 062): who may see the new entry. */
  visibility: newItemVisibilityField,
});

// GET /api/admin/parts-of-speech (admin; ADR 071): the lexicon's parts of speech, each once (case
// folded) with the number of senses that use it and its spellings, for the console's pickers.
export const partsOfSpeechResponseSchema = z.object({
  partsOfSpeech: z.array(z.object({ value: z.string(), count: z.number(), spellings: z.array(z.string()) })),
});
