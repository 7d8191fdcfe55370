import type { Visibility } from '@langapp/shared';
import type { Db } from '../../db/database';
import { HEADWORD_WS_SQL } from '../../db/headword-order';

/** An entry as the LIFT import finds it by guid (deleted ones too: a file naming one brings it back). */
export interface LiftLexRow {
  id: number;
  lex: string;
  notes: string;
  homograph: number | null;
  lift_extra: string | null;
  /** The headword's writing system (migration 023); null for a word typed here or from a spreadsheet. */
  lex_ws: string | null;
  deleted_at: string | null;
  visibility: Visibility;
}

/** An entry's parts as LIFT exchange reads them: with what FLEx gave them. */
export interface LiftSenseRow {
  id: number;
  lex_id: number;
  lift_id: string | null;
  pos: string;
  gloss: string;
  definition: string;
  lift_extra: string | null;
  gloss_ws: string | null;
  definition_ws: string | null;
}
export interface LiftExampleRow {
  id: number;
  lex_id: number;
  sense_id: number;
  text: string;
  translation: string;
  lift_extra: string | null;
}
export interface LiftNoteRow {
  lex_id: number;
  sense_id: number | null;
  type: string;
  text: string;
}
export interface LiftFormRow {
  lex_id: number;
  kind: 'lexical-unit' | 'citation' | 'pronunciation' | 'variant';
  ws: string;
  text: string;
}

/** A live recording of an entry: its files (in the words' recording folder), speaker and original name. */
export interface LiftTake {
  lex_id: number;
  filename: string;
  original: string | null;
  speaker: string;
  source_name: string | null;
}

/** An entry whole, as the export writes it and the import compares it. */
export interface LiftEntryRows {
  senses: LiftSenseRow[];
  examples: LiftExampleRow[];
  notes: LiftNoteRow[];
  forms: LiftFormRow[];
}

const SETTINGS = { ws: 'lift_ws', glossWs: 'lift_gloss_ws', header: 'lift_header' } as const;

