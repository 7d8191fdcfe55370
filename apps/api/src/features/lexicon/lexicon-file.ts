import { z } from 'zod';
import {
  entryFormSchema,
  entryNoteSchema,
  senseExampleSchema,
  senseWriteSchema,
  isVisibility,
  VISIBILITY_LEVELS,
} from '@langapp/shared';
import type { EntryForm, EntryNote, Visibility } from '@langapp/shared';
import { describeIssues } from '../../lib/validate';

// The lexicon's rows in the files `pnpm cli import` and `export` read and write (ADRs 009 and 050):
// a JSON entry carries the entry whole; a CSV row, one an entry, carries the spec's columns and
// those a spreadsheet user edits (homograph, definition, the senses past the first). A part a file
// does not carry (a column it does not have, a field a JSON entry leaves out) stays as the entry has it.

/** The spec's columns, which every lexicon CSV starts with. */
export const LEXICON_COLUMNS = ['id', 'lex', 'pos', 'gloss', 'notes'] as const;

/** Who may see each entry or sentence (ADR 062): the column the CSV exports write after the spec's. */
export const VISIBILITY_COLUMN = 'visibility';

/** A sense as a file gives it; a part it leaves undefined stays as the entry's sense has it. */
export interface IncomingSense {
  pos: string;
  gloss: string;
  definition?: string;
  examples?: { text: string; translation: string; liftExtra?: string; visibility?: Visibility }[];
  notes?: EntryNote[];
  liftId?: string;
  liftExtra?: string;
  /** The writing systems of the gloss and of the definition (JSON; migration 023). */
  glossWs?: string;
  definitionWs?: string;
}

/** An entry as a file gives it; a part it leaves undefined stays as the entry has it. */
export interface IncomingEntry {
  id?: number;
  lex: string;
  /** The writing system of the headword (JSON; migration 023). */
  lexWs?: string;
  notes?: string;
  homograph?: number;
  guid?: string;
  liftExtra?: string;
  /** The senses by position; null where a CSV row leaves a sense's columns empty (that sense goes). */
  senses: (IncomingSense | null)[];
  /** From this position (1-based) on, the entry's senses stay as they are: the file carries no more. */
  keepFrom?: number;
  typedNotes?: EntryNote[];
  forms?: EntryForm[];
  /** Who may see the entry, when the file says (JSON, a CSV visibility column); else kept, or the import's level. */
  visibility?: Visibility;
}

const text = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A level the file gives (ADR 062); an empty cell gives none. */
const visibilityField = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(VISIBILITY_LEVELS, { error: 'visibility must be public, learners or teachers' }).optional(),
);

/**
 * A spreadsheet's visibility cell (ADR 062): one of the three levels, whatever its case and the
 * spaces around it (a spreadsheet may capitalise what is typed); an empty cell gives none. Anything
 * else refuses the row, naming what the cell holds.
 */
export const csvVisibilityCell = z
  .string()
  .optional()
  .transform((cell, ctx) => {
    const given = cell?.trim() ?? '';
    if (given === '') return undefined;
    const level = given.toLowerCase();
    if (isVisibility(level)) return level;
    const shown = given.length > 40 ? `${given.slice(0, 40)}...` : given;
    ctx.issues.push({
      code: 'custom',
      message: `visibility must be public, learners or teachers, not "${shown}"`,
      input: cell,
    });
    return z.NEVER;
  });

/** A writing system's code as a JSON file gives it (a BCP 47 tag, "en", "bth-Latn", "qaa-x-kal"). */
const writingSystemField = (label: string) =>
  z
    .string()
    .trim()
    .regex(
      /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/,
      `${label} must be a writing system's code, like en or bth-Latn`,
    )
    .optional();

/** What a row of either format has beside its senses. */
const entryFields = {
  id: z.union([z.number(), z.string()]).optional(),
  lex: text('lex'),
  notes: z.string().optional(),
  homograph: z
    .number({ error: 'homograph must be a whole number from 1' })
    .int('homograph must be a whole number from 1')
    .positive('homograph must be a whole number from 1')
    .nullable()
    .optional(),
  visibility: visibilityField,
};

const { pos, gloss, definition } = senseWriteSchema.shape;
const fileSenseSchema = z.object({
  pos,
  gloss,
  definition,
  examples: z
    .array(
      z.object({
        ...senseExampleSchema.shape,
        liftExtra: z.string().optional(),
        visibility: visibilityField,
      }),
    )
    .max(50, 'A sense has at most 50 examples.')
    .default([]),
  notes: z.array(entryNoteSchema).max(50, 'A sense has at most 50 notes.').default([]),
  liftId: z.string().min(1).optional(),
  liftExtra: z.string().optional(),
  glossWs: writingSystemField('glossWs'),
  definitionWs: writingSystemField('definitionWs'),
});
const jsonEntrySchema = z.object({
  ...entryFields,
  lexWs: writingSystemField('lexWs'),
  // Without senses, the one sense's; with them, the first sense's (or left out).
  pos: z.string().trim().optional(),
  gloss: z.string().trim().optional(),
  guid: z.string().regex(GUID, 'guid is not a guid').nullable().optional(),
  liftExtra: z.string().optional(),
  senses: z
    .array(fileSenseSchema)
    .min(1, 'An entry has at least one sense.')
    .max(100, 'An entry has at most 100 senses.')
    .optional(),
  typedNotes: z.array(entryNoteSchema).max(50, 'An entry has at most 50 notes.').optional(),
  forms: z.array(entryFormSchema).max(100, 'An entry has at most 100 other forms.').optional(),
});
const csvSenseSchema = z.object({ pos, gloss, definition });
const csvEntrySchema = z.object({
  ...entryFields,
  visibility: csvVisibilityCell,
  homograph: z
    .string()
    .trim()
    .regex(/^([1-9][0-9]{0,8})?$/, 'homograph must be a whole number from 1')
    .optional(),
});

