import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SOTW_NOTE_MAX_LENGTH, SOTW_NOTE_TOO_LONG } from '@langapp/shared';
import { makeTestApp, signedIn } from '../../test-support/test-app';
import { createSentencesRepo } from '../sentences/sentences.repo';

const DAY = 24 * 3600 * 1000;
const LINK_REFUSED = 'Authorization code invalid. Please contact the test teacher for assistance.';

/** An app with a small lexicon, one example sentence and three subscribers (one without e-mail). */
function emailApp(mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-email-'))) {
  const t = makeTestApp({ start: '2026-03-04T18:00:00Z', config: { mediaDir } });
  t.db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss) VALUES
      (1, 'tahak', 'n', 'river'), (2, 'nipem', 'v', 'see'), (3, 'lumah', 'n', 'stone'),
      (4, 'sepik', 'adv', 'here'), (5, 'honak', 'n', 'house');
  `);
  createSentencesRepo(t.db).save({
    id: 's1',
    text: 'Tahak nipemk.',
    trans: 'I see the river.',
    anno: [
      { text: 'tahak', gloss: 'river', morphs: [{ text: 'tahak', lexId: 1 }] },
      { text: 'nipemk', gloss: 'see-1SG', morphs: [{ text: 'nipem', lexId: 2 }, { text: '-k' }] },
    ],
    timestamp: '2025-01-01T00:00:00Z',
  });
  t.addUser('ana', 'ana-password', { email: 'ana@example.org' });
  t.addUser('ben', 'ben-password', { email: 'Ben@Example.org' });
  t.db.prepare("UPDATE users SET email = NULL WHERE username = 'ben'").run();
  t.addUser('cara', 'cara-password', { email: 'cara@example.org' });
  t.addUser('teacher', 'teacher-password', { admin: true, email: 'teacher@example.org' });
  const { mailings } = t.app.services;
  const codeIn = (to: string, page: 'wotd' | 'sotw' | 'unsubscribe') => {
    const link = t.mailer.linkTo(to, `http://localhost:3000/${page}?`);
    return new URL(link).searchParams.get(page === 'unsubscribe' ? 'code' : 'auth')!;
  };
  return { t, mailings, codeIn };
}

async function admin(t: ReturnType<typeof makeTestApp>) {
  const agent = request.agent(t.app);
  await agent
    .post('/api/login')
    .field('username', 'teacher')
    .field('password', 'teacher-password')
    .expect(200);
  return agent;
}

