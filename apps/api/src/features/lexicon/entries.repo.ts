import { DEFAULT_VISIBILITY } from '@langapp/shared';
import type { EntryForm, EntryNote, LexEntry, SenseExample, SenseWrite, Visibility } from '@langapp/shared';
import type { Db } from '../../db/database';
import type { Reader } from '../../lib/visibility';

/** A sense as `senseList` gives it, for the lexicon's list. */
interface SenseBrief {
  lex_id: number;
  pos: string;
  gloss: string;
}

/** What FLEx gave a part that the app does not model (features/exchange reads and writes it). */
interface LiftKept {
  lift_id?: string | null;
  lift_extra?: string | null;
  /** The writing systems its gloss and definition came in (migration 023); left out, a kept sense keeps its own. */
  gloss_ws?: string | null;
  definition_ws?: string | null;
}

/** A sense to write, with what FLEx gave it and its examples. */
export type SenseIn = Omit<SenseWrite, 'examples'> &
  LiftKept & {
    /** An example's level: given by an import; left out, a kept example keeps its own, a new one gets the default. */
    examples: (SenseExample & { lift_extra?: string | null; visibility?: Visibility })[];
  };

/** An entry's parts to write. */
export interface EntryPartsIn {
  senses: SenseIn[];
  forms: EntryForm[];
  typedNotes: EntryNote[];
}

/**
 * The parts of an entry (migration 014): its senses with their examples and notes, its typed notes
 * and other forms, and its recordings. One module reads and writes them for every caller: the
 * dictionary in the console, the LIFT and spreadsheet imports, the list of words.
 */
