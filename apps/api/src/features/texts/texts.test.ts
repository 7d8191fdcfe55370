import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../../test-support/test-app';

const text = (title: string, lexId = 1) =>
  JSON.stringify({
    title,
    sents: [
      {
        text: 'Tahak nipemk.',
        trans: 'I see the river.',
        words: [
          { text: 'tahak', gloss: 'river', morphs: [{ text: 'tahak', lexId }] },
          { text: 'nipemk', gloss: 'see-1SG', morphs: [{ text: 'nipem' }, { text: '-k' }] },
        ],
      },
    ],
  });

async function setup() {
  const t = makeTestApp();
  t.db.exec("INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river')");
  t.addUser('teacher', 'teacher-pass', { admin: true });
  t.addUser('learner', 'learner-pass');
  const teacher = request.agent(t.app);
  await teacher.post('/api/login').field('username', 'teacher').field('password', 'teacher-pass').expect(200);
  const learner = request.agent(t.app);
  await learner.post('/api/login').field('username', 'learner').field('password', 'learner-pass').expect(200);
  return { t, teacher, learner };
}

describe('texts', () => {
  it('when an admin adds, publishes, edits and deletes a text, then learners see it only while published', async () => {
    const { t, teacher, learner } = await setup();
    const added = await teacher
      .post('/api/add-text')
      .field('title', 'River story')
      .field('data', text('ignored'))
      .expect(200);
    const id = added.body.id as number;
    expect(added.body).toEqual({ success: true, id: expect.any(Number) });

    expect((await teacher.get('/api/text-index')).body).toEqual({
      success: true,
      data: [{ id, title: 'River story', published: 0 }],
    });
    expect((await learner.get('/api/text-index')).body).toEqual({ success: true, data: [] });
    await learner.get(`/api/text/${id}`).expect(404);

    await teacher.post('/api/publish-text').field('id', String(id)).expect(200, { success: true });
    expect((await learner.get('/api/text-index')).body.data).toEqual([
      { id, title: 'River story', published: 1 },
    ]);
    const read = await learner.get(`/api/text/${id}`).expect(200);
    expect(JSON.parse(read.body.data.data).sents[0].trans).toBe('I see the river.');

    await teacher
      .post('/api/update-text')
      .field('id', String(id))
      .field('title', 'River tale')
      .field('data', text('x'))
      .expect(200);
    expect((await learner.get(`/api/text/${id}`)).body.data.title).toBe('River tale');

    await teacher.post('/api/unpublish-text').field('id', String(id)).expect(200);
    await learner.get(`/api/text/${id}`).expect(404);

    await teacher.post('/api/delete-text').field('id', String(id)).expect(200, { success: true });
    expect((await teacher.get('/api/text-index')).body.data).toEqual([]);
    await teacher.get(`/api/text/${id}`).expect(404);
    expect(t.db.prepare('SELECT deleted_at IS NOT NULL FROM texts WHERE id = ?').pluck().get(id)).toBe(1);
  });

  it('when the text arrives in decomposed Unicode, then it is stored composed (NFC)', async () => {
    const { t, teacher } = await setup();
    const decomposed = text('Cafe\u0301').replace('I see the river.', 'Jose\u0301 sees it.');
    const { body } = await teacher.post('/api/add-text').field('data', decomposed).expect(200);
    const stored = t.db.prepare('SELECT title, data FROM texts WHERE id = ?').get(body.id) as {
      title: string;
      data: string;
    };
    expect(stored.title).toBe('Caf\u00e9');
    expect(stored.data).toContain('Jos\u00e9 sees it.');
  });

  it('when a learner or a visitor tries to write, then they get 403 or 401 and nothing changes', async () => {
    const { t, learner } = await setup();
    for (const [path, fields] of [
      ['/api/add-text', { title: 'x', data: text('x') }],
      ['/api/update-text', { id: '1', title: 'x', data: text('x') }],
      ['/api/publish-text', { id: '1' }],
      ['/api/unpublish-text', { id: '1' }],
      ['/api/delete-text', { id: '1' }],
    ] as const) {
      await learner.post(path).type('form').send(fields).expect(403);
      await request(t.app).post(path).type('form').send(fields).expect(401);
    }
    await request(t.app).get('/api/text-index').expect(401);
    expect(t.db.prepare('SELECT COUNT(*) FROM texts').pluck().get()).toBe(0);
  });

  it.each([
    [{ title: 'x', data: '{not json' }, 'data is not valid JSON.'],
    [{ title: '', data: JSON.stringify({ title: '', sents: [] }) }, 'data: This text needs a title!'],
    [
      { title: 'x', data: JSON.stringify({ title: 'x', sents: [{ text: 'a' }] }) },
      'data: sents.0.trans: Invalid input',
    ],
    [{ title: 'x', data: text('x', 99) }, 'No lexical entry has the id 99.'],
    [{ title: 'x' }, 'data is required.'],
  ])(
    'when add-text gets %j, then it answers 400 naming the problem and stores nothing',
    async (body, error) => {
      const { t, teacher } = await setup();
      const res = await teacher.post('/api/add-text').type('form').send(body).expect(400);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toContain(error);
      expect(t.db.prepare('SELECT COUNT(*) FROM texts').pluck().get()).toBe(0);
    },
  );

  it.each([['abc'], ['0'], ['-3'], ['1.5']])(
    'when the id is %j, then the text calls answer 400',
    async (id) => {
      const { teacher } = await setup();
      await teacher.get(`/api/text/${id}`).expect(400);
      await teacher.post('/api/publish-text').field('id', id).expect(400);
    },
  );

  it('when the id names no text, then writes answer 404', async () => {
    const { teacher } = await setup();
    await teacher.post('/api/publish-text').field('id', '42').expect(404);
    await teacher.post('/api/delete-text').field('id', '42').expect(404);
    await teacher
      .post('/api/update-text')
      .field('id', '42')
      .field('title', 'x')
      .field('data', text('x'))
      .expect(404);
  });
});