describe('sending the word of the day', () => {
  it('when sent, then every subscriber with an address gets four answer links, the example and an unsubscribe link', async () => {
    const { t, mailings } = emailApp();
    const summary = await mailings.sendWordOfTheDay();
    expect(summary).toMatchObject({ kind: 'wotd', period: '2026-03-04', alreadySent: 0, failed: [] });
    expect(summary.sent.sort()).toEqual(['ana@example.org', 'cara@example.org', 'teacher@example.org']);
    const mail = t.mailer.sent.find((m) => m.to === 'ana@example.org')!;
    expect(mail.subject).toMatch(/^Testlang word of the day: (tahak|nipem)$/);
    const answerLinks = mail.text.match(/http:\/\/localhost:3000\/wotd\?auth=[\w-]+&answer=\d/g)!;
    expect(answerLinks.map((l) => l.slice(-1))).toEqual(['1', '2', '3', '4']);
    expect(new Set(answerLinks.map((l) => new URL(l).searchParams.get('auth'))).size).toBe(1);
    expect(mail.text).toContain('Example: Tahak nipemk.');
    expect(mail.html).toContain('<ol>');
    // The word links to its page (issue 36), after the choices: the page tells the meaning.
    const word = mail.subject.split(': ')[1]!;
    const id = word === 'tahak' ? 1 : 2;
    expect(mail.text).toContain(
      `Once you have answered, read all about ${word} in the dictionary: http://localhost:3000/words/${id}`,
    );
    expect(mail.text.indexOf('/words/')).toBeGreaterThan(mail.text.lastIndexOf('answer=4'));
    expect(mail.html).toContain(`<a href="http://localhost:3000/words/${id}">${word}</a>`);
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/unsubscribe\?code=[\w-]+>$/,
    );
    expect(mail.text).toContain('Unsubscribe: http://localhost:3000/unsubscribe?code=');
  });

  it('when an account is deactivated, then its address gets no mailing', async () => {
    const { t, mailings } = emailApp();
    t.db.prepare("UPDATE users SET deactivated_at = '2026-03-01T00:00:00Z' WHERE username = 'cara'").run();
    const summary = await mailings.sendWordOfTheDay();
    expect(summary.sent.sort()).toEqual(['ana@example.org', 'teacher@example.org']);
  });

  it('when sent again the same day, then nobody gets it twice', async () => {
    const { t, mailings } = emailApp();
    await mailings.sendWordOfTheDay();
    const again = await mailings.sendWordOfTheDay();
    expect(again).toMatchObject({ sent: [], alreadySent: 3, failed: [] });
    expect(t.mailer.sent).toHaveLength(3);
  });

  it('when one delivery fails, then the others still go, the failure is reported, and a re-run retries only it', async () => {
    const { t, mailings } = emailApp();
    t.mailer.failFor.add('ana@example.org');
    const first = await mailings.sendWordOfTheDay();
    expect(first.failed).toEqual([
      { email: 'ana@example.org', error: 'Delivery to ana@example.org refused' },
    ]);
    expect(first.sent).toHaveLength(2);
    t.mailer.failFor.clear();
    const retry = await mailings.sendWordOfTheDay();
    expect(retry).toMatchObject({ sent: ['ana@example.org'], alreadySent: 2, failed: [] });
  });

  it('when the lexicon is empty, then sending refuses with a clear reason', async () => {
    const t = makeTestApp();
    t.addUser('ana', 'ana-password');
    await expect(t.app.services.mailings.sendWordOfTheDay()).rejects.toThrow(/no word to send/);
  });
});

