import session from 'express-session';
import type { SessionData } from 'express-session';
import type { Clock } from '../lib/clock';
import type { SessionsRepo } from './sessions.repo';

declare module 'express-session' {
  interface SessionData {
    userId: number;
  }
}

type Callback<T = void> = (err?: unknown, value?: T) => void;

/**
 * express-session's store over the app's own SQLite database, so sessions survive a restart and
 * every session of one user can be ended at once (after a password change or restore).
 */
export class SqliteSessionStore extends session.Store {
  constructor(
    private readonly repo: SessionsRepo,
    private readonly clock: Clock,
    private readonly defaultMaxAgeMs: number,
  ) {
    super();
  }

  /** Expiry by the injected clock (the cookie's own date comes from the wall clock). */
  private expiryOf(sess: SessionData): number {
    return this.clock.now().getTime() + (sess.cookie?.originalMaxAge ?? this.defaultMaxAgeMs);
  }

  override get(sid: string, cb: Callback<SessionData | null>): void {
    try {
      const row = this.repo.get(sid);
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
      this.repo.upsert({
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
      this.repo.touch(sid, this.expiryOf(sess));
      cb?.();
    } catch (err) {
      cb?.(err);
    }
  }

  override destroy(sid: string, cb?: Callback): void {
    try {
      this.repo.destroy(sid);
      cb?.();
    } catch (err) {
      cb?.(err);
    }
  }

  override clear(cb?: Callback): void {
    this.repo.clear();
    cb?.();
  }

  override length(cb: Callback<number>): void {
    cb(null, this.repo.length(this.clock.now().getTime()));
  }

  override all(cb: Callback<SessionData[]>): void {
    const rows = this.repo.live(this.clock.now().getTime());
    cb(
      null,
      rows.map((r) => JSON.parse(r.sess) as SessionData),
    );
  }

  /** Ends every session of a user, wherever they are signed in. */
  destroyAllForUser(userId: number): void {
    this.repo.destroyAllForUser(userId);
  }

  /** Deletes expired sessions; returns how many. */
  sweep(): number {
    return this.repo.sweep(this.clock.now().getTime());
  }
}
