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
import { makeTestApp, MemoryMailer, signedIn, testConfig } from '../../test-support/test-app';

const admin = (app: Parameters<typeof signedIn>[0]) => signedIn(app, 'teacher', 'teacher-pass');

describe('GET /api/lexs and POST /api/add-lex', () => {
  it('when an admin adds an entry, then it gets the largest id plus one, written as typed (case kept)', async () => {
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
    // The headword as written: its capital kept, the apostrophe straightened.
    expect(lexs).toContainEqual({
      id: 8,
      lex: "Ko'sa",
      pos: 'v',
      gloss: 'to run',
      notes: '',
      visibility: 'learners',
    });
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

/** Three entries, two of them recorded (one twice), and a learner. */
function randomVocabApp() {
  const t = makeTestApp();
  t.db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river'), (2, 'nipem', 'v', 'see'), (3, 'lumah', 'n', 'stone');
    INSERT INTO word_audio (word, filename, speaker, timestamp) VALUES
      ('tahak', 'tahak-ana.mp3', 'Ana', '2025-01-01T10:00:00Z'),
      ('nipem', 'nipem-ben.mp3', 'Ben', '2025-01-02T10:00:00Z'),
      ('nipem', 'nipem-ana.mp3', 'Ana', '2025-01-03T10:00:00Z');
  `);
  t.addUser('learner', 'learner-pass');
  return t;
}

describe('GET /api/random-vocab', () => {
  it('when asked, then it answers entries that have recordings, each with its newest file', async () => {
    const t = randomVocabApp();
    const agent = await signedIn(t.app, 'learner', 'learner-pass');
    const res = await agent.get('/api/random-vocab').expect(200);
    const byLex = Object.fromEntries((res.body.result as { lex: string }[]).map((r) => [r.lex, r]));
    expect(Object.keys(byLex).sort()).toEqual(['nipem', 'tahak']);
    expect(byLex.nipem).toEqual({
      lex: 'nipem',
      pos: 'v',
      gloss: 'see',
      filename: 'nipem-ana.mp3',
      speaker: 'Ana',
    });
  });

  it("when the learner chose speakers, then each entry plays their first chosen speaker's take", async () => {
    const t = randomVocabApp();
    const agent = await signedIn(t.app, 'learner', 'learner-pass');
    await agent
      .post('/api/speaker-preferences')
      .send({ speakers: ['Ben'] })
      .expect(200);
    const res = await agent.get('/api/random-vocab').expect(200);
    const byLex = Object.fromEntries((res.body.result as { lex: string }[]).map((r) => [r.lex, r]));
    expect(byLex.nipem).toMatchObject({ filename: 'nipem-ben.mp3', speaker: 'Ben' });
    // Ben did not record tahak: its newest take plays.
    expect(byLex.tahak).toMatchObject({ filename: 'tahak-ana.mp3', speaker: 'Ana' });
  });

  it('when nobody is signed in, then it answers 401', async () => {
    const t = randomVocabApp();
    await request(t.app).get('/api/random-vocab').expect(401);
  });
});
