import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../mail/mailer';
import { capturingLogger, makeTestApp } from '../test-support/test-app';
import { loggablePath } from './request-log';

const codeOf = (link: string) => new URL(link).searchParams.get('code')!;

describe('request log lines', () => {
  it('when a call is answered, then one line gives method, path, status, duration and request id', async () => {
    const log = capturingLogger();
    const t = makeTestApp({ logger: log.logger });
    const res = await request(t.app).get('/api/wordle-dates-all').expect(200);
    const lines = log.lines.filter((l) => l.path === '/api/wordle-dates-all');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      method: 'GET',
      path: '/api/wordle-dates-all',
      reqId: res.headers['x-request-id'],
      status: 200,
      ms: expect.any(Number),
      msg: 'GET 200',
    });
    expect(lines[0]).not.toHaveProperty('userId');
  });

  it('when the caller sends a sane X-Request-Id, then it is kept in the answer and the log', async () => {
    const log = capturingLogger();
    const t = makeTestApp({ logger: log.logger });
    const res = await request(t.app).get('/api/who').set('X-Request-Id', 'lb-7f3a.42').expect(200);
    expect(res.headers['x-request-id']).toBe('lb-7f3a.42');
    expect(log.text()).toContain('"reqId":"lb-7f3a.42"');
  });

  it.each([['has spaces in it'], ['x'.repeat(200)], ['quote"s'], ['']])(
    'when the incoming request id is %j, then a new UUID is used instead',
    async (incoming) => {
      const t = makeTestApp();
      const res = await request(t.app).get('/api/who').set('X-Request-Id', incoming).expect(200);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it('when two calls come without an id, then each gets its own', async () => {
    const t = makeTestApp();
    const a = await request(t.app).get('/api/who');
    const b = await request(t.app).get('/api/who');
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('when signed in, then the line carries the user id; a client error is logged as a warning', async () => {
    const log = capturingLogger();
    const t = makeTestApp({ logger: log.logger });
    const id = t.addUser('learner', 'learner-pass');
    const agent = request.agent(t.app);
    await agent.post('/api/login').field('username', 'learner').field('password', 'learner-pass').expect(200);
    await agent.get('/api/admin').expect(200);
    await request(t.app).get('/api/admin').expect(401);
    const admin = log.lines.filter((l) => l.path === '/api/admin');
    expect(admin[0]).toMatchObject({ userId: id, status: 200, level: 30 });
    expect(admin[1]).toMatchObject({ status: 401, level: 40 });
    expect(admin[1]).not.toHaveProperty('userId');
  });

  it('when health is checked, then no request line is written and no session starts', async () => {
    const log = capturingLogger();
    const t = makeTestApp({ logger: log.logger });
    await request(t.app).get('/healthz').expect(200);
    await request(t.app).get('/readyz').expect(200);
    expect(log.lines).toEqual([]);
  });
});

describe('secrets never reach a log line', () => {
  it('when a learner joins, asks for a reset, restores and signs in, then no code, link, password, cookie or session id is logged', async () => {
    const log = capturingLogger();
    const t = makeTestApp({ logger: log.logger });
    t.addUser('teacher', 'teacher-pass', { admin: true });
    const joinCode = codeOf(t.app.services.accounts.createInvitation({}));
    const agent = request.agent(t.app);

    // The pages behind the e-mail links are requested with their codes in the query string.
    await request(t.app).get(`/join?code=${joinCode}`);
    await request(t.app).get('/wotd?auth=secret-wotd-auth&answer=2');
    await request(t.app).get('/sotw?auth=secret-sotw-auth');
    await request(t.app).get('/unsubscribe?code=secret-unsubscribe-code');
    const joined = await agent
      .post('/api/join')
      .type('form')
      .send({ username: 'newbie', email: 'newbie@example.org', password: 'join-password-1', code: joinCode })
      .expect(200);
    const joinCookie = joined.headers['set-cookie']![0]!.split(';')[0]!;

    await request(t.app)
      .post('/api/reset')
      .field('username', 'newbie')
      .field('email', 'newbie@example.org')
      .expect(200);
    const resetCode = codeOf(t.mailer.linkTo('newbie@example.org', 'http://localhost:3000/restore?code='));
    await request(t.app).get(`/restore?code=${resetCode}`);
    await request(t.app)
      .post('/api/password-restore')
      .field('password', 'restored-password-2')
      .field('code', resetCode)
      .expect(200);
    const login = await request(t.app)
      .post('/api/login')
      .field('username', 'newbie')
      .field('password', 'restored-password-2')
      .expect(200);
    const loginCookie = login.headers['set-cookie']![0]!.split(';')[0]!;
    await request(t.app)
      .post('/api/login')
      .field('username', 'newbie')
      .field('password', 'a-wrong-password-3');
    await request(t.app).get('/api/who').set('Cookie', loginCookie).expect(200);

    const text = log.text();
    expect(log.lines.length).toBeGreaterThan(8);
    const sids = t.db.prepare('SELECT sid FROM sessions').pluck().all() as string[];
    for (const secret of [
      joinCode,
      resetCode,
      'secret-wotd-auth',
      'secret-sotw-auth',
      'secret-unsubscribe-code',
      'join-password-1',
      'restored-password-2',
      'a-wrong-password-3',
      joinCookie.split('=')[1]!,
      loginCookie.split('=')[1]!,
      ...sids,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('/join?code=[redacted]');
    expect(text).toContain('/wotd?auth=[redacted]&answer=2');
  });

  it('when the outbox mailer logs in production, then it names the file but not the links', async () => {
    const dir = (await import('node:fs')).mkdtempSync(`${(await import('node:os')).tmpdir()}/outbox-`);
    const message = {
      to: 'a@example.org',
      subject: 'Join',
      text: 'Join here: http://x.org/join?code=abc123',
    };
    const quiet = capturingLogger();
    await createOutboxMailer(dir, 'T <t@x.org>', quiet.logger, false).send(message);
    expect(quiet.text()).toContain('written to');
    expect(quiet.text()).not.toContain('abc123');
    const dev = capturingLogger();
    await createOutboxMailer(dir, 'T <t@x.org>', dev.logger, true).send(message);
    expect(dev.text()).toContain('http://x.org/join?code=abc123');
  });
});

describe('loggablePath', () => {
  it.each([
    ['/api/who', '/api/who'],
    ['/join?code=abc', '/join?code=[redacted]'],
    ['/wotd?answer=3&auth=xyz', '/wotd?answer=3&auth=[redacted]'],
    ['/restore?CODE=abc', '/restore?CODE=[redacted]'],
    ['/x?c%6fde=abc', '/x?c%6fde=[redacted]'],
    ['/api/wordle-answer?date=2025-02-01', '/api/wordle-answer?date=2025-02-01'],
    ['/x?%E0%A4%A=1', '/x?%E0%A4%A=1'],
    ['/x?code', '/x?code'],
  ])('when the URL is %s, then the log shows %s', (url, expected) => {
    expect(loggablePath(url)).toBe(expected);
  });
});
