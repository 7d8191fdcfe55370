import { DEFAULT_VISIBILITY } from '@langapp/shared';
import type { EntryForm, EntryNote, Visibility } from '@langapp/shared';
import { LEXICON_COLUMNS, VISIBILITY_COLUMN } from './lexicon-file';
import type { StoredEntry } from './lexicon-io.repo';

// The lexicon as the JSON and CSV exports write it (ADRs 009, 050, 073): lexicon-file.ts reads the
// same files back.

/** An example, a sense and an entry as the JSON export writes them (and the import reads them back). */
interface FileExample {
  text: string;
  translation: string;
  liftExtra?: string;
  visibility: Visibility;
}
interface FileSense {
  pos: string;
  gloss: string;
  definition: string;
  examples: FileExample[];
  notes: EntryNote[];
  /** The sense's id in FieldWorks, kept so that a LIFT export still names it. */
  liftId?: string;
  /** What FieldWorks gave the sense that the app does not model (opaque; features/exchange writes it). */
  liftExtra?: string;
  /** The writing systems of the gloss and the definition, where known (ADR 073). */
  glossWs?: string;
  definitionWs?: string;
}
export interface FileEntry {
  id: number;
  lex: string;
  /** The writing system of the headword, where known (ADR 073). */
  lexWs?: string;
  /** The spec's fields: the first sense's part of speech and gloss. */
  pos: string;
  gloss: string;
  notes: string;
  homograph?: number;
  guid: string;
  senses: FileSense[];
  typedNotes: EntryNote[];
  forms: EntryForm[];
  liftExtra?: string;
  visibility: Visibility;
}

const withLift = <T extends object>(value: T, liftId: string | null, liftExtra: string | null) => ({
  ...value,
  ...(liftId === null ? {} : { liftId }),
  ...(liftExtra === null ? {} : { liftExtra }),
});

/** An entry as the JSON export writes it; the fields in one order, so that equal entries write alike. */
export function fileEntryOf(
  entry: Omit<StoredEntry, 'senses'> & { senses: Omit<StoredEntry['senses'][number], 'id'>[] },
): FileEntry {
  return withLift(
    {
      id: entry.id,
      lex: entry.lex,
      ...(entry.lex_ws === null ? {} : { lexWs: entry.lex_ws }),
      pos: entry.pos,
      gloss: entry.gloss,
      notes: entry.notes,
      ...(entry.homograph === null ? {} : { homograph: entry.homograph }),
      guid: entry.guid,
      senses: entry.senses.map((s) =>
        withLift(
          {
            pos: s.pos,
            gloss: s.gloss,
            definition: s.definition,
            examples: s.examples.map((e) =>
              withLift(
                { text: e.text, translation: e.translation, visibility: e.visibility },
                null,
                e.lift_extra,
              ),
            ),
            notes: s.notes.map((n) => ({ type: n.type, text: n.text })),
            ...(s.gloss_ws === null ? {} : { glossWs: s.gloss_ws }),
            ...(s.definition_ws === null ? {} : { definitionWs: s.definition_ws }),
          },
          s.lift_id,
          s.lift_extra,
        ),
      ),
      typedNotes: entry.typedNotes.map((n) => ({ type: n.type, text: n.text })),
      forms: entry.forms.map((f) => ({ kind: f.kind, ws: f.ws, text: f.text })),
      visibility: entry.visibility ?? DEFAULT_VISIBILITY,
    },
    null,
    entry.lift_extra,
  );
}

/**
 * The columns of the lexicon's CSV export: the spec's, visibility (every entry has a level), then
 * those the lexicon uses: homograph when an entry has a number, definition (and definitionN) when a
 * sense has one, posN and glossN for every sense past the first. A lexicon of one-sense entries is
 * written in the spec's columns and visibility only.
 */
export function csvColumnsOf(entries: readonly FileEntry[]): string[] {
  const senses = Math.max(1, ...entries.map((e) => e.senses.length));
  const homographs = entries.some((e) => e.homograph !== undefined);
  const definitions = entries.some((e) => e.senses.some((s) => s.definition !== ''));
  const columns: string[] = [...LEXICON_COLUMNS, VISIBILITY_COLUMN];
  if (homographs) columns.push('homograph');
  if (definitions) columns.push('definition');
  for (let k = 2; k <= senses; k++)
    columns.push(`pos${k}`, `gloss${k}`, ...(definitions ? [`definition${k}`] : []));
  return columns;
}

/** An entry as a row of the CSV export (by column name). */
export function csvRowOf(entry: FileEntry): Record<string, string | number> {
  const row: Record<string, string | number> = {
    id: entry.id,
    lex: entry.lex,
    notes: entry.notes,
    visibility: entry.visibility,
    homograph: entry.homograph ?? '',
  };
  entry.senses.forEach((s, i) => {
    const n = i === 0 ? '' : String(i + 1);
    row[`pos${n}`] = s.pos;
    row[`gloss${n}`] = s.gloss;
    row[`definition${n}`] = s.definition;
  });
  return row;
}
