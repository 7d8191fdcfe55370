import * as z from 'zod/mini';
import { VISIBILITY_LEVELS } from '../visibility/visibility';
import type { Visibility } from '../visibility/visibility';
import { lexsResponseSchema } from './lexicon';
import type { Lex } from './lexicon';

const LEVELS: ReadonlySet<unknown> = new Set<Visibility>(VISIBILITY_LEVELS);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One entry as lexSchema reads it (its fields only), or undefined where the schema refuses it. */
function readLex(value: unknown): Lex | undefined {
  if (!isRecord(value)) return undefined;
  const { id, lex, pos, gloss, notes, homograph, senses, visibility } = value;
  if (!Number.isSafeInteger(id) || typeof lex !== 'string' || typeof pos !== 'string') return undefined;
  if (typeof gloss !== 'string' || typeof notes !== 'string') return undefined;
  const entry: Lex = { id: id as number, lex, pos, gloss, notes };
  if (homograph !== undefined) {
    if (typeof homograph !== 'number' || !Number.isFinite(homograph)) return undefined;
    entry.homograph = homograph;
  }
  if (senses !== undefined) {
    if (!Array.isArray(senses)) return undefined;
    const read: { pos: string; gloss: string }[] = [];
    for (const sense of senses as unknown[]) {
      if (!isRecord(sense) || typeof sense.pos !== 'string' || typeof sense.gloss !== 'string') return undefined;
      read.push({ pos: sense.pos, gloss: sense.gloss });
    }
    entry.senses = read;
  }
  if (visibility !== undefined) {
    if (!LEVELS.has(visibility)) return undefined;
    entry.visibility = visibility as Visibility;
  }
  return entry;
}

/**
 * GET /api/lexs's answer as lexsResponseSchema reads it (the same answers accepted, the same fields
 * kept), or undefined where the schema refuses it: written out, because the list holds every entry
 * of the dictionary, and zod's generic parse of 5,000 of them was one task of about 25 ms on a
 * desktop's first load of /words, 0.1 s on a phone, where this takes a few (ADR 082).
 * lexicon-list.test.ts holds the two to the same verdict.
 */
export function readLexsResponse(value: unknown): { data: Lex[] } | undefined {
  if (!isRecord(value) || !Array.isArray(value.data)) return undefined;
  const data: Lex[] = [];
  for (const item of value.data as unknown[]) {
    const entry = readLex(item);
    if (!entry) return undefined;
    data.push(entry);
  }
  return { data };
}

/**
 * lexsResponseSchema as the web app reads the answer: the written-out reading above, and zod's own
 * parse only for an answer it refuses, so the failure names what is wrong as every other call's does.
 */
export const lexsAnswerSchema = z.pipe(
  z.unknown(),
  z.transform((value, ctx): { data: Lex[] } => {
    const read = readLexsResponse(value);
    if (read) return read;
    const parsed = lexsResponseSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const { path, message } of parsed.error.issues)
      ctx.issues.push({ code: 'custom', path, message, input: value });
    return z.NEVER;
  }),
);
