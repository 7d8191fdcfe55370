import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { capturingLogger, makeTestApp, signedIn } from '../../test-support/test-app';
import { TEACHER_REPLY_SUBJECT } from './email-content';

/** Two learners who each sent a sentence of the week, and the teacher. */
async function withSubmissions(options: Parameters<typeof makeTestApp>[0] = {}) {
  const t = makeTestApp({ start: '2026-03-04T18:00:00Z', ...options });
  t.db.exec(
    "INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river'), (2, 'nipem', 'v', 'see')",
  );
  t.addUser('ana', 'ana-password', { email: 'ana@example.org' });
  t.addUser('cara', 'cara-password', { email: 'cara@example.org' });
  t.addUser('teacher', 'teacher-password', { admin: true, email: 'teacher@example.org' });
  await t.app.services.mailings.sendSentenceOfTheWeek();
  const codeIn = (to: string, page: 'sotw' | 'unsubscribe') => {
    const link = t.mailer.linkTo(to, `http://localhost:3000/${page}?`);
    return new URL(link).searchParams.get(page === 'sotw' ? 'auth' : 'code')!;
  };
  const auth = { ana: codeIn('ana@example.org', 'sotw'), cara: codeIn('cara@example.org', 'sotw') };
  for (const [name, text] of [
    ['ana', 'Tahak nipemk.'],
    ['cara', 'Nipemk tahak.'],
  ] as const) {
    await request(t.app)
      .post('/email/sotw-submit')
      .set('Authorization', `Bearer ${auth[name]}`)
      .send({
        text,
        trans: 'I see the river.',
        lexical_items: { verb: ['nipem'], noun: ['tahak'], other: [] },
      })
      .expect(200);
  }
  const ids = Object.fromEntries(
    t.db
      .prepare('SELECT pretty_name, id FROM sotw_submissions')
      .all()
      .map((r) => {
        const row = r as { pretty_name: string; id: number };
        return [row.pretty_name, row.id];
      }),
  ) as Record<'ana' | 'cara', number>;
  const teacher = await signedIn(t.app, 'teacher', 'teacher-password');
  const replies = (to: string) =>
    t.mailer.sent.filter((m) => m.to === to && m.subject === TEACHER_REPLY_SUBJECT);
  const emailedAt = () => t.db.prepare('SELECT note, emailed_at FROM sotw_notes ORDER BY id').all();
  /** The teacher adds a note to ana's sentence that is kept but not e-mailed to her. */
  const addNoteNotEmailed = async (note: string) => {
    await teacher
      .post('/api/sotw-add-note')
      .send({ sent_id: ids.ana, note })
      .expect(200, { success: true, emailed: false });
    expect(replies('ana@example.org')).toHaveLength(0);
    expect(emailedAt()).toEqual([{ note, emailed_at: null }]);
  };
  return { t, auth, ids, teacher, replies, emailedAt, codeIn, addNoteNotEmailed };
}

