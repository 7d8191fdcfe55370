import { describe, expect, it } from 'vitest';
import { ENTRY_USES_SHOWN, lexEntryResponseSchema } from '@langapp/shared';
import { makeTestApp, signedIn } from '../../test-support/test-app';
import { createSentencesRepo } from '../sentences/sentences.repo';

// Entries with several senses, homographs, notes and forms (issue 25). Sample entries, invented: not
// language material.
async function setup() {
  const t = makeTestApp();
  t.db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss, notes) VALUES
      (1, 'Tahak', 'n', 'river', 'a general note'),
      (2, 'tahak', 'v', 'to flow', ''),
      (3, 'lumah', 'n', 'stone', '');
    INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp) VALUES
      ('tahak', 2, 'tahak-2.mp3', 'Ana', '2026-01-02T00:00:00Z'),
      ('tahak', 2, 'tahak-2.webm', 'Ana', '2026-01-02T00:00:00Z'),
      ('Tahak', 1, 'tahak-1.mp3', 'Ben', '2026-01-01T00:00:00Z');
  `);
  t.addUser('teacher', 'teacher-pass', { admin: true });
  t.addUser('learner', 'learner-pass');
  return {
    t,
    teacher: await signedIn(t.app, 'teacher', 'teacher-pass'),
    learner: await signedIn(t.app, 'learner', 'learner-pass'),
  };
}

const wholeEntry = {
  id: 3,
  lex: 'Lumah',
  notes: 'general',
  senses: [
    {
      pos: 'n',
      gloss: 'stone',
      definition: 'A small piece of rock.',
      examples: [{ text: 'Lumah tahak.', translation: 'A stone in the river.' }],
      notes: [{ type: 'grammar', text: 'Takes -ek in the plural.' }],
    },
    { pos: 'v', gloss: 'to throw stones', definition: '', examples: [], notes: [] },
    { pos: '', gloss: '', definition: 'Used in one old story only.', examples: [], notes: [] },
  ],
  forms: [
    { kind: 'pronunciation', ws: 'qaa-fonipa', text: 'ˈlu.mah' },
    { kind: 'variant', ws: 'qaa', text: 'lumak' },
  ],
  typedNotes: [{ type: 'anthropology', text: 'Stones mark the paths.' }],
};

describe('GET /api/lex-entry/:id', () => {
  it('when a learner asks for an entry, then it comes whole, with its own playable recordings newest first', async () => {
    const { learner } = await setup();
    const res = await learner.get('/api/lex-entry/2').expect(200);
    // The documented shape, which the web app parses.
    expect(() => lexEntryResponseSchema.parse(res.body)).not.toThrow();
    expect(res.body.data).toMatchObject({
      id: 2,
      lex: 'tahak',
      homograph: null,
      notes: '',
      senses: [{ pos: 'v', gloss: 'to flow', definition: '', examples: [], notes: [] }],
      forms: [],
      typedNotes: [],
      recordings: [{ filename: 'tahak-2.mp3', speaker: 'Ana', to_confirm: false }],
    });
  });

  it('when the id names no live entry, then 404; not a number, then 400; a visitor, then 401', async () => {
    const { t, learner } = await setup();
    t.db.exec("UPDATE lexs SET deleted_at = 'x' WHERE id = 3");
    await learner.get('/api/lex-entry/3').expect(404);
    await learner.get('/api/lex-entry/99').expect(404);
    await learner.get('/api/lex-entry/x').expect(400);
    const { default: request } = await import('supertest');
    await request(t.app).get('/api/lex-entry/1').expect(401);
  });
});

describe('GET /api/lex-entry/:id: where the entry is used (its page)', () => {
  it('when sentences and texts link the entry, then it names those the account may see, sentences by time, at most ENTRY_USES_SHOWN', async () => {
    const { t, learner, teacher } = await setup();
    const sentences = createSentencesRepo(t.db);
    const morphs = (lexId: number) => [{ text: 'w', gloss: 'g', morphs: [{ text: 'w', lexId }] }];
    for (let i = 0; i < ENTRY_USES_SHOWN + 2; i++) {
      sentences.save({
        id: `s${i}`,
        text: `Sentence ${i}.`,
        trans: `Translation ${i}.`,
        anno: morphs(i === 0 ? 2 : 1),
        timestamp: `2026-01-01T00:00:${String(59 - i).padStart(2, '0')}Z`,
      });
    }
    t.db.exec("UPDATE sents SET visibility = 'teachers' WHERE id = 's1'");
    const textData = (lexId: number) =>
      JSON.stringify({ title: 't', sents: [{ text: 'w', trans: 'x', words: morphs(lexId) }] });
    const addText = t.db.prepare(
      "INSERT INTO texts (id, title, data, published, created_at, updated_at, deleted_at) VALUES (?, ?, ?, ?, 'x', 'x', ?)",
    );
    addText.run(1, 'The river story', textData(1), 1, null);
    addText.run(2, 'Unpublished story', textData(1), 0, null);
    addText.run(3, 'Deleted story', textData(1), 1, 'x');
    addText.run(4, 'Another word only', textData(2), 1, null);
    addText.run(5, 'Not JSON', '{', 1, null);

    const { uses } = (await learner.get('/api/lex-entry/1').expect(200)).body.data;
    // s1 is for teachers; s0 uses another entry: the others, newest timestamp last (s51 first).
    expect(uses.sentenceCount).toBe(ENTRY_USES_SHOWN);
    expect(uses.sentences).toHaveLength(ENTRY_USES_SHOWN);
    expect(uses.sentences[0]).toEqual({ id: 's51', text: 'Sentence 51.', trans: 'Translation 51.' });
    expect(uses.sentences.map((s: { id: string }) => s.id)).not.toContain('s1');
    expect(uses.texts).toEqual([{ id: 1, title: 'The river story' }]);

    const teacherUses = (await teacher.get('/api/lex-entry/1').expect(200)).body.data.uses;
    expect(teacherUses.sentenceCount).toBe(ENTRY_USES_SHOWN + 1);
    expect(teacherUses.sentences).toHaveLength(ENTRY_USES_SHOWN);
    expect(teacherUses.texts.map((x: { title: string }) => x.title)).toEqual(['The river story', 'Unpublished story']);
  });

  it('when nothing uses the entry, then the account is told so with empty lists', async () => {
    const { learner } = await setup();
    const { uses } = (await learner.get('/api/lex-entry/3').expect(200)).body.data;
    expect(uses).toEqual({ sentences: [], sentenceCount: 0, texts: [] });
  });
});

describe('POST /api/update-lex-entry', () => {
  it('when the teacher saves an entry whole, then every part is kept in order and the first sense is the entry’s', async () => {
    const { teacher, learner } = await setup();
    const res = await teacher.post('/api/update-lex-entry').send(wholeEntry).expect(200);
    expect(res.body.data).toMatchObject({
      id: 3,
      lex: 'Lumah',
      notes: 'general',
      senses: wholeEntry.senses,
      forms: [
        { kind: 'pronunciation', ws: 'qaa-fonipa', text: 'ˈlu.mah' },
        { kind: 'variant', ws: 'qaa', text: 'lumak' },
      ],
      typedNotes: wholeEntry.typedNotes,
    });
    const list = (await learner.get('/api/lexs').expect(200)).body.data;
    expect(list).toContainEqual({
      id: 3,
      lex: 'Lumah',
      pos: 'n',
      gloss: 'stone',
      notes: 'general',
      senses: [
        { pos: 'n', gloss: 'stone' },
        { pos: 'v', gloss: 'to throw stones' },
        { pos: '', gloss: '' },
      ],
      visibility: 'learners',
    });
  });

  it('when senses are reordered and one removed, then they keep their ids, and the new first sense is the entry’s', async () => {
    const { t, teacher } = await setup();
    const saved = (await teacher.post('/api/update-lex-entry').send(wholeEntry).expect(200)).body.data;
    const [first, second] = saved.senses;
    const res = await teacher
      .post('/api/update-lex-entry')
      .send({ ...wholeEntry, senses: [second, first] })
      .expect(200);
    expect(res.body.data.senses.map((s: { id: number }) => s.id)).toEqual([second.id, first.id]);
    expect(res.body.data.senses[1].examples).toEqual(first.examples);
    expect(t.db.prepare('SELECT pos, gloss FROM lexs WHERE id = 3').get()).toEqual({
      pos: 'v',
      gloss: 'to throw stones',
    });
    expect(t.db.prepare('SELECT COUNT(*) FROM senses WHERE lex_id = 3').pluck().get()).toBe(2);
  });

  it('when homographs are listed, then each has its number and its own recordings', async () => {
    const { t, learner } = await setup();
    t.db.exec("INSERT INTO lexs (id, lex, pos, gloss) VALUES (4, 'tahak', 'adv', 'downstream')");
    const list = (await learner.get('/api/lexs').expect(200)).body.data as {
      id: number;
      homograph?: number;
    }[];
    expect(list.filter((e) => e.homograph !== undefined).map((e) => [e.id, e.homograph])).toEqual([
      [2, 1],
      [4, 2],
    ]);
    expect((await learner.get('/api/lex-entry/1').expect(200)).body.data.recordings).toEqual([
      {
        id: expect.any(Number),
        filename: 'tahak-1.mp3',
        speaker: 'Ben',
        variety: '',
        timestamp: '2026-01-01T00:00:00Z',
        to_confirm: false,
        visibility: 'learners',
      },
    ]);
  });

  it.each([
    [{ senses: [] }, 'An entry has at least one sense.'],
    [{ lex: ' ' }, 'Word is required.'],
    [
      { forms: [{ kind: 'spelling', ws: 'en', text: 'x' }] },
      "A form's kind is one of lexical-unit, citation",
    ],
    [{ forms: [{ kind: 'variant', ws: 'not a tag', text: 'x' }] }, 'A writing system is a language tag'],
    [{ senses: [{ gloss: 'x'.repeat(501) }] }, 'Gloss must be at most 500 characters long.'],
    [{ id: 99 }, 'There is no lexical entry with the id 99.'],
  ])('when the body has %j, then it answers 4xx naming it and changes nothing', async (change, error) => {
    const { t, teacher } = await setup();
    const before = t.db.prepare('SELECT * FROM senses ORDER BY id').all();
    const res = await teacher.post('/api/update-lex-entry').send({ ...wholeEntry, ...change });
    expect([400, 404]).toContain(res.status);
    expect(res.body.error).toContain(error);
    expect(t.db.prepare('SELECT * FROM senses ORDER BY id').all()).toEqual(before);
  });

  it('when a learner or a visitor saves, then 403 or 401 and nothing changes', async () => {
    const { t, learner } = await setup();
    await learner.post('/api/update-lex-entry').send(wholeEntry).expect(403);
    const { default: request } = await import('supertest');
    await request(t.app).post('/api/update-lex-entry').send(wholeEntry).expect(401);
    expect(t.db.prepare('SELECT lex FROM lexs WHERE id = 3').pluck().get()).toBe('lumah');
  });
});
