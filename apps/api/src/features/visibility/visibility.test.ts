import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { VisibilityKind } from '@langapp/shared';
import { makeTestApp, signedIn } from '../../test-support/test-app';

const AT = '2026-03-01T18:00:00Z';

/** An app with a teacher, a learner and one live item of every kind (plus deleted ones). */
async function setUp() {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-visibility-'));
  fs.mkdirSync(path.join(mediaDir, 'lesson-recordings'));
  fs.writeFileSync(path.join(mediaDir, 'lesson-recordings', 'class-1.mp3'), 'ID3');
  const t = makeTestApp({ config: { mediaDir } });
  t.addUser('teacher', 'teacher-pass', { admin: true });
  t.addUser('learner', 'learner-pass');
  const { db } = t;
  const lex = (word: string) =>
    Number(
      db.prepare("INSERT INTO lexs (lex, pos, gloss) VALUES (?, 'n', 'a gloss')").run(word).lastInsertRowid,
    );
  const entry = lex('kwa');
  const other = lex('tsi');
  const gone = lex('gone');
  db.prepare('UPDATE lexs SET deleted_at = ? WHERE id = ?').run(AT, gone);
  const sense = Number(
    db.prepare("INSERT INTO senses (lex_id, position, gloss) VALUES (?, 0, 'water')").run(entry)
      .lastInsertRowid,
  );
  const example = Number(
    db.prepare("INSERT INTO sense_examples (sense_id, position, text) VALUES (?, 0, 'kwa ni')").run(sense)
      .lastInsertRowid,
  );
  db.prepare("INSERT INTO sents (id, text, trans, timestamp) VALUES ('s1', 'kwa ni', 'it is water', ?)").run(
    AT,
  );
  db.prepare("INSERT INTO sents (id, text, trans, timestamp) VALUES ('s2', 'tsi ni', 'it is a dog', ?)").run(
    AT,
  );
  const text = Number(
    db
      .prepare("INSERT INTO texts (title, data, created_at, updated_at) VALUES ('A story', '{}', ?, ?)")
      .run(AT, AT).lastInsertRowid,
  );
  db.prepare(
    "INSERT INTO vocab_lessons (id, data, date_added, updated_at) VALUES ('lesson-1', '[]', ?, ?)",
  ).run(AT, AT);
  const wordRecording = Number(
    db
      .prepare(
        "INSERT INTO word_audio (word, filename, speaker, timestamp, lex_id) VALUES ('kwa', 'kwa-1.mp3', 'Ann', ?, ?)",
      )
      .run(AT, entry).lastInsertRowid,
  );
  const sentenceRecording = Number(
    db
      .prepare(
        "INSERT INTO sent_audio (sent_id, filename, speaker, timestamp) VALUES ('s1', 's1-1.mp3', 'Ann', ?)",
      )
      .run(AT).lastInsertRowid,
  );
  const teacher = await signedIn(t.app, 'teacher', 'teacher-pass');
  const ids: Record<VisibilityKind, number | string> = {
    entry,
    example,
    sentence: 's1',
    text,
    lesson: 'lesson-1',
    'word-recording': wordRecording,
    'sentence-recording': sentenceRecording,
    'lesson-recording': 'class-1.mp3',
  };
  return { ...t, teacher, ids, entry, other, gone };
}

const TABLES: Record<VisibilityKind, string> = {
  entry: 'lexs',
  example: 'sense_examples',
  sentence: 'sents',
  text: 'texts',
  lesson: 'vocab_lessons',
  'word-recording': 'word_audio',
  'sentence-recording': 'sent_audio',
  'lesson-recording': 'lesson_recordings',
};

