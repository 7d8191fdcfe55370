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
      .send({ id: 'ab12', steps, title: 'Sample lesson: rivers' })
      .expect(200, { success: true, id: 'ab12' });
    expect((await learner.get('/api/vocab-lessons')).body.data).toEqual([]);
    expect((await learner.get('/api/vocab-lesson-ids')).body.data).toEqual([]);
    await learner.get('/api/vocab-lesson/ab12').expect(404);
    const adminList = (await teacher.get('/api/vocab-lessons-admin').expect(200)).body.data;
    expect(adminList).toEqual([
      {
        id: 'ab12',
        title: 'Sample lesson: rivers',
        description: '',
        data: JSON.stringify([steps[0], steps[1], { kind: 'sent', sentId: 's1' }]),
        published: 0,
        date_added: '2026-03-01T18:00:00.000Z',
        visibility: 'learners',
        done: false,
        words: [
          { lexId: 1, lex: 'tahak', gloss: 'river' },
          { lexId: 2, lex: 'nipem', gloss: 'see' },
        ],
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
    await teacher.post('/api/save-vocab-lesson').send({ id: 'ab12', steps, title: 'Rivers' }).expect(200);
    await teacher.post('/api/publish-lesson').field('id', 'ab12');
    t.clock.advance(60_000);
    await teacher
      .post('/api/save-vocab-lesson')
      .send({ id: 'ab12', steps: [steps[1]] })
      .expect(200);
    const lesson = (await teacher.get('/api/vocab-lesson/ab12')).body.data;
    expect(lesson).toMatchObject({
      title: 'Rivers',
      published: 1,
      date_added: '2026-03-01T18:00:00.000Z',
      data: JSON.stringify([steps[1]]),
    });
  });

  it.each([
    [
      { id: 'ab12', title: 'T', steps: [{ kind: 'lex', lexId: 99, lex: 'x' }] },
      'No lexical entry has the id 99.',
    ],
    [{ id: 'ab12', title: 'T', steps: [{ kind: 'sent', sentId: 'nope' }] }, 'No sentence has the id nope.'],
    [{ id: '1234', title: 'T', steps }, 'A lesson id must contain at least one letter.'],
    [{ id: 'AB12', title: 'T', steps }, 'A lesson id is 4 characters from 0-9 and a-z.'],
    [{ id: 'ab12', title: 'T', steps: [steps[0], steps[0]] }, 'You have already selected this lexeme.'],
    [{ id: 'ab12', title: 'T', steps: [] }, 'A lesson needs at least one step.'],
    [{ id: 'ab12', steps }, 'The lesson needs a title.'],
    [{ id: 'ab12', title: '   ', steps }, 'The lesson needs a title.'],
    [{ id: 'ab12', title: 42, steps }, 'The lesson needs a title.'],
    [{ id: 'ab12', title: 'x'.repeat(101), steps }, 'A lesson title has at most 100 characters.'],
    [
      { id: 'ab12', title: 'T', description: 'x'.repeat(1001), steps },
      'A lesson description has at most 1000 characters.',
    ],
  ])('when the teacher saves %j, then it answers 400 and stores nothing', async (body, error) => {
    const { t, teacher } = await setup();
    const res = await teacher.post('/api/save-vocab-lesson').send(body).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toContain(error);
    expect(t.db.prepare('SELECT COUNT(*) FROM vocab_lessons').pluck().get()).toBe(0);
  });

  const tahak = { lexId: 1, lex: 'tahak', gloss: 'river' };
  it.each([
    ['JSON that does not parse', '{broken', null],
    ['JSON that is not a list of steps', '{"steps":"none"}', null],
    [
      'a step of an unknown kind',
      '[{"kind":"lex","lexId":1,"lex":"tahak"},{"kind":"video","url":"x"}]',
      [tahak],
    ],
    ['a step with malformed fields', '[{"kind":"lex","lexId":"one"}]', null],
    [
      'the same word twice',
      '[{"kind":"lex","lexId":1,"lex":"tahak"},{"kind":"lex","lexId":1,"lex":"tahak"}]',
      [tahak, tahak],
    ],
  ])(
    'when the stored lesson holds %s, then it comes back as stored (200) to the teacher and to learners',
    async (_case, data, words) => {
      const { t, teacher, learner } = await setup();
      t.db
        .prepare(
          "INSERT INTO vocab_lessons (id, data, published, date_added, updated_at) VALUES ('zz99', ?, 1, '2025-02-01T00:00:00.000Z', '2025-02-01T00:00:00.000Z')",
        )
        .run(data);
      const stored = {
        id: 'zz99',
        title: 'zz99',
        description: '',
        data,
        published: 1,
        date_added: '2025-02-01T00:00:00.000Z',
        visibility: 'learners',
      };

      expect((await teacher.get('/api/vocab-lesson/zz99').expect(200)).body).toEqual({
        success: true,
        data: stored,
      });
      expect((await learner.get('/api/vocab-lesson/zz99').expect(200)).body).toEqual({
        success: true,
        data: stored,
      });
      const listed = { ...stored, done: false, words };
      expect((await teacher.get('/api/vocab-lessons-admin').expect(200)).body.data).toEqual([listed]);
      expect((await learner.get('/api/vocab-lessons').expect(200)).body.data).toEqual([listed]);
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

  it('when a lesson is created with a title and description, then they are stored trimmed and every call answers them', async () => {
    const { t, teacher, learner } = await setup();
    await teacher
      .post('/api/save-vocab-lesson')
      .send({ id: 'ab12', steps, title: '  Sample lesson 1  ', description: ' Sample words about rivers. ' })
      .expect(200);
    expect(t.db.prepare("SELECT title, description FROM vocab_lessons WHERE id = 'ab12'").get()).toEqual({
      title: 'Sample lesson 1',
      description: 'Sample words about rivers.',
    });
    await teacher.post('/api/publish-lesson').field('id', 'ab12').expect(200);

    const names = { title: 'Sample lesson 1', description: 'Sample words about rivers.' };
    expect((await teacher.get('/api/vocab-lessons-admin').expect(200)).body.data[0]).toMatchObject(names);
    expect((await learner.get('/api/vocab-lessons').expect(200)).body.data[0]).toMatchObject(names);
    expect((await learner.get('/api/vocab-lesson/ab12').expect(200)).body.data).toMatchObject(names);
  });

  it('when a lesson is created without a description, then its description is empty', async () => {
    const { teacher } = await setup();
    await teacher.post('/api/save-vocab-lesson').send({ id: 'ab12', steps, title: 'Rivers' }).expect(200);
    const lesson = (await teacher.get('/api/vocab-lesson/ab12').expect(200)).body.data;
    expect(lesson).toMatchObject({ title: 'Rivers', description: '' });
  });

  it.each([
    [
      'a new title and description',
      { title: 'Rivers and stones', description: '' },
      { title: 'Rivers and stones', description: '' },
    ],
    ['no title or description (an older client)', {}, { title: 'Rivers', description: 'First words.' }],
  ])(
    'when an existing lesson is saved with %s, then its steps are replaced and its names are %j',
    async (_case, names, stored) => {
      const { t, teacher } = await setup();
      await teacher
        .post('/api/save-vocab-lesson')
        .send({ id: 'ab12', steps, title: 'Rivers', description: 'First words.' })
        .expect(200);
      await teacher
        .post('/api/save-vocab-lesson')
        .send({ id: 'ab12', steps: [steps[0]], ...names })
        .expect(200);
      expect(
        t.db.prepare("SELECT title, description, data FROM vocab_lessons WHERE id = 'ab12'").get(),
      ).toEqual({ ...stored, data: JSON.stringify([steps[0]]) });
    },
  );

  it('when a lesson has no title yet (made before titles), then its id stands in, and a title can be given', async () => {
    const { t, teacher, learner } = await setup();
    t.db
      .prepare(
        "INSERT INTO vocab_lessons (id, data, published, date_added, updated_at) VALUES ('s1a1', ?, 1, 'x', 'x')",
      )
      .run(JSON.stringify([steps[0]]));
    expect((await learner.get('/api/vocab-lessons').expect(200)).body.data[0]).toMatchObject({
      id: 's1a1',
      title: 's1a1',
      description: '',
    });
    expect((await learner.get('/api/vocab-lesson/s1a1').expect(200)).body.data.title).toBe('s1a1');

    await teacher
      .post('/api/save-vocab-lesson')
      .send({ id: 's1a1', steps: [steps[0]], title: 'Sample lesson 1' })
      .expect(200);
    expect((await learner.get('/api/vocab-lesson/s1a1').expect(200)).body.data.title).toBe('Sample lesson 1');
  });

  it('when an existing lesson is saved with a blank title, then it answers 400 and nothing changes', async () => {
    const { t, teacher } = await setup();
    await teacher.post('/api/save-vocab-lesson').send({ id: 'ab12', steps, title: 'Rivers' }).expect(200);
    const before = t.db.prepare("SELECT * FROM vocab_lessons WHERE id = 'ab12'").get();
    t.clock.advance(60_000);
    const res = await teacher
      .post('/api/save-vocab-lesson')
      .send({ id: 'ab12', steps: [steps[1]], title: ' ' })
      .expect(400);
    expect(res.body).toEqual({ success: false, error: expect.stringContaining('The lesson needs a title.') });
    expect(t.db.prepare("SELECT * FROM vocab_lessons WHERE id = 'ab12'").get()).toEqual(before);
  });

  it('when a lesson word is corrected or deleted in the dictionary, then the lists show the live word and meaning', async () => {
    const { t, teacher } = await setup();
    await teacher.post('/api/save-vocab-lesson').send({ id: 'ab12', steps, title: 'Rivers' }).expect(200);
    t.db.exec("UPDATE lexs SET gloss = 'stream' WHERE id = 1");
    t.db.prepare("UPDATE lexs SET deleted_at = 'x' WHERE id = 2").run();
    const lesson = (await teacher.get('/api/vocab-lessons-admin').expect(200)).body.data[0];
    expect(lesson.words).toEqual([
      { lexId: 1, lex: 'tahak', gloss: 'stream' },
      { lexId: 2, lex: 'nipem', gloss: null },
    ]);
    // A deleted entry cannot be added to a lesson.
    const res = await teacher
      .post('/api/save-vocab-lesson')
      .send({ id: 'cd34', steps: [steps[1]], title: 'Seeing' })
      .expect(400);
    expect(res.body.error).toBe('No lexical entry has the id 2.');
  });

  it('when a learner or visitor uses the teacher calls, then 403 or 401', async () => {
    const { t, learner } = await setup();
    await learner.post('/api/save-vocab-lesson').send({ id: 'ab12', steps, title: 'T' }).expect(403);
    await request(t.app).post('/api/save-vocab-lesson').send({ id: 'ab12', steps, title: 'T' }).expect(401);
    await request(t.app).get('/api/vocab-lessons-admin').expect(401);
    await request(t.app).get('/api/vocab-lesson/ab12').expect(401);
    expect(t.db.prepare('SELECT COUNT(*) FROM vocab_lessons').pluck().get()).toBe(0);
    await learner.post('/api/publish-lesson').field('id', 'ab12').expect(403);
    await learner.get('/api/vocab-lessons-admin').expect(403);
    await request(t.app).get('/api/vocab-lessons').expect(401);
    await request(t.app).post('/api/vocab-lesson-done').send({ id: 'ab12' }).expect(401);
    await learner.post('/api/vocab-lesson-done').send({ id: 'ab12' }).expect(404);
    await learner.get('/api/vocab-lesson/bad!').expect(400);
  });
});
