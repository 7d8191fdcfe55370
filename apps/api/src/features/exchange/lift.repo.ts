import type { Db } from '../../db/database';

/** An entry as LIFT exchange reads and writes it: the stored fields with its guid. */
export interface LiftLexRow {
  id: number;
  guid: string;
  lex: string;
  pos: string;
  gloss: string;
  notes: string;
  deleted_at: string | null;
}

/** A word's live recording: its files (in the words' recording folder) and speaker. */
export interface LiftTake {
  word: string;
  filename: string;
  original: string | null;
  speaker: string;
}

const LIFT_WS_SETTING = 'lift_ws';

/** The SQL of LIFT import and export (ADR 037). */
export function createLiftRepo(db: Db) {
  const s = {
    // Deleted entries too: a file naming a deleted entry's guid brings it back.
    byGuid: db.prepare<[string], LiftLexRow>(
      'SELECT id, guid, lex, pos, gloss, notes, deleted_at FROM lexs WHERE guid = ?',
    ),
    idTaken: db.prepare<[number], number>('SELECT EXISTS (SELECT 1 FROM lexs WHERE id = ?)').pluck(),
    maxId: db.prepare<[], number>('SELECT COALESCE(MAX(id), 0) FROM lexs').pluck(),
    insert: db.prepare(
      'INSERT INTO lexs (id, guid, lex, pos, gloss, notes) VALUES (@id, @guid, @lex, @pos, @gloss, @notes)',
    ),
    update: db.prepare(
      `UPDATE lexs SET lex = @lex, pos = @pos, gloss = @gloss, notes = @notes, deleted_at = NULL
       WHERE id = @id`,
    ),
    liveEntries: db.prepare<[], LiftLexRow>(
      'SELECT id, guid, lex, pos, gloss, notes, deleted_at FROM live_lexs ORDER BY id',
    ),
    takesOf: db.prepare<[string], LiftTake>(
      'SELECT word, filename, original, speaker FROM live_word_audio WHERE word = ? ORDER BY timestamp, id',
    ),
    playableTakes: db.prepare<[], LiftTake>(
      `SELECT a.word, a.filename, a.original, a.speaker FROM playable_word_audio a
       WHERE a.lex_id IN (SELECT id FROM live_lexs) ORDER BY a.timestamp, a.id`,
    ),
    setting: db.prepare<[string], string>('SELECT value FROM exchange_settings WHERE name = ?').pluck(),
    setSetting: db.prepare(
      'INSERT INTO exchange_settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
    ),
  };
  return {
    byGuid: (guid: string) => s.byGuid.get(guid),
    idTaken: (id: number) => s.idTaken.get(id) === 1,
    maxId: () => s.maxId.get() ?? 0,
    /** A null guid is given one by the database (migration 013). */
    insert: (row: Omit<LiftLexRow, 'deleted_at' | 'guid'> & { guid: string | null }) => s.insert.run(row),
    update: (row: Omit<LiftLexRow, 'deleted_at' | 'guid'>) => s.update.run(row),
    liveEntries: () => s.liveEntries.all(),
    takesOf: (word: string) => s.takesOf.all(word),
    playableTakes: () => s.playableTakes.all(),
    /** The vernacular writing system of the last LIFT import, if any. */
    liftWs: () => s.setting.get(LIFT_WS_SETTING),
    rememberLiftWs: (ws: string) => s.setSetting.run(LIFT_WS_SETTING, ws),
  };
}
