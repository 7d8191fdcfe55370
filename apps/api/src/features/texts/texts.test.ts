import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../config';
import { openDatabase } from '../../db/database';
import { migrate, migrationFiles } from '../../db/migrate';
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
      data: [{ id, title: 'River story', published: 0, visibility: 'learners' }],
    });
    expect((await learner.get('/api/text-index')).body).toEqual({ success: true, data: [] });
    await learner.get(`/api/text/${id}`).expect(404);

    await teacher.post('/api/publish-text').field('id', String(id)).expect(200, { success: true });
    expect((await learner.get('/api/text-index')).body.data).toEqual([
      { id, title: 'River story', published: 1, visibility: 'learners' },
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

  it('when lines are inserted and removed while editing, then each sentence keeps its id and its recordings', async () => {
    const { t, teacher, learner } = await setup();
    const sentence = (line: string, id?: number) => ({
      ...(id && { id }),
      text: line,
      trans: `(${line})`,
      words: [],
    });
    const save = (path: string, sents: object[], id?: number) =>
      teacher
        .post(path)
        .field(id ? { id: String(id) } : {})
        .field('data', JSON.stringify({ title: 'Lines', sents }))
        .expect(200);
    const ids = async (id: number) =>
      (
        JSON.parse((await learner.get(`/api/text/${id}`)).body.data.data).sents as {
          id: number;
          text: string;
        }[]
      ).map((s) => [s.id, s.text]);

    // A new text numbers its sentences from 1, whatever ids it was sent with.
    const { id } = (await save('/api/add-text', [sentence('A', 7), sentence('B', 7), sentence('C')])).body;
    await teacher.post('/api/publish-text').field('id', String(id)).expect(200);
    expect(await ids(id)).toEqual([
      [1, 'A'],
      [2, 'B'],
      [3, 'C'],
    ]);
    t.db
      .prepare(
        "INSERT INTO sent_audio (sent_id, filename, original, speaker, timestamp) VALUES (?, ?, ?, 'teacher', 'x')",
      )
      .run(`${id}.2`, 'b.mp3', 'b.webm');

    // An editor opened before sentences had ids sends none: unchanged lines keep theirs.
    await save('/api/update-text', [sentence('A'), sentence('B'), sentence('C')], id);
    expect(await ids(id)).toEqual([
      [1, 'A'],
      [2, 'B'],
      [3, 'C'],
    ]);

    // A line at the top, B removed: A and C keep theirs, the new line takes one nobody used.
    await save('/api/update-text', [sentence('N'), sentence('A', 1), sentence('C', 3)], id);
    expect(await ids(id)).toEqual([
      [4, 'N'],
      [1, 'A'],
      [3, 'C'],
    ]);
    // B's id stays with B's recording: a line added later does not inherit it, nor may a client claim it.
    await save(
      '/api/update-text',
      [sentence('N', 4), sentence('A', 1), sentence('C', 3), sentence('M', 2)],
      id,
    );
    expect(await ids(id)).toEqual([
      [4, 'N'],
      [1, 'A'],
      [3, 'C'],
      [5, 'M'],
    ]);

    const refused = await teacher
      .post('/api/upload-sent-audio')
      .field('id', `${id}.2`)
      .attach('audio', Buffer.from('x'), 'x.webm')
      .expect(400);
    expect(refused.body.error).toBe(`There is no sentence ${id}.2.`);
    expect(t.db.prepare('SELECT sent_id FROM sent_audio').pluck().all()).toEqual([`${id}.2`]);
  });

  it('when a database from before sentence ids is upgraded, then each sentence takes its position as its id', () => {
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-migrations-'));
    for (const file of migrationFiles(MIGRATIONS_DIR).filter((f) => f < '008'))
      fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before, file));
    const db = openDatabase(':memory:');
    migrate(db, before);
    const old = { title: 'Old', sents: ['a', 'b', 'c'].map((text) => ({ text, trans: '', words: [] })) };
    db.prepare(
      "INSERT INTO texts (title, data, published, created_at, updated_at) VALUES ('Old', ?, 1, 'x', 'x')",
    ).run(JSON.stringify(old));

    migrate(db, MIGRATIONS_DIR);
    const data = JSON.parse(db.prepare('SELECT data FROM texts').pluck().get() as string);
    expect(data).toEqual({ ...old, sents: old.sents.map((s, i) => ({ ...s, id: i + 1 })) });
  });
});
