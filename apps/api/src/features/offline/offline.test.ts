import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  offlineCatalogResponseSchema,
  offlineDeckPackageSchema,
  offlineLessonPackageSchema,
  offlineLexiconPackageSchema,
  offlineTextsPackageSchema,
} from '@langapp/shared';
import { SEED_DIR } from '../../config';
import { loadSampleData } from '../../db/seed';
import { makeTestApp, signedIn } from '../../test-support/test-app';
import { createSentencesRepo } from '../sentences/sentences.repo';
import { noticeVersion } from '../speakers/speakers.service';

const START = '2026-03-02T09:00:00Z';
const FAR_FUTURE = '2099-01-01T00:00:00.000Z';
const ANA_NOTICE = 'Ana recorded these words in 1998; her family shares them for learners.';

/**
 * An installation with a lesson of three words and two sentences (one word and one sentence for
 * teachers only), an unpublished lesson and a teachers' lesson, two texts and recordings by three
 * speakers, one of whom has a notice, each file on disk with a size of its own.
 */
async function offlineApp() {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-offline-'));
  const t = makeTestApp({ start: START, config: { mediaDir } });
  t.db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss, visibility) VALUES
      (1, 'tahak', 'n', 'river', 'learners'), (2, 'nipem', 'v', 'see', 'public'), (3, 'sekret', 'n', 'kept word', 'teachers');
    INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp) VALUES
      ('tahak', 1, 'tahak-ana.mp3', 'Ana', '2025-01-01T10:00:00Z'),
      ('tahak', 1, 'tahak-ben.mp3', 'Ben', '2025-01-02T10:00:00Z'),
      ('nipem', 2, 'nipem-ana.mp3', 'Ana', '2025-01-01T10:00:00Z'),
      ('sekret', 3, 'sekret-ana.mp3', 'Ana', '2025-01-01T10:00:00Z');
    INSERT INTO speakers (name, notice, held_until, updated_at) VALUES ('Ana', '${ANA_NOTICE}', NULL, '${START}');
  `);
  const sentences = createSentencesRepo(t.db);
  sentences.save({
    id: 's1',
    text: 'Tahak nipem.',
    trans: 'I see the river.',
    anno: [],
    timestamp: '2025-01-01T00:00:00Z',
  });
  sentences.save({
    id: 's2',
    text: 'Sekret tahak.',
    trans: 'The kept river.',
    anno: [],
    timestamp: '2025-01-01T00:00:00Z',
    visibility: 'teachers',
  });
  const textData = (title: string, ids: number[]) =>
    JSON.stringify({ title, sents: ids.map((id) => ({ id, text: `w${id}`, trans: `t${id}`, words: [] })) });
  const addText = t.db.prepare(
    "INSERT INTO texts (id, title, data, published, created_at, updated_at, visibility) VALUES (?, ?, ?, 1, 'x', 'x', ?)",
  );
  addText.run(1, 'The river', textData('The river', [1, 2]), 'learners');
  addText.run(2, 'The kept story', textData('The kept story', [1]), 'teachers');
  t.db.exec(`
    INSERT INTO sent_audio (sent_id, filename, speaker, timestamp) VALUES
      ('s1', 's1-cora.mp3', 'Cora', '2025-01-03T10:00:00Z'),
      ('s2', 's2-cora.mp3', 'Cora', '2025-01-03T10:00:00Z'),
      ('1.1', 'text1-1-cora.mp3', 'Cora', '2025-01-03T10:00:00Z'),
      ('1.9', 'text1-gone-cora.mp3', 'Cora', '2025-01-03T10:00:00Z'),
      ('2.1', 'text2-1-cora.mp3', 'Cora', '2025-01-03T10:00:00Z');
  `);
  const addLesson = t.db.prepare(
    "INSERT INTO vocab_lessons (id, data, published, date_added, updated_at, title, visibility) VALUES (?, ?, ?, 'x', 'x', ?, ?)",
  );
  const steps = JSON.stringify([
    { kind: 'lex', lexId: 1, lex: 'tahak' },
    { kind: 'lex', lexId: 2, lex: 'nipem' },
    { kind: 'lex', lexId: 3, lex: 'sekret' },
    { kind: 'sent', sentId: 's1' },
    { kind: 'sent', sentId: 's2' },
  ]);
  addLesson.run('ab12', steps, 1, 'Rivers', 'learners');
  addLesson.run('cd34', steps, 0, 'Not yet', 'learners');
  addLesson.run('ef56', steps, 1, 'Kept lesson', 'teachers');
  // Each file a size of its own, so a sum names the files it counts.
  let size = 100;
  for (const [folder, table] of [
    ['audio', 'word_audio'],
    ['sent-audio', 'sent_audio'],
  ] as const) {
    fs.mkdirSync(path.join(mediaDir, folder), { recursive: true });
    for (const file of t.db.prepare<[], string>(`SELECT filename FROM ${table}`).pluck().all()) {
      fs.writeFileSync(path.join(mediaDir, folder, file), Buffer.alloc((size += 7)));
    }
  }
  const learnerId = t.addUser('learner', 'learner-pass');
  t.addUser('teacher', 'teacher-pass', { admin: true });
  return {
    t,
    mediaDir,
    learnerId,
    learner: await signedIn(t.app, 'learner', 'learner-pass'),
    teacher: await signedIn(t.app, 'teacher', 'teacher-pass'),
  };
}

type Agent = request.Agent;

const get = (agent: Agent, key: string, tz = 'UTC') => agent.get(`/api/offline/package/${key}`).query({ tz });
const packageOf = async (agent: Agent, key: string) => (await get(agent, key).expect(200)).body;
const urls = (pkg: { audio: { url: string }[] }) => pkg.audio.map((file) => file.url);
const take = (url: string, speaker: string) => ({ url, speaker });

describe('the catalog of downloads', () => {
  it('when a learner asks, then it lists the lessons they can open, their deck, the lexicon and the texts, each weighing what its package and files weigh', async () => {
    const { learner, mediaDir } = await offlineApp();
    const res = await learner.get('/api/offline/catalog').query({ tz: 'UTC' }).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const { data: catalog } = offlineCatalogResponseSchema.parse(res.body);
    expect(catalog.map(({ key, title }) => [key, title])).toEqual([
      ['lesson:ab12', 'Rivers'],
      ['deck', 'My review deck'],
      ['lexicon:chosen', 'Dictionary, one recording of each word'],
      ['lexicon:all', 'Dictionary, every recording'],
      ['texts', 'Texts'],
    ]);
    for (const item of catalog) {
      const pkg = await get(learner, item.key).expect(200);
      expect(pkg.headers.etag).toBe(`"${item.version}"`);
      expect(pkg.body.version).toBe(item.version);
      // The package and its parts (the lexicon's entries' details, ADR 067), each as sent.
      let partBytes = 0;
      for (const part of pkg.body.parts as { url: string; bytes: number }[]) {
        const sent = await learner.get(part.url).expect(200);
        expect(part.bytes, part.url).toBe(Buffer.byteLength(sent.text));
        partBytes += part.bytes;
      }
      expect(item.dataBytes).toBe(Buffer.byteLength(pkg.text) + partBytes);
      expect(item.audioFiles).toBe(pkg.body.audio.length);
      let onDisk = 0;
      for (const file of pkg.body.audio as { url: string; bytes: number }[]) {
        const [, folder, name] = /^\/api\/(audio|audio-sent)\/(.+)$/.exec(file.url)!;
        const size = fs.statSync(
          path.join(mediaDir, folder === 'audio' ? 'audio' : 'sent-audio', name!),
        ).size;
        expect(file.bytes, file.url).toBe(size);
        onDisk += size;
        // The device fetches each file with the ordinary URL, which serves it whole.
        const served = await learner.get(file.url).expect(200);
        expect(Number(served.headers['content-length'])).toBe(size);
      }
      expect(item.audioBytes).toBe(onDisk);
    }
  });

  it('when a teacher asks, then the published lessons for teachers are listed too, and no unpublished one', async () => {
    const { teacher } = await offlineApp();
    const { data } = offlineCatalogResponseSchema.parse(
      (await teacher.get('/api/offline/catalog').query({ tz: 'UTC' }).expect(200)).body,
    );
    expect(data.filter((item) => item.key.startsWith('lesson:')).map((item) => item.key)).toEqual([
      'lesson:ab12',
      'lesson:ef56',
    ]);
  });

  it('when the time zone is missing or unknown, then it is 400', async () => {
    const { learner } = await offlineApp();
    await learner.get('/api/offline/catalog').expect(400);
    await learner.get('/api/offline/catalog').query({ tz: 'Mars/Olympus' }).expect(400);
  });
});

describe('a package', () => {
  it('when it is asked again with the ETag the device has, then it is 304 with no body, and 200 with another', async () => {
    const { learner } = await offlineApp();
    const first = await get(learner, 'lesson:ab12').expect(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const again = await get(learner, 'lesson:ab12').set('If-None-Match', first.headers.etag!).expect(304);
    expect(again.text).toBe('');
    await get(learner, 'lesson:ab12').set('If-None-Match', '"an-older-version"').expect(200);
  });

  it.each(['lesson:AB12', 'lesson:1234', 'lesson:', 'lexicon', 'lexicon:some', 'decks', 'Texts'])(
    'when the key is %j, then it is 400 naming the keys there are',
    async (key) => {
      const { learner } = await offlineApp();
      const res = await get(learner, key).expect(400);
      expect(res.body.error).toBe(
        'The download must be lesson:<lesson id>, deck, lexicon:chosen, lexicon:all or texts.',
      );
    },
  );

  it('when the lesson is unknown, unpublished or for teachers, then a learner gets the same 404 for each', async () => {
    const { learner, teacher } = await offlineApp();
    const answers = await Promise.all(['zz99', 'cd34', 'ef56'].map((id) => get(learner, `lesson:${id}`)));
    expect(answers.map((res) => [res.status, res.body])).toEqual(
      Array(3).fill([404, { success: false, error: 'Lesson not found.' }]),
    );
    await get(teacher, 'lesson:ef56').expect(200);
    await get(teacher, 'lesson:cd34').expect(200);
  });

  it('when the time zone is missing, then it is 400', async () => {
    const { learner } = await offlineApp();
    await learner.get('/api/offline/package/deck').expect(400);
  });
});

describe('the lesson package', () => {
  it('when a learner downloads a lesson, then it is the lesson they open, with its words, sentences and takes, and nothing kept from them', async () => {
    const { learner } = await offlineApp();
    const pkg = offlineLessonPackageSchema.parse(await packageOf(learner, 'lesson:ab12'));
    const online = (await learner.get('/api/vocab-lesson/ab12').expect(200)).body.data;
    expect(pkg.key).toBe('lesson:ab12');
    expect(pkg.generatedAt).toBe('2026-03-02T09:00:00.000Z');
    expect(pkg.data).toEqual({
      lesson: online,
      words: [
        { id: 1, lex: 'tahak', gloss: 'river', take: take('/api/audio/tahak-ben.mp3', 'Ben') },
        { id: 2, lex: 'nipem', gloss: 'see', take: take('/api/audio/nipem-ana.mp3', 'Ana') },
      ],
      sentences: [
        {
          id: 's1',
          text: 'Tahak nipem.',
          trans: 'I see the river.',
          take: take('/api/audio-sent/s1-cora.mp3', 'Cora'),
        },
      ],
    });
    expect(JSON.parse(pkg.data.lesson.data as string)).toEqual([
      { kind: 'lex', lexId: 1, lex: 'tahak' },
      { kind: 'lex', lexId: 2, lex: 'nipem' },
      { kind: 'sent', sentId: 's1' },
    ]);
    expect(urls(pkg)).toEqual([
      '/api/audio/tahak-ben.mp3',
      '/api/audio/nipem-ana.mp3',
      '/api/audio-sent/s1-cora.mp3',
    ]);
    expect(pkg.notices).toEqual([{ speaker: 'Ana', notice: ANA_NOTICE, version: noticeVersion(ANA_NOTICE) }]);
  });

  it('when a teacher downloads it, then the entries, sentences and takes for teachers are in it', async () => {
    const { teacher } = await offlineApp();
    const pkg = offlineLessonPackageSchema.parse(await packageOf(teacher, 'lesson:ab12'));
    expect(pkg.data.words.map((word) => word.lex)).toEqual(['tahak', 'nipem', 'sekret']);
    expect(pkg.data.sentences.map((sentence) => sentence.id)).toEqual(['s1', 's2']);
    expect(urls(pkg)).toContain('/api/audio/sekret-ana.mp3');
    expect(urls(pkg)).toContain('/api/audio-sent/s2-cora.mp3');
  });

  it("when the learner puts a speaker first, then each word plays that speaker's take and the version changes", async () => {
    const { learner } = await offlineApp();
    const before = await packageOf(learner, 'lesson:ab12');
    await learner
      .post('/api/speaker-preferences')
      .send({ speakers: ['Ana'] })
      .expect(200);
    const after = offlineLessonPackageSchema.parse(await packageOf(learner, 'lesson:ab12'));
    expect(after.data.words[0]!.take).toEqual(take('/api/audio/tahak-ana.mp3', 'Ana'));
    expect(urls(after)).not.toContain('/api/audio/tahak-ben.mp3');
    expect(after.version).not.toBe(before.version);
  });

  it('when an item of the lesson is hidden, then the next version leaves it and its take out; shown again, the version is the first again', async () => {
    const { t, learner, teacher } = await offlineApp();
    const first = await packageOf(learner, 'lesson:ab12');
    await teacher
      .post('/api/admin/visibility')
      .send({ kind: 'entry', ids: [2], visibility: 'teachers' })
      .expect(200);
    const hidden = offlineLessonPackageSchema.parse(await packageOf(learner, 'lesson:ab12'));
    expect(hidden.version).not.toBe(first.version);
    expect(hidden.data.words.map((word) => word.lex)).toEqual(['tahak']);
    expect(JSON.stringify(hidden)).not.toMatch(/"see"|nipem-ana|"lexId":2/);
    // Its etag no longer matches: the device is told to fetch the new version.
    await get(learner, 'lesson:ab12').set('If-None-Match', `"${first.version}"`).expect(200);
    t.db.exec("UPDATE lexs SET visibility = 'public' WHERE id = 2");
    expect((await packageOf(learner, 'lesson:ab12')).version).toBe(first.version);
  });

  it("when a speaker is held back, then their takes leave the learner's package for another speaker's, and the notice of a speaker no longer in it goes", async () => {
    const { t, learner } = await offlineApp();
    const first = await packageOf(learner, 'lesson:ab12');
    t.db.exec(`UPDATE speakers SET held_until = '${FAR_FUTURE}' WHERE name = 'Ana'`);
    t.db.exec(
      `INSERT INTO speakers (name, notice, held_until, updated_at) VALUES ('Ben', '', '${FAR_FUTURE}', '${START}')`,
    );
    const held = offlineLessonPackageSchema.parse(await packageOf(learner, 'lesson:ab12'));
    expect(held.data.words.map((word) => word.take)).toEqual([null, null]);
    expect(urls(held)).toEqual(['/api/audio-sent/s1-cora.mp3']);
    expect(held.notices).toEqual([]);
    expect(held.version).not.toBe(first.version);
  });

  it('when a notice changes, then the version changes', async () => {
    const { t, learner } = await offlineApp();
    const first = await packageOf(learner, 'lesson:ab12');
    t.db.exec("UPDATE speakers SET notice = 'A new notice.' WHERE name = 'Ana'");
    const after = await packageOf(learner, 'lesson:ab12');
    expect(after.notices).toEqual([
      { speaker: 'Ana', notice: 'A new notice.', version: noticeVersion('A new notice.') },
    ]);
    expect(after.version).not.toBe(first.version);
  });

  it("when a take's file is missing on disk, then the take stays as the player has it online and the file is not listed", async () => {
    const { learner, mediaDir } = await offlineApp();
    fs.rmSync(path.join(mediaDir, 'audio', 'nipem-ana.mp3'));
    const pkg = offlineLessonPackageSchema.parse(await packageOf(learner, 'lesson:ab12'));
    expect(pkg.data.words[1]!.take).toEqual(take('/api/audio/nipem-ana.mp3', 'Ana'));
    expect(urls(pkg)).toEqual(['/api/audio/tahak-ben.mp3', '/api/audio-sent/s1-cora.mp3']);
  });
});

describe('the deck package', () => {
  it("when a learner downloads their deck, then every card has its stored state, each item its content and take, and today's counts are the queue's", async () => {
    const { t, learner, learnerId } = await offlineApp();
    for (const item of [
      { kind: 'word', lexId: 1 },
      { kind: 'word', lexId: 2 },
      { kind: 'sentence', sentId: 's1' },
    ])
      await learner
        .post('/api/review/items')
        .send({ ...item, source: 'words' })
        .expect(200);
    const queue = (await learner.get('/api/review/cards').query({ tz: 'UTC' }).expect(200)).body;
    await learner
      .post('/api/review/rate')
      .send({ cardId: queue.cards[0].id, rating: 3, tz: 'UTC' })
      .expect(200);
    const after = (await learner.get('/api/review/cards').query({ tz: 'UTC' }).expect(200)).body;

    const pkg = offlineDeckPackageSchema.parse(await packageOf(learner, 'deck'));
    const stored = t.db
      .prepare(
        `SELECT id, kind, item_id, direction, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps,
           reps, lapses, state, last_review, added_at FROM review_cards WHERE user_id = ? ORDER BY added_at, id`,
      )
      .all(learnerId) as ({ kind: string; item_id: string } & Record<string, unknown>)[];
    expect(pkg.data.cards).toEqual(
      stored.map(({ kind, item_id, ...state }) =>
        kind === 'word' ? { ...state, kind, lexId: Number(item_id) } : { ...state, kind, sentId: item_id },
      ),
    );
    expect(pkg.data.words).toEqual([
      { lexId: 1, lex: 'tahak', pos: 'n', gloss: 'river', take: take('/api/audio/tahak-ben.mp3', 'Ben') },
      { lexId: 2, lex: 'nipem', pos: 'v', gloss: 'see', take: take('/api/audio/nipem-ana.mp3', 'Ana') },
    ]);
    expect(pkg.data.sentences).toEqual([
      {
        sentId: 's1',
        text: 'Tahak nipem.',
        trans: 'I see the river.',
        take: take('/api/audio-sent/s1-cora.mp3', 'Cora'),
      },
    ]);
    expect(pkg.data.settings).toEqual((await learner.get('/api/review/settings').expect(200)).body.settings);
    expect(pkg.data.today).toEqual({ day: '2026-03-02', newStarted: 1, reviewed: after.reviewedToday });
    expect(pkg.notices.map((notice) => notice.speaker)).toEqual(['Ana']);
  });

  it("when the learner's day differs in their time zone, then today is their day", async () => {
    const { learner } = await offlineApp();
    // 09:00 UTC is still the day before in Honolulu.
    const pkg = offlineDeckPackageSchema.parse(
      (await get(learner, 'deck', 'Pacific/Honolulu').expect(200)).body,
    );
    expect(pkg.data.today).toEqual({ day: '2026-03-01', newStarted: 0, reviewed: 0 });
  });

  it('when an item of the deck is hidden from the learner, then its cards leave the package and the version changes', async () => {
    const { learner, teacher } = await offlineApp();
    await learner.post('/api/review/items').send({ kind: 'word', lexId: 1, source: 'words' }).expect(200);
    await learner.post('/api/review/items').send({ kind: 'word', lexId: 2, source: 'words' }).expect(200);
    const first = offlineDeckPackageSchema.parse(await packageOf(learner, 'deck'));
    expect(first.data.cards).toHaveLength(4);
    await teacher
      .post('/api/admin/visibility')
      .send({ kind: 'entry', ids: [1], visibility: 'teachers' })
      .expect(200);
    const after = offlineDeckPackageSchema.parse(await packageOf(learner, 'deck'));
    expect(after.data.cards.map((card) => (card.kind === 'word' ? card.lexId : card.sentId))).toEqual([2, 2]);
    expect(after.data.words.map((word) => word.lex)).toEqual(['nipem']);
    expect(after.version).not.toBe(first.version);
  });
});

describe('the lexicon packages', () => {
  it('when a learner downloads the lexicon with one take of each word, then each entry they may see is there whole, with the take they would hear', async () => {
    const { t, learner } = await offlineApp();
    t.db.exec(`
      INSERT INTO sense_examples (sense_id, position, text, translation, visibility)
        SELECT id, 1, 'Tahak example.', 'A river example.', 'learners' FROM senses WHERE lex_id = 1;
      INSERT INTO sense_examples (sense_id, position, text, translation, visibility)
        SELECT id, 2, 'Kept example.', 'x', 'teachers' FROM senses WHERE lex_id = 1;
      INSERT INTO entry_forms (lex_id, kind, position, ws, text) VALUES (1, 'pronunciation', 1, 'ipa', 'ta.hak');
    `);
    const pkg = offlineLexiconPackageSchema.parse(await packageOf(learner, 'lexicon:chosen'));
    const rows = (await learner.get('/api/lexs').expect(200)).body.data as { id: number }[];
    expect(pkg.data.entries.map((entry) => entry.id)).toEqual(rows.map((row) => row.id));
    const tahak = pkg.data.entries.find((entry) => entry.id === 1)!;
    const detail = (await learner.get('/api/lex-entry/1').expect(200)).body.data;
    expect(tahak).toEqual({
      ...rows.find((row) => row.id === 1),
      senses: detail.senses,
      forms: [{ kind: 'pronunciation', ws: 'ipa', text: 'ta.hak' }],
      typedNotes: [],
      takes: [take('/api/audio/tahak-ben.mp3', 'Ben')],
    });
    expect(JSON.stringify(pkg)).not.toMatch(/sekret|Kept example/);
    expect(urls(pkg)).toEqual(['/api/audio/nipem-ana.mp3', '/api/audio/tahak-ben.mp3']);
  });

  it("when a learner downloads every take, then each entry lists every take they may hear in their speaker order, and none of a held speaker's", async () => {
    const { t, learner } = await offlineApp();
    await learner
      .post('/api/speaker-preferences')
      .send({ speakers: ['Ana'] })
      .expect(200);
    const pkg = offlineLexiconPackageSchema.parse(await packageOf(learner, 'lexicon:all'));
    expect(pkg.data.entries.map((entry) => [entry.lex, entry.takes])).toEqual([
      ['nipem', [take('/api/audio/nipem-ana.mp3', 'Ana')]],
      ['tahak', [take('/api/audio/tahak-ana.mp3', 'Ana'), take('/api/audio/tahak-ben.mp3', 'Ben')]],
    ]);
    t.db.exec(
      `INSERT INTO speakers (name, notice, held_until, updated_at) VALUES ('Ben', '', '${FAR_FUTURE}', '${START}')`,
    );
    const held = offlineLexiconPackageSchema.parse(await packageOf(learner, 'lexicon:all'));
    expect(urls(held)).toEqual(['/api/audio/nipem-ana.mp3', '/api/audio/tahak-ana.mp3']);
    expect(held.version).not.toBe(pkg.version);
  });

  it('when a teacher downloads every take, then the entries and takes for teachers are in it', async () => {
    const { teacher } = await offlineApp();
    const pkg = offlineLexiconPackageSchema.parse(await packageOf(teacher, 'lexicon:all'));
    expect(pkg.data.entries.map((entry) => entry.lex)).toEqual(['nipem', 'sekret', 'tahak']);
    expect(urls(pkg)).toContain('/api/audio/sekret-ana.mp3');
  });
});

/**
 * Sentences under the entries (the words page's "Show sentences"), each take with a file of its own
 * on disk: s3 under tahak and nipem with takes by Cora then Dan, s4 under the teachers' entry only,
 * s5 for teachers under tahak, s6 under tahak with a take for teachers only, s7 under no entry.
 */
function addExamples(t: ReturnType<typeof makeTestApp>, mediaDir: string) {
  const sentences = createSentencesRepo(t.db);
  const word = (text: string, lexId?: number) => ({
    text,
    gloss: text,
    morphs: [lexId === undefined ? { text } : { text, lexId }],
  });
  const at = '2025-02-01T00:00:00Z';
  sentences.save({
    id: 's3',
    text: 'Tahak nipem ke.',
    trans: 'See the river.',
    anno: [word('tahak', 1), word('nipem', 2)],
    timestamp: at,
  });
  sentences.save({
    id: 's4',
    text: 'Sekret ke.',
    trans: 'The kept one.',
    anno: [word('sekret', 3)],
    timestamp: at,
  });
  sentences.save({
    id: 's5',
    text: 'Tahak sekret.',
    trans: 'A kept river.',
    anno: [word('tahak', 1)],
    timestamp: at,
    visibility: 'teachers',
  });
  sentences.save({
    id: 's6',
    text: 'Tahak ho.',
    trans: 'The river, ho.',
    anno: [word('ho'), word('tahak', 1)],
    timestamp: at,
  });
  sentences.save({ id: 's7', text: 'Ho ho.', trans: 'Ho, ho.', anno: [word('ho')], timestamp: at });
  const takes = [
    ['s3', 's3-cora.mp3', 'Cora', '2025-02-02T10:00:00Z', 'learners'],
    ['s3', 's3-dan.mp3', 'Dan', '2025-02-03T10:00:00Z', 'learners'],
    ['s4', 's4-cora.mp3', 'Cora', '2025-02-02T10:00:00Z', 'learners'],
    ['s5', 's5-cora.mp3', 'Cora', '2025-02-02T10:00:00Z', 'learners'],
    ['s6', 's6-cora.mp3', 'Cora', '2025-02-02T10:00:00Z', 'teachers'],
    ['s7', 's7-cora.mp3', 'Cora', '2025-02-02T10:00:00Z', 'learners'],
  ] as const;
  const insert = t.db.prepare(
    'INSERT INTO sent_audio (sent_id, filename, speaker, timestamp, visibility) VALUES (?, ?, ?, ?, ?)',
  );
  let size = 500;
  for (const take of takes) {
    insert.run(...take);
    fs.writeFileSync(path.join(mediaDir, 'sent-audio', take[1]), Buffer.alloc((size += 11)));
  }
}

describe('the sentences under the words in the lexicon packages', () => {
  it('when a learner downloads the lexicon, then the sentences listed under the entries they may see are in it, each with the take they would hear, and their files in its list', async () => {
    const { t, mediaDir, learner } = await offlineApp();
    addExamples(t, mediaDir);
    const pkg = offlineLexiconPackageSchema.parse(await packageOf(learner, 'lexicon:chosen'));
    expect(pkg.data.sentences).toEqual([
      {
        id: 's3',
        text: 'Tahak nipem ke.',
        trans: 'See the river.',
        lexIds: [1, 2],
        takes: [take('/api/audio-sent/s3-dan.mp3', 'Dan')],
      },
      // Its one take is for teachers: the sentence shows, without a recording.
      { id: 's6', text: 'Tahak ho.', trans: 'The river, ho.', lexIds: [1], takes: [] },
    ]);
    expect(urls(pkg)).toEqual([
      '/api/audio/nipem-ana.mp3',
      '/api/audio/tahak-ben.mp3',
      '/api/audio-sent/s3-dan.mp3',
    ]);
    // The sentence for teachers, the one under a teachers' entry alone, the one under no entry, the
    // take for teachers: none of them reach the learner's device.
    expect(JSON.stringify({ data: pkg.data, audio: pkg.audio })).not.toMatch(/"s[457]"|Sekret|s[4-7]-cora/);
    // The catalog's size counts them.
    const { data: catalog } = offlineCatalogResponseSchema.parse(
      (await learner.get('/api/offline/catalog').query({ tz: 'UTC' }).expect(200)).body,
    );
    const item = catalog.find((entry) => entry.key === 'lexicon:chosen')!;
    expect(item.version).toBe(pkg.version);
    expect(item.audioFiles).toBe(3);
    expect(item.audioBytes).toBe(pkg.audio.reduce((sum, file) => sum + file.bytes, 0));
    expect(pkg.audio.at(-1)!.bytes).toBe(fs.statSync(path.join(mediaDir, 'sent-audio', 's3-dan.mp3')).size);
    // The device fetches each file with the ordinary URL.
    await learner.get('/api/audio-sent/s3-dan.mp3').expect(200);
  });

  it("when a learner downloads every take, then each sentence lists every take they may hear in their speaker order, and none of a held speaker's", async () => {
    const { t, mediaDir, learner } = await offlineApp();
    addExamples(t, mediaDir);
    await learner
      .post('/api/speaker-preferences')
      .send({ speakers: ['Cora'] })
      .expect(200);
    const pkg = offlineLexiconPackageSchema.parse(await packageOf(learner, 'lexicon:all'));
    expect(pkg.data.sentences.map((sentence) => [sentence.id, sentence.takes])).toEqual([
      ['s3', [take('/api/audio-sent/s3-cora.mp3', 'Cora'), take('/api/audio-sent/s3-dan.mp3', 'Dan')]],
      ['s6', []],
    ]);
    t.db.exec(
      `INSERT INTO speakers (name, notice, held_until, updated_at) VALUES ('Cora', '', '${FAR_FUTURE}', '${START}')`,
    );
    const held = offlineLexiconPackageSchema.parse(await packageOf(learner, 'lexicon:all'));
    expect(held.data.sentences[0]!.takes).toEqual([take('/api/audio-sent/s3-dan.mp3', 'Dan')]);
    expect(urls(held)).not.toContain('/api/audio-sent/s3-cora.mp3');
    expect(held.version).not.toBe(pkg.version);
  });

  it("when the teacher hides a sentence or its recording, then the next version leaves it out, and a teacher's package keeps them", async () => {
    const { t, mediaDir, learner, teacher } = await offlineApp();
    addExamples(t, mediaDir);
    const first = offlineLexiconPackageSchema.parse(await packageOf(learner, 'lexicon:chosen'));
    const danTake = t.db.prepare("SELECT id FROM sent_audio WHERE filename = 's3-dan.mp3'").pluck().get();
    await teacher
      .post('/api/admin/visibility')
      .send({ kind: 'sentence-recording', ids: [danTake], visibility: 'teachers' })
      .expect(200);
    const takeHidden = offlineLexiconPackageSchema.parse(await packageOf(learner, 'lexicon:chosen'));
    expect(takeHidden.data.sentences[0]!.takes).toEqual([take('/api/audio-sent/s3-cora.mp3', 'Cora')]);
    expect(urls(takeHidden)).not.toContain('/api/audio-sent/s3-dan.mp3');
    expect(takeHidden.version).not.toBe(first.version);

    await teacher
      .post('/api/admin/visibility')
      .send({ kind: 'sentence', ids: ['s3'], visibility: 'teachers' })
      .expect(200);
    const hidden = offlineLexiconPackageSchema.parse(await packageOf(learner, 'lexicon:chosen'));
    expect(hidden.data.sentences.map((sentence) => sentence.id)).toEqual(['s6']);
    expect(urls(hidden).filter((url) => url.startsWith('/api/audio-sent/'))).toEqual([]);

    const teachers = offlineLexiconPackageSchema.parse(await packageOf(teacher, 'lexicon:all'));
    expect(teachers.data.sentences.map((sentence) => [sentence.id, sentence.lexIds])).toEqual([
      ['s3', [1, 2]],
      ['s4', [3]],
      ['s5', [1]],
      ['s6', [1]],
    ]);
    expect(urls(teachers)).toEqual(
      expect.arrayContaining(['/api/audio-sent/s5-cora.mp3', '/api/audio-sent/s6-cora.mp3']),
    );
  });
});

describe('the version follows what the device keeps beside a package', () => {
  it("when a take the dictionary with one take of each word does not keep is hidden, then its version changes all the same (the entry's details the device keeps list it)", async () => {
    const { t, learner, teacher } = await offlineApp();
    const first = offlineLexiconPackageSchema.parse(await packageOf(learner, 'lexicon:chosen'));
    const anaTake = t.db.prepare("SELECT id FROM word_audio WHERE filename = 'tahak-ana.mp3'").pluck().get();
    await teacher
      .post('/api/admin/visibility')
      .send({ kind: 'word-recording', ids: [anaTake], visibility: 'teachers' })
      .expect(200);
    const after = offlineLexiconPackageSchema.parse(await packageOf(learner, 'lexicon:chosen'));
    // The package itself is the same (Ben's take is the one to play)...
    expect(after.data).toEqual(first.data);
    expect(after.audio).toEqual(first.audio);
    // ...but the details the device keeps beside it no longer name Ana's take.
    expect(JSON.stringify((await learner.get('/api/lex-entry/1').expect(200)).body)).not.toMatch(/tahak-ana/);
    expect(after.version).not.toBe(first.version);
  });

  it("when a take a lesson does not play is hidden, then the lesson's version changes (the recordings list the device keeps names it)", async () => {
    const { t, learner, teacher } = await offlineApp();
    const first = offlineLessonPackageSchema.parse(await packageOf(learner, 'lesson:ab12'));
    const anaTake = t.db.prepare("SELECT id FROM word_audio WHERE filename = 'tahak-ana.mp3'").pluck().get();
    await teacher
      .post('/api/admin/visibility')
      .send({ kind: 'word-recording', ids: [anaTake], visibility: 'teachers' })
      .expect(200);
    const after = offlineLessonPackageSchema.parse(await packageOf(learner, 'lesson:ab12'));
    expect(after.data).toEqual(first.data);
    expect(after.version).not.toBe(first.version);
  });
});

describe('the texts package', () => {
  it('when a learner downloads the texts, then each text they may see is there as they open it, with the take of each of its sentences', async () => {
    const { learner, teacher } = await offlineApp();
    const pkg = offlineTextsPackageSchema.parse(await packageOf(learner, 'texts'));
    const online = (await learner.get('/api/text/1').expect(200)).body.data;
    // The take of a sentence the text no longer has is not downloaded.
    expect(pkg.data).toEqual({
      texts: [{ ...online, takes: { '1.1': take('/api/audio-sent/text1-1-cora.mp3', 'Cora') } }],
    });
    expect(urls(pkg)).toEqual(['/api/audio-sent/text1-1-cora.mp3']);

    const teachers = offlineTextsPackageSchema.parse(await packageOf(teacher, 'texts'));
    expect(teachers.data.texts.map((text) => text.title)).toEqual(['The river', 'The kept story']);
    expect(urls(teachers)).toContain('/api/audio-sent/text2-1-cora.mp3');
  });
});

describe("the texts package and a text's whole recording (ADR 093)", () => {
  /** Gives text 1 a whole recording of `visibility` (a file on disk), the read-along's. */
  function recordTextOne(t: Awaited<ReturnType<typeof offlineApp>>, visibility: string) {
    fs.mkdirSync(path.join(t.mediaDir, 'text-audio'), { recursive: true });
    fs.writeFileSync(path.join(t.mediaDir, 'text-audio', 'text-1-story.mp3'), Buffer.alloc(4321));
    t.t.db
      .prepare(
        "INSERT INTO text_audio (text_id, filename, speaker, timestamp, visibility) VALUES (1, 'text-1-story.mp3', 'Cora', 'x', ?)",
      )
      .run(visibility);
  }

  it('when text 1 has a recording the learner may hear, then the package carries its file and the text as it is read online, recording included', async () => {
    const app = await offlineApp();
    const before = offlineTextsPackageSchema.parse(await packageOf(app.learner, 'texts'));
    recordTextOne(app, 'learners');
    const pkg = offlineTextsPackageSchema.parse(await packageOf(app.learner, 'texts'));
    const online = (await app.learner.get('/api/text/1').expect(200)).body.data;
    expect(online.recording.url).toBe('/api/text-audio/text-1-story.mp3');
    expect(pkg.data.texts[0]).toEqual({ ...online, takes: before.data.texts[0]!.takes });
    expect(pkg.audio).toContainEqual({ url: '/api/text-audio/text-1-story.mp3', bytes: 4321 });
    expect(pkg.version).not.toBe(before.version);
    const { data: catalog } = offlineCatalogResponseSchema.parse(
      (await app.learner.get('/api/offline/catalog').query({ tz: 'UTC' }).expect(200)).body,
    );
    const texts = catalog.find((item) => item.key === 'texts')!;
    expect(texts.audioBytes).toBe(pkg.audio.reduce((sum, file) => sum + file.bytes, 0));
  });

  it("when the text's recording is for teachers, then a learner's package neither names nor carries it, and a teacher's does", async () => {
    const app = await offlineApp();
    recordTextOne(app, 'teachers');
    const pkg = offlineTextsPackageSchema.parse(await packageOf(app.learner, 'texts'));
    expect(pkg.data.texts[0]!.recording).toBeUndefined();
    expect(urls(pkg)).not.toContain('/api/text-audio/text-1-story.mp3');
    const teachers = offlineTextsPackageSchema.parse(await packageOf(app.teacher, 'texts'));
    expect(urls(teachers)).toContain('/api/text-audio/text-1-story.mp3');
  });
});

describe('the weight of a lesson', () => {
  it('when a lesson has 20 words of the sample lexicon with their recordings, then it downloads in well under 1 MB', async () => {
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-offline-sample-'));
    const t = makeTestApp({ start: START, config: { mediaDir } });
    loadSampleData(t.db, { seedDir: SEED_DIR, mediaDir, bcryptCost: 4, now: new Date(START) });
    const words = t.db
      .prepare<[], { id: number; lex: string }>(
        'SELECT l.id, l.lex FROM live_lexs l WHERE EXISTS (SELECT 1 FROM word_audio a WHERE a.lex_id = l.id) ORDER BY l.id LIMIT 20',
      )
      .all();
    expect(words).toHaveLength(20);
    const teacher = await signedIn(t.app, 'teacher', 'teacher-sample');
    await teacher
      .post('/api/save-vocab-lesson')
      .send({
        id: 'wt20',
        title: 'Twenty words',
        steps: words.map((w) => ({ kind: 'lex', lexId: w.id, lex: w.lex })),
      })
      .expect(200);
    await teacher.post('/api/publish-lesson').field('id', 'wt20').expect(200);
    const learner = await signedIn(t.app, 'learner', 'learner-sample');
    const { data } = offlineCatalogResponseSchema.parse(
      (await learner.get('/api/offline/catalog').query({ tz: 'UTC' }).expect(200)).body,
    );
    const lesson = data.find((item) => item.key === 'lesson:wt20')!;
    expect(lesson.audioFiles).toBe(20);
    expect(lesson.dataBytes).toBeLessThan(10_000);
    expect(lesson.dataBytes + lesson.audioBytes).toBeLessThan(500_000);
  });
});
