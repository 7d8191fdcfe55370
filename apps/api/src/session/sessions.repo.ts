import type { Db } from '../db/database';

export interface SessionRow {
  sess: string;
  expires_at: number;
}

/** SQL of the sessions table: express-session's store (sqlite-session-store.ts) and the CLI. */
export function createSessionsRepo(db: Db) {
  const s = {
    get: db.prepare<[string], SessionRow>('SELECT sess, expires_at FROM sessions WHERE sid = ?'),
    upsert: db.prepare<{ sid: string; sess: string; expires: number; userId: number | null }>(
      `INSERT INTO sessions (sid, sess, expires_at, user_id) VALUES (@sid, @sess, @expires, @userId)
       ON CONFLICT (sid) DO UPDATE SET sess = excluded.sess, expires_at = excluded.expires_at,
         user_id = excluded.user_id`,
    ),
    // A session used again within a minute keeps its expiry: no write on every request.
    touch: db.prepare<{ sid: string; expires: number }>(
      'UPDATE sessions SET expires_at = @expires WHERE sid = @sid AND expires_at < @expires - 60000',
    ),
    destroy: db.prepare<[string]>('DELETE FROM sessions WHERE sid = ?'),
    destroyUser: db.prepare<[number]>('DELETE FROM sessions WHERE user_id = ?'),
    clear: db.prepare('DELETE FROM sessions'),
    length: db.prepare<[number], number>('SELECT COUNT(*) FROM sessions WHERE expires_at > ?').pluck(),
    all: db.prepare<[number], { sid: string; sess: string }>(
      'SELECT sid, sess FROM sessions WHERE expires_at > ?',
    ),
    sweep: db.prepare<[number]>('DELETE FROM sessions WHERE expires_at <= ?'),
  };
  return {
    get: (sid: string) => s.get.get(sid),
    upsert: (row: { sid: string; sess: string; expires: number; userId: number | null }) => s.upsert.run(row),
    touch: (sid: string, expires: number) => s.touch.run({ sid, expires }),
    destroy: (sid: string) => s.destroy.run(sid),
    /** Ends every session of a user, wherever they are signed in. */
    destroyAllForUser: (userId: number) => s.destroyUser.run(userId),
    clear: () => s.clear.run(),
    /** How many sessions are live at `now` (ms). */
    length: (now: number) => s.length.get(now) ?? 0,
    live: (now: number) => s.all.all(now),
    /** Deletes the sessions expired at `now` (ms); how many. */
    sweep: (now: number) => s.sweep.run(now).changes,
  };
}
export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
