import session from 'express-session';
import type { SessionData } from 'express-session';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';

declare module 'express-session' {
  interface SessionData {
    userId: number;
  }
}

type Callback<T = void> = (err?: unknown, value?: T) => void;

interface Row {
  sess: string;
  expires_at: number;
}

/**
 * express-session's store over the app's own SQLite database, so sessions survive a restart and
 * every session of one user can be ended at once (after a password change or restore).
 */
export class SqliteSessionStore extends session.Store {
  private readonly stmts;

  constructor(
    db: Db,
    private readonly clock: Clock,
    private readonly defaultMaxAgeMs: number,
  ) {
    super();
    this.stmts = {
      get: db.prepare<[string], Row>('SELECT sess, expires_at FROM sessions WHERE sid = ?'),
      upsert: db.prepare(
        `INSERT INTO sessions (sid, sess, expires_at, user_id) VALUES (@sid, @sess, @expires, @userId)
         ON CONFLICT (sid) DO UPDATE SET sess = excluded.sess, expires_at = excluded.expires_at,
           user_id = excluded.user_id`,
      ),
      // A session used again within a minute keeps its expiry: no write on every request.
      touch: db.prepare(
        'UPDATE sessions SET expires_at = @expires WHERE sid = @sid AND expires_at < @expires - 60000',
      ),
      destroy: db.prepare('DELETE FROM sessions WHERE sid = ?'),
      destroyUser: db.prepare('DELETE FROM sessions WHERE user_id = ?'),
      clear: db.prepare('DELETE FROM sessions'),
      length: db.prepare('SELECT COUNT(*) FROM sessions WHERE expires_at > ?').pluck(),
      all: db.prepare<[number], { sid: string; sess: string }>(
        'SELECT sid, sess FROM sessions WHERE expires_at > ?',
      ),
      sweep: db.prepare('DELETE FROM sessions WHERE expires_at <= ?'),
    };
  }

  /** Expiry by the injected clock (the cookie's own date comes from the wall clock). */
  private expiryOf(sess: SessionData): number {
    return this.clock.now().getTime() + (sess.cookie?.originalMaxAge ?? this.defaultMaxAgeMs);
  }

  override get(sid: string, cb: Callback<SessionData | null>): void {
    try {
      const row = this.stmts.get.get(sid);
      if (!row || row.expires_at <= this.clock.now().getTime()) {
        cb(null, null);
        return;
      }
      cb(null, JSON.parse(row.sess) as SessionData);
    } catch (err) {
      cb(err);
    }
  }

  override set(sid: string, sess: SessionData, cb?: Callback): void {
    try {
      this.stmts.upsert.run({
        sid,
        sess: JSON.stringify(sess),
        expires: this.expiryOf(sess),
        userId: sess.userId ?? null,
      });
      cb?.();
    } catch (err) {
      cb?.(err);
    }
  }

  override touch(sid: string, sess: SessionData, cb?: Callback): void {
    try {
      this.stmts.touch.run({ expires: this.expiryOf(sess), sid });
      cb?.();
    } catch (err) {
      cb?.(err);
    }
  }

  override destroy(sid: string, cb?: Callback): void {
    try {
      this.stmts.destroy.run(sid);
      cb?.();
    } catch (err) {
      cb?.(err);
    }
  }

  override clear(cb?: Callback): void {
    this.stmts.clear.run();
    cb?.();
  }

  override length(cb: Callback<number>): void {
    cb(null, this.stmts.length.get(this.clock.now().getTime()) as number);
  }

  override all(cb: Callback<SessionData[]>): void {
    const rows = this.stmts.all.all(this.clock.now().getTime());
    cb(
      null,
      rows.map((r) => JSON.parse(r.sess) as SessionData),
    );
  }

  /** Ends every session of a user, wherever they are signed in. */
  destroyAllForUser(userId: number): void {
    this.stmts.destroyUser.run(userId);
  }

  /** Deletes expired sessions; returns how many. */
  sweep(): number {
    return this.stmts.sweep.run(this.clock.now().getTime()).changes;
  }
}