describe('POST /email/wotd-info and /email/example', () => {
  it('when the link code is valid, then it answers the word, its choices and the correct one, and the example', async () => {
    const { t, mailings, codeIn } = emailApp();
    await mailings.sendWordOfTheDay();
    const auth = codeIn('ana@example.org', 'wotd');
    const res = await request(t.app).post('/email/wotd-info').field('auth', auth).expect(200);
    const { info } = res.body;
    expect(['tahak', 'nipem']).toContain(info.lex);
    expect(info.lexId).toBe(info.lex === 'tahak' ? 1 : 2);
    expect(info.choices).toHaveLength(4);
    expect(new Set(info.choices).size).toBe(4);
    expect(info.choices[info.correct_index - 1]).toBe(info.correct_trans);
    expect(info.correct_trans).toBe(info.lex === 'tahak' ? 'river' : 'see');
    const example = await request(t.app).post('/email/example').type('form').send({ auth }).expect(200);
    expect(example.body.info).toEqual({
      text: 'Tahak nipemk.',
      trans: 'I see the river.',
      lexs: [
        { id: 2, lex: 'nipem', pos: 'v', gloss: 'see' },
        { id: 1, lex: 'tahak', pos: 'n', gloss: 'river' },
      ],
      has_recording: false,
    });
  });

  it('when the word and its example have recordings, then the link plays their newest mp3s', async () => {
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-email-'));
    const { t, mailings, codeIn } = emailApp(mediaDir);
    for (const [dir, name] of [
      ['audio', 'tahak-new.mp3'],
      ['audio', 'nipem-new.mp3'],
      ['sent-audio', 's1.mp3'],
    ]) {
      fs.mkdirSync(path.join(mediaDir, dir!), { recursive: true });
      fs.writeFileSync(path.join(mediaDir, dir!, name!), `bytes of ${name}`);
    }
    t.db.exec(`
      INSERT INTO word_audio (word, filename, speaker, timestamp) VALUES
        ('tahak', 'tahak-old.mp3', 'ana', '2025-01-01T00:00:00Z'), ('tahak', 'tahak-new.mp3', 'ana', '2025-02-01T00:00:00Z'),
        ('nipem', 'nipem-new.mp3', 'ana', '2025-02-01T00:00:00Z'), ('nipem', 'nipem-newest.webm', 'ana', '2025-03-01T00:00:00Z');
      INSERT INTO sent_audio (sent_id, filename, speaker, timestamp) VALUES ('s1', 's1.mp3', 'ana', '2025-01-01T00:00:00Z');
    `);
    await mailings.sendWordOfTheDay();
    const auth = codeIn('ana@example.org', 'wotd');

    const { info } = (await request(t.app).post('/email/wotd-info').field('auth', auth).expect(200)).body;
    expect(info.has_recording).toBe(true);
    const word = await request(t.app).get('/email/wotd-audio').query({ auth }).expect(200);
    expect(word.body.toString()).toBe(`bytes of ${info.lex}-new.mp3`);
    expect(word.headers['cache-control']).toBe('private, no-cache');
    expect((await request(t.app).post('/email/example').field('auth', auth)).body.info.has_recording).toBe(
      true,
    );
    const example = await request(t.app).get('/email/example-audio').query({ auth }).expect(200);
    expect(example.body.toString()).toBe('bytes of s1.mp3');

    await request(t.app).get('/email/wotd-audio').query({ auth: 'not-a-real-code' }).expect(403);
    await request(t.app).get('/email/wotd-audio').expect(400);
    // A deleted take is not played.
    t.db.exec("UPDATE sent_audio SET deleted_at = '2026-01-01T00:00:00Z'");
    const gone = await request(t.app).get('/email/example-audio').query({ auth }).expect(404);
    expect(gone.body.error).toBe('The example sentence has no recording yet.');
  });

  it("when the recipient chose speakers, then the links play their first chosen speaker's take, and another recipient's the newest", async () => {
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-email-'));
    const { t, mailings, codeIn } = emailApp(mediaDir);
    const files = ['tahak-ben.mp3', 'tahak-dora.mp3', 'nipem-ben.mp3', 'nipem-dora.mp3'];
    fs.mkdirSync(path.join(mediaDir, 'audio'), { recursive: true });
    fs.mkdirSync(path.join(mediaDir, 'sent-audio'), { recursive: true });
    for (const name of files) fs.writeFileSync(path.join(mediaDir, 'audio', name), `bytes of ${name}`);
    for (const name of ['s1-ben.mp3', 's1-dora.mp3'])
      fs.writeFileSync(path.join(mediaDir, 'sent-audio', name), `bytes of ${name}`);
    t.db.exec(`
      INSERT INTO word_audio (word, filename, speaker, timestamp) VALUES
        ('tahak', 'tahak-ben.mp3', 'Ben', '2025-01-01T00:00:00Z'), ('tahak', 'tahak-dora.mp3', 'Dora', '2025-02-01T00:00:00Z'),
        ('nipem', 'nipem-ben.mp3', 'Ben', '2025-01-01T00:00:00Z'), ('nipem', 'nipem-dora.mp3', 'Dora', '2025-02-01T00:00:00Z');
      INSERT INTO sent_audio (sent_id, filename, speaker, timestamp) VALUES
        ('s1', 's1-ben.mp3', 'Ben', '2025-01-01T00:00:00Z'), ('s1', 's1-dora.mp3', 'Dora', '2025-02-01T00:00:00Z');
    `);
    const ana = await signedIn(t.app, 'ana', 'ana-password');
    await ana
      .post('/api/speaker-preferences')
      .send({ speakers: ['Cora', 'Ben'] })
      .expect(200);
    await mailings.sendWordOfTheDay();

    const anas = codeIn('ana@example.org', 'wotd');
    const { info } = (await request(t.app).post('/email/wotd-info').field('auth', anas).expect(200)).body;
    expect(info.speaker).toBe('Ben');
    const word = await request(t.app).get('/email/wotd-audio').query({ auth: anas }).expect(200);
    expect(word.body.toString()).toBe(`bytes of ${info.lex}-ben.mp3`);
    const example = await request(t.app).post('/email/example').field('auth', anas).expect(200);
    expect(example.body.info.speaker).toBe('Ben');
    const sentence = await request(t.app).get('/email/example-audio').query({ auth: anas }).expect(200);
    expect(sentence.body.toString()).toBe('bytes of s1-ben.mp3');

    const caras = codeIn('cara@example.org', 'wotd');
    const newest = await request(t.app).get('/email/wotd-audio').query({ auth: caras }).expect(200);
    expect(newest.body.toString()).toBe(`bytes of ${info.lex}-dora.mp3`);
    const newestSentence = await request(t.app)
      .get('/email/example-audio')
      .query({ auth: caras })
      .expect(200);
    expect(newestSentence.body.toString()).toBe('bytes of s1-dora.mp3');
  });

  it.each([
    ['a made-up code', 'not-a-real-code', 403],
    ['no code', '', 400],
  ])('when given %s, then it answers success false', async (_c, auth, status) => {
    const { t, mailings } = emailApp();
    await mailings.sendWordOfTheDay();
    const res = await request(t.app).post('/email/wotd-info').type('form').send({ auth }).expect(status);
    expect(res.body.success).toBe(false);
  });

  it('when a word-of-the-day link is opened on its day and the 7 after, then it works, and from the 8th on it answers the spec message', async () => {
    const { t, mailings, codeIn } = emailApp();
    await mailings.sendWordOfTheDay(); // Wednesday 2026-03-04 10:00 in Los Angeles
    const auth = codeIn('ana@example.org', 'wotd');
    // The last instant of 2026-03-11 in Los Angeles (daylight time from 8 March).
    t.clock.set('2026-03-12T06:59:59.999Z');
    await request(t.app).post('/email/wotd-info').field('auth', auth).expect(200);
    await request(t.app).get('/email/wotd-audio').query({ auth }).expect(404);
    t.clock.set('2026-03-12T07:00:00.000Z');
    const res = await request(t.app).post('/email/wotd-info').field('auth', auth).expect(403);
    expect(res.body).toEqual({ success: false, error: LINK_REFUSED });
    await request(t.app).post('/email/example').field('auth', auth).expect(403);
    await request(t.app).get('/email/wotd-audio').query({ auth }).expect(403);
  });

  it('when a link sent before windows existed (no expires_at) is opened, then it expires by its send date plus the window', async () => {
    const { t, mailings, codeIn } = emailApp();
    await mailings.sendWordOfTheDay();
    await mailings.sendSentenceOfTheWeek();
    t.db.exec('UPDATE mailings SET expires_at = NULL');
    const wotd = codeIn('ana@example.org', 'wotd');
    const sotw = codeIn('ana@example.org', 'sotw');
    t.clock.advance(8 * DAY);
    await request(t.app).post('/email/wotd-info').field('auth', wotd).expect(403);
    await request(t.app).post('/email/sotw-info').send({ auth: sotw }).expect(200);
    t.clock.advance(6 * DAY);
    await request(t.app).post('/email/sotw-info').send({ auth: sotw }).expect(403);
  });

  it.each([
    ['deactivated', "UPDATE users SET deactivated_at = '2026-03-04T19:00:00Z' WHERE username = 'ana'"],
    [
      'unsubscribed',
      "INSERT INTO email_unsubscribes (email, unsubscribed_at) VALUES ('ANA@example.org', '2026-03-04T19:00:00Z')",
    ],
    ['deleted', "DELETE FROM users WHERE username = 'ana'"],
  ])('when the recipient is %s, then their links answer 403 with the spec message', async (_c, sql) => {
    const { t, mailings, codeIn } = emailApp();
    await mailings.sendWordOfTheDay();
    await mailings.sendSentenceOfTheWeek();
    const wotd = codeIn('ana@example.org', 'wotd');
    const sotw = codeIn('ana@example.org', 'sotw');
    await request(t.app).post('/email/wotd-info').field('auth', wotd).expect(200);
    t.db.exec(sql);
    const res = await request(t.app).post('/email/wotd-info').field('auth', wotd).expect(403);
    expect(res.body).toEqual({ success: false, error: LINK_REFUSED });
    await request(t.app).post('/email/example').field('auth', wotd).expect(403);
    await request(t.app)
      .post('/email/sotw-info')
      .send({ auth: sotw })
      .expect(403, { success: false, error: LINK_REFUSED });
    await request(t.app).get('/email/lexs').set('Authorization', `Bearer ${sotw}`).expect(403);
    await request(t.app)
      .post('/email/sotw-submit')
      .set('Authorization', `Bearer ${sotw}`)
      .send({ text: 'Tahak.', trans: 'River.', lexical_items: { verb: [], noun: ['tahak'], other: [] } })
      .expect(403);
    expect(t.db.prepare('SELECT COUNT(*) FROM sotw_submissions').pluck().get()).toBe(0);
  });

  it('when a sentence-of-the-week code is used, then the word-of-the-day calls refuse it', async () => {
    const { t, mailings, codeIn } = emailApp();
    await mailings.sendSentenceOfTheWeek();
    const auth = codeIn('ana@example.org', 'sotw');
    await request(t.app).post('/email/wotd-info').field('auth', auth).expect(403);
    await request(t.app).post('/email/example').field('auth', auth).expect(403);
  });
});

