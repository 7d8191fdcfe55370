import type { EntryForm, EntryNote, Lex, Sentence, Visibility } from '@langapp/shared';
import type { Db } from '../../db/database';
import type { MatchCandidate } from '../exchange/import/entry-match';

/** An example of a sense as stored, with what FLEx gave it. */
export interface StoredExample {
  id: number;
  text: string;
  translation: string;
  lift_extra: string | null;
  visibility: Visibility;
}

/** A sense as stored, with its examples and notes and what FLEx gave it. */
export interface StoredSense {
  id: number;
  pos: string;
  gloss: string;
  definition: string;
  lift_id: string | null;
  lift_extra: string | null;
  /** The writing systems of its gloss and definition (migration 023); null where none was ever given. */
  gloss_ws: string | null;
  definition_ws: string | null;
  examples: StoredExample[];
  notes: EntryNote[];
}

/** A live entry whole as the import and export read it (migration 014). */
export interface StoredEntry extends Omit<Lex, 'homograph' | 'senses'> {
  homograph: number | null;
  guid: string;
  lift_extra: string | null;
  /** The writing system of the headword (migration 023); null for a word typed here. */
  lex_ws: string | null;
  senses: StoredSense[];
  typedNotes: EntryNote[];
  forms: EntryForm[];
}