describe('POST /api/admin/visibility', () => {
  it.each(Object.keys(TABLES) as VisibilityKind[])(
    'when the teacher sets a %s to teachers only, then it is stored and the answer counts one change',
    async (kind) => {
      const t = await setUp();
      const id = t.ids[kind];
      const res = await t.teacher
        .post('/api/admin/visibility')
        .send({ kind, ids: [id], visibility: 'teachers' })
        .expect(200);
      expect(res.body).toEqual({ success: true, changed: 1 });
      const row = t.db.prepare(`SELECT visibility FROM ${TABLES[kind]} WHERE id = ?`).get(id);
      expect(row).toEqual({ visibility: 'teachers' });
    },
  );

  it.each([
    ['entry', 'entry'],
    ['example', 'entry'],
    ['sentence', 'sentence'],
    ['text', 'text'],
  ] as const)(
    "when the teacher sets a %s to teachers only, then its history keeps the change as the teacher's, from the visibility",
    async (kind, historyKind) => {
      const t = await setUp();
      await t.teacher
        .post('/api/admin/visibility')
        .send({ kind, ids: [t.ids[kind]], visibility: 'teachers' })
        .expect(200);
      const item = kind === 'example' ? t.entry : t.ids[kind];
      const res = await t.teacher.get(`/api/admin/history/${historyKind}/${item}`).expect(200);
      const newest = res.body.data[0];
      expect(newest).toMatchObject({ source: 'visibility', who: 'teacher', current: true });
      expect(newest.changes).toEqual([
        expect.objectContaining({
          before: expect.stringMatching(/learners/i),
          after: expect.stringMatching(/teachers/i),
        }),
      ]);
    },
  );

  it('when the teacher sets several entries at once, then each changes and those already at the level are not counted', async () => {
    const t = await setUp();
    t.db.prepare("UPDATE lexs SET visibility = 'public' WHERE id = ?").run(t.other);
    const res = await t.teacher
      .post('/api/admin/visibility')
      .send({ kind: 'entry', ids: [t.entry, t.other, String(t.entry)], visibility: 'public' })
      .expect(200);
    expect(res.body).toEqual({ success: true, changed: 1 });
    const rows = t.db.prepare('SELECT visibility FROM lexs WHERE id IN (?, ?)').all(t.entry, t.other);
    expect(rows).toEqual([{ visibility: 'public' }, { visibility: 'public' }]);
  });

  it('when one id of the selection does not exist, then it answers 404 naming it and nothing changes', async () => {
    const t = await setUp();
    const res = await t.teacher
      .post('/api/admin/visibility')
      .send({ kind: 'entry', ids: [t.entry, 987654], visibility: 'teachers' })
      .expect(404);
    expect(res.body).toEqual({
      success: false,
      error: 'There is no entry with the id 987654; no level was changed.',
      missing: ['987654'],
    });
    expect(t.db.prepare('SELECT visibility FROM lexs WHERE id = ?').get(t.entry)).toEqual({
      visibility: 'learners',
    });
  });

  it('when the selection holds a deleted entry, then it is refused as missing and nothing changes', async () => {
    const t = await setUp();
    const res = await t.teacher
      .post('/api/admin/visibility')
      .send({ kind: 'entry', ids: [t.other, t.gone], visibility: 'teachers' })
      .expect(404);
    expect(res.body.error).toBe(`There is no entry with the id ${t.gone}; no level was changed.`);
    expect(t.db.prepare('SELECT visibility FROM lexs WHERE id = ?').get(t.other)).toEqual({
      visibility: 'learners',
    });
  });

  it('when a sentence id is unknown beside a known one, then neither changes', async () => {
    const t = await setUp();
    const res = await t.teacher
      .post('/api/admin/visibility')
      .send({ kind: 'sentence', ids: ['s1', 'nope', 'nada'], visibility: 'public' })
      .expect(404);
    expect(res.body.error).toBe('There are no sentences with the ids nope, nada; no level was changed.');
    expect(t.db.prepare("SELECT visibility FROM sents WHERE id = 's1'").get()).toEqual({
      visibility: 'learners',
    });
  });

  it('when an entry id is not a whole number, then it is missing', async () => {
    const t = await setUp();
    const res = await t.teacher
      .post('/api/admin/visibility')
      .send({ kind: 'entry', ids: ['kwa'], visibility: 'public' })
      .expect(404);
    expect(res.body.error).toBe('There is no entry with the id kwa; no level was changed.');
  });

  it.each([
    [{ kind: 'entry', ids: [1], visibility: 'secret' }, 'visibility must be public, learners or teachers.'],
    [
      { kind: 'song', ids: [1], visibility: 'public' },
      'kind must be one of entry, example, sentence, text, lesson, word-recording, sentence-recording, lesson-recording.',
    ],
    [{ kind: 'entry', ids: [], visibility: 'public' }, 'Choose at least one item.'],
    [
      { kind: 'entry', ids: Array.from({ length: 501 }, (_, i) => i + 1), visibility: 'public' },
      'At most 500 items can be set at once.',
    ],
    [{ kind: 'entry', visibility: 'public' }, 'ids must be a list of item ids.'],
  ])('when the body is %j, then it answers 400 saying what is wrong', async (body, error) => {
    const t = await setUp();
    const res = await t.teacher.post('/api/admin/visibility').send(body).expect(400);
    expect(res.body).toEqual({ success: false, error });
    expect(t.db.prepare("SELECT count(*) AS n FROM lexs WHERE visibility <> 'learners'").get()).toEqual({
      n: 0,
    });
  });

  it('when a visitor or a learner asks, then it answers 401 and 403 and nothing changes', async () => {
    const t = await setUp();
    const body = { kind: 'entry', ids: [t.entry], visibility: 'teachers' };
    await request(t.app).post('/api/admin/visibility').send(body).expect(401);
    const learner = await signedIn(t.app, 'learner', 'learner-pass');
    await learner.post('/api/admin/visibility').send(body).expect(403);
    expect(t.db.prepare('SELECT visibility FROM lexs WHERE id = ?').get(t.entry)).toEqual({
      visibility: 'learners',
    });
  });
});

