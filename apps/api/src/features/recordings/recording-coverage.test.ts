import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { makeClip } from '../../test-support/audio-clips';
import { makeTestApp, signedIn } from '../../test-support/test-app';

/**
 * A small lexicon and sentence list (sample data made for this test) with recordings of every kind
 * that must and must not count:
 * - tahak (two entries, one spelling): .mp3 takes by elder of entry 1 and by teacher of entry 6 (takes
 *   belong to their entry, migration 014): both entries are recorded;
 * - nipem: only an original .webm take (not playable): not recorded;
 * - lumah: a deleted take: not recorded;
 * - sepik: no take;
 * - honak: a deleted entry with a take by ghost: neither counted nor listed;
 * - sentences: s1 recorded by elder, s2 only a deleted take, s3 none; a text's sentence (3.1) is no
 *   sentence of the list.
 */
async function setup() {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-coverage-'));
  const t = makeTestApp({ config: { mediaDir } });
  t.db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river'), (2, 'nipem', 'v', 'see'),
      (3, 'lumah', 'n', 'stone'), (4, 'sepik', 'adv', 'here'), (6, 'tahak', 'n', 'riverbank');
    INSERT INTO lexs (id, lex, pos, gloss, deleted_at) VALUES (5, 'honak', 'prt', 'house', '2026-02-01T00:00:00.000Z');
    INSERT INTO word_audio (word, filename, speaker, timestamp, deleted_at) VALUES
      ('tahak', 'tahak-1.mp3', 'elder', '2026-01-01T00:00:00.000Z', NULL),
      ('tahak', 'tahak-2.mp3', 'elder', '2026-01-02T00:00:00.000Z', NULL),
      ('nipem', 'nipem-1.webm', 'elder', '2026-01-04T00:00:00.000Z', NULL),
      ('lumah', 'lumah-1.mp3', 'teacher', '2026-01-05T00:00:00.000Z', '2026-01-06T00:00:00.000Z'),
      ('honak', 'honak-1.mp3', 'ghost', '2026-01-07T00:00:00.000Z', NULL);
    INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp) VALUES
      ('tahak', 6, 'tahak-3.mp3', 'teacher', '2026-01-03T00:00:00.000Z');
    INSERT INTO sents (id, text, trans, anno, timestamp) VALUES
      ('s1', 'Tahak.', 'A river.', '[]', '2026-01-01T00:00:00.000Z'),
      ('s3', 'Sepik lumah.', 'The stone is here.', '[]', '2026-01-03T00:00:00.000Z'),
      ('s2', 'Nipem.', 'I see.', '[]', '2026-01-02T00:00:00.000Z');
    INSERT INTO sent_audio (sent_id, filename, speaker, timestamp, deleted_at) VALUES
      ('s1', 's1-1.mp3', 'elder', '2026-01-01T00:00:00.000Z', NULL),
      ('s2', 's2-1.mp3', 'teacher', '2026-01-02T00:00:00.000Z', '2026-01-03T00:00:00.000Z'),
      ('3.1', '3.1-1.mp3', 'teacher', '2026-01-02T00:00:00.000Z', NULL);
    INSERT INTO vocab_lessons (id, data, published, date_added, updated_at, title) VALUES
      ('les1', '[{"kind":"lex","lexId":2,"lex":"nipem"},{"kind":"lex","lexId":1,"lex":"tahak"},{"kind":"lex","lexId":5,"lex":"honak"},{"kind":"sent","sentId":"s3"}]',
        1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', NULL),
      ('abcd', '[{"kind":"sent","sentId":"s1"}]', 0, '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z', 'Greetings'),
      ('brk1', 'not json', 0, '2026-01-03T00:00:00.000Z', '2026-01-03T00:00:00.000Z', 'Broken');
  `);
  t.addUser('teacher', 'teacher-pass', { admin: true });
  t.addUser('learner', 'learner-pass');
  return {
    t,
    mediaDir,
    teacher: await signedIn(t.app, 'teacher', 'teacher-pass'),
    learner: await signedIn(t.app, 'learner', 'learner-pass'),
  };
}

const calls = [
  '/api/admin/recording-coverage',
  '/api/admin/recording-coverage/missing?kind=word',
  '/api/admin/recording-coverage/missing?kind=sentence&lesson=les1',
];

describe('the recording coverage calls and the three roles', () => {
  it.each(calls)('when a visitor asks %s, then it answers 401', async (url) => {
    const { t } = await setup();
    const res = await request(t.app).get(url).expect(401);
    expect(res.body).toEqual({ success: false, error: 'You need to sign in first.' });
  });

  it.each(calls)('when a learner asks %s, then it answers 403', async (url) => {
    const { learner } = await setup();
    const res = await learner.get(url).expect(403);
    expect(res.body).toEqual({ success: false, error: 'Only an administrator can do that.' });
  });

  it.each(calls)('when an admin asks %s, then it answers 200', async (url) => {
    const { teacher } = await setup();
    await teacher.get(url).expect(200);
  });
});

describe('GET /api/admin/recording-coverage', () => {
  it('when entries and sentences have playable, deleted and unplayable takes, then only live entries with a live .mp3 count, in all and per speaker', async () => {
    const { teacher } = await setup();
    const res = await teacher.get('/api/admin/recording-coverage').expect(200);
    expect(res.body).toEqual({
      // The deleted honak is neither in the total nor recorded; each tahak entry has its own takes.
      words: { total: 5, recorded: 2 },
      sentences: { total: 3, recorded: 1 },
      // Two takes of one entry count once; ghost recorded only a deleted entry.
      speakers: [
        { speaker: 'elder', words: 1, sentences: 1 },
        { speaker: 'teacher', words: 1, sentences: 0 },
      ],
      partsOfSpeech: ['adv', 'n', 'v'],
      lessons: [
        { id: 'les1', title: 'les1' },
        { id: 'abcd', title: 'Greetings' },
        { id: 'brk1', title: 'Broken' },
      ],
    });
  });

  it('when an entry is deleted, then it leaves the total and its recording no longer counts', async () => {
    const { t, teacher } = await setup();
    t.db.prepare("UPDATE lexs SET deleted_at = '2026-03-01T00:00:00.000Z' WHERE id = 6").run();
    const res = await teacher.get('/api/admin/recording-coverage').expect(200);
    expect(res.body.words).toEqual({ total: 4, recorded: 1 });
    // The teacher's take was of the deleted entry 6.
    expect(res.body.speakers).toEqual([{ speaker: 'elder', words: 1, sentences: 1 }]);
  });

  it('when nothing is in the database, then every figure is 0 and the lists are empty', async () => {
    const t = makeTestApp();
    t.addUser('teacher', 'teacher-pass', { admin: true });
    const teacher = await signedIn(t.app, 'teacher', 'teacher-pass');
    const res = await teacher.get('/api/admin/recording-coverage').expect(200);
    expect(res.body).toEqual({
      words: { total: 0, recorded: 0 },
      sentences: { total: 0, recorded: 0 },
      speakers: [],
      partsOfSpeech: [],
      lessons: [],
    });
  });
});

describe('GET /api/admin/recording-coverage/missing', () => {
  const missing = async (agent: request.Agent, query: string) =>
    (await agent.get(`/api/admin/recording-coverage/missing?${query}`).expect(200)).body as {
      kind: string;
      total: number;
      offset: number;
      limit: number;
      entries: { id: number | string }[];
    };

  it('when words are asked for, then the live entries without a playable take come in alphabetical order', async () => {
    const { teacher } = await setup();
    expect(await missing(teacher, 'kind=word')).toEqual({
      kind: 'word',
      total: 3,
      offset: 0,
      limit: 50,
      entries: [
        { id: 3, lex: 'lumah', pos: 'n', gloss: 'stone' },
        { id: 2, lex: 'nipem', pos: 'v', gloss: 'see' },
        { id: 4, lex: 'sepik', pos: 'adv', gloss: 'here' },
      ],
    });
  });

  it('when words are asked for by use, then those most used come first, a tie by name (ADR 084, 092)', async () => {
    const { teacher, t } = await setup();
    // sepik: two sentences; nipem: one sentence and the published lesson les1; lumah: none.
    t.db.exec(`INSERT INTO sent_lex_links (sent_id, lex_id) VALUES ('s1', 4), ('s2', 4), ('s3', 2)`);
    expect((await missing(teacher, 'kind=word&order=use')).entries.map((e) => e.id)).toEqual([2, 4, 3]);
    expect((await missing(teacher, 'kind=word&order=use&limit=1&offset=1')).entries.map((e) => e.id)).toEqual(
      [4],
    );
    expect((await missing(teacher, 'kind=word&order=name')).entries.map((e) => e.id)).toEqual([3, 2, 4]);
    const bad = await teacher.get('/api/admin/recording-coverage/missing?kind=word&order=often').expect(400);
    expect(bad.body.error).toMatch(/order must be name or use/);
  });

  it("when words are asked for by use, then every use a learner meets counts: texts' morpheme links, lessons, review decks, sentences", async () => {
    const { teacher, t } = await setup();
    const morphs = (...lexIds: number[]) =>
      JSON.stringify({
        sents: [
          {
            id: 1,
            text: 'x',
            trans: 'y',
            words: [{ text: 'x', gloss: 'g', morphs: lexIds.map((lexId) => ({ text: 'x', lexId })) }],
          },
        ],
      });
    const text = t.db.prepare(
      "INSERT INTO texts (id, title, data, published, created_at, updated_at, deleted_at) VALUES (?, 't', ?, ?, 'x', 'x', ?)",
    );
    text.run(11, morphs(3, 3), 1, null); // lumah twice in a published text
    text.run(12, morphs(4, 4, 4, 4), 0, null); // not published: no learner meets it
    text.run(13, morphs(4, 4, 4, 4), 1, '2026-01-01T00:00:00.000Z'); // deleted
    t.db
      .prepare(
        'INSERT INTO texts (id, title, data, published, created_at, updated_at) VALUES (14, ?, ?, 1, ?, ?)',
      )
      .run('broken', 'not json', 'x', 'x');
    const learnerId = t.db.prepare("SELECT id FROM users WHERE username = 'learner'").pluck().get() as number;
    const otherId = t.addUser('other', 'other-pass');
    const card = t.db.prepare(
      "INSERT INTO review_cards (user_id, kind, item_id, direction, source, added_at, due) VALUES (?, ?, ?, ?, 'words', 0, 0)",
    );
    // sepik in two learners' decks (one of them both ways: one learner, one use); a sentence card is no word's.
    card.run(learnerId, 'word', '4', 'listen');
    card.run(learnerId, 'word', '4', 'recall');
    card.run(otherId, 'word', '4', 'listen');
    card.run(otherId, 'sentence', '3', 'listen');
    // nipem: the published lesson les1 (the unpublished ones count for nothing).
    const order = async () => (await missing(teacher, 'kind=word&order=use')).entries.map((e) => e.id);
    // sepik 2 (decks), lumah 2 (text), nipem 1 (lesson): the tie by name.
    expect(await order()).toEqual([3, 4, 2]);
    t.db.exec("INSERT INTO sent_lex_links (sent_id, lex_id) VALUES ('s1', 4)");
    expect(await order()).toEqual([4, 3, 2]);
    t.db.exec("INSERT INTO sent_lex_links (sent_id, lex_id) VALUES ('s1', 2), ('s2', 2), ('s3', 2)");
    expect(await order()).toEqual([2, 4, 3]);
  });

  it.each([
    ['a part of speech', 'kind=word&pos=n', [3]],
    ['a lesson (its deleted and recorded words left out)', 'kind=word&lesson=les1', [2]],
    ['a lesson and a part of speech', 'kind=word&lesson=les1&pos=adv', []],
    ['a part of speech nothing uses', 'kind=word&pos=conj', []],
    ['empty filters', 'kind=word&pos=&lesson=', [3, 2, 4]],
    ['a lesson whose data cannot be read', 'kind=word&lesson=brk1', []],
    ['a lesson without words', 'kind=word&lesson=abcd', []],
  ])('when words are filtered by %s, then only those come', async (_case, query, ids) => {
    const { teacher } = await setup();
    const body = await missing(teacher, query);
    expect(body.entries.map((e) => e.id)).toEqual(ids);
    expect(body.total).toBe(ids.length);
  });

  it('when sentences are asked for, then those without a playable take come in the order they were made', async () => {
    const { teacher } = await setup();
    expect(await missing(teacher, 'kind=sentence')).toEqual({
      kind: 'sentence',
      total: 2,
      offset: 0,
      limit: 50,
      entries: [
        { id: 's2', text: 'Nipem.', trans: 'I see.' },
        { id: 's3', text: 'Sepik lumah.', trans: 'The stone is here.' },
      ],
    });
    expect((await missing(teacher, 'kind=sentence&lesson=les1')).entries.map((e) => e.id)).toEqual(['s3']);
    expect((await missing(teacher, 'kind=sentence&lesson=abcd')).entries).toEqual([]);
  });

  it('when a page is asked for, then it holds that slice and the total of all', async () => {
    const { teacher } = await setup();
    const first = await missing(teacher, 'kind=word&limit=2');
    expect(first).toMatchObject({ total: 3, offset: 0, limit: 2 });
    expect(first.entries.map((e) => e.id)).toEqual([3, 2]);
    const second = await missing(teacher, 'kind=word&limit=2&offset=2');
    expect(second).toMatchObject({ total: 3, offset: 2, limit: 2 });
    expect(second.entries.map((e) => e.id)).toEqual([4]);
  });

  it.each([
    ['no kind', '', /kind must be word or sentence/],
    ['an unknown kind', 'kind=text', /kind must be word or sentence/],
    ['a part of speech for sentences', 'kind=sentence&pos=n', /pos filters words only/],
    ['two parts of speech', 'kind=word&pos=n&pos=v', /pos must be given once/],
    ['a malformed lesson id', 'kind=word&lesson=lesson-one', /lesson id/],
    ['a lesson that does not exist', 'kind=word&lesson=zzzz', /^There is no lesson zzzz\.$/],
    ['a negative offset', 'kind=word&offset=-1', /offset must be 0 or more/],
    ['a limit of 0', 'kind=word&limit=0', /limit must be at least 1/],
    ['a limit too large', 'kind=word&limit=500', /limit must be at most 200/],
    ['a limit that is no number', 'kind=word&limit=ten', /limit must be a number/],
  ])('when the query has %s, then it answers 400 naming the problem', async (_case, query, error) => {
    const { t, teacher } = await setup();
    const before = t.db.prepare('SELECT COUNT(*) FROM word_audio').pluck().get();
    const res = await teacher.get(`/api/admin/recording-coverage/missing?${query}`).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(error);
    expect(t.db.prepare('SELECT COUNT(*) FROM word_audio').pluck().get()).toBe(before);
  });
});

describe('coverage and recording', () => {
  it('when a word is recorded, then coverage rises at once and the entry leaves the list', async () => {
    const { teacher, t } = await setup();
    const clipDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-coverage-clip-'));
    const tone = fs.readFileSync(makeClip(clipDir, 'tone.webm', 'tone', ['-c:a', 'libopus']));

    await teacher
      .post('/api/upload-lex-audio')
      .field('word', 'sepik')
      .attach('audio', tone, { filename: 'sepik.webm', contentType: 'audio/webm' })
      .expect(200);

    const summary = (await teacher.get('/api/admin/recording-coverage').expect(200)).body;
    expect(summary.words).toEqual({ total: 5, recorded: 3 });
    // Two each: a tie is ordered by name.
    expect(summary.speakers).toEqual([
      { speaker: 'elder', words: 1, sentences: 1 },
      { speaker: 'teacher', words: 2, sentences: 0 },
    ]);
    const list = (await teacher.get('/api/admin/recording-coverage/missing?kind=word').expect(200)).body;
    expect(list.entries.map((e: { lex: string }) => e.lex)).toEqual(['lumah', 'nipem']);
    expect(t.db.prepare("SELECT COUNT(*) FROM word_audio WHERE word = 'sepik'").pluck().get()).toBe(1);
  });
});

describe('a deleted entry and the recording calls', () => {
  it('when a deleted entry is uploaded to, then it answers 400 and stores nothing', async () => {
    const { teacher, t, mediaDir } = await setup();
    const res = await teacher
      .post('/api/upload-lex-audio')
      .field('word', 'honak')
      .attach('audio', Buffer.from('not read'), { filename: 'honak.webm', contentType: 'audio/webm' })
      .expect(400);
    expect(res.body).toEqual({ success: false, error: 'The word honak is not in the lexicon.' });
    expect(t.db.prepare("SELECT COUNT(*) FROM word_audio WHERE word = 'honak'").pluck().get()).toBe(1);
    expect(fs.existsSync(path.join(mediaDir, 'audio'))).toBe(false);
  });

  it('when the listening exercise asks about a deleted entry, then it answers 404, and its gloss is never a wrong answer', async () => {
    const { teacher } = await setup();
    await teacher.post('/api/answers').field('word', 'honak').expect(404);
    for (let i = 0; i < 10; i++) {
      const res = await teacher.post('/api/answers').field('word', 'sepik').expect(200);
      expect(res.body.wrong.map((w: { gloss: string }) => w.gloss)).not.toContain('house');
    }
  });

  it('when a random recorded word is drawn, then it is never a deleted entry', async () => {
    const { teacher } = await setup();
    for (let i = 0; i < 10; i++) {
      const res = await teacher.get('/api/random').expect(200);
      expect(res.body.result[0].word).toBe('tahak');
    }
  });
});