/** The SQL of LIFT import and export (ADR 049). Entry parts are written by the lexicon's entries repo. */
export function createLiftRepo(db: Db) {
  const SENSES =
    'SELECT s.id, s.lex_id, s.lift_id, s.pos, s.gloss, s.definition, s.lift_extra, s.gloss_ws, s.definition_ws FROM senses s';
  const EXAMPLES = `SELECT e.id, s.lex_id, e.sense_id, e.text, e.translation, e.lift_extra
    FROM sense_examples e JOIN senses s ON s.id = e.sense_id`;
  const NOTES = 'SELECT n.lex_id, n.sense_id, n.type, n.text FROM entry_notes n';
  const FORMS = 'SELECT f.lex_id, f.kind, f.ws, f.text FROM entry_forms f';
  const LIVE = 'IN (SELECT id FROM live_lexs)';
  const s = {
    byGuid: db.prepare<[string], LiftLexRow>(
      'SELECT id, lex, notes, homograph, lift_extra, lex_ws, deleted_at, visibility FROM lexs WHERE guid = ?',
    ),
    liveHeadwords: db.prepare<[], { id: number; lex: string; guid: string }>(
      'SELECT id, lex, guid FROM live_lexs ORDER BY id',
    ),
    takesOf: db.prepare<[number], LiftTake>(
      `SELECT lex_id, filename, original, speaker, source_name FROM live_word_audio WHERE lex_id = ?
       ORDER BY timestamp, id`,
    ),
    addTake: db.prepare(
      `INSERT INTO word_audio (word, lex_id, to_confirm, filename, original, speaker, timestamp, source_name, visibility)
       VALUES (@word, @lex_id, 0, @filename, @original, @speaker, @timestamp, @source_name, @visibility)`,
    ),
    liveEntries: db.prepare<
      [],
      {
        id: number;
        guid: string;
        lex: string;
        homograph: number | null;
        notes: string;
        lift_extra: string | null;
        lex_ws: string | null;
        visibility: Visibility;
      }
    >('SELECT id, guid, lex, homograph, notes, lift_extra, lex_ws, visibility FROM live_lexs ORDER BY id'),
    allSenses: db.prepare<[], LiftSenseRow>(`${SENSES} WHERE s.lex_id ${LIVE} ORDER BY s.lex_id, s.position`),
    allExamples: db.prepare<[], LiftExampleRow>(
      `${EXAMPLES} WHERE s.lex_id ${LIVE} ORDER BY e.sense_id, e.position`,
    ),
    allNotes: db.prepare<[], LiftNoteRow>(
      `${NOTES} WHERE n.lex_id ${LIVE} ORDER BY n.lex_id, n.position, n.id`,
    ),
    allForms: db.prepare<[], LiftFormRow>(
      `${FORMS} WHERE f.lex_id ${LIVE} ORDER BY f.lex_id, f.position, f.id`,
    ),
    // A take waiting for a teacher's approval (ADR 080) is not the community's yet (ADR 085).
    playableTakes: db.prepare<[], LiftTake>(
      `SELECT lex_id, filename, original, speaker, source_name FROM playable_word_audio
       WHERE lex_id ${LIVE} AND waiting = 0 ORDER BY timestamp, id`,
    ),
    setEntryExtra: db.prepare('UPDATE lexs SET lift_extra = ? WHERE id = ?'),
    setSenseId: db.prepare('UPDATE senses SET lift_id = ? WHERE id = ?'),
    setSenseExtra: db.prepare('UPDATE senses SET lift_extra = ? WHERE id = ?'),
    setExampleExtra: db.prepare('UPDATE sense_examples SET lift_extra = ? WHERE id = ?'),
    setting: db.prepare<[string], string>('SELECT value FROM exchange_settings WHERE name = ?').pluck(),
    setSetting: db.prepare(
      'INSERT INTO exchange_settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
    ),
    // The alphabet of the headwords' writing system (ADR 089), for its order in the export's LDML.
    headwordAlphabet: db.prepare<[], { ws: string; letters: string; case_matters: 0 | 1 }>(
      `SELECT ws, letters, case_matters FROM alphabets WHERE ws = ${HEADWORD_WS_SQL}`,
    ),
    addRangeElement: db.prepare<[string, string]>(
      'INSERT OR IGNORE INTO lift_range_elements (range_id, value) VALUES (?, ?)',
    ),
  };
  return {
    /** Runs `fn` in one transaction: a throw rolls back everything it wrote. */
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
    byGuid: (guid: string) => s.byGuid.get(guid),
    /** Every live entry's id, headword and guid (an import matches new guids by headword). */
    liveHeadwords: () => s.liveHeadwords.all(),
    takesOf: (lexId: number) => s.takesOf.all(lexId),
    addTake: (row: {
      word: string;
      lex_id: number;
      filename: string;
      original: string;
      speaker: string;
      timestamp: string;
      source_name: string;
      visibility: Visibility;
    }) => s.addTake.run(row),
    liveEntries: () => s.liveEntries.all(),
    /** Every live entry's parts, for the export. */
    allParts: (): LiftEntryRows => ({
      senses: s.allSenses.all(),
      examples: s.allExamples.all(),
      notes: s.allNotes.all(),
      forms: s.allForms.all(),
    }),
    playableTakes: () => s.playableTakes.all(),
    /** The export keeps the LIFT ids it gives, so the next export gives the same. */
    setEntryExtra: (id: number, extra: string) => s.setEntryExtra.run(extra, id),
    setSenseId: (id: number, liftId: string) => s.setSenseId.run(liftId, id),
    setSenseExtra: (id: number, extra: string) => s.setSenseExtra.run(extra, id),
    setExampleExtra: (id: number, extra: string) => s.setExampleExtra.run(extra, id),
    /** What the last LIFT import read: its writing systems and the file's header. */
    liftSettings: () => ({
      ws: s.setting.get(SETTINGS.ws),
      glossWs: s.setting.get(SETTINGS.glossWs),
      header: s.setting.get(SETTINGS.header),
    }),
    /** The teacher's alphabet of the headwords' writing system, as stored, if there is one. */
    headwordAlphabet: () => s.headwordAlphabet.get(),
    /** Keeps the elements of a FieldWorks range (migration 024); those kept before stay. */
    rememberRangeElements: (rangeId: string, values: readonly string[]) => {
      for (const value of values) s.addRangeElement.run(rangeId, value);
    },
    rememberLiftSettings: (settings: { ws: string; glossWs: string; header: string | undefined }) => {
      s.setSetting.run(SETTINGS.ws, settings.ws);
      s.setSetting.run(SETTINGS.glossWs, settings.glossWs);
      if (settings.header !== undefined) s.setSetting.run(SETTINGS.header, settings.header);
    },
  };
}
