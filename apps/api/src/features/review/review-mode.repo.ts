import type { ReviewMode } from '@langapp/shared';
import type { Db } from '../../db/database';

/** A learner's review mode (db/migrations/031). */
export function createReviewModeRepo(db: Db) {
  const s = {
    get: db.prepare<[number], { mode: ReviewMode; updated_at: number }>(
      'SELECT mode, updated_at FROM review_preferences WHERE user_id = ?',
    ),
    // A choice older than the one kept changes nothing (a later choice wins, ADR 081).
    save: db.prepare<{ userId: number; mode: ReviewMode; at: number }>(
      `INSERT INTO review_preferences (user_id, mode, updated_at) VALUES (@userId, @mode, @at)
       ON CONFLICT (user_id) DO UPDATE SET mode = excluded.mode, updated_at = excluded.updated_at
       WHERE excluded.updated_at >= review_preferences.updated_at`,
    ),
  };
  return {
    /** The learner's mode and when it was chosen; undefined when they never chose. */
    get: (userId: number) => s.get.get(userId),
    /** Keeps `mode` as chosen at `at`, unless a later choice is kept already. */
    save: (userId: number, mode: ReviewMode, at: number) => void s.save.run({ userId, mode, at }),
  };
}
