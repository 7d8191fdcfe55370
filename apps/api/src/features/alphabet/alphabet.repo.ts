import type { Db } from '../../db/database';
import { HEADWORD_WS_SQL } from '../../db/headword-order';
import type { Reader } from '../../lib/visibility';
import { preferredTakeOrder } from '../speakers/preferred-take';

/** An alphabet's row (db/migrations/036): its letters as JSON. */
export interface AlphabetRow {
  ws: string;
  letters: string;
  case_matters: 0 | 1;
  almost_counts: 0 | 1;
  updated_at: string;
}

/** A sample word's entry as a reader may meet it, with the take they may hear, if any. */
export interface SampleRow {
  id: number;
  lex: string;
  filename: string | null;
  speaker: string | null;
}

const HEARD = 'may_hear(@viewer, @now, a.visibility, a.item_visibility, a.held_until)';

/** The SQL of the alphabet (issue 40, ADR 089): the alphabets, the headwords' writing system, samples. */
export function createAlphabetRepo(db: Db) {
  const s = {
    // The writing system most live headwords are written in (ADR 068), else the LIFT import's.
    headwordWs: db.prepare<[], string>(`SELECT ${HEADWORD_WS_SQL}`).pluck(),
    get: db.prepare<[string], AlphabetRow>(
      'SELECT ws, letters, case_matters, almost_counts, updated_at FROM alphabets WHERE ws = ?',
    ),
    save: db.prepare<{ ws: string; letters: string; caseMatters: number; almostCounts: number; at: string }>(
      `INSERT INTO alphabets (ws, letters, case_matters, almost_counts, updated_at)
       VALUES (@ws, @letters, @caseMatters, @almostCounts, @at)
       ON CONFLICT (ws) DO UPDATE SET letters = excluded.letters, case_matters = excluded.case_matters,
         almost_counts = excluded.almost_counts, updated_at = excluded.updated_at`,
    ),
    // Headwords of a writing system: those written in it and those that name none (typed in the app).
    headwords: db
      .prepare<[string], string>(
        'SELECT lex FROM live_lexs WHERE lex_ws = ? OR lex_ws IS NULL OR trim(lex_ws) = \'\' ORDER BY id',
      )
      .pluck(),
    liveIds: db
      .prepare<[string], number>('SELECT id FROM live_lexs WHERE id IN (SELECT value FROM json_each(?))')
      .pluck(),
    // The sample entries the reader may see, each with the take the reader's speaker order picks.
    samples: db.prepare<[Reader & { ids: string; userId: number | null }], SampleRow>(
      `SELECT l.id, l.lex,
              (SELECT a.filename FROM playable_word_audio a WHERE a.lex_id = l.id AND ${HEARD}
               ORDER BY ${preferredTakeOrder('a', '@userId')} LIMIT 1) AS filename,
              (SELECT a.speaker FROM playable_word_audio a WHERE a.lex_id = l.id AND ${HEARD}
               ORDER BY ${preferredTakeOrder('a', '@userId')} LIMIT 1) AS speaker
       FROM live_lexs l
       WHERE l.id IN (SELECT value FROM json_each(@ids)) AND may_see(@viewer, l.visibility)`,
    ),
  };
  return {
    /** The headwords' writing system: the most common lex_ws, else the LIFT import's, else 'und'. */
    headwordWs: (): string => s.headwordWs.get()!,
    get: (ws: string) => s.get.get(ws),
    save: (row: { ws: string; letters: string; caseMatters: boolean; almostCounts: boolean; at: string }) =>
      void s.save.run({ ...row, caseMatters: row.caseMatters ? 1 : 0, almostCounts: row.almostCounts ? 1 : 0 }),
    headwords: (ws: string) => s.headwords.all(ws),
    /** Which of `ids` are live entries. */
    liveIds: (ids: readonly number[]) => new Set(s.liveIds.all(JSON.stringify(ids))),
    samples: (ids: readonly number[], reader: Reader, userId: number | null) =>
      s.samples.all({ ...reader, ids: JSON.stringify(ids), userId }),
  };
}

