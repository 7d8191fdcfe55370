import { parse as parseCsv } from 'csv-parse/sync';
import { z } from 'zod';
import { headwordForm, VISIBILITY_LEVELS } from '@langapp/shared';
import { InvalidError } from '../../../lib/domain-errors';
import { readSpreadsheetCell } from '../../../lib/spreadsheet-cells';
import { describeIssues } from '../../../lib/validate';
import {
  csvLayoutOf,
  csvVisibilityCell,
  LEXICON_COLUMNS,
  readCsvEntry,
  readJsonEntry,
} from '../../lexicon/lexicon-file';
import type { IncomingEntry, IncomingSense } from '../../lexicon/lexicon-file';

// The reader of the spreadsheet formats (ADRs 009, 050): a CSV or JSON file's bytes to the rows the
// lexicon import plans and writes. Pure: it reads no database and writes nothing.

export type ApostropheRule = 'straighten' | 'keep';
export type DataKind = 'lexicon' | 'sentences';

/** A headword as stored: NFC, its case kept, and (unless the data says keep) the straight apostrophe. */
export function wordForm(raw: string, rule: ApostropheRule): string {
  return headwordForm(raw, { keepCurly: rule === 'keep' });
}

export const SENTENCE_COLUMNS = ['id', 'text', 'trans', 'anno', 'timestamp'] as const;

const text = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);
export const sentenceRow = z.object({
  id: text('id').pipe(
    z.string().regex(/^[\w.-]+$/, 'id may use letters, digits, dot, dash and underscore only'),
  ),
  text: text('text'),
  trans: text('trans'),
  anno: z.union([z.string(), z.array(z.unknown())]).optional(),
  timestamp: z.string().optional(),
  visibility: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(VISIBILITY_LEVELS, { error: 'visibility must be public, learners or teachers' }).optional(),
  ),
});
/** A sentence as a CSV row gives it: its level is a spreadsheet's cell (ADR 062). */
export const sentenceCsvRow = sentenceRow.extend({ visibility: csvVisibilityCell });
const jsonFile = z.object({
  apostrophes: z.enum(['straighten', 'keep']).optional(),
  lexicon: z.array(z.unknown()).optional().default([]),
  sentences: z.array(z.unknown()).optional().default([]),
});

/** A CSV or JSON file as read: its rows, each a draft or the reason it was refused. */
export interface TableFile {
  lexicon: (IncomingEntry | string)[];
  sentences: unknown[];
  apostrophes: ApostropheRule | undefined;
  where: (index: number) => string;
}

/**
 * The rows of a CSV or JSON file, read and checked for shape only (no SQL): the lexicon's rows as
 * incoming entries (or the reason each is refused), the sentences as the file gives them, the
 * file's apostrophe rule, and where each row is in the file ("line 3", "item 2").
 */
export function readTableFile(content: string, format: 'csv' | 'json', kindHint?: DataKind): TableFile {
  if (format === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(content);
    } catch {
      throw new InvalidError('The file is not valid JSON.');
    }
    const file = jsonFile.safeParse(data);
    if (!file.success)
      throw new InvalidError(`The JSON file does not have the expected shape: ${describeIssues(file.error)}`);
    return {
      lexicon: file.data.lexicon.map(readJsonEntry),
      sentences: file.data.sentences,
      apostrophes: file.data.apostrophes,
      // The 1-based position in a JSON list.
      where: (index: number) => `item ${index + 1}`,
    };
  }
  let records: Record<string, string>[];
  try {
    records = parseCsv(content, {
      columns: true,
      skip_empty_lines: true,
      bom: true,
      trim: false,
      // A cell the export wrote with a quote before it (a spreadsheet would run it) is its text again.
      cast: (value: string) => readSpreadsheetCell(value),
    }) as Record<string, string>[];
  } catch (err) {
    // csv-parse names the line and the fault ("Invalid Closing Quote: ... at line 3").
    throw new InvalidError(`The CSV file could not be read: ${(err as Error).message}`);
  }
  const header = Object.keys(records[0] ?? {});
  const kind: DataKind | undefined =
    kindHint ?? (header.includes('lex') ? 'lexicon' : header.includes('text') ? 'sentences' : undefined);
  if (!kind)
    throw new InvalidError(
      `The CSV file's first row must name its columns: ${LEXICON_COLUMNS.join(', ')} for dictionary entries, or ${SENTENCE_COLUMNS.join(', ')} for sentences.`,
    );
  const layout = csvLayoutOf(header);
  // Data rows start on line 2 of a CSV file.
  return {
    lexicon: kind === 'lexicon' ? records.map((r) => readCsvEntry(r, layout)) : [],
    sentences: kind === 'sentences' ? records : [],
    apostrophes: undefined,
    where: (index: number) => `line ${index + 2}`,
  };
}

/** The senses a row gives (a CSV row's empty sense columns left out). */
const sensesOf = (row: IncomingEntry) => row.senses.filter((x): x is IncomingSense => x !== null);

/** A row as the planner sees it (plan.ts): where it is, its headword as stored, its senses. */
export function draftOfRow(row: IncomingEntry, where: string, rule: ApostropheRule) {
  return { where, lex: wordForm(row.lex, rule), senses: sensesOf(row) };
}

/** The lexicon's drafts of a CSV or JSON file read, in its order, and the rows refused with the reason. */
export function tableDrafts(file: TableFile, rule?: ApostropheRule) {
  const apostrophes = rule ?? file.apostrophes ?? 'straighten';
  const drafts: (ReturnType<typeof draftOfRow> & { id?: number })[] = [];
  const refused: { where: string; reason: string }[] = [];
  file.lexicon.forEach((row, i) => {
    if (typeof row === 'string') refused.push({ where: file.where(i), reason: row });
    else drafts.push({ ...draftOfRow(row, file.where(i), apostrophes), id: row.id });
  });
  return { drafts, refused };
}
