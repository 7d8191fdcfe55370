import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../../test-support/test-app';
import { createSentencesRepo } from '../sentences/sentences.repo';

async function setup() {
  const t = makeTestApp();
  t.db.exec(
    "INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river'), (2, 'nipem', 'v', 'see')",
  );
  createSentencesRepo(t.db).save({
    id: 's1',
    text: 'Tahak.',
    trans: 'A river.',
    anno: [],
    timestamp: '2025-01-01T00:00:00Z',
  });
  t.addUser('teacher', 'teacher-pass', { admin: true });
  t.addUser('learner', 'learner-pass');
  const login = async (name: string) => {
    const agent = request.agent(t.app);
    await agent.post('/api/login').field('username', name).field('password', `${name}-pass`).expect(200);
    return agent;
  };
  return { t, teacher: await login('teacher'), learner: await login('learner') };
}

const steps = [
  { kind: 'lex', lexId: 1, lex: 'tahak' },
  { kind: 'lex', lexId: 2, lex: 'nipem' },
  { kind: 'sent', sentId: 's1', sent: { text: 'Tahak.', trans: 'A river.' } },
];

describe('vocabulary lessons', () => {
  it('when a teacher saves and publishes a lesson, then learners see it, take it and it is marked done', async () => {
    const { teacher, learner } = await setup();
    await teacher
      .post('/api/save-vocab-lesson')
      .send({ id: 'ab12', steps })
      .expect(200, { success: true, id: 'ab12' });
    expect((await learner.get('/api/vocab-lessons')).body.data).toEqual([]);
    expect((await learner.get('/api/vocab-lesson-ids')).body.data).toEqual([]);
    await learner.get('/api/vocab-lesson/ab12').expect(404);
    const adminList = (await teacher.get('/api/vocab-lessons-admin').expect(200)).body.data;
    expect(adminList).toEqual([
      {
        id: 'ab12',
        data: JSON.stringify([steps[0], steps[1], { kind: 'sent', sentId: 's1' }]),
        published: 0,
        date_added: '2026-03-01T18:00:00.000Z',
        done: false,
      },
    ]);

    await teacher.post('/api/publish-lesson').field('id', 'ab12').expect(200, { success: true });
    expect((await learner.get('/api/vocab-lesson-ids')).body.data).toEqual(['ab12']);
    const lesson = (await learner.get('/api/vocab-lesson/ab12').expect(200)).body;
    expect(lesson).toMatchObject({ success: true, data: { id: 'ab12', published: 1 } });

    await learner.post('/api/vocab-lesson-done').send({ id: 'ab12' }).expect(200);
    expect((await learner.get('/api/vocab-lessons')).body.data[0].done).toBe(true);
    expect((await teacher.get('/api/vocab-lessons')).body.data[0].done).toBe(false);

    await teacher.post('/api/unpublish-lesson').field('id', 'ab12').expect(200);
    await learner.get('/api/vocab-lesson/ab12').expect(404);
  });

  it('when a lesson is saved again, then its steps are replaced and its publication and date kept', async () => {
    const { t, teacher } = await setup();
    await teacher.post('/api/save-vocab-lesson').send({ id: 'ab12', steps }).expect(200);
    await teacher.post('/api/publish-lesson').field('id', 'ab12');
    t.clock.advance(60_000);
    await teacher
      .post('/api/save-vocab-lesson')
      .send({ id: 'ab12', steps: [steps[1]] })
      .expect(200);
    const lesson = (await teacher.get('/api/vocab-lesson/ab12')).body.data;
    expect(lesson).toMatchObject({
      published: 1,
      date_added: '2026-03-01T18:00:00.000Z',
      data: JSON.stringify([steps[1]]),
    });
  });

  it.each([
    [{ id: 'ab12', steps: [{ kind: 'lex', lexId: 99, lex: 'x' }] }, 'No lexical entry has the id 99.'],
    [{ id: 'ab12', steps: [{ kind: 'sent', sentId: 'nope' }] }, 'No sentence has the id nope.'],
    [{ id: '1234', steps }, 'A lesson id must contain at least one letter.'],
    [{ id: 'AB12', steps }, 'A lesson id is 4 characters from 0-9 and a-z.'],
    [{ id: 'ab12', steps: [steps[0], steps[0]] }, 'You have already selected this lexeme.'],
    [{ id: 'ab12', steps: [] }, 'A lesson needs at least one step.'],
  ])('when the teacher saves %j, then it answers 400 and stores nothing', async (body, error) => {
    const { t, teacher } = await setup();
    const res = await teacher.post('/api/save-vocab-lesson').send(body).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toContain(error);
    expect(t.db.prepare('SELECT COUNT(*) FROM vocab_lessons').pluck().get()).toBe(0);
  });

  it.each([
    ['JSON that does not parse', '{broken'],
    ['JSON that is not a list of steps', '{"steps":"none"}'],
    ['a step of an unknown kind', '[{"kind":"lex","lexId":1,"lex":"tahak"},{"kind":"video","url":"x"}]'],
    ['a step with malformed fields', '[{"kind":"lex","lexId":"one"}]'],
    [
      'the same word twice',
      '[{"kind":"lex","lexId":1,"lex":"tahak"},{"kind":"lex","lexId":1,"lex":"tahak"}]',
    ],
  ])(
    'when the stored lesson holds %s, then it comes back as stored (200) to the teacher and to learners',
    async (_case, data) => {
      const { t, teacher, learner } = await setup();
      t.db
        .prepare(
          "INSERT INTO vocab_lessons (id, data, published, date_added, updated_at) VALUES ('zz99', ?, 1, '2025-02-01T00:00:00.000Z', '2025-02-01T00:00:00.000Z')",
        )
        .run(data);
      const stored = { id: 'zz99', data, published: 1, date_added: '2025-02-01T00:00:00.000Z' };

      expect((await teacher.get('/api/vocab-lesson/zz99').expect(200)).body).toEqual({
        success: true,
        data: stored,
      });
      expect((await learner.get('/api/vocab-lesson/zz99').expect(200)).body).toEqual({
        success: true,
        data: stored,
      });
      expect((await teacher.get('/api/vocab-lessons-admin').expect(200)).body.data).toEqual([
        { ...stored, done: false },
      ]);
      expect((await learner.get('/api/vocab-lessons').expect(200)).body.data).toEqual([
        { ...stored, done: false },
      ]);
      // Reading changes nothing.
      expect(t.db.prepare("SELECT data FROM vocab_lessons WHERE id = 'zz99'").pluck().get()).toBe(data);
    },
  );

  it('when a broken stored lesson is unpublished, then a learner is still not shown it (404)', async () => {
    const { t, learner } = await setup();
    t.db
      .prepare(
        "INSERT INTO vocab_lessons (id, data, published, date_added, updated_at) VALUES ('zz98', '{broken', 0, 'x', 'x')",
      )
      .run();

    await learner.get('/api/vocab-lesson/zz98').expect(404);
  });

  it('when a learner or visitor uses the teacher calls, then 403 or 401', async () => {
    const { t, learner } = await setup();
    await learner.post('/api/save-vocab-lesson').send({ id: 'ab12', steps }).expect(403);
    await learner.post('/api/publish-lesson').field('id', 'ab12').expect(403);
    await learner.get('/api/vocab-lessons-admin').expect(403);
    await request(t.app).get('/api/vocab-lessons').expect(401);
    await request(t.app).post('/api/vocab-lesson-done').send({ id: 'ab12' }).expect(401);
    await learner.post('/api/vocab-lesson-done').send({ id: 'ab12' }).expect(404);
    await learner.get('/api/vocab-lesson/bad!').expect(400);
  });
});
