import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { createSessionUserRepo } from '../session/session-user.repo';
import { migratedDb } from '../test-support/test-app';
import { loadUser } from './auth';
import { FixedClock } from './clock';

function setUp() {
  const db = migratedDb();
  const clock = new FixedClock('2026-03-01T18:00:00.000Z');
  const id = Number(
    db
      .prepare(
        "INSERT INTO users (username, email, password_hash, created_at) VALUES ('learner', NULL, 'x', '2026-01-01T00:00:00.000Z')",
      )
      .run().lastInsertRowid,
  );
  const middleware = loadUser(createSessionUserRepo(db), clock);
  /** One request with a session of `userId`: the user it loaded (or undefined). */
  const requestAs = (userId: number) => {
    const req = { session: { userId } } as unknown as Request;
    let nextCalls = 0;
    void middleware(req, {} as Response, () => {
      nextCalls += 1;
    });
    expect(nextCalls).toBe(1);
    return req.user;
  };
  const lastActive = () => db.prepare('SELECT last_active_at FROM users WHERE id = ?').pluck().get(id);
  return { db, clock, id, requestAs, lastActive };
}

describe('loadUser', () => {
  it('when a signed-in user makes requests, then last_active_at is written at most once a minute, from the clock', () => {
    const { clock, id, requestAs, lastActive } = setUp();
    expect(lastActive()).toBeNull();

    expect(requestAs(id)).toEqual({
      id,
      username: 'learner',
      email: null,
      isAdmin: false,
      isRecorder: false,
      recorderTrusted: false,
    });
    expect(lastActive()).toBe('2026-03-01T18:00:00.000Z');

    clock.advance(59_999);
    requestAs(id);
    expect(lastActive()).toBe('2026-03-01T18:00:00.000Z');

    clock.advance(1);
    requestAs(id);
    expect(lastActive()).toBe('2026-03-01T18:01:00.000Z');

    clock.advance(30_000);
    requestAs(id);
    expect(lastActive()).toBe('2026-03-01T18:01:00.000Z');
  });

  it('when the stored value is later than the clock by a minute or more, then it is replaced by now', () => {
    const { db, clock, id, requestAs, lastActive } = setUp();
    db.prepare("UPDATE users SET last_active_at = '2027-01-01T00:00:00.000Z' WHERE id = ?").run(id);
    requestAs(id);
    expect(lastActive()).toBe(clock.now().toISOString());
  });

  it('when the account is deactivated, then the request is signed out and nothing is written', () => {
    const { db, id, requestAs, lastActive } = setUp();
    db.prepare("UPDATE users SET deactivated_at = '2026-02-01T00:00:00.000Z' WHERE id = ?").run(id);
    expect(requestAs(id)).toBeUndefined();
    expect(lastActive()).toBeNull();
  });

  it('when the session names no account that exists, then the request is signed out', () => {
    const { id, requestAs } = setUp();
    expect(requestAs(id + 1)).toBeUndefined();
  });
});
