import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { MIGRATIONS_DIR } from '../../config';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { FixedClock } from '../../lib/clock';
import { silentLogger } from '../../lib/logger';
import { makeTestApp, MemoryMailer, testConfig } from '../../test-support/test-app';

const codeOf = (link: string) => new URL(link).searchParams.get('code')!;

async function signedIn(t: ReturnType<typeof makeTestApp>, username: string, password: string) {
  const agent = request.agent(t.app);
  await agent.post('/api/login').field('username', username).field('password', password).expect(200);
  return agent;
}

describe('GET /api/who and /api/admin', () => {
  it('when nobody is signed in, then who answers a null username and no admin, and admin answers 401', async () => {
    const t = makeTestApp();
    expect((await request(t.app).get('/api/who').expect(200)).body).toEqual({ username: null, admin: false, recorder: false, publicDictionary: false });
    const res = await request(t.app).get('/api/admin').expect(401);
    expect(res.body).toEqual({ success: false, error: 'You need to sign in first.' });
  });

  it('when a learner and an admin are signed in, then who names them and both who and admin tell them apart', async () => {
    const t = makeTestApp();
    t.addUser('learner', 'learner-pass');
    t.addUser('teacher', 'teacher-pass', { admin: true });
    const learner = await signedIn(t, 'learner', 'learner-pass');
    const teacher = await signedIn(t, 'teacher', 'teacher-pass');
    expect((await learner.get('/api/who').expect(200)).body).toEqual({ username: 'learner', admin: false, recorder: false, publicDictionary: false });
    expect((await teacher.get('/api/who').expect(200)).body).toEqual({ username: 'teacher', admin: true, recorder: false, publicDictionary: false });
    expect((await learner.get('/api/admin')).body).toEqual({ admin: false, recorder: false });
    expect((await teacher.get('/api/admin')).body).toEqual({ admin: true, recorder: false });
  });

  it('when a signed-in learner is made an admin, then the next who answers admin true', async () => {
    const t = makeTestApp();
    const id = t.addUser('learner', 'learner-pass');
    const agent = await signedIn(t, 'learner', 'learner-pass');
    expect((await agent.get('/api/who')).body).toEqual({ username: 'learner', admin: false, recorder: false, publicDictionary: false });
    t.db.prepare('UPDATE users SET is_admin = 1 WHERE id = ?').run(id);
    expect((await agent.get('/api/who')).body).toEqual({ username: 'learner', admin: true, recorder: false, publicDictionary: false });
    expect(t.db.prepare('SELECT is_admin FROM users WHERE id = ?').pluck().get(id)).toBe(1);
  });

  it('when the user of a session is deleted, then the session no longer counts as signed in', async () => {
    const t = makeTestApp();
    const id = t.addUser('gone', 'gone-password');
    const agent = await signedIn(t, 'gone', 'gone-password');
    t.db.prepare('DELETE FROM users WHERE id = ?').run(id);
    expect((await agent.get('/api/who')).body).toEqual({ username: null, admin: false, recorder: false, publicDictionary: false });
  });
});

