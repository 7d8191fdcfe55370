import type { NoticeAcceptance } from '@langapp/shared';
import type { Db } from '../../db/database';

/** A speaker as the console lists them: their row in `speakers` (if any) and their live takes. */
export interface SpeakerRow {
  speaker: string;
  variety: string;
  note: string;
  notice: string;
  held_until: string | null;
  word_takes: number;
  sentence_takes: number;
}

interface SpeakerSave {
  name: string;
  variety: string;
  note: string;
  notice: string;
  heldUntil: string | null;
  at: string;
}

// Everyone who recorded (live takes or deleted ones: a name keeps its notice) and anyone the
// teacher wrote about, with the teacher's notice and hold.
const SPEAKER_ROWS = `
  WITH names AS (
    SELECT speaker AS name FROM word_audio UNION SELECT speaker FROM sent_audio UNION SELECT name FROM speakers
  )
  SELECT n.name AS speaker, COALESCE(s.variety, '') AS variety, COALESCE(s.note, '') AS note,
    COALESCE(s.notice, '') AS notice, s.held_until AS held_until,
    (SELECT COUNT(*) FROM live_word_audio a WHERE a.speaker = n.name) AS word_takes,
    (SELECT COUNT(*) FROM live_sent_audio a WHERE a.speaker = n.name) AS sentence_takes
  FROM names n LEFT JOIN speakers s ON s.name = n.name`;

/** The SQL of the speakers: learners' choices and acceptances, the teacher's notices and holds. */
export function createSpeakersRepo(db: Db) {
  const s = {
    preferences: db
      .prepare<[number], string>(
        'SELECT speaker FROM speaker_preferences WHERE user_id = ? ORDER BY position',
      )
      .pluck(),
    clearPreferences: db.prepare<[number]>('DELETE FROM speaker_preferences WHERE user_id = ?'),
    addPreference: db.prepare<{ userId: number; speaker: string; position: number }>(
      'INSERT INTO speaker_preferences (user_id, speaker, position) VALUES (@userId, @speaker, @position)',
    ),
    notices: db.prepare<[], { speaker: string; notice: string }>(
      "SELECT name AS speaker, notice FROM speakers WHERE notice <> '' ORDER BY name",
    ),
    notice: db
      .prepare<[string], string>("SELECT notice FROM speakers WHERE name = ? AND notice <> ''")
      .pluck(),
    accepted: db.prepare<[number], NoticeAcceptance>(
      'SELECT speaker, version FROM speaker_notice_acceptances WHERE user_id = ? ORDER BY speaker, accepted_at',
    ),
    accept: db.prepare<{ userId: number; speaker: string; version: string; at: string }>(
      `INSERT INTO speaker_notice_acceptances (user_id, speaker, version, accepted_at)
       VALUES (@userId, @speaker, @version, @at) ON CONFLICT DO NOTHING`,
    ),
    all: db.prepare<[], SpeakerRow>(`${SPEAKER_ROWS} ORDER BY n.name`),
    one: db.prepare<[string], SpeakerRow>(`${SPEAKER_ROWS} WHERE n.name = ?`),
    save: db.prepare<SpeakerSave>(
      `INSERT INTO speakers (name, variety, note, notice, held_until, updated_at)
       VALUES (@name, @variety, @note, @notice, @heldUntil, @at)
       ON CONFLICT (name) DO UPDATE SET variety = excluded.variety, note = excluded.note,
         notice = excluded.notice, held_until = excluded.held_until, updated_at = excluded.updated_at`,
    ),
    list: db.prepare<[], { name: string; variety: string }>(
      'SELECT name, variety FROM speakers ORDER BY name COLLATE NOCASE, name',
    ),
    add: db.prepare<{ name: string; variety: string; note: string; at: string }>(
      `INSERT INTO speakers (name, variety, note, updated_at) VALUES (@name, @variety, @note, @at)
       ON CONFLICT (name) DO NOTHING`,
    ),
    nameTaken: db
      .prepare<{ name: string }, number>(
        `SELECT EXISTS (SELECT 1 FROM speakers WHERE name = @name)
           OR EXISTS (SELECT 1 FROM word_audio WHERE speaker = @name)
           OR EXISTS (SELECT 1 FROM sent_audio WHERE speaker = @name)`,
      )
      .pluck(),
    renameRow: db.prepare<{ from: string; to: string; at: string }>(
      'UPDATE speakers SET name = @to, updated_at = @at WHERE name = @from',
    ),
    renameWordTakes: db.prepare<{ from: string; to: string }>(
      'UPDATE word_audio SET speaker = @to WHERE speaker = @from',
    ),
    renameSentTakes: db.prepare<{ from: string; to: string }>(
      'UPDATE sent_audio SET speaker = @to WHERE speaker = @from',
    ),
    // A learner may have kept the new name in their order or acceptances before anyone recorded
    // under it (019: a name nobody recorded under is kept): the renamed speaker's entry wins.
    dropPreferencesOf: db.prepare<{ from: string; to: string }>(
      `DELETE FROM speaker_preferences WHERE speaker = @to
         AND user_id IN (SELECT user_id FROM speaker_preferences WHERE speaker = @from)`,
    ),
    renamePreferences: db.prepare<{ from: string; to: string }>(
      'UPDATE speaker_preferences SET speaker = @to WHERE speaker = @from',
    ),
    dropAcceptancesOf: db.prepare<{ from: string; to: string }>(
      `DELETE FROM speaker_notice_acceptances WHERE speaker = @to AND (user_id, version) IN
         (SELECT user_id, version FROM speaker_notice_acceptances WHERE speaker = @from)`,
    ),
    renameAcceptances: db.prepare<{ from: string; to: string }>(
      'UPDATE speaker_notice_acceptances SET speaker = @to WHERE speaker = @from',
    ),
  };
  const setPreferences = db.transaction((userId: number, speakers: readonly string[]) => {
    s.clearPreferences.run(userId);
    speakers.forEach((speaker, position) => s.addPreference.run({ userId, speaker, position }));
  });

  /** Renames a speaker wherever the name is kept; false (and nothing changed) when `to` is taken. */
  const rename = db.transaction((from: string, to: string, at: string): boolean => {
    if (s.nameTaken.get({ name: to }) === 1) return false;
    const names = { from, to };
    s.renameRow.run({ ...names, at });
    s.renameWordTakes.run(names);
    s.renameSentTakes.run(names);
    s.dropPreferencesOf.run(names);
    s.renamePreferences.run(names);
    s.dropAcceptancesOf.run(names);
    s.renameAcceptances.run(names);
    return true;
  });

  return {
    preferences: (userId: number) => s.preferences.all(userId),
    setPreferences: (userId: number, speakers: readonly string[]) => setPreferences(userId, speakers),
    notices: () => s.notices.all(),
    /** The speaker's notice, when they have one. */
    notice: (speaker: string) => s.notice.get(speaker),
    accepted: (userId: number) => s.accepted.all(userId),
    accept: (userId: number, acceptance: NoticeAcceptance, at: string) => {
      s.accept.run({ userId, ...acceptance, at });
    },
    speakers: () => s.all.all(),
    speaker: (name: string) => s.one.get(name),
    save: (row: SpeakerSave) => {
      s.save.run(row);
    },
    /** Every speaker of the list (migration 030), by name. */
    list: () => s.list.all(),
    rename,
    /** Adds a speaker; false when the name is taken. */
    add: (row: { name: string; variety: string; note: string; at: string }) => s.add.run(row).changes === 1,
  };
}
