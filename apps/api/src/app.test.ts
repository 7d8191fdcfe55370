import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './lib/error-handler';
import { HttpError } from './lib/http-error';
import { silentLogger } from './lib/logger';
import { registerCalls } from './lib/route-table';
import type { Call, Role } from './lib/route-table';
import { makeTestApp, signedIn } from './test-support/test-app';

describe('the route table', () => {
  it('when the app is built, then it registers exactly these calls, each with its role', () => {
    const t = makeTestApp();
    expect(t.app.routeTable.map((c) => `${c.method.toUpperCase()} ${c.path} ${c.role}`)).toEqual([
      'GET /healthz public',
      'GET /readyz public',
      'GET /api/wordle-valid public',
      'GET /api/wordle-answer public',
      'GET /api/wordle-days signed-in',
      'GET /api/wordle-dates-all public',
      'GET /api/wordle-game signed-in',
      'POST /api/wordle-game signed-in',
      'GET /api/who public',
      'GET /api/admin signed-in',
      'GET /api/logout public',
      'POST /api/login public',
      'POST /api/reset public',
      'POST /api/password-restore public',
      'GET /api/invitation public',
      'POST /api/join public',
      'POST /api/update-password signed-in',
      'GET /api/admin/accounts admin',
      'GET /api/admin/invitations admin',
      'POST /api/admin/invitations admin',
      'POST /api/admin/invitations/:id/revoke admin',
      'POST /api/admin/accounts/:id/admin admin',
      'POST /api/admin/accounts/:id/recorder admin',
      'POST /api/admin/accounts/:id/reset-email admin',
      'POST /api/admin/accounts/:id/active admin',
      'POST /api/start_pronoun_quiz signed-in',
      'POST /api/log_pronoun_answer signed-in',
      'GET /api/random-vocab signed-in',
      'GET /api/lexs dictionary',
      'GET /api/lex-entry/:id dictionary',
      'POST /api/add-lex admin',
      'GET /api/admin/parts-of-speech admin',
      'GET /api/admin/public-dictionary admin',
      'POST /api/admin/public-dictionary admin',
      'POST /api/update-lex admin',
      'POST /api/update-lex-entry admin',
      'GET /api/lex-uses/:id admin',
      'POST /api/delete-lex admin',
      'GET /api/sents signed-in',
      'POST /api/create-sent admin',
      'GET /api/text-index signed-in',
      'GET /api/text/:id signed-in',
      'POST /api/add-text admin',
      'POST /api/update-text admin',
      'POST /api/publish-text admin',
      'POST /api/unpublish-text admin',
      'POST /api/delete-text admin',
      'POST /api/upload-text-recording admin',
      'POST /api/delete-text-recording admin',
      'GET /api/text-audio/:filename signed-in',
      'POST /api/admin/texts/:id/alignment admin',
      'GET /api/admin/history/:kind/:id admin',
      'POST /api/admin/history/:versionId/restore admin',
      'GET /api/vocab-lessons signed-in',
      'GET /api/vocab-lessons-admin admin',
      'GET /api/vocab-lesson-ids signed-in',
      'GET /api/vocab-lesson/:id signed-in',
      'POST /api/publish-lesson admin',
      'POST /api/unpublish-lesson admin',
      'POST /api/save-vocab-lesson admin',
      'POST /api/vocab-lesson-done signed-in',
      'GET /api/review/summary signed-in',
      'GET /api/review/cards signed-in',
      'POST /api/review/rate signed-in',
      'POST /api/review/undo signed-in',
      'POST /api/review/items signed-in',
      'GET /api/review/deck signed-in',
      'GET /api/review/settings signed-in',
      'POST /api/review/settings signed-in',
      'GET /api/review/mode signed-in',
      'POST /api/review/mode signed-in',
      'GET /api/progress signed-in',
      'GET /api/wordle-results signed-in',
      'POST /api/wordle-results signed-in',
      'POST /api/sync signed-in',
      'GET /api/vocab-lessons/:id/anki.apkg signed-in',
      'GET /api/review/anki.apkg signed-in',
      'GET /api/offline/catalog signed-in',
      'GET /api/offline/package/:key signed-in',
      'GET /api/offline/entries/:part signed-in',
      'POST /api/upload-lex-audio recorder',
      'POST /api/upload-sent-audio recorder',
      'GET /api/sent-audios signed-in',
      'GET /api/audio-sent/:filename signed-in',
      'POST /api/confirm-lex-audio admin',
      'POST /api/delete-lex-audio admin',
      'POST /api/delete-sent-audio admin',
      'GET /api/admin/recording-coverage admin',
      'GET /api/admin/recording-coverage/missing admin',
      'GET /api/my-recordings recorder',
      'POST /api/my-recordings/remove recorder',
      'POST /api/recording-speaker recorder',
      'GET /api/recording-coverage/missing recorder',
      'GET /api/admin/waiting-recordings admin',
      'POST /api/admin/waiting-recordings/approve admin',
      'POST /api/admin/waiting-recordings/reject admin',
      'POST /api/recording-session recorder',
      'GET /api/recording-speakers signed-in',
      'GET /api/random signed-in',
      'POST /api/answers signed-in',
      'GET /api/lesson-recordings signed-in',
      'GET /api/admin/lesson-recordings admin',
      'GET /api/audio-recordings-info dictionary',
      'GET /api/audio/:filename dictionary',
      'GET /lesson-recordings/:filename signed-in',
      'GET /api/speaker-preferences signed-in',
      'POST /api/speaker-preferences signed-in',
      'GET /api/speaker-notices public',
      'GET /api/speaker-notices/accepted signed-in',
      'POST /api/speaker-notices/accepted signed-in',
      'GET /api/speakers recorder',
      'POST /api/speakers recorder',
      'GET /api/admin/speakers admin',
      'POST /api/admin/speakers/:name admin',
      'POST /api/admin/speakers/:name/rename admin',
      'GET /api/numbers signed-in',
      'GET /media/numbers/:filename signed-in',
      'POST /email/unsubscribe email-code',
      'POST /email/wotd-info email-code',
      'POST /email/example email-code',
      'GET /email/wotd-audio email-code',
      'GET /email/example-audio email-code',
      'GET /email/lexs email-code',
      'POST /email/sotw-submit email-code',
      'POST /email/sotw-info email-code',
      'GET /api/sotw-submitted-sents admin',
      'GET /api/sotw-notes admin',
      'POST /api/sotw-add-note admin',
      'GET /api/admin/progress admin',
      'GET /api/admin/progress.csv admin',
      'POST /api/admin/imports admin',
      'POST /api/admin/imports/:token admin',
      'GET /api/admin/exports/:file admin',
      'GET /api/admin/texts/:id/flextext admin',
      'GET /api/admin/texts/:id/eaf admin',
      'DELETE /api/admin/imports/:token admin',
      'POST /api/suggestions signed-in',
      'GET /api/suggestions signed-in',
      'GET /api/admin/suggestions admin',
      'GET /api/admin/suggestions/count admin',
      'POST /api/admin/suggestions/:id/accept admin',
      'POST /api/admin/suggestions/:id/decline admin',
      'POST /api/admin/visibility admin',
      'GET /api/admin/visibility-counts admin',
      'GET /api/alphabet public',
      'POST /api/admin/alphabet admin',
      'POST /api/admin/alphabet/detect admin',
      'POST /api/take-feedback signed-in',
      'GET /api/take-feedback signed-in',
      'POST /api/take-feedback/read signed-in',
      'DELETE /api/take-feedback/:id signed-in',
      'GET /api/take-feedback/:id/audio signed-in',
      'GET /api/take-feedback/replies/:id/audio signed-in',
      'GET /api/admin/take-feedback admin',
      'POST /api/admin/take-feedback/:id/replies admin',
      'DELETE /api/admin/take-feedback/replies/:id admin',
    ]);
  });

  it.each([
    ['GET', '/api/nothing-here', 'No such call: GET /api/nothing-here'],
    ['POST', '/api/nothing-here', 'No such call: POST /api/nothing-here'],
    ['GET', '/api', 'No such call: GET /api/'],
    ['PUT', '/api/who', 'No such call: PUT /api/who'],
    ['GET', '/api/review/nothing-here', 'No such call: GET /api/review/nothing-here'],
    ['GET', '/email/nothing-here', 'No such call: GET /email/nothing-here'],
    ['GET', '/media/nothing-here', 'No such call: GET /media/nothing-here'],
    ['GET', '/lesson-recordings', 'No such call: GET /lesson-recordings/'],
  ])(
    'when a visitor asks %s %s, which no call answers, then it is a JSON 404',
    async (method, path, error) => {
      const t = makeTestApp();
      const res = await request(t.app)[method.toLowerCase() as 'get' | 'post' | 'put'](path).expect(404);
      expect(res.body).toEqual({ success: false, error });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBeUndefined();
    },
  );

  it('when a page path is asked, then it is not a call: the web app answers it, not a JSON 404', async () => {
    const t = makeTestApp();
    const res = await request(t.app).get('/words');
    expect(res.headers['content-type']).not.toMatch(/json/);
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it.each([['/api/who'], ['/api/who/'], ['/API/WHO'], ['/api/wordle-valid'], ['/api/wordle-valid/']])(
    'when %s is asked, then it carries the data security headers, the rate limit and a request id',
    async (path) => {
      const t = makeTestApp();
      const res = await request(t.app).get(path).expect(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['ratelimit-policy']).toBeDefined();
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers['content-security-policy']).toBeUndefined();
    },
  );

  it('when HEAD asks for a GET call, then it answers the headers of GET, without a body', async () => {
    const t = makeTestApp();
    const res = await request(t.app).head('/api/who').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.text).toBeUndefined();
  });

  it("when a media file is asked, then the context runs under the recordings' limit, not the API's (ADR 067)", async () => {
    const t = makeTestApp();
    const res = await request(t.app).get('/media/numbers/one.mp3').expect(401);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['ratelimit-policy']).toMatch(/q=12000/);
    const api = await request(t.app).get('/api/who').expect(200);
    expect(api.headers['ratelimit-policy']).toMatch(/q=1200;/);
  });

  it.each([
    ['visitor', 'GET', '/api/admin', 401],
    ['visitor', 'GET', '/api/admin/accounts', 401],
    ['learner', 'GET', '/api/admin/accounts', 403],
    ['visitor', 'GET', '/api/review/deck', 401],
    ['learner', 'GET', '/api/review/deck', 200],
    ['visitor', 'GET', '/api/offline/catalog?tz=UTC', 401],
    ['learner', 'GET', '/api/offline/catalog?tz=UTC', 200],
    ['visitor', 'GET', '/api/offline/package/deck?tz=UTC', 401],
    ['learner', 'GET', '/api/offline/package/deck?tz=UTC', 200],
    ['visitor', 'POST', '/api/sync', 401],
    ['learner', 'POST', '/api/sync', 400],
    ['visitor', 'GET', '/email/lexs', 401],
    ['learner', 'POST', '/api/add-lex', 403],
  ] as const)(
    'when a %s asks %s %s, then the role of the table answers %i',
    async (who, method, path, status) => {
      const t = makeTestApp();
      t.addUser('learner', 'learner-pass');
      const agent =
        who === 'learner' ? await signedIn(t.app, 'learner', 'learner-pass') : request.agent(t.app);
      await (method === 'GET' ? agent.get(path) : agent.post(path)).expect(status);
    },
  );
});

