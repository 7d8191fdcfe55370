import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { makeTestApp, signedIn } from '../../test-support/test-app';

type TestApp = ReturnType<typeof makeTestApp>;

const codeOf = (link: string) => new URL(link).searchParams.get('code')!;
const count = (t: TestApp, sql: string, ...args: unknown[]) =>
  t.db
    .prepare(sql)
    .pluck()
    .get(...args);
const userRow = (t: TestApp, id: number) =>
  t.db.prepare('SELECT username, is_admin, deactivated_at FROM users WHERE id = ?').get(id) as {
    username: string;
    is_admin: number;
    deactivated_at: string | null;
  };

/** A class: one admin (teacher) and one learner, each signed in on an agent of their own. */
async function classroom() {
  const t = makeTestApp();
  const teacherId = t.addUser('teacher', 'teacher-pass', { admin: true });
  const learnerId = t.addUser('learner', 'learner-pass');
  const teacher = await signedIn(t.app, 'teacher', 'teacher-pass');
  const learner = await signedIn(t.app, 'learner', 'learner-pass');
  return { t, teacherId, learnerId, teacher, learner };
}

const joinForm = (code: string, username = 'newbie') => ({
  username,
  email: 'newbie@example.org',
  password: 'newbie-pass',
  code,
});

describe('the console calls and the three roles', () => {
  // Every call with a body that would succeed for an admin; ids point at the learner or an invitation.
  const calls: [string, (agent: request.Agent | ReturnType<typeof request>, ids: Ids) => request.Test][] = [
    ['GET /api/admin/accounts', (a) => a.get('/api/admin/accounts')],
    ['GET /api/admin/invitations', (a) => a.get('/api/admin/invitations')],
    [
      'POST /api/admin/invitations',
      (a) => a.post('/api/admin/invitations').send({ email: 'new@example.org' }),
    ],
    [
      'POST /api/admin/invitations/:id/revoke',
      (a, ids) => a.post(`/api/admin/invitations/${ids.invitation}/revoke`),
    ],
    [
      'POST /api/admin/accounts/:id/admin',
      (a, ids) => a.post(`/api/admin/accounts/${ids.learner}/admin`).send({ admin: true }),
    ],
    [
      'POST /api/admin/accounts/:id/reset-email',
      (a, ids) => a.post(`/api/admin/accounts/${ids.learner}/reset-email`),
    ],
    [
      'POST /api/admin/accounts/:id/active',
      (a, ids) => a.post(`/api/admin/accounts/${ids.learner}/active`).send({ active: false }),
    ],
  ];
  interface Ids {
    learner: number;
    invitation: number;
  }
  const setUp = async () => {
    const c = await classroom();
    c.t.app.services.accounts.createInvitation({ email: 'open@example.org' });
    const invitation = count(c.t, 'SELECT id FROM invitations') as number;
    const snapshot = () =>
      JSON.stringify([
        // last_active_at aside: a signed-in request records it, whatever it asks.
        c.t.db.prepare('SELECT id, username, email, is_admin, deactivated_at FROM users ORDER BY id').all(),
        c.t.db.prepare('SELECT * FROM invitations ORDER BY id').all(),
        c.t.db.prepare('SELECT COUNT(*) FROM reset_codes').pluck().get(),
      ]);
    return { ...c, ids: { learner: c.learnerId, invitation }, snapshot };
  };

  it.each(calls)('when a visitor calls %s, then it answers 401 and changes nothing', async (_name, call) => {
    const { t, ids, snapshot } = await setUp();
    const before = snapshot();
    const res = await call(request(t.app), ids).expect(401);
    expect(res.body).toEqual({ success: false, error: 'You need to sign in first.' });
    expect(snapshot()).toBe(before);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it.each(calls)('when a learner calls %s, then it answers 403 and changes nothing', async (_name, call) => {
    const { t, ids, learner, snapshot } = await setUp();
    const before = snapshot();
    const res = await call(learner, ids).expect(403);
    expect(res.body).toEqual({ success: false, error: 'Only an administrator can do that.' });
    expect(snapshot()).toBe(before);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it.each(calls)('when an admin calls %s, then it succeeds', async (_name, call) => {
    const { teacher, ids } = await setUp();
    const res = await call(teacher, ids);
    expect([200, 201]).toContain(res.status);
  });

  it('when an admin asks GET /api/admin, then it still answers the admin flag', async () => {
    const { teacher, learner } = await classroom();
    expect((await teacher.get('/api/admin').expect(200)).body).toEqual({ admin: true, recorder: false });
    expect((await learner.get('/api/admin').expect(200)).body).toEqual({ admin: false, recorder: false });
  });
});

describe('GET /api/admin/accounts', () => {
  it('when an admin lists the accounts, then each shows its e-mail, role, dates, subscription and status', async () => {
    const { t, teacher, learner, learnerId } = await classroom();
    await learner.get('/api/who').expect(200);
    const quietId = t.addUser('quiet', 'quiet-pass', { email: 'Quiet@Example.org' });
    const noMailId = t.addUser('nomail', 'nomail-pass');
    t.db.prepare('UPDATE users SET email = NULL WHERE id = ?').run(noMailId);
    t.db
      .prepare('INSERT INTO email_unsubscribes (email, unsubscribed_at) VALUES (?, ?)')
      .run('quiet@example.org', '2026-02-01T00:00:00.000Z');
    t.db.prepare('UPDATE users SET deactivated_at = ? WHERE id = ?').run('2026-02-20T10:00:00.000Z', quietId);

    const res = await teacher.get('/api/admin/accounts').expect(200);

    const byName = Object.fromEntries(
      (res.body.accounts as { username: string }[]).map((a) => [a.username, a]),
    );
    expect(Object.keys(byName)).toEqual(['learner', 'nomail', 'quiet', 'teacher']);
    expect(byName.learner).toEqual({
      id: learnerId,
      username: 'learner',
      email: 'learner@example.org',
      role: 'learner',
      trusted: false,
      joinedAt: '2026-03-01T18:00:00.000Z',
      lastActiveAt: expect.any(String),
      subscribed: true,
      deactivatedAt: null,
    });
    expect(byName.teacher).toMatchObject({ role: 'admin', subscribed: true, deactivatedAt: null });
    expect(byName.quiet).toMatchObject({
      email: 'Quiet@Example.org',
      subscribed: false,
      deactivatedAt: '2026-02-20T10:00:00.000Z',
      lastActiveAt: null,
    });
    expect(byName.nomail).toMatchObject({ email: null, subscribed: false, lastActiveAt: null });
  });
});

describe('POST /api/admin/invitations and GET /api/admin/invitations', () => {
  it('when invitations last one day, then the e-mail says 1 day', async () => {
    const t = makeTestApp({ config: { inviteTtlDays: 1 } });
    t.addUser('teacher', 'teacher-pass', { admin: true });
    const teacher = await signedIn(t.app, 'teacher', 'teacher-pass');
    await teacher.post('/api/admin/invitations').send({ email: 'new@example.org' }).expect(201);
    expect(t.mailer.sent[0]!.text).toContain('The link works once and expires in 1 day.');
  });

  it('when an admin invites an address, then it is mailed the join link, which the answer shows once and the learner can use', async () => {
    const { t, teacher } = await classroom();

    const res = await teacher.post('/api/admin/invitations').send({ email: ' new@example.org ' }).expect(201);

    expect(res.body).toEqual({
      invitation: {
        id: expect.any(Number),
        email: 'new@example.org',
        role: 'learner',
        createdAt: '2026-03-01T18:00:00.000Z',
        expiresAt: '2026-03-31T18:00:00.000Z',
      },
      joinUrl: expect.stringMatching(/^http:\/\/localhost:3000\/join\?code=/),
      emailed: true,
    });
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.sent[0]!.subject).toBe('You are invited to the Testlang App');
    expect(t.mailer.sent[0]!.text).toContain('The link works once and expires in 30 days.');
    expect(t.mailer.linkTo('new@example.org', 'http://localhost:3000/join')).toBe(res.body.joinUrl);
    const code = codeOf(res.body.joinUrl as string);
    expect(count(t, 'SELECT COUNT(*) FROM invitations WHERE code_hash = ?', code)).toBe(0);

    const open = await teacher.get('/api/admin/invitations').expect(200);
    expect(open.body).toEqual({ invitations: [res.body.invitation] });
    // The link is not in any later answer.
    expect(JSON.stringify(open.body)).not.toContain(code);

    await request(t.app).post('/api/join').type('form').send(joinForm(code)).expect(200);
    expect((await teacher.get('/api/admin/invitations').expect(200)).body).toEqual({ invitations: [] });
  });

  it('when an admin invites an admin, then the invitation and the account it makes are admins', async () => {
    const { t, teacher } = await classroom();
    const res = await teacher
      .post('/api/admin/invitations')
      .send({ email: 'colleague@example.org', admin: true })
      .expect(201);
    expect(res.body.invitation.role).toBe('admin');
    const agent = request.agent(t.app);
    await agent
      .post('/api/join')
      .type('form')
      .send(joinForm(codeOf(res.body.joinUrl as string), 'colleague'))
      .expect(200);
    expect((await agent.get('/api/admin')).body).toEqual({ admin: true, recorder: false });
  });

  it('when the mail server refuses the invitation, then it still stands and the answer says it was not e-mailed', async () => {
    const { t, teacher } = await classroom();
    t.mailer.failFor.add('new@example.org');
    const res = await teacher.post('/api/admin/invitations').send({ email: 'new@example.org' }).expect(201);
    expect(res.body.emailed).toBe(false);
    expect(res.body.joinUrl).toMatch(/\/join\?code=/);
    expect(count(t, 'SELECT COUNT(*) FROM invitations')).toBe(1);
  });

  it.each([
    [{}, 'E-mail is required.'],
    [{ email: 'not-an-address' }, 'E-mail must be a valid e-mail address.'],
    [{ email: 'new@example.org', admin: 'yes' }, 'admin must be true or false.'],
  ])('when the body is %j, then it answers 400 and makes no invitation', async (body, error) => {
    const { t, teacher } = await classroom();
    const res = await teacher.post('/api/admin/invitations').send(body).expect(400);
    expect(res.body).toEqual({ success: false, error });
    expect(count(t, 'SELECT COUNT(*) FROM invitations')).toBe(0);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('when invitations are used, revoked or expired, then only the open ones are listed, newest first', async () => {
    const { t } = await classroom();
    const accounts = t.app.services.accounts;
    accounts.createInvitation({ email: 'old@example.org' });
    t.clock.advance(31 * 24 * 3600 * 1000); // the first has expired (and so has the teacher's session)
    const teacher = await signedIn(t.app, 'teacher', 'teacher-pass');
    const used = accounts.createInvitation({ email: 'used@example.org' });
    await request(t.app)
      .post('/api/join')
      .type('form')
      .send(joinForm(codeOf(used)))
      .expect(200);
    accounts.createInvitation({ email: 'revoked@example.org' });
    const revokedId = count(t, "SELECT id FROM invitations WHERE email = 'revoked@example.org'") as number;
    await teacher.post(`/api/admin/invitations/${revokedId}/revoke`).expect(200);
    t.clock.advance(1000);
    accounts.createInvitation({ email: 'open@example.org' });
    t.clock.advance(1000);
    accounts.createInvitation({ isAdmin: true });

    const res = await teacher.get('/api/admin/invitations').expect(200);
    expect(res.body.invitations).toEqual([
      expect.objectContaining({ email: null, role: 'admin' }),
      expect.objectContaining({ email: 'open@example.org', role: 'learner' }),
    ]);
  });
});

describe('POST /api/admin/invitations/:id/revoke', () => {
  it('when an admin revokes an invitation, then it is stamped revoked and join refuses it like a used one', async () => {
    const { t, teacher } = await classroom();
    const link = t.app.services.accounts.createInvitation({ email: 'new@example.org' });
    const id = count(t, 'SELECT id FROM invitations') as number;

    expect((await teacher.post(`/api/admin/invitations/${id}/revoke`).expect(200)).body).toEqual({
      success: true,
    });

    expect(count(t, 'SELECT revoked_at FROM invitations WHERE id = ?', id)).toBe('2026-03-01T18:00:00.000Z');
    const res = await request(t.app)
      .post('/api/join')
      .type('form')
      .send(joinForm(codeOf(link)))
      .expect(400);
    expect(res.body).toEqual({ success: false, error: 'Invalid join code.', reason: 'revoked' });
    expect(count(t, "SELECT COUNT(*) FROM users WHERE username = 'newbie'")).toBe(0);
    // Revoking again changes nothing.
    t.clock.advance(60_000);
    await teacher.post(`/api/admin/invitations/${id}/revoke`).expect(200);
    expect(count(t, 'SELECT revoked_at FROM invitations WHERE id = ?', id)).toBe('2026-03-01T18:00:00.000Z');
  });

  it('when the invitation was used, then it answers 409 and stays as it was', async () => {
    const { t, teacher } = await classroom();
    const link = t.app.services.accounts.createInvitation({});
    await request(t.app)
      .post('/api/join')
      .type('form')
      .send(joinForm(codeOf(link)))
      .expect(200);
    const id = count(t, 'SELECT id FROM invitations') as number;
    const res = await teacher.post(`/api/admin/invitations/${id}/revoke`).expect(409);
    expect(res.body).toEqual({
      success: false,
      error: 'This invitation has already been used: it cannot be revoked.',
    });
    expect(count(t, 'SELECT revoked_at FROM invitations WHERE id = ?', id)).toBeNull();
  });

  it.each([
    ['999', 404, 'There is no invitation with that id.'],
    ['abc', 400, 'The invitation id must be a number.'],
    ['0', 400, 'The invitation id must be a positive number.'],
    ['1.5', 400, 'The invitation id must be a whole number.'],
  ])('when the id is %s, then it answers %i and revokes nothing', async (id, status, error) => {
    const { t, teacher } = await classroom();
    t.app.services.accounts.createInvitation({});
    const res = await teacher.post(`/api/admin/invitations/${id}/revoke`).expect(status);
    expect(res.body).toEqual({ success: false, error });
    expect(count(t, 'SELECT COUNT(*) FROM invitations WHERE revoked_at IS NOT NULL')).toBe(0);
  });
});

describe('POST /api/admin/accounts/:id/admin', () => {
  it('when an admin makes a learner an admin and back, then the role changes and the learner sees it at once', async () => {
    const { t, teacher, learner, learnerId } = await classroom();

    const made = await teacher
      .post(`/api/admin/accounts/${learnerId}/admin`)
      .send({ admin: true })
      .expect(200);
    expect(made.body.account).toMatchObject({ id: learnerId, username: 'learner', role: 'admin' });
    expect(userRow(t, learnerId).is_admin).toBe(1);
    expect((await learner.get('/api/admin')).body).toEqual({ admin: true, recorder: false });

    const unmade = await teacher
      .post(`/api/admin/accounts/${learnerId}/admin`)
      .send({ admin: false })
      .expect(200);
    expect(unmade.body.account.role).toBe('learner');
    expect((await learner.get('/api/admin')).body).toEqual({ admin: false, recorder: false });
  });

  it('when the last active admin would stop being one, then it answers 409 and stays admin', async () => {
    const { t, teacher, teacherId } = await classroom();
    const res = await teacher
      .post(`/api/admin/accounts/${teacherId}/admin`)
      .send({ admin: false })
      .expect(409);
    expect(res.body).toEqual({
      success: false,
      error: 'teacher is the last active admin. Make another account an admin first.',
    });
    expect(userRow(t, teacherId).is_admin).toBe(1);
  });

  it('when the only other admin is deactivated, then the active admin still cannot stop being one', async () => {
    const { t, teacher, teacherId } = await classroom();
    const otherId = t.addUser('former', 'former-pass', { admin: true });
    t.db.prepare("UPDATE users SET deactivated_at = '2026-02-01T00:00:00.000Z' WHERE id = ?").run(otherId);
    await teacher.post(`/api/admin/accounts/${teacherId}/admin`).send({ admin: false }).expect(409);
    expect(userRow(t, teacherId).is_admin).toBe(1);
  });

  it('when another active admin exists, then an admin may stop being one', async () => {
    const { t, teacher, teacherId } = await classroom();
    t.addUser('colleague', 'colleague-pass', { admin: true });
    await teacher.post(`/api/admin/accounts/${teacherId}/admin`).send({ admin: false }).expect(200);
    expect(userRow(t, teacherId).is_admin).toBe(0);
    expect((await teacher.get('/api/admin/accounts')).status).toBe(403);
  });

  it.each([
    ['learner', {}, 400, 'admin must be true or false.'],
    ['learner', { admin: 'true' }, 400, 'admin must be true or false.'],
    ['abc', { admin: true }, 400, 'The account id must be a number.'],
    ['999', { admin: true }, 404, 'There is no account with that id.'],
  ])(
    'when the account is %s and the body %j, then it answers %i and changes nothing',
    async (who, body, status, error) => {
      const { t, teacher, learnerId } = await classroom();
      const id = who === 'learner' ? String(learnerId) : who;
      const res = await teacher.post(`/api/admin/accounts/${id}/admin`).send(body).expect(status);
      expect(res.body).toEqual({ success: false, error });
      expect(count(t, 'SELECT COUNT(*) FROM users WHERE is_admin = 1')).toBe(1);
    },
  );
});

describe('POST /api/admin/accounts/:id/reset-email', () => {
  it('when an admin sends a reset e-mail, then the account gets the forgot-password e-mail and its link works', async () => {
    const { t, teacher, learnerId } = await classroom();

    expect((await teacher.post(`/api/admin/accounts/${learnerId}/reset-email`).expect(200)).body).toEqual({
      success: true,
    });

    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.sent[0]!.subject).toBe('Testlang: reset your password');
    const link = t.mailer.linkTo('learner@example.org', 'http://localhost:3000/restore?code=');
    await request(t.app)
      .post('/api/password-restore')
      .field('password', 'brand-new-pass')
      .field('code', codeOf(link))
      .expect(200);
    await signedIn(t.app, 'learner', 'brand-new-pass');
  });

  it('when the account has no e-mail address, then it answers 400 and sends nothing', async () => {
    const { t, teacher, learnerId } = await classroom();
    t.db.prepare('UPDATE users SET email = NULL WHERE id = ?').run(learnerId);
    const res = await teacher.post(`/api/admin/accounts/${learnerId}/reset-email`).expect(400);
    expect(res.body).toEqual({
      success: false,
      error: 'learner has no e-mail address, so no reset e-mail can be sent.',
    });
    expect(t.mailer.sent).toHaveLength(0);
    expect(count(t, 'SELECT COUNT(*) FROM reset_codes')).toBe(0);
  });

  it('when the account is deactivated, then it answers 409 and sends nothing', async () => {
    const { t, teacher, learnerId } = await classroom();
    await teacher.post(`/api/admin/accounts/${learnerId}/active`).send({ active: false }).expect(200);
    const res = await teacher.post(`/api/admin/accounts/${learnerId}/reset-email`).expect(409);
    expect(res.body.error).toBe('learner is deactivated. Reactivate the account first.');
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('when the mail server refuses the message, then it answers 502 saying so', async () => {
    const { t, teacher, learnerId } = await classroom();
    t.mailer.failFor.add('learner@example.org');
    const res = await teacher.post(`/api/admin/accounts/${learnerId}/reset-email`).expect(502);
    expect(res.body).toEqual({
      success: false,
      error: 'The reset e-mail could not be sent. Please try again later.',
    });
  });

  it.each([
    ['999', 404, 'There is no account with that id.'],
    ['x', 400, 'The account id must be a number.'],
  ])('when the id is %s, then it answers %i and sends nothing', async (id, status, error) => {
    const { t, teacher } = await classroom();
    const res = await teacher.post(`/api/admin/accounts/${id}/reset-email`).expect(status);
    expect(res.body).toEqual({ success: false, error });
    expect(t.mailer.sent).toHaveLength(0);
  });
});

describe('POST /api/admin/accounts/:id/active', () => {
  it('when an admin deactivates a learner, then every session ends, sign-in and reset are refused, and the data stays', async () => {
    const { t, teacher, learner, learnerId } = await classroom();
    const elsewhere = await signedIn(t.app, 'learner', 'learner-pass');
    expect(count(t, 'SELECT COUNT(*) FROM sessions WHERE user_id = ?', learnerId)).toBe(2);

    const res = await teacher
      .post(`/api/admin/accounts/${learnerId}/active`)
      .send({ active: false })
      .expect(200);

    expect(res.body.account).toMatchObject({
      username: 'learner',
      deactivatedAt: '2026-03-01T18:00:00.000Z',
    });
    expect(count(t, 'SELECT COUNT(*) FROM sessions WHERE user_id = ?', learnerId)).toBe(0);
    for (const agent of [learner, elsewhere]) {
      expect((await agent.get('/api/admin').expect(401)).body).toEqual({
        success: false,
        error: 'You need to sign in first.',
      });
      expect((await agent.get('/api/who')).body).toEqual({ username: null, admin: false, recorder: false, publicDictionary: false });
    }

    const login = await request(t.app)
      .post('/api/login')
      .field('username', 'learner')
      .field('password', 'learner-pass')
      .expect(403);
    expect(login.body).toEqual({
      success: false,
      error: 'This account has been deactivated. Please contact the test teacher.',
    });
    expect(login.headers['set-cookie']).toBeUndefined();
    // Without the right password, nothing tells that the account exists or is deactivated.
    const wrong = await request(t.app)
      .post('/api/login')
      .field('username', 'learner')
      .field('password', 'wrong-password')
      .expect(401);
    expect(wrong.body).toEqual({ success: false, error: 'Invalid login credentials.' });

    await request(t.app)
      .post('/api/reset')
      .field('username', 'learner')
      .field('email', 'learner@example.org')
      .expect(200, { success: true });
    expect(t.mailer.sent).toHaveLength(0);
    expect(count(t, 'SELECT COUNT(*) FROM reset_codes')).toBe(0);

    expect(userRow(t, learnerId).username).toBe('learner');
    const listed = (await teacher.get('/api/admin/accounts')).body.accounts as { username: string }[];
    expect(listed.map((a) => a.username)).toContain('learner');
  });

  it('when a deactivated account is reactivated, then it can sign in again', async () => {
    const { t, teacher, learnerId } = await classroom();
    await teacher.post(`/api/admin/accounts/${learnerId}/active`).send({ active: false }).expect(200);
    await request(t.app)
      .post('/api/login')
      .field('username', 'learner')
      .field('password', 'learner-pass')
      .expect(403);

    const res = await teacher
      .post(`/api/admin/accounts/${learnerId}/active`)
      .send({ active: true })
      .expect(200);

    expect(res.body.account.deactivatedAt).toBeNull();
    expect(userRow(t, learnerId).deactivated_at).toBeNull();
    const agent = await signedIn(t.app, 'learner', 'learner-pass');
    expect((await agent.get('/api/who')).body).toEqual({ username: 'learner', admin: false, recorder: false, publicDictionary: false });
  });

  it('when a reset link was mailed before the deactivation, then it no longer works', async () => {
    const { t, teacher, learnerId } = await classroom();
    await teacher.post(`/api/admin/accounts/${learnerId}/reset-email`).expect(200);
    const code = codeOf(t.mailer.linkTo('learner@example.org', 'http://localhost:3000/restore'));
    await teacher.post(`/api/admin/accounts/${learnerId}/active`).send({ active: false }).expect(200);
    await teacher.post(`/api/admin/accounts/${learnerId}/active`).send({ active: true }).expect(200);
    await request(t.app)
      .post('/api/password-restore')
      .field('password', 'brand-new-pass')
      .field('code', code)
      .expect(400);
  });

  it('when an admin tries to deactivate their own account, then it answers 409 and they stay signed in', async () => {
    const { t, teacher, teacherId } = await classroom();
    t.addUser('colleague', 'colleague-pass', { admin: true });
    const res = await teacher
      .post(`/api/admin/accounts/${teacherId}/active`)
      .send({ active: false })
      .expect(409);
    expect(res.body).toEqual({ success: false, error: 'You cannot deactivate your own account.' });
    expect(userRow(t, teacherId).deactivated_at).toBeNull();
    expect((await teacher.get('/api/admin')).body).toEqual({ admin: true, recorder: false });
  });

  it('when another admin is deactivated, then they are signed out and the deactivating admin is not', async () => {
    const { t, teacher } = await classroom();
    const colleagueId = t.addUser('colleague', 'colleague-pass', { admin: true });
    const colleague = await signedIn(t.app, 'colleague', 'colleague-pass');
    await teacher.post(`/api/admin/accounts/${colleagueId}/active`).send({ active: false }).expect(200);
    await colleague.get('/api/admin/accounts').expect(401);
    await teacher.get('/api/admin/accounts').expect(200);
  });

  it('when the last active admin would be deactivated (by the CLI or any other door), then the service refuses', async () => {
    const { t, teacherId, learnerId } = await classroom();
    expect(() => t.app.services.accounts.setActive(learnerId, teacherId, false)).toThrow(
      'teacher is the last active admin and cannot be deactivated.',
    );
    expect(userRow(t, teacherId).deactivated_at).toBeNull();
  });

  it.each([
    ['learner', {}, 400, 'active must be true or false.'],
    ['learner', { active: 0 }, 400, 'active must be true or false.'],
    ['-1', { active: false }, 400, 'The account id must be a positive number.'],
    ['999', { active: false }, 404, 'There is no account with that id.'],
  ])(
    'when the account is %s and the body %j, then it answers %i and changes nothing',
    async (who, body, status, error) => {
      const { t, teacher, learnerId, learner } = await classroom();
      const id = who === 'learner' ? String(learnerId) : who;
      const res = await teacher.post(`/api/admin/accounts/${id}/active`).send(body).expect(status);
      expect(res.body).toEqual({ success: false, error });
      expect(count(t, 'SELECT COUNT(*) FROM users WHERE deactivated_at IS NOT NULL')).toBe(0);
      expect((await learner.get('/api/who')).body.username).toBe('learner');
    },
  );
});

describe('a deactivated account and its sessions', () => {
  it('when an account is deactivated outside the console, then its open session counts as signed out', async () => {
    const { t, learner, learnerId } = await classroom();
    t.db.prepare("UPDATE users SET deactivated_at = '2026-03-01T18:00:00.000Z' WHERE id = ?").run(learnerId);
    expect((await learner.get('/api/who')).body).toEqual({ username: null, admin: false, recorder: false, publicDictionary: false });
    await learner.get('/api/admin').expect(401);
  });

  it('when a signed-in learner makes a request, then their last activity is recorded', async () => {
    const { t, learner, learnerId } = await classroom();
    t.db.prepare('UPDATE users SET last_active_at = NULL WHERE id = ?').run(learnerId);
    await learner.get('/api/who').expect(200);
    expect(count(t, 'SELECT last_active_at FROM users WHERE id = ?', learnerId)).toEqual(expect.any(String));
  });
});
