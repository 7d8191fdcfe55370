import { createHash } from 'node:crypto';
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

/** What is kept of a forgotten operation's id (db/migrations/028): its SHA-256's first 8 bytes. */
const opKey = (opId: string): bigint => createHash('sha256').update(opId).digest().readBigInt64BE(0);

export function createSyncRepo(db: Db) {
  const s = {
    find: db.prepare<[number, string], RecordedOp>(
      'SELECT kind, outcome, error, review_log_id, pronoun_quiz_id FROM sync_ops WHERE user_id = ? AND op_id = ?',
    ),
    record: db.prepare(
      `INSERT OR IGNORE INTO sync_ops (user_id, op_id, kind, done_at, applied_at, outcome, error, review_log_id, pronoun_quiz_id)
       VALUES (@userId, @opId, @kind, @doneAt, @appliedAt, @outcome, @error, @reviewLogId, @pronounQuizId)`,
    ),
    toPrune: db.prepare<[number], { user_id: number; op_id: string }>(
      'SELECT user_id, op_id FROM sync_ops WHERE applied_at < ?',
    ),
    forget: db.prepare<[number, bigint]>(
      'INSERT OR IGNORE INTO sync_ops_forgotten (user_id, op_key) VALUES (?, ?)',
    ),
    prune: db.prepare<[number]>('DELETE FROM sync_ops WHERE applied_at < ?'),
    forgotten: db
      .prepare<[number, bigint]>(
        'SELECT EXISTS (SELECT 1 FROM sync_ops_forgotten WHERE user_id = ? AND op_key = ?)',
      )
      .pluck(),
  };
  return {
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
    find: (userId: number, opId: string) => s.find.get(userId, opId),
    /** Records an operation; false when its id was recorded already (nothing is changed then). */
    record: (op: OpRecord) => s.record.run(op).changes === 1,
    /**
     * Forgets the operations applied before `appliedBefore` (ms), keeping their ids' keys so the
     * same ids are known as forgotten; answers how many.
     */
    prune: (appliedBefore: number) =>
      db.transaction(() => {
        for (const row of s.toPrune.all(appliedBefore)) s.forget.run(row.user_id, opKey(row.op_id));
        return s.prune.run(appliedBefore).changes;
      })(),
    /** Whether the sweep forgot an operation of the account's with this id. */
    wasForgotten: (userId: number, opId: string) => s.forgotten.get(userId, opKey(opId)) === 1,
  };
}
