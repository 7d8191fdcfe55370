import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { unzipSync } from 'fflate';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SEED_DIR } from '../../config';
import { loadSampleData } from '../../db/seed';
import { cliContextOf, runCliCaptured } from '../../test-support/cli';
import { asBytes, useTempDirs } from '../../test-support/installation';
import { makeTestApp, signedIn } from '../../test-support/test-app';
import { noticeVersion } from '../speakers/speakers.service';
import { deckDescription, headwordOf, meaningOf } from './anki.service';
import { SENTENCE_MODEL_ID, WORD_MODEL_ID } from './apkg-writer';

const tempDir = useTempDirs('langapp-anki-');

/** The app over the sample data (lexicon, lessons, recordings), with a learner and a teacher. */
async function setUp() {
  const dataDir = tempDir();
  const mediaDir = path.join(dataDir, 'media');
  const t = makeTestApp({ config: { dataDir, mediaDir } });
  loadSampleData(t.db, { seedDir: SEED_DIR, mediaDir, bcryptCost: 4, now: t.clock.now() });
  t.addUser('ana', 'ana-pass');
  t.addUser('boss', 'boss-pass', { admin: true });
  return { ...t, mediaDir, ana: await signedIn(t.app, 'ana', 'ana-pass') };
}

interface Note {
  guid: string;
  mid: number;
  flds: string;
  sfld: string;
  csum: number;
}

/** Opens an .apkg the way Anki does: the zip, its media map and files, the collection database. */
function readApkg(bytes: Uint8Array) {
  const files = unzipSync(bytes);
  expect(Object.keys(files)).toContain('collection.anki2');
  expect(Object.keys(files)).toContain('media');
  const mediaMap = JSON.parse(new TextDecoder().decode(files.media)) as Record<string, string>;
  const db = new Database(Buffer.from(files['collection.anki2']!));
  const col = db.prepare('SELECT ver, models, decks FROM col').get() as {
    ver: number;
    models: string;
    decks: string;
  };
  const notes = db.prepare('SELECT guid, mid, flds, sfld, csum FROM notes ORDER BY id').all() as Note[];
  const cards = db.prepare('SELECT nid, did, ord, type, queue FROM cards ORDER BY id').all() as {
    nid: number;
    did: number;
    ord: number;
  }[];
  const noteIds = db.prepare('SELECT id FROM notes ORDER BY id').pluck().all() as number[];
  db.close();
  const media = new Map(Object.entries(mediaMap).map(([n, name]) => [name, files[n]!]));
  return {
    ver: col.ver,
    models: JSON.parse(col.models) as Record<
      string,
      { name: string; flds: { name: string }[]; tmpls: { name: string; qfmt: string }[] }
    >,
    decks: JSON.parse(col.decks) as Record<string, { name: string; desc: string }>,
    notes,
    cards,
    noteIds,
    media,
    fields: (n: Note) => n.flds.split('\x1f'),
  };
}

/** The description of the deck named `name` in an opened .apkg. */
const descriptionOf = (apkg: ReturnType<typeof readApkg>, name: string) =>
  Object.values(apkg.decks).find((d) => d.name === name)?.desc;

/**
 * An entry and a sentence (invented, not language material) recorded by Ana (oldest), Ben, Cora
 * (whose take only teachers hear) and Dan (held back until 2030), each take's file on disk.
 */