describe('GET /api/admin/visibility-counts', () => {
  it('when items are at several levels, then it counts the live ones of each kind at each level', async () => {
    const t = await setUp();
    await t.teacher
      .post('/api/admin/visibility')
      .send({ kind: 'entry', ids: [t.entry], visibility: 'teachers' })
      .expect(200);
    await t.teacher
      .post('/api/admin/visibility')
      .send({ kind: 'sentence', ids: ['s2'], visibility: 'public' })
      .expect(200);
    t.db.prepare("UPDATE lexs SET visibility = 'public' WHERE id = ?").run(t.gone);
    const res = await t.teacher.get('/api/admin/visibility-counts').expect(200);
    const one = (level: 'public' | 'learners' | 'teachers') => ({
      public: 0,
      learners: 0,
      teachers: 0,
      [level]: 1,
    });
    expect(res.body).toEqual({
      entry: { public: 0, learners: 1, teachers: 1 },
      example: one('learners'),
      sentence: { public: 1, learners: 1, teachers: 0 },
      text: one('learners'),
      lesson: one('learners'),
      'word-recording': one('learners'),
      'sentence-recording': one('learners'),
      'lesson-recording': one('learners'),
    });
  });

  it('when an entry is deleted, then neither it nor its examples are counted', async () => {
    const t = await setUp();
    t.db.prepare('UPDATE lexs SET deleted_at = ? WHERE id = ?').run(AT, t.entry);
    const res = await t.teacher.get('/api/admin/visibility-counts').expect(200);
    expect(res.body.entry).toEqual({ public: 0, learners: 1, teachers: 0 });
    expect(res.body.example).toEqual({ public: 0, learners: 0, teachers: 0 });
  });

  it('when a visitor or a learner asks, then it answers 401 and 403', async () => {
    const t = await setUp();
    await request(t.app).get('/api/admin/visibility-counts').expect(401);
    const learner = await signedIn(t.app, 'learner', 'learner-pass');
    await learner.get('/api/admin/visibility-counts').expect(403);
  });
});
