import type { SuggestionStatus } from '@langapp/shared';
import type { Db } from '../../db/database';

/** A row of suggestions (migration 018), with the learner's name and address and the decider's name. */
export interface SuggestionRow {
  id: number;
  user_id: number;
  username: string;
  email: string | null;
  kind: 'entry' | 'sentence' | 'text-sentence';
  lex_id: number | null;
  sense_id: number | null;
  example_id: number | null;
  sent_id: string | null;
  text_id: number | null;
  text_sentence_id: number | null;
  field: string;
  original: string;
  proposal: string;
  comment: string;
  status: SuggestionStatus;
  accepted_text: string | null;
  reason: string | null;
  decided_by_name: string | null;
  decided_at: string | null;
  created_at: string;
}

export type NewSuggestion = Pick<
  SuggestionRow,
  | 'user_id'
  | 'kind'
  | 'lex_id'
  | 'sense_id'
  | 'example_id'
  | 'sent_id'
  | 'text_id'
  | 'text_sentence_id'
  | 'field'
  | 'original'
  | 'proposal'
  | 'comment'
  | 'created_at'
>;

export interface Decision {
  id: number;
  status: 'accepted' | 'declined';
  accepted_text: string | null;
  reason: string | null;
  decided_by: number;
  decided_at: string;
}

/** How many decided suggestions the console lists (the newest). */
const DECIDED_SHOWN = 100;

const SELECT = `SELECT g.id, g.user_id, u.username, u.email, g.kind, g.lex_id, g.sense_id, g.example_id,
    g.sent_id, g.text_id, g.text_sentence_id, g.field, g.original, g.proposal, g.comment, g.status,
    g.accepted_text, g.reason, d.username AS decided_by_name, g.decided_at, g.created_at
  FROM suggestions g JOIN users u ON u.id = g.user_id LEFT JOIN users d ON d.id = g.decided_by`;

/** SQL for suggestions, and the levels and texts of the items they are about. */
export function createSuggestionsRepo(db: Db) {
  const s = {
    insert: db.prepare(
      `INSERT INTO suggestions (user_id, kind, lex_id, sense_id, example_id, sent_id, text_id,
         text_sentence_id, field, original, proposal, comment, created_at)
       VALUES (@user_id, @kind, @lex_id, @sense_id, @example_id, @sent_id, @text_id,
         @text_sentence_id, @field, @original, @proposal, @comment, @created_at)`,
    ),
    byId: db.prepare<[number], SuggestionRow>(`${SELECT} WHERE g.id = ?`),
    ofUser: db.prepare<[number], SuggestionRow>(
      `${SELECT} WHERE g.user_id = ? ORDER BY g.created_at DESC, g.id DESC`,
    ),
    open: db.prepare<[], SuggestionRow>(`${SELECT} WHERE g.status = 'open' ORDER BY g.created_at, g.id`),
    decided: db.prepare<[number], SuggestionRow>(
      `${SELECT} WHERE g.status <> 'open' ORDER BY g.decided_at DESC, g.id DESC LIMIT ?`,
    ),
    openOf: db
      .prepare<[number], number>("SELECT COUNT(*) FROM suggestions WHERE user_id = ? AND status = 'open'")
      .pluck(),
    counts: db.prepare<[], { status: SuggestionStatus; n: number }>(
      'SELECT status, COUNT(*) AS n FROM suggestions GROUP BY status',
    ),
    openCount: db.prepare<[], number>("SELECT COUNT(*) FROM suggestions WHERE status = 'open'").pluck(),
    decide: db.prepare(
      `UPDATE suggestions SET status = @status, accepted_text = @accepted_text, reason = @reason,
         decided_by = @decided_by, decided_at = @decided_at
       WHERE id = @id AND status = 'open'`,
    ),
    entryLevel: db.prepare<[number], string>('SELECT visibility FROM live_lexs WHERE id = ?').pluck(),
    exampleLevel: db
      .prepare<[number, number], string>(
        'SELECT e.visibility FROM sense_examples e WHERE e.id = ? AND e.sense_id = ?',
      )
      .pluck(),
    sentence: db.prepare<[string], { text: string; trans: string; visibility: string }>(
      'SELECT text, trans, visibility FROM sents WHERE id = ?',
    ),
    text: db.prepare<[number], { title: string; data: string; published: number; visibility: string }>(
      'SELECT title, data, published, visibility FROM texts WHERE id = ? AND deleted_at IS NULL',
    ),
  };
  return {
    transaction: <T>(work: () => T): T => db.transaction(work)(),
    insert: (row: NewSuggestion) => Number(s.insert.run(row).lastInsertRowid),
    byId: (id: number) => s.byId.get(id),
    /** A learner's suggestions, newest first. */
    ofUser: (userId: number) => s.ofUser.all(userId),
    /** The open suggestions, oldest first. */
    open: () => s.open.all(),
    /** The latest decided suggestions, newest decision first. */
    decided: () => s.decided.all(DECIDED_SHOWN),
    openCountOf: (userId: number) => s.openOf.get(userId) ?? 0,
    openCount: () => s.openCount.get() ?? 0,
    counts(): Record<SuggestionStatus, number> {
      const counts = { open: 0, accepted: 0, declined: 0 };
      for (const { status, n } of s.counts.all()) counts[status] = n;
      return counts;
    },
    /** Records a decision on an open suggestion; false when it was no longer open. */
    decide: (decision: Decision) => s.decide.run(decision).changes === 1,
    /** A live entry's level, or undefined. */
    entryLevel: (lexId: number) => s.entryLevel.get(lexId),
    /** The level of an example of a sense, or undefined. */
    exampleLevel: (exampleId: number, senseId: number) => s.exampleLevel.get(exampleId, senseId),
    sentence: (id: string) => s.sentence.get(id),
    /** A text that is not deleted, with its JSON data. */
    text: (id: number) => s.text.get(id),
  };
}
