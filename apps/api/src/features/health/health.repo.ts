import type { Db } from '../../db/database';

/** SQL of the readiness check: whether the database answers at all. */
export function createHealthRepo(db: Db) {
  const ping = db.prepare<[], number>('SELECT 1').pluck();
  return { answers: () => ping.get() === 1 };
}
