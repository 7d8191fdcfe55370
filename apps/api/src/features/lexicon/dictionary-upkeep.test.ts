import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { updateLexResponseSchema } from '@langapp/shared';
import { lexiconIoOver } from '../../test-support/installation';
import { makeTestApp, signedIn } from '../../test-support/test-app';
import { createWordleRepo } from '../wordle/wordle.repo';

// Sample entries, invented: not language material.
async function setup() {
  const t = makeTestApp();
  t.db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss, notes) VALUES
      (1, 'tahak', 'n', 'river', ''),
      (2, 'nipem', 'v', 'see', 'a note'),
      (3, 'lumah', 'n', 'stone', '');
  `);
  t.addUser('teacher', 'teacher-pass', { admin: true });
  t.addUser('learner', 'learner-pass');
  const teacher = await signedIn(t.app, 'teacher', 'teacher-pass');
  const learner = await signedIn(t.app, 'learner', 'learner-pass');
  const rows = () =>
    t.db.prepare('SELECT id, lex, pos, gloss, notes, deleted_at FROM lexs ORDER BY id').all();
  return { t, teacher, learner, rows };
}

const edit = (fields: Record<string, string>) => ({
  id: '2',
  lex: 'nipem',
  pos: 'v',
  gloss: 'see',
  ...fields,
});

describe('the dictionary upkeep calls and roles', () => {
  const calls = [
    [
      'POST /api/update-lex',
      (a: request.Agent | ReturnType<typeof request>) =>
        a
          .post('/api/update-lex')
          .type('form')
          .send(edit({ gloss: 'look' })),
    ],
    [
      'POST /api/delete-lex',
      (a: request.Agent | ReturnType<typeof request>) =>
        a.post('/api/delete-lex').type('form').send({ id: '3' }),
    ],
    ['GET /api/lex-uses/:id', (a: request.Agent | ReturnType<typeof request>) => a.get('/api/lex-uses/1')],
  ] as const;

  it.each(calls)(
    'when a visitor or a learner calls %s, then 401 or 403 and nothing changes',
    async (_name, call) => {
      const { t, learner, rows } = await setup();
      const before = rows();
      const anonymous = await call(request(t.app)).expect(401);
      expect(anonymous.body).toEqual({ success: false, error: 'You need to sign in first.' });
      const refused = await call(learner).expect(403);
      expect(refused.body).toEqual({ success: false, error: 'Only an administrator can do that.' });
      expect(rows()).toEqual(before);
    },
  );

  it.each(calls)('when an admin calls %s, then it answers 200 with success', async (_name, call) => {
    const { teacher } = await setup();
    const res = await call(teacher).expect(200);
    expect(res.body.success).toBe(true);
  });
});

describe('POST /api/update-lex', () => {
  it('when an admin corrects an entry, then it is stored as written (case kept, apostrophe straightened) and GET /api/lexs shows it at once', async () => {
    const { t, teacher, learner } = await setup();
    const first = await learner.get('/api/lexs').expect(200);
    const res = await teacher
      .post('/api/update-lex')
      .field('id', '2')
      .field('lex', ' Nipe\u2019m ')
      .field('pos', 'v/prep')
      .field('gloss', ' to see ')
      .field('notes', 'corrected')
      .expect(200);
    const entry = { id: 2, lex: "Nipe'm", pos: 'v/prep', gloss: 'to see', notes: 'corrected' };
    expect(res.body).toEqual({ success: true, entry, recordingsMoved: 0 });
    // The answer has the shape its shared schema gives it (the console now edits entries whole).
    expect(() => updateLexResponseSchema.parse(res.body)).not.toThrow();
    // The learner's cached answer is not served again: the content version moved.
    const after = await learner.get('/api/lexs').set('If-None-Match', first.headers.etag!).expect(200);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.body.data).toContainEqual({ ...entry, visibility: 'learners' });
    expect(t.db.prepare('SELECT COUNT(*) FROM lexs').pluck().get()).toBe(3);
  });

  it.each([
    [{ lex: '  ' }, 'Word is required.'],
    [{ pos: '' }, 'Part of speech is required.'],
    [{ gloss: 'x'.repeat(501) }, 'Gloss must be at most 500 characters long.'],
    [{ notes: 'x'.repeat(5001) }, 'Notes must be at most 5000 characters long.'],
    [{ id: 'two' }, 'id must be a number.'],
    [{ id: '-1' }, 'id must be a positive number.'],
    [{ confirm: 'maybe' }, 'confirm must be true or false.'],
  ])('when the form has %j, then it answers 400 and changes nothing', async (fields, error) => {
    const { teacher, rows } = await setup();
    const before = rows();
    const res = await teacher
      .post('/api/update-lex')
      .type('form')
      .send(edit({ gloss: 'look', ...fields }))
      .expect(400);
    expect(res.body).toEqual({ success: false, error });
    expect(rows()).toEqual(before);
  });

  it('when the id names no entry, or a deleted one, then it answers 404 and changes nothing', async () => {
    const { t, teacher, rows } = await setup();
    t.db.exec("UPDATE lexs SET deleted_at = '2026-01-01T00:00:00.000Z' WHERE id = 3");
    const before = rows();
    for (const id of ['99', '3']) {
      const res = await teacher.post('/api/update-lex').type('form').send(edit({ id })).expect(404);
      expect(res.body).toEqual({ success: false, error: `There is no lexical entry with the id ${id}.` });
    }
    expect(rows()).toEqual(before);
  });

  it('when the word and gloss match another entry once normalised, then 409 names it; with confirm it saves', async () => {
    const { teacher, rows } = await setup();
    const before = rows();
    const form = edit({ lex: 'TAHAK', gloss: ' River ' });
    const warned = await teacher.post('/api/update-lex').type('form').send(form).expect(409);
    expect(warned.body).toEqual({
      success: false,
      error:
        "An entry with the same word and gloss already exists: tahak 'river' (id 1). Confirm to save it anyway.",
      duplicates: [{ id: 1, lex: 'tahak', pos: 'n', gloss: 'river', notes: '', visibility: 'learners' }],
    });
    expect(rows()).toEqual(before);

    await teacher
      .post('/api/update-lex')
      .type('form')
      .send({ ...form, confirm: 'true' })
      .expect(200);
    expect(rows()).toContainEqual({
      id: 2,
      lex: 'TAHAK',
      pos: 'v',
      gloss: 'River',
      notes: '',
      deleted_at: null,
    });
  });

  it('when an entry is saved with its own word and gloss, then it is not its own duplicate', async () => {
    const { teacher } = await setup();
    await teacher
      .post('/api/update-lex')
      .type('form')
      .send(edit({ notes: 'new note' }))
      .expect(200);
  });

  it('when the spelling changes, then the entry keeps its recordings, and an entry written alike keeps its own', async () => {
    const { t, teacher } = await setup();
    t.db.exec(`
      INSERT INTO word_audio (word, filename, speaker, timestamp) VALUES
        ('nipem', 'nipem-1.mp3', 'Ana', '2025-01-01T00:00:00Z'),
        ('lumah', 'lumah-1.mp3', 'Ana', '2025-01-01T00:00:00Z');
      INSERT INTO lexs (id, lex, pos, gloss) VALUES (4, 'lumah', 'v', 'to throw');
    `);
    const moved = await teacher
      .post('/api/update-lex')
      .type('form')
      .send(edit({ lex: 'nipen' }))
      .expect(200);
    expect(moved.body.recordingsMoved).toBe(1);
    const kept = await teacher
      .post('/api/update-lex')
      .type('form')
      .send({ id: '3', lex: 'lumak', pos: 'n', gloss: 'stone' })
      .expect(200);
    // The lumah take was of entry 3 (the only lumah when it was made): it follows entry 3.
    expect(kept.body.recordingsMoved).toBe(1);
    expect(t.db.prepare('SELECT word, lex_id FROM word_audio ORDER BY id').all()).toEqual([
      { word: 'nipen', lex_id: 2 },
      { word: 'lumak', lex_id: 3 },
    ]);
  });
});

describe('POST /api/add-lex and the duplicate warning', () => {
  it('when warnDuplicates is sent and the word and gloss match, then 409 names the entry and nothing is added', async () => {
    const { t, teacher } = await setup();
    const res = await teacher
      .post('/api/add-lex')
      .field('lex', 'Tahak')
      .field('pos', 'n')
      .field('gloss', 'RIVER')
      .field('warnDuplicates', 'true')
      .expect(409);
    expect(res.body.duplicates).toEqual([
      { id: 1, lex: 'tahak', pos: 'n', gloss: 'river', notes: '', visibility: 'learners' },
    ]);
    expect(res.body.error).toMatch(/^An entry with the same word and gloss already exists/);
    expect(t.db.prepare('SELECT COUNT(*) FROM lexs').pluck().get()).toBe(3);
  });

  it('when warnDuplicates is sent and nothing matches, then the entry is added', async () => {
    const { teacher } = await setup();
    const res = await teacher
      .post('/api/add-lex')
      .type('form')
      .send({ lex: 'tahak', pos: 'n', gloss: 'stream', warnDuplicates: 'true' })
      .expect(200);
    expect(res.body).toEqual({ success: true, id: 4 });
  });

  it('when a client sends the spec fields only (or adds anyway), then a duplicate is added as before', async () => {
    const { t, teacher } = await setup();
    await teacher
      .post('/api/add-lex')
      .type('form')
      .send({ lex: 'tahak', pos: 'n', gloss: 'river' })
      .expect(200);
    await teacher
      .post('/api/add-lex')
      .type('form')
      .send({ lex: 'tahak', pos: 'n', gloss: 'river', warnDuplicates: 'false' })
      .expect(200);
    expect(t.db.prepare("SELECT COUNT(*) FROM lexs WHERE lex = 'tahak'").pluck().get()).toBe(3);
  });

  it('when only a deleted entry matches, then there is no warning', async () => {
    const { t, teacher } = await setup();
    t.db.exec("UPDATE lexs SET deleted_at = 'x' WHERE id = 1");
    await teacher
      .post('/api/add-lex')
      .type('form')
      .send({ lex: 'tahak', pos: 'n', gloss: 'river', warnDuplicates: 'true' })
      .expect(200, { success: true, id: 4 });
  });
});

/** Puts each kind of use on entry 1 (tahak) alone, by the name of the kind. */
function useEntry(t: ReturnType<typeof makeTestApp>, kind: string) {
  const textData = (lexId: number) =>
    JSON.stringify({
      title: 'River story',
      sents: [
        {
          id: 1,
          text: 'Tahak lumah.',
          trans: 'The river stone.',
          words: [
            { text: 'tahak', gloss: 'river', morphs: [{ text: 'tahak', lexId }] },
            { text: 'lumah', gloss: 'stone', morphs: [{ text: 'lumah', lexId: 3 }] },
          ],
        },
      ],
    });
  switch (kind) {
    case 'sentences':
      t.db.exec(`
        INSERT INTO sents (id, text, trans, anno, timestamp) VALUES ('s1', 'Tahak.', 'The river.', '[]', '2025-01-01T00:00:00Z');
        INSERT INTO sent_lex_links (sent_id, lex_id) VALUES ('s1', 1);
      `);
      return { sentences: [{ id: 's1', text: 'Tahak.', trans: 'The river.' }] };
    case 'texts':
      t.db
        .prepare(
          "INSERT INTO texts (id, title, data, created_at, updated_at) VALUES (5, 'River story', ?, 'x', 'x')",
        )
        .run(textData(1));
      return { texts: [{ id: 5, title: 'River story', links: 1 }] };
    case 'lessons':
      t.db
        .prepare(
          "INSERT INTO vocab_lessons (id, data, published, date_added, updated_at) VALUES ('ab12', ?, 0, 'x', 'x')",
        )
        .run(
          JSON.stringify([
            { kind: 'sent', sentId: 's9' },
            { kind: 'lex', lexId: 1, lex: 'tahak' },
          ]),
        );
      return { lessons: [{ id: 'ab12', title: 'ab12' }] };
    case 'recordings':
      t.db.exec(
        "INSERT INTO word_audio (word, filename, speaker, timestamp) VALUES ('tahak', 'tahak-ana.mp3', 'Ana', '2025-01-01T10:00:00Z')",
      );
      return {
        recordings: [{ filename: 'tahak-ana.mp3', speaker: 'Ana', timestamp: '2025-01-01T10:00:00Z' }],
      };
    default:
      throw new Error(kind);
  }
}

const NO_USES = { sentences: [], texts: [], lessons: [], recordings: [] };

describe('GET /api/lex-uses/:id and POST /api/delete-lex', () => {
  it.each(['sentences', 'texts', 'lessons', 'recordings'])(
    'when the entry is used in %s, then the uses list it and delete is refused with 409 and the places of use',
    async (kind) => {
      const { t, teacher, rows } = await setup();
      const uses = { ...NO_USES, ...useEntry(t, kind) };
      const listed = await teacher.get('/api/lex-uses/1').expect(200);
      expect(listed.body).toEqual({
        success: true,
        data: { entry: { id: 1, lex: 'tahak', pos: 'n', gloss: 'river', notes: '' }, uses, used: true },
      });
      const before = rows();
      const refused = await teacher.post('/api/delete-lex').field('id', '1').expect(409);
      expect(refused.body).toEqual({
        success: false,
        error: `The entry tahak cannot be deleted: it is used in 1 ${kind.slice(0, -1)}.`,
        uses,
      });
      expect(rows()).toEqual(before);
    },
  );

  it('when uses of several kinds add up, then the refusal names them all', async () => {
    const { t, teacher } = await setup();
    for (const kind of ['sentences', 'texts', 'lessons']) useEntry(t, kind);
    const refused = await teacher.post('/api/delete-lex').field('id', '1').expect(409);
    expect(refused.body.error).toBe(
      'The entry tahak cannot be deleted: it is used in 1 sentence, 1 text and 1 lesson.',
    );
  });

  it('when the only links are in a deleted text, or the recordings belong to a homograph, then nothing uses the entry', async () => {
    const { t, teacher } = await setup();
    useEntry(t, 'texts');
    useEntry(t, 'recordings');
    t.db.exec(
      "UPDATE texts SET deleted_at = 'x' WHERE id = 5; INSERT INTO lexs (id, lex, pos, gloss) VALUES (4, 'tahak', 'v', 'to flow'); UPDATE word_audio SET lex_id = 4",
    );
    const listed = await teacher.get('/api/lex-uses/1').expect(200);
    expect(listed.body.data).toMatchObject({ uses: NO_USES, used: false });
    await teacher.post('/api/delete-lex').field('id', '1').expect(200);
  });

  it('when an unused entry is deleted, then it is marked, GET /api/lexs no longer lists it and its review cards stop showing', async () => {
    const { t, teacher, learner } = await setup();
    const learnerId = t.db.prepare("SELECT id FROM users WHERE username = 'learner'").pluck().get();
    t.db
      .prepare(
        "INSERT INTO review_cards (user_id, kind, item_id, direction, source, added_at, due) VALUES (?, 'word', '3', 'recall', 'manual', 0, 0)",
      )
      .run(learnerId);
    const queueBefore = await learner.get('/api/review/cards?tz=UTC').expect(200);
    expect(JSON.stringify(queueBefore.body)).toContain('lumah');
    await teacher.post('/api/delete-lex').field('id', '3').expect(200, { success: true });

    expect(t.db.prepare('SELECT deleted_at FROM lexs WHERE id = 3').pluck().get()).toBe(
      '2026-03-01T18:00:00.000Z',
    );
    const lexs = (await learner.get('/api/lexs').expect(200)).body.data as { id: number }[];
    expect(lexs.map((l) => l.id)).toEqual([2, 1]);
    const queue = await learner.get('/api/review/cards?tz=UTC').expect(200);
    expect(JSON.stringify(queue.body)).not.toContain('lumah');
    // Every later call treats it as gone.
    await teacher.get('/api/lex-uses/3').expect(404);
    await teacher.post('/api/delete-lex').field('id', '3').expect(404);
    // A new entry never takes a deleted entry's id (it can be restored).
    const added = await teacher.post('/api/add-lex').type('form').send({ lex: 'x', pos: 'n', gloss: 'y' });
    expect(added.body.id).toBe(4);
  });

  it('when the Wordle answer entry is deleted, then the answer no longer links it or shows its gloss', async () => {
    const { t, teacher } = await setup();
    t.db.exec("INSERT INTO wordle_words (lex, lex_id) VALUES ('lumah', 3)");
    const wordle = createWordleRepo(t.db);
    expect(
      wordle.entryOf('lumah', { viewer: 'learner', now: '2026-01-01T00:00:00.000Z' }, null),
    ).toMatchObject({ lexId: 3, gloss: 'stone' });
    await teacher.post('/api/delete-lex').field('id', '3').expect(200);
    expect(
      wordle.entryOf('lumah', { viewer: 'learner', now: '2026-01-01T00:00:00.000Z' }, null),
    ).toMatchObject({ lexId: null, gloss: null });
  });

  it('when a deleted entry is linked from a new sentence or text, then the link is refused like an unknown id', async () => {
    const { t, teacher } = await setup();
    t.db.exec("UPDATE lexs SET deleted_at = 'x' WHERE id = 3");
    const anno = [{ text: 'lumah', gloss: 'stone', morphs: [{ text: 'lumah', lexId: 3 }] }];
    const res = await teacher
      .post('/api/create-sent')
      .field('data', JSON.stringify({ text: 'Lumah.', trans: 'A stone.', anno }))
      .expect(400);
    expect(res.body.error).toContain('3');
  });

  it.each([
    ['GET', '/api/lex-uses/abc', undefined, 'id must be a number.'],
    ['GET', '/api/lex-uses/1.5', undefined, 'id must be a whole number.'],
    ['POST', '/api/delete-lex', {}, 'id must be a number.'],
    ['POST', '/api/delete-lex', { id: '0' }, 'id must be a positive number.'],
  ])(
    'when %s %s has a bad id, then it answers 400 and changes nothing',
    async (method, path, form, error) => {
      const { teacher, rows } = await setup();
      const before = rows();
      const res = await (
        method === 'GET' ? teacher.get(path) : teacher.post(path).type('form').send(form)
      ).expect(400);
      expect(res.body).toEqual({ success: false, error });
      expect(rows()).toEqual(before);
    },
  );

  it('when the id names no entry, then uses and delete answer 404', async () => {
    const { teacher } = await setup();
    const error = { success: false, error: 'There is no lexical entry with the id 42.' };
    await teacher.get('/api/lex-uses/42').expect(404, error);
    await teacher.post('/api/delete-lex').field('id', '42').expect(404, error);
  });
});

describe('the import and export and deleted entries', () => {
  it('when an entry is deleted, then the export leaves it out and an import of its id brings it back', async () => {
    const { t } = await setup();
    t.db.exec("UPDATE lexs SET deleted_at = 'x' WHERE id = 3");
    const io = lexiconIoOver(t.db, () => t.clock.now());
    expect(io.exportData('csv')).not.toContain('lumah');
    const report = io.importData('id,lex,pos,gloss,notes\n3,lumah,n,stone,\n', { format: 'csv' });
    expect(report.added.lexicon).toBe(1);
    expect(t.db.prepare('SELECT deleted_at FROM lexs WHERE id = 3').pluck().get()).toBeNull();
  });
});
