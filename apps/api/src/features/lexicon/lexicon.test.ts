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

async function admin(app: Parameters<typeof request.agent>[0]) {
  const agent = request.agent(app);
  await agent.post('/api/login').field('username', 'teacher').field('password', 'teacher-pass').expect(200);
  return agent;
}

describe('GET /api/lexs and POST /api/add-lex', () => {
  it('when an admin adds an entry, then it gets the largest id plus one, in the orthography form', async () => {
    const t = makeTestApp();
    t.db.exec("INSERT INTO lexs (id, lex, pos, gloss) VALUES (7, 'tahak', 'n', 'river')");
    t.addUser('teacher', 'teacher-pass', { admin: true });
    const agent = await admin(t.app);
    const res = await agent
      .post('/api/add-lex')
      .field('id', '3')
      .field('lex', 'Ko\u2019sa')
      .field('pos', 'v')
      .field('gloss', 'to run')
      .expect(200);
    expect(res.body).toEqual({ success: true, id: 8 });
    const lexs = (await agent.get('/api/lexs').expect(200)).body.data;
    expect(lexs).toContainEqual({ id: 8, lex: "ko'sa", pos: 'v', gloss: 'to run', notes: '' });
  });

  it.each([
    [{ pos: 'n', gloss: 'x' }, 'Word is required.'],
    [{ lex: 'x', gloss: 'x' }, 'Part of speech is required.'],
    [{ lex: 'x', pos: 'n', gloss: '  ' }, 'Gloss is required.'],
  ])('when the form is %j, then it answers 400 and adds nothing', async (body, error) => {
    const t = makeTestApp();
    t.addUser('teacher', 'teacher-pass', { admin: true });
    const agent = await admin(t.app);
    const res = await agent.post('/api/add-lex').type('form').send(body).expect(400);
    expect(res.body).toEqual({ success: false, error });
    expect(t.db.prepare('SELECT COUNT(*) FROM lexs').pluck().get()).toBe(0);
  });

  it('when a learner or visitor tries, then 403 or 401; reading needs a session', async () => {
    const t = makeTestApp();
    t.addUser('learner', 'learner-pass');
    const learner = request.agent(t.app);
    await learner.post('/api/login').field('username', 'learner').field('password', 'learner-pass');
    const form = { lex: 'x', pos: 'n', gloss: 'x' };
    await learner.post('/api/add-lex').type('form').send(form).expect(403);
    await request(t.app).post('/api/add-lex').type('form').send(form).expect(401);
    await request(t.app).get('/api/lexs').expect(401);
    await learner.get('/api/lexs').expect(200, { data: [] });
  });

  it('when two servers on one database add entries at the same time, then every id is unique', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-lex-')), 'app.sqlite');
    const boot = () => {
      const db = openDatabase(file);
      migrate(db, MIGRATIONS_DIR);
      return createApp({
        db,
        mailer: new MemoryMailer(),
        clock: new FixedClock('2026-01-01T00:00:00Z'),
        config: testConfig(),
        logger: silentLogger,
      });
    };
    const a = boot();
    const b = boot();
    const db = openDatabase(file);
    db.prepare(
      "INSERT INTO users (username, password_hash, is_admin, created_at) VALUES ('teacher', ?, 1, 'x')",
    ).run((await import('bcrypt')).hashSync('teacher-pass', 4));
    const [ta, tb] = [await admin(a), await admin(b)];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? ta : tb)
          .post('/api/add-lex')
          .type('form')
          .send({ lex: `w${i}`, pos: 'n', gloss: `g${i}` }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const ids = results.map((r) => r.body.id as number);
    expect(new Set(ids).size).toBe(20);
    expect(db.prepare('SELECT COUNT(*) FROM lexs').pluck().get()).toBe(20);
  });
});

describe('GET /api/sents and POST /api/create-sent', () => {
  it('when an admin creates a sentence, then it is listed with its annotation and its links', async () => {
    const t = makeTestApp();
    t.db.exec("INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river')");
    t.addUser('teacher', 'teacher-pass', { admin: true });
    const agent = await admin(t.app);
    const anno = [{ text: 'tahak', gloss: 'river', morphs: [{ text: 'tahak', lexId: 1 }] }];
    const res = await agent
      .post('/api/create-sent')
      .field('data', JSON.stringify({ text: 'Tahak.', trans: 'A river.', anno }))
      .expect(200);
    expect(res.body).toEqual({ success: true, id: expect.stringMatching(/^s-/) });
    const sents = (await agent.get('/api/sents').expect(200)).body.data;
    expect(sents).toEqual([
      {
        id: res.body.id,
        text: 'Tahak.',
        trans: 'A river.',
        anno: JSON.stringify(anno),
        timestamp: expect.any(String),
      },
    ]);
    expect(t.db.prepare('SELECT lex_id FROM sent_lex_links').pluck().all()).toEqual([1]);
  });

  it.each([
    [{ data: '{' }, 400],
    [{ data: JSON.stringify({ text: '', trans: 'x' }) }, 400],
    [
      {
        data: JSON.stringify({
          text: 'x',
          trans: 'y',
          anno: [{ text: 'x', gloss: 'y', morphs: [{ text: 'x', lexId: 5 }] }],
        }),
      },
      400,
    ],
    [{ id: 'bad id!', data: JSON.stringify({ text: 'x', trans: 'y' }) }, 400],
    [{}, 400],
  ])('when the form is %j, then it answers %i and stores nothing', async (body, status) => {
    const t = makeTestApp();
    t.addUser('teacher', 'teacher-pass', { admin: true });
    const agent = await admin(t.app);
    const res = await agent.post('/api/create-sent').type('form').send(body).expect(status);
    expect(res.body.success).toBe(false);
    expect(t.db.prepare('SELECT COUNT(*) FROM sents').pluck().get()).toBe(0);
  });

  it('when the id is taken, then it answers 409', async () => {
    const t = makeTestApp();
    t.addUser('teacher', 'teacher-pass', { admin: true });
    const agent = await admin(t.app);
    const data = JSON.stringify({ text: 'x', trans: 'y' });
    await agent.post('/api/create-sent').type('form').send({ id: 'one', data }).expect(200);
    await agent.post('/api/create-sent').type('form').send({ id: 'one', data }).expect(409);
  });
});