/** A row's first sense needs something to say what the word means. */
const meaningless = (sense: IncomingSense | null) => !sense || (!sense.gloss && !sense.definition);

/** The row's id: undefined when it has none; NaN when it is not a positive whole number. */
function idOf(raw: number | string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : Number.NaN;
}

/** A JSON entry as the import reads it, or the reason it is refused. */
export function readJsonEntry(raw: unknown): IncomingEntry | string {
  const r = jsonEntrySchema.safeParse(raw);
  if (!r.success) return describeIssues(r.error);
  const e = r.data;
  let senses: IncomingSense[];
  if (e.senses) {
    const first = e.senses[0]!;
    if ((e.pos !== undefined && e.pos !== first.pos) || (e.gloss !== undefined && e.gloss !== first.gloss))
      return "pos and gloss are the first sense's: they differ from senses 1.";
    senses = e.senses.map((s) => ({
      pos: s.pos,
      gloss: s.gloss,
      definition: s.definition,
      examples: s.examples.map((x) => ({
        text: x.text,
        translation: x.translation,
        liftExtra: x.liftExtra,
        visibility: x.visibility,
      })),
      notes: s.notes,
      liftId: s.liftId,
      liftExtra: s.liftExtra,
      glossWs: s.glossWs,
      definitionWs: s.definitionWs,
    }));
  } else {
    // As before senses: one sense from pos and gloss; the entry's others stay.
    const one = csvSenseSchema.safeParse({ pos: e.pos, gloss: e.gloss });
    if (!one.success) return describeIssues(one.error);
    senses = [{ pos: one.data.pos, gloss: one.data.gloss }];
  }
  // An entry whole with its guid is one a LIFT import brought (or an export wrote): FieldWorks
  // allows a sense without gloss or definition, and a dictionary moved by JSON or a bundle keeps
  // every entry its LIFT import kept (ADR 073). Any other entry says what its first sense means.
  if (meaningless(senses[0]!) && !(e.senses && e.guid)) return 'gloss is required.';
  return {
    id: idOf(e.id),
    lex: e.lex,
    lexWs: e.lexWs,
    notes: e.notes,
    homograph: e.homograph ?? undefined,
    guid: e.guid?.toLowerCase(),
    liftExtra: e.liftExtra,
    senses,
    keepFrom: e.senses ? undefined : 2,
    typedNotes: e.typedNotes,
    forms: e.forms,
    visibility: e.visibility,
  };
}

/** Columns of the senses past the first: pos2, gloss2, definition2, pos3, ... */
const SENSE_COLUMN = /^(pos|gloss|definition)([2-9]|[1-9][0-9]+)$/;

/** What the header of a lexicon CSV carries. */
export interface CsvLayout {
  has: (column: string) => boolean;
  /** How many senses the columns carry (1 without pos2, gloss2 or definition2). */
  senses: number;
}

export function csvLayoutOf(header: readonly string[]): CsvLayout {
  const columns = new Set(header);
  let senses = 1;
  for (const column of header) {
    const m = SENSE_COLUMN.exec(column);
    if (m) senses = Math.max(senses, Number(m[2]));
  }
  return { has: (column) => columns.has(column), senses };
}

/** A CSV row (its cells read back already) as the import reads it, or the reason it is refused. */
export function readCsvEntry(record: Record<string, string>, layout: CsvLayout): IncomingEntry | string {
  const r = csvEntrySchema.safeParse(record);
  if (!r.success) return describeIssues(r.error);
  const senses: (IncomingSense | null)[] = [];
  for (let k = 1; k <= layout.senses; k++) {
    const n = k === 1 ? '' : String(k);
    const cells = {
      pos: record[`pos${n}`] ?? '',
      gloss: record[`gloss${n}`] ?? '',
      definition: record[`definition${n}`] ?? '',
    };
    const s = csvSenseSchema.safeParse(cells);
    // "Gloss 2 must be at most 500 characters long." names the column of a later sense.
    if (!s.success)
      return describeIssues(s.error).replace(/^(Part of speech|Gloss|Definition)/, `$1${n && ` ${n}`}`);
    const sense = { ...s.data, definition: layout.has(`definition${n}`) ? s.data.definition : undefined };
    senses.push(k > 1 && !sense.pos && !sense.gloss && !sense.definition ? null : sense);
  }
  if (meaningless(senses[0]!)) return 'gloss is required.';
  const homograph = r.data.homograph ? Number(r.data.homograph) : undefined;
  return {
    id: idOf(r.data.id),
    lex: r.data.lex,
    notes: layout.has('notes') ? (r.data.notes ?? '') : undefined,
    homograph,
    senses,
    keepFrom: layout.senses + 1,
    visibility: layout.has('visibility') ? r.data.visibility : undefined,
  };
}
