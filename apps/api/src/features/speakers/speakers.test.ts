import { describe, expect, it } from 'vitest';
import { appWithAccounts } from '../../test-support/test-app';
import { noticeVersion } from './speakers.service';

/** A word recorded by Ana and Ben, and a sentence recorded by Cora. */
const ROWS = `
  INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river');
  INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp) VALUES
    ('tahak', 1, 'tahak-ana.mp3', 'Ana', '2025-01-01T10:00:00Z'),
    ('tahak', 1, 'tahak-ben.mp3', 'Ben', '2025-01-02T10:00:00Z');
  INSERT INTO sents (id, text, trans, timestamp) VALUES ('7', 'Tahak nipem.', 'I see the river.', '2025-01-01T00:00:00Z');
  INSERT INTO sent_audio (sent_id, filename, speaker, timestamp) VALUES ('7', '7-cora.mp3', 'Cora', '2025-01-03T10:00:00Z');
`;

async function speakersApp() {
  const { t, as, visitor } = await appWithAccounts({ learner: 'learner', teacher: 'teacher' }, { sql: ROWS });
  return { t, ...as, visitor };
}

describe('speaker preferences', () => {
  it('when a learner sets an order of speakers, then it is read back in that order and stored', async () => {
    const { t, learner } = await speakersApp();
    expect((await learner.get('/api/speaker-preferences').expect(200)).body).toEqual({ speakers: [] });

    const saved = await learner
      .post('/api/speaker-preferences')
      .send({ speakers: ['Ben', 'Ana'] })
      .expect(200);
    expect(saved.body).toEqual({ speakers: ['Ben', 'Ana'] });
    expect((await learner.get('/api/speaker-preferences').expect(200)).body).toEqual({
      speakers: ['Ben', 'Ana'],
    });

    await learner
      .post('/api/speaker-preferences')
      .send({ speakers: ['Ana'] })
      .expect(200);
    expect(t.db.prepare('SELECT speaker, position FROM speaker_preferences ORDER BY position').all()).toEqual(
      [{ speaker: 'Ana', position: 0 }],
    );
  });

  it("when a learner sets an order, then another account's order is not changed", async () => {
    const { learner, teacher } = await speakersApp();
    await teacher
      .post('/api/speaker-preferences')
      .send({ speakers: ['Cora'] })
      .expect(200);
    await learner
      .post('/api/speaker-preferences')
      .send({ speakers: ['Ben'] })
      .expect(200);
    expect((await teacher.get('/api/speaker-preferences').expect(200)).body).toEqual({ speakers: ['Cora'] });
  });

  it.each([
    ['a speaker twice', { speakers: ['Ana', 'Ana'] }, 'A speaker may be chosen only once.'],
    ['an empty name', { speakers: [''] }, 'A speaker must not be empty.'],
    ['no list', { speakers: 'Ana' }, 'speakers must be a list of names.'],
    ['too many speakers', { speakers: Array.from({ length: 51 }, (_, i) => `s${i}`) }, 'At most 50 speakers'],
    ['a name too long', { speakers: ['x'.repeat(101)] }, 'at most 100 characters'],
  ])('when the order has %s, then it answers 400 and keeps the order', async (_case, body, message) => {
    const { learner } = await speakersApp();
    await learner
      .post('/api/speaker-preferences')
      .send({ speakers: ['Ben'] })
      .expect(200);
    const res = await learner.post('/api/speaker-preferences').send(body).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toContain(message);
    expect((await learner.get('/api/speaker-preferences').expect(200)).body).toEqual({ speakers: ['Ben'] });
  });

  it('when a visitor asks for or sets an order, then it answers 401', async () => {
    const { visitor } = await speakersApp();
    await visitor.get('/api/speaker-preferences').expect(401);
    await visitor
      .post('/api/speaker-preferences')
      .send({ speakers: ['Ana'] })
      .expect(401);
  });
});

