import type { SyncOpKind } from '@langapp/shared';
import type { Db } from '../../db/database';

/** What is kept of an operation a device sent (db/migrations/020, 022). */
export interface RecordedOp {
  kind: SyncOpKind;
  outcome: 'applied' | 'rejected';
  error: string | null;
  review_log_id: number | null;
  /** The quiz a 'pronoun-quiz' started (NULL once the quiz is deleted). */
  pronoun_quiz_id: number | null;
}

export interface OpRecord {
  userId: number;
  opId: string;
  kind: SyncOpKind;
  doneAt: number;
  appliedAt: number;
  outcome: 'applied' | 'rejected';
  error: string | null;
  reviewLogId: number | null;
  pronounQuizId: number | null;
}

export function createSyncRepo(db: Db) {
  const s = {
    find: db.prepare<[number, string], RecordedOp>(
      'SELECT kind, outcome, error, review_log_id, pronoun_quiz_id FROM sync_ops WHERE user_id = ? AND op_id = ?',
    ),
    record: db.prepare(
      `INSERT INTO sync_ops (user_id, op_id, kind, done_at, applied_at, outcome, error, review_log_id, pronoun_quiz_id)
       VALUES (@userId, @opId, @kind, @doneAt, @appliedAt, @outcome, @error, @reviewLogId, @pronounQuizId)`,
    ),
    prune: db.prepare<[number]>('DELETE FROM sync_ops WHERE applied_at < ?'),
  };
  return {
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
    find: (userId: number, opId: string) => s.find.get(userId, opId),
    record: (op: OpRecord) => void s.record.run(op),
    /** Forgets the operations applied before `appliedBefore` (ms); answers how many. */
    prune: (appliedBefore: number) => s.prune.run(appliedBefore).changes,
  };
}

export type SyncRepo = ReturnType<typeof createSyncRepo>;