export function createEntriesRepo(db: Db) {
  const s = {
    entry: db.prepare<
      [{ id: number } & Reader],
      {
        id: number;
        lex: string;
        homograph: number | null;
        guid: string | null;
        notes: string;
        visibility: Visibility;
      }
    >(
      'SELECT id, lex, homograph, guid, notes, visibility FROM live_lexs WHERE id = @id AND may_see(@viewer, visibility)',
    ),
    senses: db.prepare<[number], { id: number; pos: string; gloss: string; definition: string }>(
      'SELECT id, pos, gloss, definition FROM senses WHERE lex_id = ? ORDER BY position',
    ),
    examples: db.prepare<
      [{ id: number } & Reader],
      { sense_id: number; id: number; text: string; translation: string; visibility: Visibility }
    >(
      `SELECT e.sense_id, e.id, e.text, e.translation, e.visibility FROM sense_examples e JOIN senses s ON s.id = e.sense_id
       WHERE s.lex_id = @id AND may_see(@viewer, e.visibility) ORDER BY e.sense_id, e.position`,
    ),
    notes: db.prepare<[number], { sense_id: number | null; type: string; text: string }>(
      'SELECT sense_id, type, text FROM entry_notes WHERE lex_id = ? ORDER BY position, id',
    ),
    forms: db.prepare<[number], LexEntry['forms'][number]>(
      'SELECT kind, ws, text FROM entry_forms WHERE lex_id = ? ORDER BY kind, position, id',
    ),
    recordings: db.prepare<
      [{ id: number } & Reader],
      {
        id: number;
        filename: string;
        speaker: string;
        variety: string;
        timestamp: string;
        to_confirm: number;
        visibility: Visibility;
      }
    >(
      `SELECT id, filename, speaker, variety, timestamp, to_confirm, visibility FROM playable_word_audio
       WHERE lex_id = @id AND may_hear(@viewer, @now, visibility, item_visibility, held_until)
       ORDER BY timestamp DESC, id DESC`,
    ),
    // Every sense of the entries that have more than one, in order (the list shows them).
    senseList: db.prepare<[], SenseBrief>(
      `SELECT s.lex_id, s.pos, s.gloss FROM senses s
       WHERE s.lex_id IN (SELECT lex_id FROM senses GROUP BY lex_id HAVING count(*) > 1)
       ORDER BY s.lex_id, s.position`,
    ),
    homographs: db.prepare<[], { id: number; homograph: number }>(
      'SELECT id, homograph FROM live_lexs WHERE homograph IS NOT NULL',
    ),
    senseIds: db.prepare<[number], number>('SELECT id FROM senses WHERE lex_id = ?').pluck(),
    exampleIds: db.prepare<[number], number>('SELECT id FROM sense_examples WHERE sense_id = ?').pluck(),
    parkSenses: db.prepare('UPDATE senses SET position = -id WHERE lex_id = ?'),
    deleteSense: db.prepare('DELETE FROM senses WHERE id = ?'),
    updateSense: db.prepare(
      `UPDATE senses SET position = @position, pos = @pos, gloss = @gloss, definition = @definition,
         lift_id = COALESCE(@lift_id, lift_id), lift_extra = COALESCE(@lift_extra, lift_extra),
         gloss_ws = COALESCE(@gloss_ws, gloss_ws), definition_ws = COALESCE(@definition_ws, definition_ws)
       WHERE id = @id`,
    ),
    insertSense: db.prepare(
      `INSERT INTO senses (lex_id, position, pos, gloss, definition, lift_id, lift_extra, gloss_ws, definition_ws)
       VALUES (@lex_id, @position, @pos, @gloss, @definition, @lift_id, @lift_extra, @gloss_ws, @definition_ws)`,
    ),
    parkExamples: db.prepare('UPDATE sense_examples SET position = -id WHERE sense_id = ?'),
    deleteExample: db.prepare('DELETE FROM sense_examples WHERE id = ?'),
    updateExample: db.prepare(
      `UPDATE sense_examples SET position = @position, text = @text, translation = @translation,
         lift_extra = COALESCE(@lift_extra, lift_extra), visibility = COALESCE(@visibility, visibility)
       WHERE id = @id`,
    ),
    insertExample: db.prepare(
      `INSERT INTO sense_examples (sense_id, position, text, translation, lift_extra, visibility)
       VALUES (@sense_id, @position, @text, @translation, @lift_extra, @visibility)`,
    ),
    deleteNotes: db.prepare('DELETE FROM entry_notes WHERE lex_id = ?'),
    insertNote: db.prepare(
      `INSERT INTO entry_notes (lex_id, sense_id, position, type, text)
       VALUES (@lex_id, @sense_id, @position, @type, @text)`,
    ),
    deleteForms: db.prepare('DELETE FROM entry_forms WHERE lex_id = ?'),
    insertForm: db.prepare(
      'INSERT INTO entry_forms (lex_id, kind, position, ws, text) VALUES (@lex_id, @kind, @position, @ws, @text)',
    ),
  };

  /** One live entry whole, or undefined. */
  /** One live entry whole, with the examples and recordings `reader` may see; none when they may not see it. */
  function detail(id: number, reader: Reader): LexEntry | undefined {
    const entry = s.entry.get({ id, ...reader });
    if (!entry) return undefined;
    const examples = s.examples.all({ id, ...reader });
    const notes = s.notes.all(id);
    return {
      ...entry,
      senses: s.senses.all(id).map((sense) => ({
        ...sense,
        examples: examples
          .filter((e) => e.sense_id === sense.id)
          .map(({ id: exId, text, translation, visibility }) => ({
            id: exId,
            text,
            translation,
            visibility,
          })),
        notes: notes.filter((n) => n.sense_id === sense.id).map(({ type, text }) => ({ type, text })),
      })),
      forms: s.forms.all(id),
      typedNotes: notes.filter((n) => n.sense_id === null).map(({ type, text }) => ({ type, text })),
      recordings: s.recordings.all({ id, ...reader }).map((r) => ({ ...r, to_confirm: r.to_confirm === 1 })),
    };
  }

  /**
   * Writes an entry's parts (the entry row itself is the caller's): the senses in the order given,
   * a sense with an id kept (with what FLEx gave it) and one without added, the others removed with
   * their examples and notes; notes and forms replaced. The first sense's pos and gloss become the
   * entry's (the triggers of migration 014). Run it inside the caller's transaction.
   */
  function writeParts(lexId: number, parts: EntryPartsIn): void {
    const existing = new Set(s.senseIds.all(lexId));
    const kept = new Set(
      parts.senses.map((p) => p.id).filter((id): id is number => id !== undefined && existing.has(id)),
    );
    for (const id of existing) if (!kept.has(id)) s.deleteSense.run(id);
    s.parkSenses.run(lexId);
    s.deleteNotes.run(lexId);
    let notePosition = 0;
    parts.senses.forEach((sense, i) => {
      const row = {
        position: i + 1,
        pos: sense.pos,
        gloss: sense.gloss,
        definition: sense.definition,
        lift_id: sense.lift_id ?? null,
        lift_extra: sense.lift_extra ?? null,
        gloss_ws: sense.gloss_ws ?? null,
        definition_ws: sense.definition_ws ?? null,
      };
      let senseId: number;
      if (sense.id !== undefined && kept.has(sense.id)) {
        s.updateSense.run({ ...row, id: sense.id });
        senseId = sense.id;
      } else {
        senseId = Number(s.insertSense.run({ ...row, lex_id: lexId }).lastInsertRowid);
      }
      writeExamples(senseId, sense.examples);
      for (const note of sense.notes)
        s.insertNote.run({
          lex_id: lexId,
          sense_id: senseId,
          position: ++notePosition,
          type: note.type,
          text: note.text,
        });
    });
    for (const note of parts.typedNotes)
      s.insertNote.run({
        lex_id: lexId,
        sense_id: null,
        position: ++notePosition,
        type: note.type,
        text: note.text,
      });
    s.deleteForms.run(lexId);
    parts.forms.forEach((form, i) => s.insertForm.run({ lex_id: lexId, position: i + 1, ...form }));
  }

  function writeExamples(senseId: number, examples: SenseIn['examples']) {
    const existing = new Set(s.exampleIds.all(senseId));
    const kept = new Set(
      examples.map((e) => e.id).filter((id): id is number => id !== undefined && existing.has(id)),
    );
    for (const id of existing) if (!kept.has(id)) s.deleteExample.run(id);
    s.parkExamples.run(senseId);
    examples.forEach((e, i) => {
      const row = {
        position: i + 1,
        text: e.text,
        translation: e.translation,
        lift_extra: e.lift_extra ?? null,
      };
      if (e.id !== undefined && kept.has(e.id))
        s.updateExample.run({ ...row, id: e.id, visibility: e.visibility ?? null });
      else s.insertExample.run({ ...row, sense_id: senseId, visibility: e.visibility ?? DEFAULT_VISIBILITY });
    });
  }

  return {
    detail,
    writeParts,
    /**
     * What the lexicon's list adds to the spec's fields: the homograph numbers, and every sense of
     * the entries that have more than one.
     */
    listExtras() {
      const senses = new Map<number, { pos: string; gloss: string }[]>();
      for (const { lex_id, pos, gloss } of s.senseList.all()) {
        const list = senses.get(lex_id) ?? [];
        list.push({ pos, gloss });
        senses.set(lex_id, list);
      }
      return { senses, homographs: new Map(s.homographs.all().map((h) => [h.id, h.homograph])) };
    },
  };
}

export type EntriesRepo = ReturnType<typeof createEntriesRepo>;