/** SQL of the lexicon's and sentences' import and export (lexicon-io.service.ts). */
export function createLexiconIoRepo(db: Db) {
  const s = {
    // The lexicon's reads see the live entries only; a deleted entry is not in the lexicon (ADR 034).
    // The import reads a deleted one too: a file naming it brings it back.
    entry: db.prepare<[number], Omit<StoredEntry, 'senses' | 'typedNotes' | 'forms'> & { deleted: 0 | 1 }>(
      `SELECT id, lex, pos, gloss, notes, homograph, guid, lift_extra, lex_ws, visibility,
         deleted_at IS NOT NULL AS deleted FROM lexs WHERE id = ?`,
    ),
    idTaken: db.prepare<[number], number>('SELECT EXISTS (SELECT 1 FROM lexs WHERE id = ?)').pluck(),
    senses: db.prepare<[number], Omit<StoredSense, 'examples' | 'notes'>>(
      `SELECT id, pos, gloss, definition, lift_id, lift_extra, gloss_ws, definition_ws FROM senses
       WHERE lex_id = ? ORDER BY position`,
    ),
    examples: db.prepare<[number], StoredExample & { sense_id: number }>(
      `SELECT e.sense_id, e.id, e.text, e.translation, e.lift_extra, e.visibility
       FROM sense_examples e JOIN senses s ON s.id = e.sense_id
       WHERE s.lex_id = ? ORDER BY e.sense_id, e.position`,
    ),
    notes: db.prepare<[number], EntryNote & { sense_id: number | null }>(
      'SELECT sense_id, type, text FROM entry_notes WHERE lex_id = ? ORDER BY position, id',
    ),
    forms: db.prepare<[number], EntryForm>(
      'SELECT kind, ws, text FROM entry_forms WHERE lex_id = ? ORDER BY kind, position, id',
    ),
    liveIds: db.prepare<[], number>('SELECT id FROM live_lexs ORDER BY id').pluck(),
    headwords: db.prepare<[], { id: number; lex: string }>('SELECT id, lex FROM live_lexs ORDER BY id'),
    idOfGuid: db.prepare<[string], number>('SELECT id FROM live_lexs WHERE guid = ?').pluck(),
    candidate: db.prepare<[number], Omit<MatchCandidate, 'senses'>>(
      'SELECT id, lex, homograph FROM live_lexs WHERE id = ?',
    ),
    senseBriefs: db.prepare<[number], { pos: string; gloss: string }>(
      'SELECT pos, gloss FROM senses WHERE lex_id = ? ORDER BY position',
    ),
    // Deleted entries keep their ids: new rows number after them too.
    maxLexId: db.prepare<[], number>('SELECT COALESCE(MAX(id), 0) FROM lexs').pluck(),
    // A row of the file with the id of a deleted entry brings it back (counted as added), as it
    // would add it again had the entry been removed for good.
    upsertLex: db.prepare<Lex & { visibility: Visibility; lex_ws: string | null }>(
      `INSERT INTO lexs (id, lex, pos, gloss, notes, visibility, lex_ws)
       VALUES (@id, @lex, @pos, @gloss, @notes, @visibility, @lex_ws)
       ON CONFLICT (id) DO UPDATE SET lex = excluded.lex, pos = excluded.pos, gloss = excluded.gloss,
         notes = excluded.notes, visibility = excluded.visibility, lex_ws = excluded.lex_ws, deleted_at = NULL`,
    ),
    // A new entry in one statement: its guid unless another entry (a deleted one) has it; without
    // one, the database gives it one (migration 013).
    insertLex: db.prepare(
      `INSERT INTO lexs (id, guid, lex, lex_ws, pos, gloss, notes, lift_extra, visibility)
       VALUES (@id, CASE WHEN EXISTS (SELECT 1 FROM lexs WHERE guid = @guid) THEN NULL ELSE @guid END,
         @lex, @lex_ws, @pos, @gloss, @notes, @lift_extra, @visibility)`,
    ),
    firstSense: db
      .prepare<[number], number>('SELECT id FROM senses WHERE lex_id = ? AND position = 1')
      .pluck(),
    setLiftExtra: db.prepare('UPDATE lexs SET lift_extra = @lift_extra WHERE id = @id'),
    // An entry keeps the guid the file gives it unless another entry has it already.
    setGuid: db.prepare(
      `UPDATE lexs SET guid = @guid WHERE id = @id AND guid IS NOT @guid
         AND NOT EXISTS (SELECT 1 FROM lexs other WHERE other.guid = @guid AND other.id <> @id)`,
    ),
    sameHeadword: db.prepare<[string], { id: number; homograph: number | null }>(
      'SELECT id, homograph FROM live_lexs WHERE lex = ? ORDER BY id',
    ),
    setHomograph: db.prepare('UPDATE lexs SET homograph = @homograph WHERE id = @id'),
    softDelete: db.prepare('UPDATE lexs SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL'),
    setSentenceVisibility: db.prepare('UPDATE sents SET visibility = @visibility WHERE id = @id'),
    sentById: db.prepare<[string], Sentence>(
      'SELECT id, text, trans, anno, timestamp, visibility FROM sents WHERE id = ?',
    ),
    allSents: db.prepare<[], Sentence>(
      'SELECT id, text, trans, anno, timestamp, visibility FROM sents ORDER BY id',
    ),
  };

  /** One entry whole (live or deleted), or undefined. */
  function storedEntry(id: number): (StoredEntry & { deleted: boolean }) | undefined {
    const found = s.entry.get(id);
    if (!found) return undefined;
    const { deleted, ...row } = found;
    const examples = s.examples.all(id);
    const notes = s.notes.all(id);
    return {
      ...row,
      senses: s.senses.all(id).map((sense) => ({
        ...sense,
        examples: examples
          .filter((e) => e.sense_id === sense.id)
          .map(({ id: exampleId, text, translation, lift_extra, visibility }) => ({
            id: exampleId,
            text,
            translation,
            lift_extra,
            visibility,
          })),
        notes: notes.filter((n) => n.sense_id === sense.id).map(({ type, text }) => ({ type, text })),
      })),
      typedNotes: notes.filter((n) => n.sense_id === null).map(({ type, text }) => ({ type, text })),
      forms: s.forms.all(id),
      deleted: deleted === 1,
    };
  }

  /** One live entry whole, or undefined. */
  function entry(id: number): StoredEntry | undefined {
    const found = storedEntry(id);
    if (!found || found.deleted) return undefined;
    const { deleted: _, ...live } = found;
    return live;
  }

  return {
    /** Runs `fn` in one transaction: a throw rolls back everything it wrote. */
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
    entry,
    storedEntry,
    /** Whether an entry (live or deleted) has the id: a new entry never takes it. */
    idTaken: (id: number) => s.idTaken.get(id) === 1,
    /** Every live entry whole, by id. */
    allEntries: () => s.liveIds.all().map((id) => entry(id)!),
    /** The live entries' ids and headwords (the import folds them to match rows by headword). */
    headwords: () => s.headwords.all(),
    /** The live entry with guid `guid`, if any (a file's entry is matched by it first, ADR 073). */
    idOfGuid: (guid: string) => s.idOfGuid.get(guid),
    /** A live entry as a row is matched against it, or undefined. */
    candidate(id: number): MatchCandidate | undefined {
      const row = s.candidate.get(id);
      return row && { ...row, senses: s.senseBriefs.all(id) };
    },
    maxLexId: () => s.maxLexId.get() ?? 0,
    upsertLex: (row: Lex & { visibility: Visibility; lex_ws: string | null }) => s.upsertLex.run(row),
    insertLex: (
      row: Lex & {
        guid: string | null;
        visibility: Visibility;
        lex_ws: string | null;
        lift_extra: string | null;
      },
    ) => s.insertLex.run(row),
    /** The sense the database gave a new entry (migration 014): it becomes the entry's first. */
    firstSense: (lexId: number) => s.firstSense.get(lexId),
    setLiftExtra: (id: number, liftExtra: string | null) => s.setLiftExtra.run({ id, lift_extra: liftExtra }),
    /** Gives entry `id` the guid `guid` unless another entry has it. */
    setGuid: (id: number, guid: string) => s.setGuid.run({ id, guid }),
    /** The live entries written `lex`, with their homograph numbers. */
    sameHeadword: (lex: string) => s.sameHeadword.all(lex),
    setHomograph: (id: number, homograph: number | null) => s.setHomograph.run({ id, homograph }),
    /** Removes a live entry (soft, ADR 034); false when it was not live. */
    softDelete: (id: number, at: string) => s.softDelete.run(at, id).changes > 0,
    sentById: (id: string) => s.sentById.get(id),
    setSentenceVisibility: (id: string, visibility: Visibility) =>
      s.setSentenceVisibility.run({ id, visibility }),
    allSents: () => s.allSents.all(),
  };
}

export type LexiconIoRepo = ReturnType<typeof createLexiconIoRepo>;