describe('POST /email/unsubscribe', () => {
  it('when the code is valid, then the address gets no further mailings, at once', async () => {
    const { t, mailings, codeIn } = emailApp();
    await mailings.sendWordOfTheDay();
    const code = codeIn('cara@example.org', 'unsubscribe');
    await request(t.app).post('/email/unsubscribe').field('code', code).expect(200, { success: true });
    await request(t.app).post('/email/unsubscribe').field('code', code).expect(200, { success: true });
    const next = await mailings.sendSentenceOfTheWeek();
    expect(next.sent.sort()).toEqual(['ana@example.org', 'teacher@example.org']);
  });

  it.each([
    [{ code: 'made-up' }, 403],
    [{}, 400],
  ])('when the body is %j, then it answers success false and changes nothing', async (body, status) => {
    const { t } = emailApp();
    const res = await request(t.app).post('/email/unsubscribe').type('form').send(body).expect(status);
    expect(res.body.success).toBe(false);
    expect(t.db.prepare('SELECT COUNT(*) FROM email_unsubscribes').pluck().get()).toBe(0);
  });
});

describe('the sentence of the week', () => {
  it('when a learner opens the link, then sotw-info names them and lexs lists the lexicon', async () => {
    const { t, mailings, codeIn } = emailApp();
    const summary = await mailings.sendSentenceOfTheWeek();
    expect(summary.period).toBe('2026-W10');
    const auth = codeIn('ana@example.org', 'sotw');
    const info = await request(t.app).post('/email/sotw-info').send({ auth }).expect(200);
    expect(info.body).toEqual({
      success: true,
      info: { pretty_name: 'ana', date_user_submitted: null, submission: null },
    });
    const lexs = await request(t.app).get('/email/lexs').set('Authorization', `Bearer ${auth}`).expect(200);
    expect(lexs.body.data.map((l: { lex: string }) => l.lex)).toEqual([
      'honak',
      'lumah',
      'nipem',
      'sepik',
      'tahak',
    ]);
  });

  it("when words are for teachers only, then /email/lexs never lists them, not even on a teacher's link, nor takes them in a submission", async () => {
    const { t, mailings, codeIn } = emailApp();
    await mailings.sendSentenceOfTheWeek();
    t.db.exec("UPDATE lexs SET visibility = 'teachers' WHERE lex IN ('honak', 'nipem')");
    for (const to of ['ana@example.org', 'teacher@example.org']) {
      const auth = codeIn(to, 'sotw');
      const lexs = await request(t.app).get('/email/lexs').set('Authorization', `Bearer ${auth}`).expect(200);
      expect(lexs.body.data.map((l: { lex: string }) => l.lex)).toEqual(['lumah', 'sepik', 'tahak']);
      const res = await request(t.app)
        .post('/email/sotw-submit')
        .set('Authorization', `Bearer ${auth}`)
        .send({
          text: 'Tahak nipemk.',
          trans: 'I see the river.',
          lexical_items: { verb: ['nipem'], noun: [], other: [] },
        })
        .expect(400);
      expect(res.body.error).toBe('"nipem" is not a verb in the lexicon.');
    }
    expect(t.db.prepare('SELECT COUNT(*) FROM sotw_submissions').pluck().get()).toBe(0);
  });

  it("when a word-of-the-day's word or example became for teachers only, then its pages show it to no recipient", async () => {
    const { t, mailings, codeIn } = emailApp();
    await mailings.sendWordOfTheDay();
    const learner = codeIn('ana@example.org', 'wotd');
    const teacher = codeIn('teacher@example.org', 'wotd');
    const before = await request(t.app).post('/email/example').field('auth', learner).expect(200);
    expect(before.body.info.lexs.map((l: { lex: string }) => l.lex)).toEqual(['nipem', 'tahak']);
    t.db.exec("UPDATE lexs SET visibility = 'teachers' WHERE lex = 'nipem'");
    for (const auth of [learner, teacher]) {
      const example = await request(t.app).post('/email/example').field('auth', auth).expect(200);
      expect(example.body.info.lexs.map((l: { lex: string }) => l.lex)).toEqual(['tahak']);
    }
    t.db.exec("UPDATE sents SET visibility = 'teachers'");
    for (const auth of [learner, teacher]) {
      await request(t.app)
        .post('/email/example')
        .field('auth', auth)
        .expect(200, { success: true, info: null });
    }
    t.db.exec("UPDATE lexs SET visibility = 'teachers'");
    for (const auth of [learner, teacher]) {
      await request(t.app).post('/email/wotd-info').field('auth', auth).expect(404);
    }
  });

  it('when a learner submits and then replaces a sentence, then only the newest is kept', async () => {
    const { t, mailings, codeIn } = emailApp();
    await mailings.sendSentenceOfTheWeek();
    const auth = codeIn('ana@example.org', 'sotw');
    const first = await request(t.app)
      .post('/email/sotw-submit')
      .set('Authorization', `Bearer ${auth}`)
      .send({
        text: 'Tahak nipemk.',
        trans: 'I see the river.',
        lexical_items: { verb: ['nipem'], noun: ['tahak'], other: [] },
      })
      .expect(200);
    expect(first.body).toEqual({ success: true, date: '2026-03-04T18:00:00.000Z' });
    t.clock.advance(60_000);
    await request(t.app)
      .post('/email/sotw-submit')
      .set('Authorization', `Bearer ${auth}`)
      .send({
        text: 'Lumah nipemk.',
        trans: 'I see the stone.',
        lexical_items: { verb: ['nipem'], noun: ['lumah'], other: ['sepik'] },
      })
      .expect(200);
    const rows = t.db.prepare('SELECT text, lexical_items FROM sotw_submissions').all();
    expect(rows).toEqual([
      {
        text: 'Lumah nipemk.',
        lexical_items: JSON.stringify({ verb: ['nipem'], noun: ['lumah'], other: ['sepik'] }),
      },
    ]);
    const info = await request(t.app).post('/email/sotw-info').send({ auth });
    expect(info.body.info.date_user_submitted).toBe('2026-03-04T18:01:00.000Z');
  });

  it('when a word’s later sense is of the class the learner names, then the submission is taken', async () => {
    const { t, mailings, codeIn } = emailApp();
    await mailings.sendSentenceOfTheWeek();
    const auth = codeIn('ana@example.org', 'sotw');
    const send = () =>
      request(t.app)
        .post('/email/sotw-submit')
        .set('Authorization', `Bearer ${auth}`)
        .send({
          text: 'Tahak.',
          trans: 'It flows.',
          lexical_items: { verb: ['tahak'], noun: [], other: [] },
        });
    expect((await send().expect(400)).body.error).toBe('"tahak" is not a verb in the lexicon.');
    t.db
      .prepare(
        "INSERT INTO senses (lex_id, position, pos, gloss) SELECT id, 2, 'v', 'to flow' FROM lexs WHERE lex = 'tahak'",
      )
      .run();
    await send().expect(200);
    // The list the page picks from gives the entry's senses, so the page lists it with the verbs too.
    const lexs = await request(t.app).get('/email/lexs').set('Authorization', `Bearer ${auth}`).expect(200);
    const tahak = lexs.body.data.find((l: { lex: string }) => l.lex === 'tahak');
    expect(tahak).toEqual({
      id: 1,
      lex: 'tahak',
      pos: 'n',
      gloss: 'river',
      senses: [
        { pos: 'n', gloss: 'river' },
        { pos: 'v', gloss: 'to flow' },
      ],
    });
    expect(lexs.body.data.find((l: { lex: string }) => l.lex === 'nipem')).not.toHaveProperty('senses');
  });

  it.each([
    [{ trans: 'x' }, 'The sentence is required.'],
    [{ text: 'x' }, 'The translation is required.'],
    [{ text: ' ', trans: 'x' }, 'The sentence is required.'],
    [{ text: 'x', trans: 'y', lexical_items: { verb: ['tahak'] } }, '"tahak" is not a verb in the lexicon.'],
    [
      { text: 'x', trans: 'y', lexical_items: { noun: ['nothing'] } },
      '"nothing" is not a noun in the lexicon.',
    ],
  ])('when the submission is %j, then it answers 400 and stores nothing', async (body, error) => {
    const { t, mailings, codeIn } = emailApp();
    await mailings.sendSentenceOfTheWeek();
    const auth = codeIn('ana@example.org', 'sotw');
    const res = await request(t.app)
      .post('/email/sotw-submit')
      .set('Authorization', `Bearer ${auth}`)
      .send(body)
      .expect(400);
    expect(res.body).toEqual({ success: false, error });
    expect(t.db.prepare('SELECT COUNT(*) FROM sotw_submissions').pluck().get()).toBe(0);
  });

  it('when the body is not JSON, then it answers 400', async () => {
    const { t, mailings, codeIn } = emailApp();
    await mailings.sendSentenceOfTheWeek();
    const auth = codeIn('ana@example.org', 'sotw');
    await request(t.app)
      .post('/email/sotw-submit')
      .set('Authorization', `Bearer ${auth}`)
      .set('Content-Type', 'application/json')
      .send('{"text":')
      .expect(400);
  });

  it('when the Bearer code is missing, foreign or from last week, then the calls refuse it', async () => {
    const { t, mailings, codeIn } = emailApp();
    await mailings.sendWordOfTheDay();
    await mailings.sendSentenceOfTheWeek();
    const wotd = codeIn('ana@example.org', 'wotd');
    const sotw = codeIn('ana@example.org', 'sotw');
    await request(t.app).get('/email/lexs').expect(401);
    await request(t.app).get('/email/lexs').set('Authorization', `Bearer ${wotd}`).expect(403);
    await request(t.app).post('/email/sotw-info').send({ auth: wotd }).expect(403);
    t.clock.advance(7 * DAY);
    await mailings.sendSentenceOfTheWeek();
    await request(t.app).get('/email/lexs').set('Authorization', `Bearer ${sotw}`).expect(403);
    const fresh = codeIn('ana@example.org', 'sotw');
    await request(t.app).get('/email/lexs').set('Authorization', `Bearer ${fresh}`).expect(200);
  });
});

