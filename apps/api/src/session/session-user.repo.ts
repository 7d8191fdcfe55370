import type { Db } from '../db/database';

export interface SessionUserRow {
  id: number;
  username: string;
  email: string | null;
  is_admin: number;
  is_recorder: number;
  recorder_trusted: number;
  deactivated_at: string | null;
  last_active_at: string | null;
}

/** SQL of the signed-in user read on every request with a session (lib/auth.ts loadUser). */
export function createSessionUserRepo(db: Db) {
  const s = {
    byId: db.prepare<[number], SessionUserRow>(
      `SELECT id, username, email, is_admin, is_recorder, recorder_trusted, deactivated_at, last_active_at
       FROM users WHERE id = ?`,
    ),
    touch: db.prepare<[string, number]>('UPDATE users SET last_active_at = ? WHERE id = ?'),
  };
  return {
    byId: (id: number) => s.byId.get(id),
    setLastActive: (id: number, at: string) => s.touch.run(at, id),
  };
}