describe("a teacher's note reaches the learner", () => {
  it('when the teacher adds a note, then the learner gets one e-mail with the note, the sentence, the page and an unsubscribe link', async () => {
    const { ids, teacher, replies, emailedAt } = await withSubmissions();

    await teacher
      .post('/api/sotw-add-note')
      .send({ sent_id: ids.ana, note: 'Good word order.\nCheck the suffix.' })
      .expect(200, { success: true, emailed: true });

    const mails = replies('ana@example.org');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Your teacher replied to your sentence');
    expect(mail.text).toContain('Hello ana,');
    expect(mail.text).toContain('  Tahak nipemk.\n  (I see the river.)');
    expect(mail.text).toContain('  Good word order.\n  Check the suffix.');
    expect(mail.text).toContain('sentence-of-the-week page: http://localhost:3000/sotw\n');
    expect(mail.text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/unsubscribe\?code=[\w-]+/);
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/unsubscribe\?code=[\w-]+>$/,
    );
    expect(mail.html).toContain('Good word order.<br>Check the suffix.');
    expect(replies('cara@example.org')).toHaveLength(0);
    expect(emailedAt()).toEqual([
      { note: 'Good word order.\nCheck the suffix.', emailed_at: '2026-03-04T18:00:00.000Z' },
    ]);
    // The admin's list of notes says when each was e-mailed.
    const notes = (await teacher.get('/api/sotw-notes').expect(200)).body.results;
    expect(notes).toMatchObject([{ sent_id: ids.ana, emailed_at: '2026-03-04T18:00:00.000Z' }]);
  });

  it('when the note and its sentence hold markup, then the HTML e-mail shows it as text', async () => {
    const { ids, teacher, replies } = await withSubmissions();

    await teacher
      .post('/api/sotw-add-note')
      .send({ sent_id: ids.ana, note: 'Use <b>tahak</b> & more' })
      .expect(200);

    expect(replies('ana@example.org')[0]!.html).toContain('Use &lt;b&gt;tahak&lt;/b&gt; &amp; more');
  });

  it('when a note was e-mailed, then it is never e-mailed again, and each new note gets its own e-mail', async () => {
    const { t, ids, teacher, replies } = await withSubmissions();
    await teacher.post('/api/sotw-add-note').send({ sent_id: ids.ana, note: 'First.' }).expect(200);
    const noteId = t.db.prepare('SELECT id FROM sotw_notes').pluck().get() as number;

    expect(await t.app.services.mailings.emailNote(noteId)).toEqual({ status: 'already-sent' });
    await teacher
      .post('/api/sotw-add-note')
      .send({ sent_id: ids.ana, note: 'Second.' })
      .expect(200, { success: true, emailed: true });

    expect(replies('ana@example.org').map((m) => m.text.includes('First.'))).toEqual([true, false]);
    expect(replies('ana@example.org')[1]!.text).toContain('Second.');
  });

  it('when the learner unsubscribed, then the note is saved but no e-mail is sent, and their link no longer opens (ADR 072)', async () => {
    const { t, auth, codeIn, addNoteNotEmailed } = await withSubmissions();
    await request(t.app)
      .post('/email/unsubscribe')
      .field('code', codeIn('ana@example.org', 'unsubscribe'))
      .expect(200);

    await addNoteNotEmailed('Good word order.');

    expect(t.db.prepare('SELECT note FROM sotw_notes').pluck().all()).toEqual(['Good word order.']);
    await request(t.app).post('/email/sotw-info').send({ auth: auth.ana }).expect(403);
  });

  it('when the e-mail cannot be sent, then the note is kept, not marked e-mailed, and the failure is logged', async () => {
    const log = capturingLogger();
    const { t, replies, addNoteNotEmailed } = await withSubmissions({ logger: log.logger });
    t.mailer.failFor.add('ana@example.org');

    await addNoteNotEmailed('Good word order.');

    expect(log.text()).toContain('could not be sent; the note is kept');
    expect(log.text()).toContain('Delivery to ana@example.org refused');

    // Once delivery works again, the note can still be sent, once.
    t.mailer.failFor.clear();
    const noteId = t.db.prepare('SELECT id FROM sotw_notes').pluck().get() as number;
    expect(await t.app.services.mailings.emailNote(noteId)).toEqual({ status: 'sent' });
    expect(replies('ana@example.org')).toHaveLength(1);
  });

  it('when a learner opens their link, then they read their sentence and its notes, and never another learner’s', async () => {
    const { t, ids, auth, teacher } = await withSubmissions();
    await teacher.post('/api/sotw-add-note').send({ sent_id: ids.ana, note: 'Good word order.' }).expect(200);
    t.clock.advance(60_000);
    await teacher
      .post('/api/sotw-add-note')
      .send({ sent_id: ids.ana, note: 'Check the suffix.' })
      .expect(200);

    const ana = (await request(t.app).post('/email/sotw-info').send({ auth: auth.ana }).expect(200)).body;
    expect(ana).toEqual({
      success: true,
      info: {
        pretty_name: 'ana',
        date_user_submitted: '2026-03-04T18:00:00.000Z',
        submission: {
          text: 'Tahak nipemk.',
          trans: 'I see the river.',
          notes: [
            { id: expect.any(Number), note: 'Good word order.', created_at: '2026-03-04T18:00:00.000Z' },
            { id: expect.any(Number), note: 'Check the suffix.', created_at: '2026-03-04T18:01:00.000Z' },
          ],
        },
      },
    });
    const cara = (await request(t.app).post('/email/sotw-info').send({ auth: auth.cara }).expect(200)).body;
    expect(cara.info.submission).toEqual({ text: 'Nipemk tahak.', trans: 'I see the river.', notes: [] });
    await request(t.app).post('/email/sotw-info').send({ auth: 'not-a-code' }).expect(403);
    await request(t.app).post('/email/sotw-info').send({}).expect(400);
  });

  it('when a learner or a visitor adds a note, then 403 or 401, nothing is stored and nobody is e-mailed', async () => {
    const { t, ids, replies } = await withSubmissions();
    const learner = await signedIn(t.app, 'ana', 'ana-password');

    await learner.post('/api/sotw-add-note').send({ sent_id: ids.ana, note: 'x' }).expect(403);
    await request(t.app).post('/api/sotw-add-note').send({ sent_id: ids.ana, note: 'x' }).expect(401);

    expect(t.db.prepare('SELECT COUNT(*) FROM sotw_notes').pluck().get()).toBe(0);
    expect(replies('ana@example.org')).toHaveLength(0);
  });

  it('when the note is bad input, then 400, nothing is stored and nobody is e-mailed', async () => {
    const { t, ids, teacher, replies } = await withSubmissions();

    const res = await teacher.post('/api/sotw-add-note').send({ sent_id: ids.ana, note: ' ' }).expect(400);

    expect(res.body).toEqual({ success: false, error: 'The note is required.' });
    expect(t.db.prepare('SELECT COUNT(*) FROM sotw_notes').pluck().get()).toBe(0);
    expect(replies('ana@example.org')).toHaveLength(0);
  });
});