describe('the recorder role across every call (ADR 080)', () => {
  /** A path of the table with each parameter filled in: enough to reach the role's check. */
  const concrete = (path: string) => path.replace(/:[a-z]+/gi, '1');

  it('when a recorder or a learner asks every call of the table, then the role of each call decides: admin calls refuse both, recorder calls refuse the learner, the rest let both through', async () => {
    const t = makeTestApp();
    t.addUser('learner', 'learner-pass');
    const recorderId = t.addUser('recorder', 'recorder-pass');
    t.db.prepare('UPDATE users SET is_recorder = 1 WHERE id = ?').run(recorderId);
    const recorder = await signedIn(t.app, 'recorder', 'recorder-pass');
    const learner = await signedIn(t.app, 'learner', 'learner-pass');
    const ask = (agent: request.Agent, method: string, path: string) =>
      method === 'get' ? agent.get(path) : method === 'delete' ? agent.delete(path) : agent.post(path).send({});
    const wrong: string[] = [];
    for (const call of t.app.routeTable) {
      // Sign-out would end the agents' sessions; the e-mail calls are authorised by their code alone.
      if (call.role === 'email-code' || call.path === '/api/logout') continue;
      const path = concrete(call.path);
      for (const [who, agent] of [['recorder', recorder], ['learner', learner]] as const) {
        const status = (await ask(agent, call.method, path)).status;
        const refused =
          call.role === 'admin' || (call.role === 'recorder' && who === 'learner') ? 403 : undefined;
        if (refused !== undefined ? status !== refused : status === 401 || status === 403)
          wrong.push(`${who} ${call.method.toUpperCase()} ${call.path} ${call.role}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('when a recorder asks who they are, then who says recorder and not admin', async () => {
    const t = makeTestApp();
    const id = t.addUser('recorder', 'recorder-pass');
    t.db.prepare('UPDATE users SET is_recorder = 1 WHERE id = ?').run(id);
    const recorder = await signedIn(t.app, 'recorder', 'recorder-pass');
    expect((await recorder.get('/api/who').expect(200)).body).toMatchObject({ admin: false, recorder: true });
  });
});

/** An app with `calls` registered as the product registers its table, and the product's error handler. */
function appWith(calls: Call[], dictionaryOpen = false) {
  const app = express();
  app.use((req, _res, next) => {
    const as = req.get('x-as');
    if (as) req.user = { id: 1, username: as, email: null, isAdmin: as === 'admin', isRecorder: as === 'recorder' };
    next();
  });
  registerCalls(app, calls, { dictionaryOpen: () => dictionaryOpen });
  app.use(errorHandler(silentLogger));
  return app;
}

const ok = (role: Role, path = '/api/ping'): Call => ({
  method: 'get',
  path,
  role,
  handlers: [
    (_req, res) => {
      res.json({ ok: true });
    },
  ],
});

describe('registerCalls', () => {
  it.each([
    ['public', undefined, 200],
    ['signed-in', undefined, 401],
    ['signed-in', 'learner', 200],
    ['admin', undefined, 401],
    ['admin', 'learner', 403],
    ['admin', 'admin', 200],
    ['dictionary', undefined, 401],
    ['dictionary', 'learner', 200],
    ['recorder', undefined, 401],
    ['recorder', 'learner', 403],
    ['recorder', 'recorder', 200],
    ['recorder', 'admin', 200],
    ['admin', 'recorder', 403],
  ] as const)('when a %s call is asked as %s, then it answers %i', async (role, as, status) => {
    const app = appWith([ok(role)]);
    const res = await request(app)
      .get('/api/ping')
      .set(as ? { 'x-as': as } : {})
      .expect(status);
    if (status !== 200) expect(res.body.success).toBe(false);
  });

  it('when the teacher opens the public dictionary, then a visitor may make the dictionary calls, and no others', async () => {
    const app = appWith([ok('dictionary'), ok('signed-in', '/api/other')], true);
    await request(app).get('/api/ping').expect(200);
    await request(app).get('/api/other').expect(401);
  });

  it('when a call has no known role, then the table is refused', () => {
    expect(() => appWith([ok(undefined as unknown as Role)])).toThrow(/GET \/api\/ping has no known role/);
    expect(() => appWith([ok('teacher' as Role)])).toThrow(/no known role/);
  });

  it('when a call is in the table twice, then the table is refused', () => {
    expect(() => appWith([ok('public'), ok('admin', '/API/Ping')])).toThrow(/twice/);
  });

  it('when an /email call is not code-authorised, or a code-authorised call is not under /email, then the table is refused', () => {
    expect(() => appWith([ok('public', '/email/ping')])).toThrow(/e-mail code/);
    expect(() => appWith([ok('email-code', '/api/ping')])).toThrow(/e-mail code/);
    expect(() => appWith([ok('email-code', '/email/ping')])).not.toThrow();
  });

  it('when a handler throws or its promise rejects, then the app error handler answers', async () => {
    const app = appWith([
      {
        method: 'get',
        path: '/thrown',
        role: 'public',
        handlers: [
          () => {
            throw new HttpError(400, 'Thrown.');
          },
        ],
      },
      {
        method: 'get',
        path: '/rejected',
        role: 'public',
        handlers: [
          async () => {
            await Promise.resolve();
            throw new HttpError(409, 'Rejected.');
          },
        ],
      },
    ]);
    expect((await request(app).get('/thrown').expect(400)).body).toEqual({
      success: false,
      error: 'Thrown.',
    });
    expect((await request(app).get('/rejected').expect(409)).body).toEqual({
      success: false,
      error: 'Rejected.',
    });
  });

  it("when a call has an error handler, then it sees the role's refusal too", async () => {
    const app = appWith([
      {
        ...ok('signed-in'),
        onError: (err, _req, _res, next) => next(new HttpError(418, `Seen: ${(err as Error).message}`)),
      },
    ]);
    expect((await request(app).get('/api/ping').expect(418)).body.error).toBe(
      'Seen: You need to sign in first.',
    );
  });
});