describe('POST /api/login', () => {
  it('when the credentials are right (multipart form), then it signs in and stores a session row', async () => {
    const t = makeTestApp();
    const id = t.addUser('learner', 'learner-pass');
    const agent = request.agent(t.app);
    const res = await agent.post('/api/login').field('username', 'learner').field('password', 'learner-pass');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, username: 'learner' });
    const cookie = res.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(t.db.prepare('SELECT COUNT(*) FROM sessions WHERE user_id = ?').pluck().get(id)).toBe(1);
  });

  it('when the form is urlencoded and the username has capitals, spaces and a curly apostrophe, then it matches', async () => {
    const t = makeTestApp();
    t.addUser("o'neal", 'learner-pass');
    const res = await request(t.app)
      .post('/api/login')
      .type('form')
      .send({ username: ' O\u2019 Neal ', password: 'learner-pass' })
      .expect(200);
    expect(res.body).toEqual({ success: true, username: "o'neal" });
  });

  it('when PUBLIC_URL is https, then the session cookie is Secure', async () => {
    const t = makeTestApp({ config: { publicUrl: 'https://lang.example.org', trustProxy: 1 } });
    t.addUser('learner', 'learner-pass');
    const res = await request(t.app)
      .post('/api/login')
      .set('X-Forwarded-Proto', 'https')
      .field('username', 'learner')
      .field('password', 'learner-pass')
      .expect(200);
    expect(res.headers['set-cookie']?.[0]).toMatch(/Secure/);
  });

  it.each([
    ['a wrong password', 'learner', 'wrong-password'],
    ['an unknown username', 'nobody', 'learner-pass'],
  ])('when given %s, then it answers 401 success false and no session', async (_case, username, password) => {
    const t = makeTestApp();
    t.addUser('learner', 'learner-pass');
    const res = await request(t.app)
      .post('/api/login')
      .field('username', username)
      .field('password', password);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Invalid login credentials.' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(t.db.prepare('SELECT COUNT(*) FROM sessions').pluck().get()).toBe(0);
  });

  it.each([
    [{ password: 'x' }, 'Username is required.'],
    [{ username: 'learner' }, 'Password is required.'],
    [{ username: '', password: '' }, 'Username is required. Password is required.'],
    [{ username: 'a'.repeat(70), password: 'pw' }, 'Username must be at most 64 characters long.'],
  ])('when the body is %j, then it answers 400 naming the problem', async (body, error) => {
    const t = makeTestApp();
    const res = await request(t.app).post('/api/login').type('form').send(body).expect(400);
    expect(res.body).toEqual({ success: false, error });
  });

  it('when there is no body at all, then it answers 400, not 500', async () => {
    const t = makeTestApp();
    const res = await request(t.app).post('/api/login').expect(400);
    expect(res.body.success).toBe(false);
  });

  it('when a signed-in user signs in again, then the session id changes (no fixation)', async () => {
    const t = makeTestApp();
    t.addUser('learner', 'learner-pass');
    const agent = await signedIn(t, 'learner', 'learner-pass');
    const before = t.db.prepare('SELECT sid FROM sessions').pluck().all();
    await agent.post('/api/login').field('username', 'learner').field('password', 'learner-pass').expect(200);
    const after = t.db.prepare('SELECT sid FROM sessions').pluck().all();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before[0]);
  });

  it('when one username fails 10 times from a client, then the 11th try is 429 even with the right password, and other usernames still sign in', async () => {
    const t = makeTestApp();
    t.addUser('learner', 'learner-pass');
    t.addUser('classmate', 'classmate-pass');
    for (let i = 0; i < 10; i++) {
      await request(t.app)
        .post('/api/login')
        .field('username', 'learner')
        .field('password', 'nope')
        .expect(401);
    }
    const blocked = await request(t.app)
      .post('/api/login')
      .field('username', 'learner')
      .field('password', 'learner-pass');
    expect(blocked.status).toBe(429);
    expect(blocked.body.success).toBe(false);
    expect(blocked.body.error).toMatch(/Too many failed sign-ins/);
    await request(t.app)
      .post('/api/login')
      .field('username', 'classmate')
      .field('password', 'classmate-pass')
      .expect(200);
  });

  it('when a class of 30 signs in from one address, then every sign-in passes', async () => {
    const t = makeTestApp();
    for (let i = 0; i < 30; i++) t.addUser(`student${i}`, 'student-pass');
    for (let i = 0; i < 30; i++) {
      await request(t.app)
        .post('/api/login')
        .field('username', `student${i}`)
        .field('password', 'student-pass')
        .expect(200);
    }
  });

  it('when a client goes over the per-client ceiling for account calls, then it gets 429 JSON', async () => {
    const t = makeTestApp({
      config: {
        rateLimits: {
          windowMs: 60_000,
          failedLoginsPerUser: 100,
          accountCallsPerClient: 3,
          apiCallsPerMinute: 1000,
          mediaFilesPerMinute: 1000,
        },
      },
    });
    for (let i = 0; i < 3; i++) {
      await request(t.app)
        .post('/api/reset')
        .field('username', 'x')
        .field('email', 'x@example.org')
        .expect(200);
    }
    const res = await request(t.app).post('/api/join').field('username', 'x').expect(429);
    expect(res.body).toEqual({ success: false, error: expect.stringMatching(/Too many requests/) });
  });
});

