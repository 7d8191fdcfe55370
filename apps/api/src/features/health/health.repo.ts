import type { Db } from '../../db/database';
import { pendingMigrations } from '../../db/migrate';

/** SQL of the readiness check: whether the database answers at all, and the migrations not applied. */
export function createHealthRepo(db: Db) {
  const ping = db.prepare<[], number>('SELECT 1').pluck();
  return {
    answers: () => ping.get() === 1,
    pendingMigrations: (dir: string) => pendingMigrations(db, dir),
  };
}
