import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { syncResponseSchema } from '@langapp/shared';
import { makeTestApp } from '../../test-support/test-app';

const DAY = 24 * 60 * 60 * 1000;

/** A learner, another learner and a teacher, each signed in; a visitor's agent. */
async function setup() {
  const t = makeTestApp({ start: '2026-03-02T09:00:00Z', config: { sessionMaxAgeMs: 365 * DAY } });
  const learnerId = t.addUser('learner', 'learner-pass');
  t.addUser('other', 'other-pass');
  t.addUser('teacher', 'teacher-pass', { admin: true });
  const login = async (name: string) => {
    const agent = request.agent(t.app);
    await agent.post('/api/login').field('username', name).field('password', `${name}-pass`).expect(200);
    return agent;
  };
  return {
    t,
    learnerId,
    learner: await login('learner'),
    other: await login('other'),
    teacher: await login('teacher'),
    visitor: request(t.app),
  };
}

type Setup = Awaited<ReturnType<typeof setup>>;
const stored = ({ t }: Setup, userId: number) =>
  t.db.prepare('SELECT mode, updated_at FROM review_preferences WHERE user_id = ?').get(userId);
const modeOf = async (agent: Setup['learner']) => (await agent.get('/api/review/mode').expect(200)).body;

describe('GET and POST /api/review/mode', () => {
  it('when a learner never chose, then the mode is standard and nothing is stored', async () => {
    const s = await setup();
    expect(await modeOf(s.learner)).toEqual({ mode: 'standard' });
    expect(stored(s, s.learnerId)).toBeUndefined();
  });

  it('when a learner chooses Say it, then it is kept for them alone, as of the server’s now', async () => {
    const s = await setup();
    const answer = await s.learner.post('/api/review/mode').send({ mode: 'say-it' }).expect(200);
    expect(answer.body).toEqual({ mode: 'say-it' });
    expect(await modeOf(s.learner)).toEqual({ mode: 'say-it' });
    expect(await modeOf(s.other)).toEqual({ mode: 'standard' });
    expect(stored(s, s.learnerId)).toEqual({ mode: 'say-it', updated_at: s.t.clock.now().getTime() });

    s.t.clock.set('2026-03-02T10:00:00Z');
    await s.learner.post('/api/review/mode').send({ mode: 'standard' }).expect(200, { mode: 'standard' });
    expect(await modeOf(s.learner)).toEqual({ mode: 'standard' });
  });

  it('when a teacher chooses, then the teacher’s own review has that mode', async () => {
    const s = await setup();
    await s.teacher.post('/api/review/mode').send({ mode: 'say-it' }).expect(200);
    expect(await modeOf(s.teacher)).toEqual({ mode: 'say-it' });
  });

  it.each([
    ['an unknown mode', { mode: 'shout' }],
    ['no mode', {}],
    ['a mode that is not text', { mode: 1 }],
    ['a list', [{ mode: 'say-it' }]],
  ])('when the body is %s, then 400 with a sentence and nothing changes', async (_case, body) => {
    const s = await setup();
    const answer = await s.learner.post('/api/review/mode').send(body).expect(400);
    expect(answer.body.success).toBe(false);
    expect(typeof answer.body.error).toBe('string');
    expect(stored(s, s.learnerId)).toBeUndefined();
  });

  it('when a visitor asks or chooses, then 401 and nothing is stored', async () => {
    const s = await setup();
    await s.visitor.get('/api/review/mode').expect(401);
    await s.visitor.post('/api/review/mode').send({ mode: 'say-it' }).expect(401);
    expect(s.t.db.prepare('SELECT COUNT(*) AS n FROM review_preferences').get()).toEqual({ n: 0 });
  });
});

describe('POST /api/sync: the review mode chosen offline', () => {
  const TZ = 'UTC';
  const op = (id: string, at: number, mode: string) => ({ id, at, kind: 'review-mode', mode });
  const sync = async (agent: Setup['learner'], ops: unknown[]) =>
    syncResponseSchema.parse((await agent.post('/api/sync').send({ tz: TZ, ops }).expect(200)).body).results;

  it('when a choice made offline is sent three times, then it is kept once, as of when it was made', async () => {
    const s = await setup();
    const madeAt = s.t.clock.now().getTime() - 60_000;
    const ops = [op('c5b2f0a4-9f4e-4d43-8a43-0c4f4a1f6b01', madeAt, 'say-it')];
    expect((await sync(s.learner, ops)).map((r) => r.outcome)).toEqual(['applied']);
    expect((await sync(s.learner, ops)).map((r) => r.outcome)).toEqual(['duplicate']);
    expect((await sync(s.learner, ops)).map((r) => r.outcome)).toEqual(['duplicate']);
    expect(stored(s, s.learnerId)).toEqual({ mode: 'say-it', updated_at: madeAt });
  });

  it('when a choice made offline arrives after a later one made online, then the later one stands', async () => {
    const s = await setup();
    const offlineAt = s.t.clock.now().getTime();
    s.t.clock.set('2026-03-02T09:05:00Z');
    await s.learner.post('/api/review/mode').send({ mode: 'standard' }).expect(200);
    const results = await sync(s.learner, [op('0b8a3c1e-2d4f-4e6a-9b7c-8d9e0f1a2b3c', offlineAt, 'say-it')]);
    expect(results.map((r) => r.outcome)).toEqual(['applied']);
    expect(await modeOf(s.learner)).toEqual({ mode: 'standard' });
  });

  it('when the operation names an unknown mode, then 400 and nothing is stored', async () => {
    const s = await setup();
    const at = s.t.clock.now().getTime();
    await s.learner
      .post('/api/sync')
      .send({ tz: TZ, ops: [op('7e6d5c4b-3a29-4817-8f6e-5d4c3b2a1908', at, 'loud')] })
      .expect(400);
    expect(stored(s, s.learnerId)).toBeUndefined();
  });
});