describe('GET /api/logout', () => {
  it('when signed in, then it ends the session and removes its row', async () => {
    const t = makeTestApp();
    t.addUser('learner', 'learner-pass');
    const agent = await signedIn(t, 'learner', 'learner-pass');
    expect((await agent.get('/api/logout').expect(200)).body).toEqual({ success: true });
    expect((await agent.get('/api/who')).body).toEqual({ username: null, admin: false, recorder: false, publicDictionary: false });
    expect(t.db.prepare('SELECT COUNT(*) FROM sessions').pluck().get()).toBe(0);
  });

  it('when nobody is signed in, then it still answers success true', async () => {
    const t = makeTestApp();
    expect((await request(t.app).get('/api/logout').expect(200)).body).toEqual({ success: true });
  });
});

describe('POST /api/reset and /api/password-restore', () => {
  it('when username and e-mail match, then a one-hour link is mailed and restores the password once', async () => {
    const t = makeTestApp();
    t.addUser('learner', 'old-password', { email: 'Learner@Example.org' });
    const res = await request(t.app)
      .post('/api/reset')
      .field('username', 'Learner')
      .field('email', 'learner@example.org')
      .expect(200);
    expect(res.body).toEqual({ success: true });
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.sent[0]!.subject).toBe('Testlang: reset your password');
    const link = t.mailer.linkTo('Learner@Example.org', 'http://localhost:3000/restore?code=');
    const code = codeOf(link);
    expect(t.db.prepare('SELECT code_hash FROM reset_codes').pluck().get()).not.toContain(code);

    await request(t.app)
      .post('/api/password-restore')
      .field('password', 'new-password')
      .field('code', code)
      .expect(200, { success: true });
    await request(t.app)
      .post('/api/login')
      .field('username', 'learner')
      .field('password', 'new-password')
      .expect(200);
    await request(t.app)
      .post('/api/login')
      .field('username', 'learner')
      .field('password', 'old-password')
      .expect(401);

    const again = await request(t.app)
      .post('/api/password-restore')
      .field('password', 'third-password')
      .field('code', code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, error: 'The reset code is invalid, used or expired.' });
  });

  it.each([
    ['an unknown username', 'nobody', 'learner@example.org'],
    ['an e-mail of someone else', 'learner', 'other@example.org'],
  ])('when given %s, then it answers success true and mails nothing', async (_c, username, email) => {
    const t = makeTestApp();
    t.addUser('learner', 'old-password', { email: 'learner@example.org' });
    const res = await request(t.app)
      .post('/api/reset')
      .field('username', username)
      .field('email', email)
      .expect(200);
    expect(res.body).toEqual({ success: true });
    expect(t.mailer.sent).toHaveLength(0);
    expect(t.db.prepare('SELECT COUNT(*) FROM reset_codes').pluck().get()).toBe(0);
  });

  it('when the mail server refuses the message, then the answer is still success true', async () => {
    const t = makeTestApp();
    t.addUser('learner', 'old-password', { email: 'learner@example.org' });
    t.mailer.failFor.add('learner@example.org');
    await request(t.app)
      .post('/api/reset')
      .field('username', 'learner')
      .field('email', 'learner@example.org')
      .expect(200, { success: true });
  });

  it.each([
    [{ username: 'learner' }, 'E-mail is required.'],
    [{ username: 'learner', email: 'not-an-address' }, 'E-mail must be a valid e-mail address.'],
    [{ email: 'learner@example.org' }, 'Username is required.'],
  ])('when the body is %j, then it answers 400', async (body, error) => {
    const t = makeTestApp();
    const res = await request(t.app).post('/api/reset').type('form').send(body).expect(400);
    expect(res.body).toEqual({ success: false, error });
  });

  it('when the code is over an hour old, then restore refuses it and the password stays', async () => {
    const t = makeTestApp();
    t.addUser('learner', 'old-password', { email: 'learner@example.org' });
    await request(t.app)
      .post('/api/reset')
      .field('username', 'learner')
      .field('email', 'learner@example.org');
    const code = codeOf(t.mailer.linkTo('learner@example.org', 'http://localhost:3000/restore'));
    t.clock.advance(60 * 60 * 1000 + 1);
    await request(t.app)
      .post('/api/password-restore')
      .field('password', 'new-password')
      .field('code', code)
      .expect(400);
    await request(t.app)
      .post('/api/login')
      .field('username', 'learner')
      .field('password', 'old-password')
      .expect(200);
  });

  it('when the password is restored, then every session of that user ends', async () => {
    const t = makeTestApp();
    t.addUser('learner', 'old-password', { email: 'learner@example.org' });
    const elsewhere = await signedIn(t, 'learner', 'old-password');
    await request(t.app)
      .post('/api/reset')
      .field('username', 'learner')
      .field('email', 'learner@example.org');
    const code = codeOf(t.mailer.linkTo('learner@example.org', 'http://localhost:3000/restore'));
    await request(t.app)
      .post('/api/password-restore')
      .field('password', 'new-password')
      .field('code', code)
      .expect(200);
    expect((await elsewhere.get('/api/who')).body).toEqual({ username: null, admin: false, recorder: false, publicDictionary: false });
  });

  it.each([
    [{ password: 'new-password' }, 'Code is required.'],
    [{ password: 'short', code: 'abc' }, 'Password must be at least 8 characters long.'],
    [{ password: 'new-password', code: 'made-up-code' }, 'The reset code is invalid, used or expired.'],
  ])('when the body is %j, then restore answers 400', async (body, error) => {
    const t = makeTestApp();
    const res = await request(t.app).post('/api/password-restore').type('form').send(body).expect(400);
    expect(res.body).toEqual({ success: false, error });
  });
});

