import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../../test-support/test-app';

async function signedIn(t: ReturnType<typeof makeTestApp>, name: string) {
  t.addUser(name, `${name}-password`);
  const agent = request.agent(t.app);
  await agent.post('/api/login').field('username', name).field('password', `${name}-password`).expect(200);
  return agent;
}

const answer = (quiz_id: unknown, user: [string, string] = ['2SG', '1SG']) => ({
  quiz_id,
  actual_subject: '2SG',
  actual_object: '1SG',
  user_subject: user[0],
  user_object: user[1],
});

describe('POST /api/start_pronoun_quiz and /api/log_pronoun_answer', () => {
  it('when a learner starts a quiz and answers, then each answer is stored with whether it was right', async () => {
    const t = makeTestApp();
    const agent = await signedIn(t, 'learner');
    const start = await agent.post('/api/start_pronoun_quiz').expect(200);
    expect(start.body).toEqual({ success: true, id: expect.any(Number) });
    const id = start.body.id;
    await agent
      .post('/api/log_pronoun_answer')
      .send(answer(id, ['1SG', '2SG']))
      .expect(200, { success: true, correct: false });
    await agent
      .post('/api/log_pronoun_answer')
      .send(answer(id))
      .expect(200, { success: true, correct: true });
    const rows = t.db
      .prepare('SELECT user_subject, user_object, correct FROM pronoun_answers WHERE quiz_id = ? ORDER BY id')
      .all(id);
    expect(rows).toEqual([
      { user_subject: '1SG', user_object: '2SG', correct: 0 },
      { user_subject: '2SG', user_object: '1SG', correct: 1 },
    ]);
  });

  it('when nobody is signed in, then both calls answer 401', async () => {
    const t = makeTestApp();
    await request(t.app).post('/api/start_pronoun_quiz').expect(401);
    await request(t.app).post('/api/log_pronoun_answer').send(answer(1)).expect(401);
  });

  it('when the quiz id is unknown, then it answers 404 and stores nothing', async () => {
    const t = makeTestApp();
    const agent = await signedIn(t, 'learner');
    const res = await agent.post('/api/log_pronoun_answer').send(answer(999)).expect(404);
    expect(res.body).toEqual({ success: false, error: 'There is no quiz with that id.' });
    expect(t.db.prepare('SELECT COUNT(*) FROM pronoun_answers').pluck().get()).toBe(0);
  });

  it("when the quiz is another learner's, then it answers 403 and stores nothing", async () => {
    const t = makeTestApp();
    const owner = await signedIn(t, 'owner');
    const other = await signedIn(t, 'other');
    const { id } = (await owner.post('/api/start_pronoun_quiz')).body;
    await other.post('/api/log_pronoun_answer').send(answer(id)).expect(403);
    expect(t.db.prepare('SELECT COUNT(*) FROM pronoun_answers').pluck().get()).toBe(0);
  });

  it.each([
    [{ ...answer(1), user_subject: '4SG' }],
    [{ ...answer(1), actual_object: 'me' }],
    [{ ...answer('1') }],
    [{ ...answer(1.5) }],
    [{ quiz_id: 1 }],
  ])('when the body is %j, then it answers 400', async (body) => {
    const t = makeTestApp();
    const agent = await signedIn(t, 'learner');
    await agent.post('/api/start_pronoun_quiz');
    const res = await agent.post('/api/log_pronoun_answer').send(body).expect(400);
    expect(res.body.success).toBe(false);
    expect(t.db.prepare('SELECT COUNT(*) FROM pronoun_answers').pluck().get()).toBe(0);
  });
});

describe('the pronoun quiz with the device’s ids (opId)', () => {
  it('when a start or an answer is sent again with the same id, then one quiz and one answer are kept, and the answers say the same', async () => {
    const t = makeTestApp();
    const agent = await signedIn(t, 'learner');
    const first = (await agent.post('/api/start_pronoun_quiz').send({ opId: 'device-quiz-1' }).expect(200))
      .body;
    await agent.post('/api/start_pronoun_quiz').send({ opId: 'device-quiz-1' }).expect(200, first);
    const logged = { ...answer(first.id, ['1SG', '2SG']), opId: 'device-answer-1' };
    await agent.post('/api/log_pronoun_answer').send(logged).expect(200, { success: true, correct: false });
    await agent.post('/api/log_pronoun_answer').send(logged).expect(200, { success: true, correct: false });
    expect(t.db.prepare('SELECT COUNT(*) FROM pronoun_quizzes').pluck().get()).toBe(1);
    expect(t.db.prepare('SELECT COUNT(*) FROM pronoun_answers').pluck().get()).toBe(1);
    // Without an id, each request counts, as before.
    await agent.post('/api/start_pronoun_quiz').expect(200);
    await agent.post('/api/log_pronoun_answer').send(answer(first.id)).expect(200);
    expect(t.db.prepare('SELECT COUNT(*) FROM pronoun_quizzes').pluck().get()).toBe(2);
    expect(t.db.prepare('SELECT COUNT(*) FROM pronoun_answers').pluck().get()).toBe(2);
  });

  it('when the id was used for something else, or the quiz is unknown, then it is refused, and the refusal is recorded and answered again (ADR 072)', async () => {
    const t = makeTestApp();
    const agent = await signedIn(t, 'learner');
    const { id } = (await agent.post('/api/start_pronoun_quiz').send({ opId: 'device-quiz-2' })).body;
    await agent
      .post('/api/log_pronoun_answer')
      .send({ ...answer(id), opId: 'device-answer-2' })
      .expect(200);
    const res = await agent.post('/api/start_pronoun_quiz').send({ opId: 'device-answer-2' }).expect(409);
    expect(res.body.error).toBe('That operation id was used for something other than a pronoun quiz.');
    const unknown = await agent
      .post('/api/log_pronoun_answer')
      .send({ ...answer(999), opId: 'device-answer-3' })
      .expect(404);
    const again = await agent
      .post('/api/log_pronoun_answer')
      .send({ ...answer(id), opId: 'device-answer-3' })
      .expect(409);
    expect(again.body.error).toBe(unknown.body.error);
    expect(t.db.prepare('SELECT op_id, outcome FROM sync_ops ORDER BY op_id').raw().all()).toEqual([
      ['device-answer-2', 'applied'],
      ['device-answer-3', 'rejected'],
      ['device-quiz-2', 'applied'],
    ]);
    expect(t.db.prepare('SELECT COUNT(*) FROM pronoun_answers').pluck().get()).toBe(1);
    await agent.post('/api/start_pronoun_quiz').send({ opId: 'short' }).expect(400);
  });
});
