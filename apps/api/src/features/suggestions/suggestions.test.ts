import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { makeTestApp, signedIn } from '../../test-support/test-app';

const TEXT = {
  title: 'The river',
  sents: [
    { id: 1, text: 'Tahak.', trans: 'A river.', words: [] },
    { id: 4, text: 'Nipemk tahak.', trans: 'I see a river.', words: [] },
  ],
};

/** An entry with an example, a hidden entry, a sentence, a published and an unpublished text; ana, a learner, and the teacher. */
async function setUp() {
  const t = makeTestApp({ start: '2026-03-04T18:00:00Z' });
  t.db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss, notes) VALUES (1, 'tahak', 'n', 'river', ''), (2, 'kawa', 'n', 'ceremony', '');
    UPDATE lexs SET visibility = 'teachers' WHERE id = 2;
    INSERT INTO sents (id, text, trans, anno, timestamp) VALUES ('s-1', 'Nipemk tahak.', 'I see the river.', '[]', '2026-01-01T00:00:00Z');
  `);
  const senseId = t.db.prepare('SELECT id FROM senses WHERE lex_id = 1').pluck().get() as number;
  const exampleId = Number(
    t.db
      .prepare(
        "INSERT INTO sense_examples (sense_id, position, text, translation) VALUES (?, 1, 'Tahak.', 'A rivr.')",
      )
      .run(senseId).lastInsertRowid,
  );
  const insertText = t.db.prepare(
    "INSERT INTO texts (id, title, data, published, created_at, updated_at) VALUES (?, ?, ?, ?, '2026-01-01', '2026-01-01')",
  );
  insertText.run(1, TEXT.title, JSON.stringify(TEXT), 1);
  insertText.run(2, 'Draft', JSON.stringify({ ...TEXT, title: 'Draft' }), 0);
  const anaId = t.addUser('ana', 'ana-password', { email: 'ana@example.org' });
  t.addUser('teacher', 'teacher-password', { admin: true });
  const ana = await signedIn(t.app, 'ana', 'ana-password');
  const teacher = await signedIn(t.app, 'teacher', 'teacher-password');
  const gloss = { kind: 'entry', lexId: 1, senseId, field: 'gloss' } as const;
  const suggest = (body: object, status = 200) => ana.post('/api/suggestions').send(body).expect(status);
  const rows = () => t.db.prepare('SELECT * FROM suggestions ORDER BY id').all() as Record<string, unknown>[];
  const mails = () => t.mailer.sent.filter((m) => m.to === 'ana@example.org');
  const glossNow = () => t.db.prepare('SELECT gloss FROM lexs WHERE id = 1').pluck().get();
  return { t, ana, anaId, teacher, senseId, exampleId, gloss, suggest, rows, mails, glossNow };
}

describe('POST /api/suggestions and GET /api/suggestions', () => {
  it('when a learner suggests a correction of each kind of item, then each is stored open with the text as it was', async () => {
    const { ana, senseId, exampleId, gloss, suggest, rows } = await setUp();

    const first = (await suggest({ target: gloss, proposal: ' stream ', comment: 'We say stream.' })).body;
    await suggest({
      target: { kind: 'entry', lexId: 1, senseId, exampleId, field: 'example-translation' },
      proposal: 'A river.',
    });
    await suggest({ target: { kind: 'sentence', sentId: 's-1', field: 'text' }, proposal: 'Nipemk tahakw.' });
    await suggest({
      target: { kind: 'text-sentence', textId: 1, sentenceId: 4, field: 'translation' },
      proposal: 'I see the river.',
    });

    expect(first).toEqual({
      success: true,
      data: {
        id: 1,
        target: gloss,
        itemLabel: 'tahak',
        original: 'river',
        proposal: 'stream',
        comment: 'We say stream.',
        status: 'open',
        acceptedText: null,
        reason: null,
        createdAt: '2026-03-04T18:00:00.000Z',
        decidedAt: null,
      },
    });
    expect(rows().map((r) => [r.kind, r.field, r.original, r.proposal, r.status])).toEqual([
      ['entry', 'gloss', 'river', 'stream', 'open'],
      ['entry', 'example-translation', 'A rivr.', 'A river.', 'open'],
      ['sentence', 'text', 'Nipemk tahak.', 'Nipemk tahakw.', 'open'],
      ['text-sentence', 'translation', 'I see a river.', 'I see the river.', 'open'],
    ]);
    const mine = (await ana.get('/api/suggestions').expect(200)).body.data;
    expect(mine.map((s: { itemLabel: string }) => s.itemLabel)).toEqual([
      'The river, sentence 2',
      'Nipemk tahak.',
      'tahak',
      'tahak',
    ]);
  });

  it('when the proposal holds markup, then it is stored as the text typed', async () => {
    const { gloss, suggest, rows } = await setUp();
    await suggest({ target: gloss, proposal: '<b>stream</b> & brook' });
    expect(rows()[0]!.proposal).toBe('<b>stream</b> & brook');
  });

  it.each([
    ['a hidden entry', { kind: 'entry', lexId: 2, field: 'headword' }, 'There is no entry with the id 2.'],
    ['a missing entry', { kind: 'entry', lexId: 99, field: 'headword' }, 'There is no entry with the id 99.'],
    [
      'a missing sentence',
      { kind: 'sentence', sentId: 'nope', field: 'text' },
      'There is no sentence with the id nope.',
    ],
    [
      'an unpublished text',
      { kind: 'text-sentence', textId: 2, sentenceId: 1, field: 'text' },
      'There is no text with the id 2 that has a sentence 1.',
    ],
    [
      'a sentence a text lacks',
      { kind: 'text-sentence', textId: 1, sentenceId: 2, field: 'text' },
      'There is no text with the id 1 that has a sentence 2.',
    ],
  ])(
    'when a learner suggests on %s, then it answers 404 and stores nothing',
    async (_what, target, error) => {
      const { suggest, rows } = await setUp();
      const res = await suggest({ target, proposal: 'Something else.' }, 404);
      expect(res.body).toEqual({ success: false, error });
      expect(rows()).toEqual([]);
    },
  );

  it('when a sentence is for teachers only, then a learner gets 404 and the teacher may suggest on it', async () => {
    const { t, teacher, suggest } = await setUp();
    t.db.exec("UPDATE sents SET visibility = 'teachers'");
    const target = { kind: 'sentence', sentId: 's-1', field: 'translation' };
    await suggest({ target, proposal: 'I see a river.' }, 404);
    await teacher.post('/api/suggestions').send({ target, proposal: 'I see a river.' }).expect(200);
  });

  it.each([
    ['no item', { proposal: 'x' }, 'The item must be an entry, a sentence or a sentence of a text.'],
    [
      'a gloss without its sense',
      { target: { kind: 'entry', lexId: 1, field: 'gloss' }, proposal: 'x' },
      'The gloss belongs to a sense: send its senseId.',
    ],
    [
      'an unknown field',
      { target: { kind: 'entry', lexId: 1, field: 'colour' }, proposal: 'x' },
      'The field of an entry is one of headword, gloss, pos, definition, example-text, example-translation, note.',
    ],
    ['only spaces', { target: 'GLOSS', proposal: ' ' }, 'The proposed text is required.'],
    [
      'the text as it is',
      { target: 'GLOSS', proposal: 'river' },
      'The new gloss is the same as the current one: change it before sending.',
    ],
    [
      'two lines for a gloss',
      { target: 'GLOSS', proposal: 'two\nlines' },
      'The new gloss must be on one line.',
    ],
    [
      'a control character',
      { target: 'GLOSS', proposal: 'bell\u0007' },
      'The proposed text must be plain text, without control characters.',
    ],
    [
      'a gloss of 501 characters',
      { target: 'GLOSS', proposal: 'x'.repeat(501) },
      'The new gloss must be at most 500 characters long.',
    ],
    [
      'a proposal of 2001 characters',
      { target: 'GLOSS', proposal: 'x'.repeat(2001) },
      'The proposed text must be at most 2000 characters long.',
    ],
    [
      'a comment of 1001 characters',
      { target: 'GLOSS', proposal: 'stream', comment: 'y'.repeat(1001) },
      'The comment must be at most 1000 characters long.',
    ],
    [
      'a comment that is a number',
      { target: 'GLOSS', proposal: 'stream', comment: 42 },
      'The comment must be text.',
    ],
  ])('when the request has %s, then it answers 400 and stores nothing', async (_what, body, error) => {
    const { gloss, suggest, rows } = await setUp();
    const res = await suggest(
      { ...body, ...('target' in body && body.target === 'GLOSS' ? { target: gloss } : {}) },
      400,
    );
    expect(res.body).toEqual({ success: false, error });
    expect(rows()).toEqual([]);
  });

  it("when an example's place is incomplete or not the entry's, then it answers 400 or 404 and stores nothing", async () => {
    const { t, senseId, exampleId, suggest, rows } = await setUp();
    const otherSense = t.db.prepare('SELECT id FROM senses WHERE lex_id = 2').pluck().get() as number;
    const example = (place: object) => ({ kind: 'entry', lexId: 1, field: 'example-text', ...place });
    const cases: [object, number, string][] = [
      [example({ senseId }), 400, 'The example sentence belongs to an example: send its exampleId.'],
      [example({ exampleId }), 400, 'The example sentence belongs to a sense: send its senseId.'],
      [
        { kind: 'entry', lexId: 1, senseId, exampleId, field: 'gloss' },
        400,
        'The gloss does not belong to an example: send it without exampleId.',
      ],
      [example({ senseId, exampleId: exampleId + 100 }), 404, 'That sense of the entry has no such example.'],
      [example({ senseId: otherSense, exampleId }), 404, 'That sense of the entry has no such example.'],
    ];
    for (const [target, status, error] of cases) {
      const res = await suggest({ target, proposal: 'Tahak!' }, status);
      expect(res.body, JSON.stringify(target)).toEqual({ success: false, error });
    }
    expect(rows()).toEqual([]);
  });

  it('when an example is for teachers only in an entry learners see, then a learner gets 404 and the teacher may suggest on it', async () => {
    const { t, teacher, senseId, exampleId, suggest, rows } = await setUp();
    t.db.prepare("UPDATE sense_examples SET visibility = 'teachers' WHERE id = ?").run(exampleId);
    const target = { kind: 'entry', lexId: 1, senseId, exampleId, field: 'example-translation' };

    const refused = await suggest({ target, proposal: 'A river.' }, 404);

    expect(refused.body).toEqual({ success: false, error: 'There is no entry with the id 1.' });
    expect(rows()).toEqual([]);
    await teacher.post('/api/suggestions').send({ target, proposal: 'A river.' }).expect(200);
    expect(rows().map((r) => [r.kind, r.sense_id, r.example_id, r.field, r.original])).toEqual([
      ['entry', senseId, exampleId, 'example-translation', 'A rivr.'],
    ]);
  });

  it('when a learner has 20 open suggestions, then the 21st is refused and changes nothing, until one is decided', async () => {
    const { t, gloss, suggest, teacher } = await setUp();
    for (let i = 1; i <= 20; i++) await suggest({ target: gloss, proposal: `stream ${i}` });

    const refused = await suggest({ target: gloss, proposal: 'stream 21' }, 409);

    expect(refused.body.error).toBe(
      'You already have 20 suggestions waiting for your teacher. You can send another once your teacher has answered one of them.',
    );
    expect(t.db.prepare('SELECT COUNT(*) FROM suggestions').pluck().get()).toBe(20);
    await teacher.post('/api/admin/suggestions/1/decline').send({ reason: 'We keep river.' }).expect(200);
    await suggest({ target: gloss, proposal: 'stream 21' });
  });
});

describe('naming the sense a suggestion is about', () => {
  it('when the entry has several senses, then the learner and the teacher see which sense, by number, part of speech and gloss', async () => {
    const { t, ana, teacher, suggest } = await setUp();
    t.db.exec(
      "INSERT INTO senses (lex_id, position, pos, gloss) VALUES (1, 2, 'v', 'to flow'), (1, 3, '', 'current')",
    );
    const secondSense = t.db.prepare('SELECT id FROM senses WHERE lex_id = 1 AND position = 2').pluck().get();

    await suggest({
      target: { kind: 'entry', lexId: 1, senseId: secondSense, field: 'gloss' },
      proposal: 'to run',
    });
    await suggest({ target: { kind: 'entry', lexId: 1, field: 'headword' }, proposal: 'tahakw' });

    const queue = (await teacher.get('/api/admin/suggestions').expect(200)).body.data;
    expect(queue.map((s: { itemLabel: string }) => s.itemLabel).sort()).toEqual([
      'tahak',
      'tahak, sense 2 of 3 (v, to flow)',
    ]);
    const mine = (await ana.get('/api/suggestions').expect(200)).body.data;
    expect(mine.map((s: { itemLabel: string }) => s.itemLabel).sort()).toEqual([
      'tahak',
      'tahak, sense 2 of 3 (v, to flow)',
    ]);
  });
});

describe('who may call', () => {
  it.each([
    ['post', '/api/suggestions'],
    ['get', '/api/suggestions'],
    ['get', '/api/admin/suggestions'],
    ['get', '/api/admin/suggestions/count'],
    ['post', '/api/admin/suggestions/1/accept'],
    ['post', '/api/admin/suggestions/1/decline'],
  ] as const)('when a visitor calls %s %s, then it answers 401', async (method, path) => {
    const { t } = await setUp();
    const res = await request(t.app)[method](path).send({}).expect(401);
    expect(res.body).toEqual({ success: false, error: 'You need to sign in first.' });
  });

  it.each([
    ['get', '/api/admin/suggestions'],
    ['get', '/api/admin/suggestions/count'],
    ['post', '/api/admin/suggestions/1/accept'],
    ['post', '/api/admin/suggestions/1/decline'],
  ] as const)('when a learner calls %s %s, then it answers 403 and decides nothing', async (method, path) => {
    const { ana, gloss, suggest, rows } = await setUp();
    await suggest({ target: gloss, proposal: 'stream' });
    await ana[method](path).send({ reason: 'mine' }).expect(403);
    expect(rows()[0]!.status).toBe('open');
  });
});

describe('the console decides', () => {
  it('when the teacher accepts, then the gloss changes through the dictionary, the learner is e-mailed and sees "accepted"', async () => {
    const { t, ana, teacher, gloss, suggest, mails, glossNow } = await setUp();
    await suggest({ target: gloss, proposal: 'stream', comment: 'We say stream.' });
    expect((await teacher.get('/api/admin/suggestions/count').expect(200)).body).toEqual({
      success: true,
      open: 1,
    });
    const listed = (await teacher.get('/api/admin/suggestions').expect(200)).body;
    expect(listed.counts).toEqual({ open: 1, accepted: 0, declined: 0 });
    expect(listed.data[0]).toMatchObject({
      username: 'ana',
      current: 'river',
      original: 'river',
      changed: false,
    });

    const res = await teacher.post('/api/admin/suggestions/1/accept').send({}).expect(200);

    expect(res.body).toMatchObject({
      success: true,
      emailed: true,
      data: {
        status: 'accepted',
        acceptedText: 'stream',
        current: 'stream',
        decidedBy: 'teacher',
        decidedAt: '2026-03-04T18:00:00.000Z',
      },
    });
    expect(glossNow()).toBe('stream');
    expect(t.db.prepare('SELECT gloss FROM senses WHERE lex_id = 1').pluck().get()).toBe('stream');
    const mail = mails()[0]!;
    expect(mails()).toHaveLength(1);
    expect(mail.subject).toBe('Testlang: your suggestion was accepted');
    expect(mail.text).toContain('Hello ana,');
    expect(mail.text).toContain('Your teacher accepted your suggestion for the gloss of “tahak”.');
    expect(mail.text).toContain('You suggested:\n\n  stream\n');
    expect(mail.text).toContain('Your comment:\n\n  We say stream.\n');
    expect(mail.text).toContain('The gloss now reads:\n\n  stream\n');
    expect(mail.text).toContain('All your suggestions and their outcomes: http://localhost:3000/suggestions');
    expect(mail.html).toContain('<a href="http://localhost:3000/suggestions">');
    const mine = (await ana.get('/api/suggestions').expect(200)).body.data;
    expect(mine[0]).toMatchObject({ status: 'accepted', acceptedText: 'stream' });
    expect((await teacher.get('/api/admin/suggestions/count').expect(200)).body.open).toBe(0);
    expect((await teacher.get('/api/admin/suggestions?status=decided').expect(200)).body.data).toHaveLength(
      1,
    );
  });

  it('when the teacher edits then accepts a text sentence, then the text holds the edit, its sentence ids stay, and the e-mail says so', async () => {
    const { t, teacher, suggest, mails } = await setUp();
    await suggest({
      target: { kind: 'text-sentence', textId: 1, sentenceId: 4, field: 'translation' },
      proposal: 'I saw the river.',
    });

    const res = await teacher
      .post('/api/admin/suggestions/1/accept')
      .send({ text: 'I see the river.' })
      .expect(200);

    expect(res.body.data).toMatchObject({ acceptedText: 'I see the river.', proposal: 'I saw the river.' });
    const data = JSON.parse(t.db.prepare('SELECT data FROM texts WHERE id = 1').pluck().get() as string);
    expect(
      t.db.prepare("SELECT kind, item_id FROM content_history WHERE source = 'suggestion'").all(),
    ).toEqual([{ kind: 'text', item_id: '1' }]);
    expect(data.sents.map((s: { id: number; trans: string }) => [s.id, s.trans])).toEqual([
      [1, 'A river.'],
      [4, 'I see the river.'],
    ]);
    expect(mails()[0]!.text).toContain(
      'Your teacher adjusted it before accepting. The translation now reads:\n\n  I see the river.\n',
    );
  });

  it('when the teacher accepts a sentence, an example and a headword, then each item holds the new text', async () => {
    const { t, teacher, senseId, exampleId, suggest } = await setUp();
    await suggest({ target: { kind: 'sentence', sentId: 's-1', field: 'text' }, proposal: 'Nipemk tahakw.' });
    await suggest({
      target: { kind: 'entry', lexId: 1, senseId, exampleId, field: 'example-translation' },
      proposal: 'A river.',
    });
    await suggest({ target: { kind: 'entry', lexId: 1, field: 'headword' }, proposal: 'Tahak' });
    for (const id of [1, 2, 3])
      await teacher.post(`/api/admin/suggestions/${id}/accept`).send({}).expect(200);

    expect(t.db.prepare("SELECT text, trans, anno FROM sents WHERE id = 's-1'").get()).toEqual({
      text: 'Nipemk tahakw.',
      trans: 'I see the river.',
      anno: '[]',
    });
    expect(t.db.prepare('SELECT text, translation FROM sense_examples WHERE id = ?').get(exampleId)).toEqual({
      text: 'Tahak.',
      translation: 'A river.',
    });
    expect(t.db.prepare('SELECT lex, gloss FROM lexs WHERE id = 1').get()).toEqual({
      lex: 'Tahak',
      gloss: 'river',
    });
    // Each change is in its item's history, by the teacher, from a suggestion (ADR 059).
    const teacherId = t.db.prepare("SELECT id FROM users WHERE username = 'teacher'").pluck().get();
    expect(
      t.db
        .prepare(
          "SELECT kind, item_id, account_id FROM content_history WHERE source = 'suggestion' ORDER BY id",
        )
        .all(),
    ).toEqual([
      { kind: 'sentence', item_id: 's-1', account_id: teacherId },
      { kind: 'entry', item_id: '1', account_id: teacherId },
      { kind: 'entry', item_id: '1', account_id: teacherId },
    ]);
  });

  it('when the teacher declines with a reason, then nothing changes, and the e-mail gives the reason as text', async () => {
    const { teacher, gloss, suggest, mails, glossNow, rows } = await setUp();
    await suggest({ target: gloss, proposal: '<i>stream</i>' });
    await teacher.post('/api/admin/suggestions/1/decline').send({ reason: '   ' }).expect(400, {
      success: false,
      error: 'The reason is required.',
    });
    expect(rows()[0]!.status).toBe('open');

    const res = await teacher
      .post('/api/admin/suggestions/1/decline')
      .send({ reason: 'River is the word <b>here</b>.' })
      .expect(200);

    expect(res.body.data).toMatchObject({
      status: 'declined',
      reason: 'River is the word <b>here</b>.',
      current: 'river',
    });
    expect(glossNow()).toBe('river');
    const mail = mails()[0]!;
    expect(mail.subject).toBe('Testlang: your suggestion was declined');
    expect(mail.text).toContain("Your teacher's reason:\n\n  River is the word <b>here</b>.\n");
    expect(mail.html).toContain('River is the word &lt;b&gt;here&lt;/b&gt;.');
    expect(mail.html).toContain('&lt;i&gt;stream&lt;/i&gt;');
    expect(mail.html).not.toContain('<b>here');
  });

  it('when a suggestion was decided, then deciding it again answers 409 and changes nothing', async () => {
    const { t, teacher, gloss, suggest, glossNow } = await setUp();
    await suggest({ target: gloss, proposal: 'stream' });
    await teacher.post('/api/admin/suggestions/1/decline').send({ reason: 'No.' }).expect(200);

    const again = await teacher.post('/api/admin/suggestions/1/accept').send({}).expect(409);
    await teacher.post('/api/admin/suggestions/1/decline').send({ reason: 'Still no.' }).expect(409);

    expect(again.body.error).toBe('This suggestion was already declined by teacher.');
    expect(glossNow()).toBe('river');
    expect(t.db.prepare('SELECT reason FROM suggestions').pluck().get()).toBe('No.');
    expect(t.mailer.sent).toHaveLength(1);
    await teacher.post('/api/admin/suggestions/9/accept').send({}).expect(404);
  });

  it('when the field changed since the suggestion, then the console says so and the teacher may still accept', async () => {
    const { t, teacher, gloss, suggest, glossNow } = await setUp();
    await suggest({ target: gloss, proposal: 'stream' });
    t.db.exec("UPDATE senses SET gloss = 'brook' WHERE lex_id = 1");

    const listed = (await teacher.get('/api/admin/suggestions').expect(200)).body.data[0];

    expect(listed).toMatchObject({ original: 'river', current: 'brook', changed: true });
    await teacher.post('/api/admin/suggestions/1/accept').send({}).expect(200);
    expect(glossNow()).toBe('stream');
  });

  it('when the sense is gone, then accepting is refused (409) and declining still works', async () => {
    const { t, teacher, suggest, senseId, exampleId } = await setUp();
    await suggest({
      target: { kind: 'entry', lexId: 1, senseId, exampleId, field: 'example-text' },
      proposal: 'Tahakw.',
    });
    t.db.prepare('DELETE FROM sense_examples WHERE id = ?').run(exampleId);

    expect((await teacher.get('/api/admin/suggestions').expect(200)).body.data[0]).toMatchObject({
      current: null,
      changed: false,
    });
    await teacher.post('/api/admin/suggestions/1/accept').send({}).expect(409);
    await teacher
      .post('/api/admin/suggestions/1/decline')
      .send({ reason: 'The example is gone.' })
      .expect(200);
  });

  it('when the edited text breaks the field rules, then it answers 400 and nothing changes', async () => {
    const { teacher, gloss, suggest, glossNow, rows } = await setUp();
    await suggest({ target: gloss, proposal: 'stream' });
    const res = await teacher.post('/api/admin/suggestions/1/accept').send({ text: 'a\nb' }).expect(400);
    expect(res.body.error).toBe('The new gloss must be on one line.');
    expect(glossNow()).toBe('river');
    expect(rows()[0]!.status).toBe('open');
  });

  it('when the learner has no address or the mail fails, then the decision stands and no e-mail is counted', async () => {
    const { t, anaId, teacher, gloss, suggest, glossNow } = await setUp();
    await suggest({ target: gloss, proposal: 'stream' });
    await suggest({ target: gloss, proposal: 'brook' });
    t.mailer.failFor.add('ana@example.org');

    const failed = await teacher.post('/api/admin/suggestions/1/accept').send({}).expect(200);
    t.db.prepare('UPDATE users SET email = NULL WHERE id = ?').run(anaId);
    const none = await teacher
      .post('/api/admin/suggestions/2/decline')
      .send({ reason: 'Stream it is.' })
      .expect(200);

    expect(failed.body.emailed).toBe(false);
    expect(none.body.emailed).toBe(false);
    expect(glossNow()).toBe('stream');
    expect(t.mailer.sent).toEqual([]);
    expect(t.db.prepare('SELECT status FROM suggestions ORDER BY id').pluck().all()).toEqual([
      'accepted',
      'declined',
    ]);
  });

  it('when the item is hidden after the suggestion, then the learner keeps their words and outcome but not the item', async () => {
    const { t, ana, teacher, gloss, suggest } = await setUp();
    await suggest({ target: gloss, proposal: 'stream' });
    await teacher.post('/api/admin/suggestions/1/accept').send({}).expect(200);
    t.db.exec("UPDATE lexs SET visibility = 'teachers' WHERE id = 1");

    const mine = (await ana.get('/api/suggestions').expect(200)).body.data[0];

    expect(mine).toMatchObject({
      itemLabel: null,
      original: null,
      acceptedText: null,
      proposal: 'stream',
      status: 'accepted',
    });
  });
});