describe('POST /api/join', () => {
  function invite(t: ReturnType<typeof makeTestApp>, opts: { isAdmin?: boolean } = {}) {
    return codeOf(t.app.services.accounts.createInvitation(opts));
  }
  const joinForm = (code: string, username = 'newbie', password = 'newbie-pass') => ({
    username,
    email: 'newbie@example.org',
    password,
    code,
  });

  it('when the code is valid, then the account is made, signed in, and the code is spent', async () => {
    const t = makeTestApp();
    const code = invite(t);
    const agent = request.agent(t.app);
    const res = await agent.post('/api/join').type('form').send(joinForm(code, 'New Bie')).expect(200);
    expect(res.body).toEqual({ success: true, username: 'newbie' });
    expect((await agent.get('/api/who')).body).toEqual({ username: 'newbie', admin: false, recorder: false, publicDictionary: false });
    expect((await agent.get('/api/admin')).body).toEqual({ admin: false, recorder: false });
    const user = t.db.prepare('SELECT email, password_hash FROM users WHERE username = ?').get('newbie') as {
      email: string;
      password_hash: string;
    };
    expect(user.email).toBe('newbie@example.org');
    expect(user.password_hash).toMatch(/^\$2[aby]\$/);
    const second = await request(t.app)
      .post('/api/join')
      .type('form')
      .send(joinForm(code, 'other'))
      .expect(400);
    expect(second.body).toEqual({ success: false, error: 'Invalid join code.', reason: 'used' });
  });

  it('when the username is taken, then it answers 409 and the code still works for another name', async () => {
    const t = makeTestApp();
    t.addUser('learner', 'learner-pass');
    const code = invite(t);
    const res = await request(t.app)
      .post('/api/join')
      .type('form')
      .send(joinForm(code, 'Learner'))
      .expect(409);
    expect(res.body).toEqual({ success: false, error: 'That username is already taken.' });
    await request(t.app).post('/api/join').type('form').send(joinForm(code, 'learner2')).expect(200);
  });

  it('when the invitation is for an admin, then the new account is an admin', async () => {
    const t = makeTestApp();
    const agent = request.agent(t.app);
    await agent
      .post('/api/join')
      .type('form')
      .send(joinForm(invite(t, { isAdmin: true })))
      .expect(200);
    expect((await agent.get('/api/admin')).body).toEqual({ admin: true, recorder: false });
  });

  it('when the invitation has expired, then join refuses it', async () => {
    const t = makeTestApp();
    const code = invite(t);
    t.clock.advance(31 * 24 * 3600 * 1000);
    await request(t.app)
      .post('/api/join')
      .type('form')
      .send(joinForm(code))
      .expect(400, { success: false, error: 'Invalid join code.', reason: 'expired' });
    expect(t.db.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(0);
  });

  it.each([
    [{ username: 'x', email: 'x@example.org', password: 'long-enough' }, 'Code is required.'],
    [
      { username: 'x', email: 'x@example.org', password: 'short', code: 'c' },
      'Password must be at least 8 characters long.',
    ],
    [
      { username: 'x', email: 'nope', password: 'long-enough', code: 'c' },
      'E-mail must be a valid e-mail address.',
    ],
    [{ email: 'x@example.org', password: 'long-enough', code: 'c' }, 'Username is required.'],
    [
      { username: 'x', email: 'x@example.org', password: 'long-enough', code: 'unknown' },
      'Invalid join code.',
    ],
    [{ username: 'x', email: 'x@example.org', password: 'long-enough', code: ['a', 'b'] }, 'Code is required.'],
  ])('when the body is %j, then it answers 400 and makes no account', async (body, error) => {
    const t = makeTestApp();
    const res = await request(t.app).post('/api/join').type('form').send(body).expect(400);
    expect(res.body).toMatchObject({ success: false, error });
    expect(t.db.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(0);
  });

  it('when the invitation names an e-mail, then the account gets it whatever the form says, and the form need not send one', async () => {
    const t = makeTestApp();
    const first = codeOf(t.app.services.accounts.createInvitation({ email: 'Invited@Example.org' }));
    const second = codeOf(t.app.services.accounts.createInvitation({ email: 'second@example.org' }));
    await request(t.app)
      .post('/api/join')
      .type('form')
      .send({ ...joinForm(first, 'first'), email: 'someone-else@example.org' })
      .expect(200);
    await request(t.app)
      .post('/api/join')
      .field('username', 'second')
      .field('password', 'newbie-pass')
      .field('code', second)
      .expect(200);
    const emails = t.db.prepare('SELECT username, email FROM users ORDER BY username').all();
    expect(emails).toEqual([
      { username: 'first', email: 'Invited@Example.org' },
      { username: 'second', email: 'second@example.org' },
    ]);
  });

  it('when the invitation names no e-mail and the form sends none, then it answers 400 and the code still works', async () => {
    const t = makeTestApp();
    const code = invite(t);
    const res = await request(t.app)
      .post('/api/join')
      .type('form')
      .send({ username: 'newbie', email: ' ', password: 'newbie-pass', code })
      .expect(400);
    expect(res.body).toEqual({ success: false, error: 'E-mail is required.' });
    expect(t.db.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(0);
    await request(t.app).post('/api/join').type('form').send(joinForm(code)).expect(200);
  });

  it('when the invitation was revoked, then join refuses it and says so', async () => {
    const t = makeTestApp();
    const { invitation, joinUrl } = await t.app.services.accounts.inviteByEmail('r@example.org', false);
    t.app.services.accounts.revokeInvitation(invitation.id);
    const res = await request(t.app).post('/api/join').type('form').send(joinForm(codeOf(joinUrl))).expect(400);
    expect(res.body).toEqual({ success: false, error: 'Invalid join code.', reason: 'revoked' });
  });

  it('when a password is longer than bcrypt reads (72 bytes), then it is refused', async () => {
    const t = makeTestApp();
    const res = await request(t.app)
      .post('/api/join')
      .type('form')
      .send(joinForm(invite(t), 'x', 'é'.repeat(37)))
      .expect(400);
    expect(res.body.error).toBe('Password must be at most 72 bytes long.');
  });
});

describe('GET /api/invitation', () => {
  const status = (t: ReturnType<typeof makeTestApp>, code: string) =>
    request(t.app).get('/api/invitation').query({ code });

  it('when the invitation is open, then it answers its e-mail (null when it names none) and changes nothing', async () => {
    const t = makeTestApp();
    const withEmail = codeOf(t.app.services.accounts.createInvitation({ email: 'kid@example.org' }));
    const without = codeOf(t.app.services.accounts.createInvitation());
    const res = await status(t, withEmail).expect(200);
    expect(res.body).toEqual({ status: 'open', email: 'kid@example.org' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await status(t, without).expect(200)).body).toEqual({ status: 'open', email: null });
    expect(t.db.prepare('SELECT COUNT(*) FROM invitations WHERE used_at IS NULL').pluck().get()).toBe(2);
  });

  it('when the invitation was used, revoked or expired, or no invitation has the code, then it says which, without the e-mail', async () => {
    const t = makeTestApp();
    const accounts = t.app.services.accounts;
    const used = codeOf(accounts.createInvitation({ email: 'used@example.org' }));
    await request(t.app)
      .post('/api/join')
      .type('form')
      .send({ username: 'user', password: 'long-enough', code: used })
      .expect(200);
    const revoked = await accounts.inviteByEmail('revoked@example.org', false);
    accounts.revokeInvitation(revoked.invitation.id);
    const expiring = codeOf(accounts.createInvitation({ email: 'late@example.org' }));
    t.clock.advance(31 * 24 * 3600 * 1000);

    expect((await status(t, used).expect(200)).body).toEqual({ status: 'used' });
    expect((await status(t, codeOf(revoked.joinUrl)).expect(200)).body).toEqual({ status: 'revoked' });
    expect((await status(t, expiring).expect(200)).body).toEqual({ status: 'expired' });
    expect((await status(t, 'no-such-code').expect(200)).body).toEqual({ status: 'unknown' });
  });

  it.each([
    ['no code', ''],
    ['an empty code', '?code='],
    ['two codes', '?code=a&code=b'],
    ['a code too long', `?code=${'x'.repeat(201)}`],
  ])('when the query has %s, then it answers 400', async (_what, query) => {
    const t = makeTestApp();
    const res = await request(t.app).get(`/api/invitation${query}`).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(/^Code is/);
  });
});

describe('POST /api/update-password', () => {
  const form = (current: string, next: string, username = 'learner') => ({
    'current-password': current,
    'new-password': next,
    username,
  });

  it('when nobody is signed in, then it answers 401', async () => {
    const t = makeTestApp();
    const res = await request(t.app)
      .post('/api/update-password')
      .type('form')
      .send(form('a', 'b'))
      .expect(401);
    expect(res.body).toMatchObject({ success: false, message: 'You need to sign in first.' });
  });

  it('when the username is someone else, then it answers 403 and changes nothing', async () => {
    const t = makeTestApp();
    t.addUser('learner', 'learner-pass');
    t.addUser('other', 'other-pass');
    const agent = await signedIn(t, 'learner', 'learner-pass');
    const res = await agent
      .post('/api/update-password')
      .type('form')
      .send(form('learner-pass', 'brand-new-pass', 'other'))
      .expect(403);
    expect(res.body).toEqual({
      success: false,
      error: 'You can only change your own password.',
      message: 'You can only change your own password.',
    });
    await request(t.app)
      .post('/api/login')
      .field('username', 'other')
      .field('password', 'other-pass')
      .expect(200);
  });

  it.each([
    [form('wrong-pass', 'brand-new-pass'), 'The current password is not correct.'],
    [form('learner-pass', 'learner-pass'), 'The new password must be different from the old password.'],
    [form('learner-pass', 'short'), 'New password must be at least 8 characters long.'],
    [{ username: 'learner' }, 'Current password is required. New password is required.'],
  ])('when the form is %j, then it answers 400 with a message', async (body, message) => {
    const t = makeTestApp();
    t.addUser('learner', 'learner-pass');
    const agent = await signedIn(t, 'learner', 'learner-pass');
    const res = await agent.post('/api/update-password').type('form').send(body).expect(400);
    expect(res.body).toEqual({ success: false, error: message, message });
    expect((await agent.get('/api/who')).body).toEqual({ username: 'learner', admin: false, recorder: false, publicDictionary: false });
  });

  it('when the change succeeds, then every session of the user ends and the new password works', async () => {
    const t = makeTestApp();
    t.addUser('learner', 'learner-pass');
    t.addUser('other', 'other-pass');
    const here = await signedIn(t, 'learner', 'learner-pass');
    const there = await signedIn(t, 'learner', 'learner-pass');
    const bystander = await signedIn(t, 'other', 'other-pass');
    const res = await here
      .post('/api/update-password')
      .type('form')
      .send(form('learner-pass', 'brand-new-pass'))
      .expect(200);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });
    expect((await here.get('/api/who')).body).toEqual({ username: null, admin: false, recorder: false, publicDictionary: false });
    expect((await there.get('/api/who')).body).toEqual({ username: null, admin: false, recorder: false, publicDictionary: false });
    expect((await bystander.get('/api/who')).body).toEqual({ username: 'other', admin: false, recorder: false, publicDictionary: false });
    await request(t.app)
      .post('/api/login')
      .field('username', 'learner')
      .field('password', 'brand-new-pass')
      .expect(200);
  });
});

describe('the API in general', () => {
  it('when a path under /api is unknown, then it answers 404 JSON', async () => {
    const t = makeTestApp();
    const res = await request(t.app).get('/api/nothing-here').expect(404);
    expect(res.body).toEqual({ success: false, error: 'No such call: GET /api/nothing-here' });
  });

  it('when a JSON body is malformed, then it answers 400 JSON', async () => {
    const t = makeTestApp();
    const res = await request(t.app)
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"username":')
      .expect(400);
    expect(res.body).toEqual({ success: false, error: 'The request body is not valid JSON.' });
  });

  it('when a form call carries a file, then it answers 400', async () => {
    const t = makeTestApp();
    const res = await request(t.app)
      .post('/api/login')
      .attach('username', Buffer.from('x'), 'x.txt')
      .expect(400);
    expect(res.body.success).toBe(false);
  });

  it('when the server restarts on the same database, then a session cookie still signs in', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-')), 'app.sqlite');
    const boot = () => {
      const db = openDatabase(file);
      migrate(db, MIGRATIONS_DIR);
      return {
        db,
        app: createApp({
          db,
          mailer: new MemoryMailer(),
          clock: new FixedClock('2026-03-01T00:00:00Z'),
          config: testConfig(),
          logger: silentLogger,
        }),
      };
    };
    const first = boot();
    first.db
      .prepare("INSERT INTO users (username, password_hash, created_at) VALUES ('learner', ?, 'x')")
      .run((await import('bcrypt')).hashSync('learner-pass', 4));
    const login = await request(first.app)
      .post('/api/login')
      .field('username', 'learner')
      .field('password', 'learner-pass');
    const cookie = login.headers['set-cookie']![0]!.split(';')[0]!;
    first.db.close();
    const second = boot();
    expect((await request(second.app).get('/api/who').set('Cookie', cookie)).body).toEqual({
      username: 'learner',
      admin: false,
      recorder: false,
      publicDictionary: false,
    });
    second.db.close();
  });

  it('when sessions expire, then the sweep removes them and they no longer sign in', async () => {
    const t = makeTestApp();
    t.addUser('learner', 'learner-pass');
    const agent = await signedIn(t, 'learner', 'learner-pass');
    t.clock.advance(31 * 24 * 3600 * 1000);
    expect((await agent.get('/api/who')).body).toEqual({ username: null, admin: false, recorder: false, publicDictionary: false });
    expect(t.app.services.sessionStore.sweep()).toBe(1);
    expect(t.db.prepare('SELECT COUNT(*) FROM sessions').pluck().get()).toBe(0);
  });

  it('when /app-config.js is asked for, then it carries the configured names', async () => {
    const t = makeTestApp({ config: { productName: 'Chik</script>', contactName: 'Ms. Lee' } });
    const res = await request(t.app).get('/app-config.js').expect(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.text).toBe(
      'window.__APP_CONFIG__ = {"productName":"Chik\\u003c/script>","contactName":"Ms. Lee","oldSiteUrl":null};\n',
    );
  });
});