function withTakesByFourSpeakers(t: Awaited<ReturnType<typeof setUp>>) {
  const [sample] = fs.readdirSync(path.join(t.mediaDir, 'audio')).filter((f) => f.endsWith('.mp3'));
  const bytes = fs.readFileSync(path.join(t.mediaDir, 'audio', sample!));
  fs.mkdirSync(path.join(t.mediaDir, 'sent-audio'), { recursive: true });
  for (const speaker of ['ana', 'ben', 'cora', 'dan']) {
    // Each file its own bytes, so a test sees which take a note carries.
    fs.writeFileSync(
      path.join(t.mediaDir, 'audio', `pelam-${speaker}.mp3`),
      Buffer.concat([bytes, Buffer.from(speaker)]),
    );
    fs.writeFileSync(
      path.join(t.mediaDir, 'sent-audio', `s-pelam-${speaker}.mp3`),
      Buffer.concat([bytes, Buffer.from(speaker)]),
    );
  }
  t.db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss, notes) VALUES (9101, 'pelam', 'n', 'sample stone', '');
    INSERT INTO sents (id, text, trans, timestamp) VALUES ('pelam-1', 'Pelam tahak.', 'A sample stone.', '2025-01-01T00:00:00Z');
    INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp, visibility) VALUES
      ('pelam', 9101, 'pelam-ana.mp3', 'Ana', '2026-01-01T00:00:00Z', 'learners'),
      ('pelam', 9101, 'pelam-ben.mp3', 'Ben', '2026-01-02T00:00:00Z', 'learners'),
      ('pelam', 9101, 'pelam-cora.mp3', 'Cora', '2026-01-03T00:00:00Z', 'teachers'),
      ('pelam', 9101, 'pelam-dan.mp3', 'Dan', '2026-01-04T00:00:00Z', 'learners');
    INSERT INTO sent_audio (sent_id, filename, speaker, timestamp, visibility) VALUES
      ('pelam-1', 's-pelam-ana.mp3', 'Ana', '2026-01-01T00:00:00Z', 'learners'),
      ('pelam-1', 's-pelam-ben.mp3', 'Ben', '2026-01-02T00:00:00Z', 'learners'),
      ('pelam-1', 's-pelam-cora.mp3', 'Cora', '2026-01-03T00:00:00Z', 'teachers'),
      ('pelam-1', 's-pelam-dan.mp3', 'Dan', '2026-01-04T00:00:00Z', 'learners');
    INSERT INTO speakers (name, notice, held_until, updated_at) VALUES ('Dan', '', '2030-01-01T08:00:00.000Z', '2026-01-01');
  `);
}

/** The review deck of `agent` as Anki reads it: each note's audio field, and the deck's description. */
async function reviewDeckOf(agent: request.Agent) {
  const apkg = readApkg((await download(agent, '/api/review/anki.apkg')).body);
  return {
    audio: apkg.notes.map((n) => apkg.fields(n).at(-1)),
    media: [...apkg.media.keys()].sort(),
    description: descriptionOf(apkg, 'Language app::My review'),
  };
}

const download = async (agent: request.Agent | ReturnType<typeof request>, url: string) =>
  (await (agent as request.Agent).get(url).buffer(true).parse(asBytes)) as request.Response & {
    body: Buffer;
  };

describe('Anki decks', () => {
  it("when a learner downloads a lesson's deck, then each word is a note with its meaning and recording in two cards, and each sentence one card", async () => {
    const t = await setUp();
    const res = await download(t.ana, '/api/vocab-lessons/s1a1/anki.apkg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/apkg/);
    expect(res.headers['content-disposition']).toBe('attachment; filename=Sample-lesson-1.apkg');
    expect(res.headers['cache-control']).toBe('private, no-store');

    const apkg = readApkg(res.body);
    expect(apkg.ver).toBe(11);
    expect(Object.values(apkg.decks).map((d) => d.name)).toContain('Language app::Sample lesson 1');
    expect(apkg.models[WORD_MODEL_ID]!.flds.map((f) => f.name)).toEqual([
      'Word',
      'Meaning',
      'Part of speech',
      'Audio',
    ]);
    expect(apkg.models[WORD_MODEL_ID]!.tmpls.map((x) => x.name)).toEqual(['Listen', 'Recall']);
    expect(apkg.models[SENTENCE_MODEL_ID]!.tmpls.map((x) => x.name)).toEqual(['Listen']);

    const lesson = t.db.prepare("SELECT data FROM vocab_lessons WHERE id = 's1a1'").pluck().get() as string;
    const steps = JSON.parse(lesson) as ({ kind: 'lex'; lexId: number } | { kind: 'sent'; sentId: string })[];
    const lexIds = steps.flatMap((s) => (s.kind === 'lex' ? [s.lexId] : []));
    const sentIds = steps.flatMap((s) => (s.kind === 'sent' ? [s.sentId] : []));
    const wordNotes = apkg.notes.filter((n) => n.mid === WORD_MODEL_ID);
    const sentenceNotes = apkg.notes.filter((n) => n.mid === SENTENCE_MODEL_ID);
    expect(wordNotes).toHaveLength(lexIds.length);
    expect(sentenceNotes).toHaveLength(sentIds.length);

    for (const [i, lexId] of lexIds.entries()) {
      const entry = t.db.prepare('SELECT guid, lex, pos, gloss FROM lexs WHERE id = ?').get(lexId) as {
        guid: string;
        lex: string;
        pos: string;
        gloss: string;
      };
      const note = wordNotes[i]!;
      const [word, meaning, pos, audio] = apkg.fields(note);
      expect(note.guid).toBe(`langapp-word-${entry.guid}`);
      expect(word).toBe(entry.lex);
      // One sense: its gloss; several (the sample napam): each numbered with its part of speech.
      const senses = t.db
        .prepare('SELECT pos, gloss FROM senses WHERE lex_id = ? ORDER BY position')
        .all(lexId) as { pos: string; gloss: string }[];
      expect(meaning).toBe(
        senses.length === 1
          ? entry.gloss
          : senses.map((x, n) => `${n + 1}. (${x.pos}) ${x.gloss}`).join('<br>'),
      );
      // Several senses name their parts of speech in the meaning, and the field is left empty.
      expect(pos).toBe(senses.length === 1 ? entry.pos : '');
      expect(note.sfld).toBe(word);
      // The newest playable take of the word, its bytes as stored.
      const take = t.db
        .prepare(
          'SELECT filename FROM playable_word_audio WHERE lex_id = ? ORDER BY timestamp DESC, id DESC LIMIT 1',
        )
        .pluck()
        .get(lexId) as string;
      expect(audio).toBe(`[sound:langapp-${take}]`);
      expect(Buffer.from(apkg.media.get(`langapp-${take}`)!)).toEqual(
        fs.readFileSync(path.join(t.mediaDir, 'audio', take)),
      );
    }
    for (const [i, sentId] of sentIds.entries()) {
      const s = t.db.prepare('SELECT text, trans FROM sents WHERE id = ?').get(sentId) as {
        text: string;
        trans: string;
      };
      const [sentence, translation] = apkg.fields(sentenceNotes[i]!);
      expect(sentenceNotes[i]!.guid).toBe(`langapp-sentence-${sentId}`);
      expect([sentence, translation]).toEqual([s.text, s.trans]);
    }
    // Two cards per word (listen, recall), one per sentence, all new, in the lesson's deck.
    const cardsOf = (id: number) => apkg.cards.filter((c) => c.nid === id).map((c) => c.ord);
    for (const [i, n] of apkg.notes.entries())
      expect(cardsOf(apkg.noteIds[i]!)).toEqual(n.mid === WORD_MODEL_ID ? [0, 1] : [0]);
    expect(new Set(apkg.cards.map((c) => c.did)).size).toBe(1);
  });

  it('when homographs have recordings of their own and an entry several senses, then each entry is one note with its number, every sense numbered with its pos, and its own recording', async () => {
    // Sample words, invented: not language material.
    const t = await setUp();
    const audio = path.join(t.mediaDir, 'audio');
    const [first, second] = fs.readdirSync(audio).filter((f) => f.endsWith('.mp3'));
    fs.copyFileSync(path.join(audio, first!), path.join(audio, 'tahak-river.mp3'));
    fs.copyFileSync(path.join(audio, second!), path.join(audio, 'tahak-flow.mp3'));
    expect(fs.readFileSync(path.join(audio, 'tahak-river.mp3'))).not.toEqual(
      fs.readFileSync(path.join(audio, 'tahak-flow.mp3')),
    );
    t.db.exec(`
      INSERT INTO lexs (id, lex, pos, gloss, notes) VALUES (9001, 'Tahak', 'n', 'river', ''), (9002, 'Tahak', 'v', 'to flow', '');
      INSERT INTO senses (lex_id, position, pos, gloss, definition) VALUES
        (9001, 2, 'n', 'stream', ''), (9001, 3, '', '', 'A name in old stories.');
      INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp) VALUES
        ('Tahak', 9001, 'tahak-river.mp3', 'Ana', '2026-01-01T00:00:00Z'),
        ('Tahak', 9002, 'tahak-flow.mp3', 'Ben', '2026-01-02T00:00:00Z');
    `);
    for (const lexId of [9001, 9002])
      await t.ana.post('/api/review/items').send({ kind: 'word', lexId, source: 'words' }).expect(200);
    const deck = readApkg((await download(t.ana, '/api/review/anki.apkg')).body);
    expect(deck.notes.map((n) => deck.fields(n))).toEqual([
      [
        'Tahak₁',
        '1. (n) river<br>2. (n) stream<br>3. A name in old stories.',
        '',
        '[sound:langapp-tahak-river.mp3]',
      ],
      ['Tahak₂', 'to flow', 'v', '[sound:langapp-tahak-flow.mp3]'],
    ]);
    expect(Buffer.from(deck.media.get('langapp-tahak-river.mp3')!)).toEqual(
      fs.readFileSync(path.join(audio, 'tahak-river.mp3')),
    );
    expect(Buffer.from(deck.media.get('langapp-tahak-flow.mp3')!)).toEqual(
      fs.readFileSync(path.join(audio, 'tahak-flow.mp3')),
    );
    // Homographs are two notes Anki does not take for duplicates: their first fields differ.
    expect(new Set(deck.notes.map((n) => n.csum)).size).toBe(2);
  });

  it('when learners chose speakers, then each note carries the take of their first chosen speaker they may hear, else the newest they may hear', async () => {
    const t = await setUp();
    withTakesByFourSpeakers(t);
    t.addUser('ben', 'ben-pass');
    const ben = await signedIn(t.app, 'ben', 'ben-pass');
    for (const agent of [t.ana, ben]) {
      await agent.post('/api/review/items').send({ kind: 'word', lexId: 9101, source: 'words' }).expect(200);
      await agent
        .post('/api/review/items')
        .send({ kind: 'sentence', sentId: 'pelam-1', source: 'words' })
        .expect(200);
    }
    // Ana's learner puts first a speaker who never recorded it, one only teachers hear and one held back.
    await t.ana
      .post('/api/speaker-preferences')
      .send({ speakers: ['Eve', 'Cora', 'Dan', 'Ana', 'Ben'] })
      .expect(200);

    const anas = await reviewDeckOf(t.ana);
    expect(anas.audio).toEqual(['[sound:langapp-pelam-ana.mp3]', '[sound:langapp-s-pelam-ana.mp3]']);
    expect(anas.media).toEqual(['langapp-pelam-ana.mp3', 'langapp-s-pelam-ana.mp3']);
    // Without a choice, the newest take the learner may hear.
    expect((await reviewDeckOf(ben)).audio).toEqual([
      '[sound:langapp-pelam-ben.mp3]',
      '[sound:langapp-s-pelam-ben.mp3]',
    ]);

    // A lesson's deck too.
    t.db
      .prepare(
        "INSERT INTO vocab_lessons (id, title, description, data, published, date_added, updated_at) VALUES ('pl01', 'Stones', 'Sample stones.', ?, 1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
      )
      .run(
        JSON.stringify([
          { kind: 'lex', lexId: 9101, lex: 'pelam' },
          { kind: 'sent', sentId: 'pelam-1' },
        ]),
      );
    await ben
      .post('/api/speaker-preferences')
      .send({ speakers: ['Ana'] })
      .expect(200);
    const lesson = readApkg((await download(ben, '/api/vocab-lessons/pl01/anki.apkg')).body);
    expect(lesson.notes.map((n) => lesson.fields(n).at(-1))).toEqual([
      '[sound:langapp-pelam-ana.mp3]',
      '[sound:langapp-s-pelam-ana.mp3]',
    ]);
  });

  it("when a chosen speaker's recordings carry a notice, then a learner's deck leaves them out and says so until the learner accepts the notice's current version, and then carries them with the notice", async () => {
    const t = await setUp();
    withTakesByFourSpeakers(t);
    const notice = 'Ana has passed away. Her family agreed to share her voice <for learning>.';
    t.db
      .prepare(
        "INSERT INTO speakers (name, notice, held_until, updated_at) VALUES ('Ana', ?, NULL, '2026-01-01')",
      )
      .run(notice);
    await t.ana.post('/api/review/items').send({ kind: 'word', lexId: 9101, source: 'words' }).expect(200);
    await t.ana
      .post('/api/review/items')
      .send({ kind: 'sentence', sentId: 'pelam-1', source: 'words' })
      .expect(200);
    await t.ana
      .post('/api/speaker-preferences')
      .send({ speakers: ['Ana'] })
      .expect(200);

    const unread = await reviewDeckOf(t.ana);
    expect(unread.audio).toEqual(['[sound:langapp-pelam-ben.mp3]', '[sound:langapp-s-pelam-ben.mp3]']);
    expect(unread.media).not.toContain('langapp-pelam-ana.mp3');
    expect(unread.description).toBe(
      'The words and sentences of my review deck.<br><br>Not in this deck: the recordings of Ana, whose notice you have not read. ' +
        'Play one of their recordings in the app, read the notice and choose Play, then download the deck again to have them.',
    );

    await t.ana
      .post('/api/speaker-notices/accepted')
      .send({ speaker: 'Ana', version: noticeVersion(notice) })
      .expect(200);
    const read = await reviewDeckOf(t.ana);
    expect(read.audio).toEqual(['[sound:langapp-pelam-ana.mp3]', '[sound:langapp-s-pelam-ana.mp3]']);
    // Anki shows the description as HTML: the notice is text.
    expect(read.description).toBe(
      'The words and sentences of my review deck.<br><br>About the recordings of Ana: Ana has passed away. ' +
        'Her family agreed to share her voice &lt;for learning&gt;.',
    );

    // A changed notice is a new version: left out again until it is read.
    t.db
      .prepare(
        "UPDATE speakers SET notice = 'Ana asked that her voice be heard by learners only.' WHERE name = 'Ana'",
      )
      .run();
    expect((await reviewDeckOf(t.ana)).audio).toEqual([
      '[sound:langapp-pelam-ben.mp3]',
      '[sound:langapp-s-pelam-ben.mp3]',
    ]);
  });

  it("when the teacher exports the lexicon from the CLI, then it is nobody's deck: the newest take, with its speaker's notice in the description", async () => {
    const t = await setUp();
    withTakesByFourSpeakers(t);
    t.db.exec(
      "INSERT INTO speakers (name, notice, held_until, updated_at) VALUES ('Ben', 'Sample notice of Ben.', NULL, '2026-01-01')",
    );
    const out = path.join(t.config.dataDir, 'lexicon.apkg');
    await runCliCaptured(cliContextOf(t), 'anki:export', out);
    const lexicon = readApkg(fs.readFileSync(out));
    const pelam = lexicon.notes.find((n) => lexicon.fields(n)[0] === 'pelam')!;
    // The teacher hears every take: Dan's, held back from learners, is the newest.
    expect(lexicon.fields(pelam).at(-1)).toBe('[sound:langapp-pelam-dan.mp3]');
    expect(descriptionOf(lexicon, 'Language app::Lexicon')).toContain(
      'About the recordings of Ben: Sample notice of Ben.',
    );
  });

  it.each([
    ['no notices', 'A lesson.', [], [], 'A lesson.'],
    [
      'a carried notice and a speaker left out',
      'A lesson.',
      [{ speaker: 'Ana', notice: 'Shared by her family.', version: 'v1' }],
      ['Ben', 'Cora'],
      'A lesson.\n\nAbout the recordings of Ana: Shared by her family.\n\nNot in this deck: the recordings of Ben, Cora, whose notice you have not read. Play one of their recordings in the app, read the notice and choose Play, then download the deck again to have them.',
    ],
    [
      'no description of its own',
      '',
      [{ speaker: 'Ana', notice: 'Shared by her family.', version: 'v1' }],
      [],
      'About the recordings of Ana: Shared by her family.',
    ],
  ])(
    'when a deck has %s, then its description is as expected',
    (_case, description, carried, leftOut, expected) => {
      expect(deckDescription(description, carried, leftOut)).toBe(expected);
    },
  );

  it.each([
    [[], { meaning: '', pos: '' }],
    [[{ pos: 'n', gloss: 'river', definition: '' }], { meaning: 'river', pos: 'n' }],
    [[{ pos: '', gloss: '', definition: 'A long water.' }], { meaning: 'A long water.', pos: '' }],
    [
      [
        { pos: 'n', gloss: 'river', definition: 'A long water.' },
        { pos: '', gloss: 'stream', definition: '' },
      ],
      { meaning: '1. (n) river\n2. stream', pos: '' },
    ],
  ])('when the senses are %j, then the note says %j', (senses, expected) => {
    expect(meaningOf(senses)).toEqual(expected);
  });

  it.each([
    ['tahak', null, 'tahak'],
    ['Tahak', 2, 'Tahak₂'],
    ['lumah', 12, 'lumah₁₂'],
  ])('when the headword is %s with homograph %j, then the note’s word is %s', (lex, homograph, word) => {
    expect(headwordOf(lex, homograph)).toBe(word);
  });

  it('when the deck is downloaded twice, then the notes keep their guids, so Anki updates rather than duplicates them', async () => {
    const t = await setUp();
    const first = readApkg((await download(t.ana, '/api/vocab-lessons/s1a1/anki.apkg')).body);
    t.clock.advance(60_000);
    const second = readApkg((await download(t.ana, '/api/vocab-lessons/s1a1/anki.apkg')).body);
    expect(second.notes.map((n) => n.guid)).toEqual(first.notes.map((n) => n.guid));
    expect(Object.keys(second.decks)).toEqual(Object.keys(first.decks));
  });

  it("when a learner downloads their review deck, then it holds exactly their deck's words and sentences", async () => {
    const t = await setUp();
    const empty = readApkg((await download(t.ana, '/api/review/anki.apkg')).body);
    expect(empty.notes).toEqual([]);
    await t.ana.post('/api/review/items').send({ kind: 'word', lexId: 3, source: 'words' }).expect(200);
    await t.ana
      .post('/api/review/items')
      .send({ kind: 'sentence', sentId: 'sample-1', source: 'words' })
      .expect(200);
    const res = await download(t.ana, '/api/review/anki.apkg');
    expect(res.headers['content-disposition']).toBe('attachment; filename=My-review.apkg');
    const deck = readApkg(res.body);
    const lex = t.db.prepare('SELECT lex FROM lexs WHERE id = 3').pluck().get();
    expect(deck.notes.map((n) => deck.fields(n)[0])).toEqual([
      lex,
      t.db.prepare("SELECT text FROM sents WHERE id = 'sample-1'").pluck().get(),
    ]);
    expect(deck.cards).toHaveLength(3);
    // Another learner's deck is their own.
    t.addUser('ben', 'ben-pass');
    const ben = await signedIn(t.app, 'ben', 'ben-pass');
    expect(readApkg((await download(ben, '/api/review/anki.apkg')).body).notes).toEqual([]);
  });

  it('when a visitor asks, or a learner asks for an unpublished or unknown lesson, then 401 and 404', async () => {
    const t = await setUp();
    await request(t.app).get('/api/vocab-lessons/s1a1/anki.apkg').expect(401);
    await request(t.app).get('/api/review/anki.apkg').expect(401);
    t.db.prepare("UPDATE vocab_lessons SET published = 0 WHERE id = 's1a1'").run();
    expect((await t.ana.get('/api/vocab-lessons/s1a1/anki.apkg').expect(404)).body).toEqual({
      success: false,
      error: 'Lesson not found.',
    });
    await t.ana.get('/api/vocab-lessons/zz99/anki.apkg').expect(404);
    await t.ana.get('/api/vocab-lessons/NOT-AN-ID/anki.apkg').expect(400);
    const boss = await signedIn(t.app, 'boss', 'boss-pass');
    await boss.get('/api/vocab-lessons/s1a1/anki.apkg').expect(200);
  });

  it('when the teacher exports the lexicon or a lesson from the CLI, then the file is a deck of it', async () => {
    const t = await setUp();
    const out = path.join(t.config.dataDir, 'decks', 'lexicon.apkg');
    const ctx = cliContextOf(t);
    const cli = await runCliCaptured(ctx, 'anki:export', out);
    expect(cli.out).toEqual([`Wrote ${out}`]);
    const lexicon = readApkg(fs.readFileSync(out));
    expect(lexicon.notes).toHaveLength(
      t.db.prepare('SELECT COUNT(*) FROM live_lexs').pluck().get() as number,
    );
    expect(lexicon.cards).toHaveLength(lexicon.notes.length * 2);
    expect(lexicon.media.size).toBeGreaterThan(0);

    const lessonFile = path.join(t.config.dataDir, 'lesson.apkg');
    await runCliCaptured(ctx, 'anki:export', lessonFile, '--lesson', 's1a1');
    expect(Object.values(readApkg(fs.readFileSync(lessonFile)).decks).map((d) => d.name)).toContain(
      'Language app::Sample lesson 1',
    );
    const bad = await runCliCaptured(ctx, 'anki:export', lessonFile, '--lesson', 'zz99');
    expect(bad.code).not.toBe(0);
    expect(bad.err).toContain('Lesson not found.');
    const wrong = await runCliCaptured(ctx, 'anki:export', 'deck.zip');
    expect(wrong.err).toContain('anki:export takes exactly one <file.apkg>.');
  });
});