describe('the teacher review calls', () => {
  async function withSubmission() {
    const env = emailApp();
    await env.mailings.sendSentenceOfTheWeek();
    await request(env.t.app)
      .post('/email/sotw-submit')
      .set('Authorization', `Bearer ${env.codeIn('ana@example.org', 'sotw')}`)
      .send({
        text: 'Tahak nipemk.',
        trans: 'I see the river.',
        lexical_items: { verb: ['nipem'], noun: [], other: [] },
      })
      .expect(200);
    return env;
  }

  it('when an admin asks, then submitted sentences and notes are listed, and notes are added', async () => {
    const { t } = await withSubmission();
    const agent = await admin(t);
    const sents = await agent.get('/api/sotw-submitted-sents').expect(200);
    expect(sents.body.results).toEqual([
      {
        id: expect.any(Number),
        pretty_name: 'ana',
        date_user_submitted: '2026-03-04T18:00:00.000Z',
        date_expired: '2026-03-18T18:00:00.000Z', // sent then, 14 days
        text: 'Tahak nipemk.',
        trans: 'I see the river.',
        lexical_items: JSON.stringify({ verb: ['nipem'], noun: [], other: [] }),
      },
    ]);
    const id = sents.body.results[0].id;
    await agent
      .post('/api/sotw-add-note')
      .send({ sent_id: id, note: 'Good word order.' })
      .expect(200, { success: true, emailed: true });
    await agent.post('/api/sotw-add-note').send({ sent_id: id, note: 'Check the suffix.' }).expect(200);
    const notes = await agent.get('/api/sotw-notes').expect(200);
    expect(notes.body.results.map((n: { note: string }) => n.note)).toEqual([
      'Good word order.',
      'Check the suffix.',
    ]);
  });

  it('when a learner or a visitor asks, then they get 403 or 401', async () => {
    const { t } = await withSubmission();
    const learner = request.agent(t.app);
    await learner.post('/api/login').field('username', 'ana').field('password', 'ana-password').expect(200);
    for (const path of ['/api/sotw-submitted-sents', '/api/sotw-notes']) {
      await request(t.app).get(path).expect(401);
      await learner.get(path).expect(403);
    }
    await learner.post('/api/sotw-add-note').send({ sent_id: 1, note: 'x' }).expect(403);
    expect(t.db.prepare('SELECT COUNT(*) FROM sotw_notes').pluck().get()).toBe(0);
  });

  it.each([
    [{ sent_id: 999, note: 'x' }, 404],
    [{ sent_id: 'a', note: 'x' }, 400],
    [{ sent_id: 1, note: '   ' }, 400],
    [{ note: 'x' }, 400],
  ])('when an admin sends %j, then it answers %i and stores nothing', async (body, status) => {
    const { t } = await withSubmission();
    const agent = await admin(t);
    const res = await agent.post('/api/sotw-add-note').send(body).expect(status);
    expect(res.body.success).toBe(false);
    expect(t.db.prepare('SELECT COUNT(*) FROM sotw_notes').pluck().get()).toBe(0);
  });

  it('when an admin sends a note longer than the limit, then it answers 400 naming the limit and stores nothing', async () => {
    const { t } = await withSubmission();
    const agent = await admin(t);
    const id = (await agent.get('/api/sotw-submitted-sents').expect(200)).body.results[0].id;

    const res = await agent
      .post('/api/sotw-add-note')
      .send({ sent_id: id, note: `  ${'a'.repeat(SOTW_NOTE_MAX_LENGTH + 1)}` })
      .expect(400);

    expect(res.body).toEqual({ success: false, error: SOTW_NOTE_TOO_LONG });
    expect(res.body.error).toContain(`at most ${SOTW_NOTE_MAX_LENGTH} characters`);
    expect(t.db.prepare('SELECT COUNT(*) FROM sotw_notes').pluck().get()).toBe(0);
    // Exactly the limit once trimmed is accepted: the surrounding spaces do not count.
    await agent
      .post('/api/sotw-add-note')
      .send({ sent_id: id, note: ` ${'a'.repeat(SOTW_NOTE_MAX_LENGTH)} ` })
      .expect(200, { success: true, emailed: true });
  });
});