describe('speaker notices', () => {
  it('when speakers have notices, then anyone reads only those speakers with their notice and its version', async () => {
    const { t, visitor, learner } = await speakersApp();
    t.db.exec(`INSERT INTO speakers (name, notice, held_until, updated_at) VALUES
      ('Ana', 'Ana has passed away; her family agreed to share her voice.', NULL, '2026-01-01T00:00:00Z'),
      ('Ben', '', '2027-01-01T08:00:00.000Z', '2026-01-01T00:00:00Z')`);
    const expected = {
      data: [
        {
          speaker: 'Ana',
          notice: 'Ana has passed away; her family agreed to share her voice.',
          version: noticeVersion('Ana has passed away; her family agreed to share her voice.'),
        },
      ],
    };
    expect((await visitor.get('/api/speaker-notices').expect(200)).body).toEqual(expected);
    expect((await learner.get('/api/speaker-notices').expect(200)).body).toEqual(expected);
  });

  it('when a learner accepts the current notice, then it is stored once and read back', async () => {
    const { t, learner } = await speakersApp();
    t.db.exec(
      `INSERT INTO speakers (name, notice, updated_at) VALUES ('Ana', 'A notice.', '2026-01-01T00:00:00Z')`,
    );
    const version = noticeVersion('A notice.');
    await learner
      .post('/api/speaker-notices/accepted')
      .send({ speaker: 'Ana', version })
      .expect(200, { success: true });
    await learner.post('/api/speaker-notices/accepted').send({ speaker: 'Ana', version }).expect(200);

    expect((await learner.get('/api/speaker-notices/accepted').expect(200)).body).toEqual({
      data: [{ speaker: 'Ana', version }],
    });
    expect(
      t.db.prepare('SELECT speaker, version, accepted_at FROM speaker_notice_acceptances').all(),
    ).toEqual([{ speaker: 'Ana', version, accepted_at: '2026-03-01T18:00:00.000Z' }]);
  });

  it('when the notice changed since it was read, then accepting the old version answers 409 and stores nothing', async () => {
    const { t, learner } = await speakersApp();
    t.db.exec(
      `INSERT INTO speakers (name, notice, updated_at) VALUES ('Ana', 'The new notice.', '2026-01-01T00:00:00Z')`,
    );
    const res = await learner
      .post('/api/speaker-notices/accepted')
      .send({ speaker: 'Ana', version: noticeVersion('The old notice.') })
      .expect(409);
    expect(res.body.error).toBe("The notice on Ana's recordings has changed. Please read it again.");
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM speaker_notice_acceptances').get()).toEqual({ n: 0 });
  });

  it('when the speaker has no notice, then accepting answers 404', async () => {
    const { learner } = await speakersApp();
    const res = await learner
      .post('/api/speaker-notices/accepted')
      .send({ speaker: 'Ben', version: 'abc' })
      .expect(404);
    expect(res.body.error).toBe('Ben has no notice to accept.');
  });

  it('when the acceptance lacks a version, then it answers 400', async () => {
    const { learner } = await speakersApp();
    const res = await learner.post('/api/speaker-notices/accepted').send({ speaker: 'Ana' }).expect(400);
    expect(res.body.error).toContain('version is required.');
  });

  it('when a visitor reads or records acceptances, then it answers 401', async () => {
    const { visitor } = await speakersApp();
    await visitor.get('/api/speaker-notices/accepted').expect(401);
    await visitor.post('/api/speaker-notices/accepted').send({ speaker: 'Ana', version: 'abc' }).expect(401);
  });
});

describe('the console speakers panel', () => {
  it('when the teacher lists speakers, then everyone who recorded is there with their takes, notice and hold', async () => {
    const { teacher } = await speakersApp();
    const res = await teacher.get('/api/admin/speakers').expect(200);
    expect(res.body.data).toEqual([
      { speaker: 'Ana', variety: '', note: '', notice: '', held_until: null, held_through: null,
        word_takes: 1, sentence_takes: 0 },
      { speaker: 'Ben', variety: '', note: '', notice: '', held_until: null, held_through: null,
        word_takes: 1, sentence_takes: 0 },
      { speaker: 'Cora', variety: '', note: '', notice: '', held_until: null, held_through: null,
        word_takes: 0, sentence_takes: 1 },
    ]);
  });

  it('when the teacher sets a notice and a hold through a day, then the hold ends at the start of the next day in Los Angeles', async () => {
    const { t, teacher } = await speakersApp();
    const res = await teacher
      .post('/api/admin/speakers/Ana')
      .send({ notice: '  Ana has passed away.  ', held_through: '2026-03-10' })
      .expect(200);
    // 2026-03-11 00:00 in Los Angeles is 07:00 UTC (daylight saving time began on 8 March).
    expect(res.body.speaker).toEqual({
      speaker: 'Ana',
      variety: '',
      note: '',
      notice: 'Ana has passed away.',
      held_until: '2026-03-11T07:00:00.000Z',
      held_through: '2026-03-10',
      word_takes: 1,
      sentence_takes: 0,
    });
    expect(
      t.db.prepare("SELECT notice, held_until, updated_at FROM speakers WHERE name = 'Ana'").get(),
    ).toEqual({
      notice: 'Ana has passed away.',
      held_until: '2026-03-11T07:00:00.000Z',
      updated_at: '2026-03-01T18:00:00.000Z',
    });

    const cleared = await teacher
      .post('/api/admin/speakers/Ana')
      .send({ notice: '', held_through: null })
      .expect(200);
    expect(cleared.body.speaker).toMatchObject({ notice: '', held_until: null, held_through: null });
  });

  it.each([
    [
      'a day that is not in the calendar',
      { notice: '', held_through: '2026-02-30' },
      'The date 2026-02-30 is not a day of the calendar.',
    ],
    [
      'a date in another form',
      { notice: '', held_through: '10/03/2026' },
      'held_through must be a date written YYYY-MM-DD.',
    ],
    [
      'a notice too long',
      { notice: 'x'.repeat(1001), held_through: null },
      'A notice must be at most 1000 characters long.',
    ],
    ['no notice', { held_through: null }, 'notice must be text.'],
  ])('when the teacher sends %s, then it answers 400 and changes nothing', async (_case, body, message) => {
    const { t, teacher } = await speakersApp();
    const res = await teacher.post('/api/admin/speakers/Ana').send(body).expect(400);
    expect(res.body.error).toContain(message);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM speakers').get()).toEqual({ n: 0 });
  });

  it('when the speaker never recorded, then it answers 404', async () => {
    const { teacher } = await speakersApp();
    const res = await teacher
      .post('/api/admin/speakers/Nobody')
      .send({ notice: 'A notice.', held_through: null })
      .expect(404);
    expect(res.body.error).toBe('No one has recorded under the name Nobody.');
  });

  it('when a visitor or a learner uses the panel, then it answers 401 and 403', async () => {
    const { visitor, learner } = await speakersApp();
    await visitor.get('/api/admin/speakers').expect(401);
    await visitor.post('/api/admin/speakers/Ana').send({ notice: '', held_through: null }).expect(401);
    await learner.get('/api/admin/speakers').expect(403);
    await learner.post('/api/admin/speakers/Ana').send({ notice: '', held_through: null }).expect(403);
  });
});
