import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../../test-support/test-app';

function withWords(t: ReturnType<typeof makeTestApp>, words: string[]) {
  const insert = t.db.prepare('INSERT INTO wordle_words (lex) VALUES (?)');
  for (const w of words) insert.run(w);
}
const WORDS = ['tahak', 'nipem', "ko'sa", 'lumah', 'sepik', 'yamut', 'honak', 'wirak'];

describe('GET /api/wordle-valid', () => {
  it('when the list has words, then anyone gets them all, signed in or not', async () => {
    const t = makeTestApp();
    withWords(t, WORDS);
    const res = await request(t.app).get('/api/wordle-valid').expect(200);
    expect(res.body.lexs).toEqual([...WORDS].sort());
  });
});

describe('GET /api/wordle-answer', () => {
  it("when no date is given, then it answers today's word in Los Angeles and stores it", async () => {
    // 2026-03-02 06:00 UTC is still 2026-03-01 in Los Angeles.
    const t = makeTestApp({ start: '2026-03-02T06:00:00Z' });
    withWords(t, WORDS);
    const res = await request(t.app).get('/api/wordle-answer').expect(200);
    expect(WORDS).toContain(res.body.lex.lex);
    expect(Object.keys(res.body.lex).sort()).toEqual(['id', 'lex']);
    const stored = t.db.prepare('SELECT lex FROM wordle_schedule WHERE date = ?').pluck().get('2026-03-01');
    expect(stored).toBe(res.body.lex.lex);
    expect(t.db.prepare("SELECT COUNT(*) FROM wordle_schedule WHERE date > '2026-03-01'").pluck().get()).toBe(
      0,
    );
  });

  it('when the word list changes later, then past answers stay the same', async () => {
    const t = makeTestApp({ start: '2026-03-01T20:00:00Z' });
    withWords(t, WORDS);
    const dates = ['2025-01-31', '2025-06-15', '2026-02-28', '2026-03-01'];
    const before = [];
    for (const d of dates)
      before.push((await request(t.app).get(`/api/wordle-answer?date=${d}`)).body.lex.lex);
    t.db.prepare('DELETE FROM wordle_words WHERE lex IN (?, ?, ?)').run(...before.slice(0, 3));
    withWords(t, ['mesut', 'rohan']);
    for (const [i, d] of dates.entries()) {
      expect((await request(t.app).get(`/api/wordle-answer?date=${d}`)).body.lex.lex).toBe(before[i]);
    }
  });

  it('when two servers fill the same history from the same list, then they choose the same answers', async () => {
    const a = makeTestApp({ start: '2026-03-01T20:00:00Z' });
    const b = makeTestApp({ start: '2026-03-01T20:00:00Z' });
    withWords(a, WORDS);
    withWords(b, WORDS);
    await request(b.app).get('/api/wordle-answer?date=2025-03-01');
    for (const d of ['2025-02-14', '2026-01-01', '2025-03-01']) {
      const x = (await request(a.app).get(`/api/wordle-answer?date=${d}`)).body;
      const y = (await request(b.app).get(`/api/wordle-answer?date=${d}`)).body;
      expect(x).toEqual(y);
    }
  });

  it('when consecutive days are chosen, then no answer repeats while the list allows', async () => {
    const t = makeTestApp({ start: '2025-02-07T20:00:00Z' });
    withWords(t, WORDS);
    await request(t.app).get('/api/wordle-answer').expect(200);
    const week = t.db.prepare('SELECT word_id FROM wordle_schedule ORDER BY date').pluck().all();
    expect(week).toHaveLength(8);
    expect(new Set(week).size).toBe(8);
  });

  it.each([
    ['2025-01-30', 'the day before the first game'],
    ['2026-03-02', 'tomorrow in Los Angeles'],
    ['2025-02-30', 'a day that does not exist'],
    ['2025-2-5', 'a malformed date'],
    ['yesterday', 'a word'],
    ['', 'an empty value'],
  ])('when the date is %j (%s), then it answers invalidDate', async (date) => {
    const t = makeTestApp({ start: '2026-03-01T20:00:00Z' });
    withWords(t, WORDS);
    const res = await request(t.app).get('/api/wordle-answer').query({ date }).expect(200);
    expect(res.body).toEqual({ invalidDate: true });
  });

  it('when the date is given twice, then it answers invalidDate rather than failing', async () => {
    const t = makeTestApp();
    withWords(t, WORDS);
    const res = await request(t.app).get('/api/wordle-answer?date=2025-02-01&date=2025-02-02').expect(200);
    expect(res.body).toEqual({ invalidDate: true });
  });

  it('when there are no words, then it answers 404 with an error', async () => {
    const t = makeTestApp();
    const res = await request(t.app).get('/api/wordle-answer').expect(404);
    expect(res.body).toEqual({ success: false, error: 'There are no words for the game yet.' });
  });

  it('when a learner is signed in, then the answer carries its entry, meaning and newest mp3 recording', async () => {
    const t = makeTestApp();
    t.db.prepare("INSERT INTO lexs (id, lex, pos, gloss) VALUES (7, 'tahak', 'n', 'river')").run();
    t.db.prepare("INSERT INTO wordle_words (lex, lex_id) VALUES ('tahak', 7)").run();
    t.db
      .prepare(
        "INSERT INTO word_audio (word, filename, speaker, timestamp) VALUES ('tahak', 'old.mp3', 'Ana', '2025-01-01T00:00:00Z'), ('tahak', 'new.mp3', 'Ben', '2025-02-01T00:00:00Z'), ('tahak', 'newest.webm', 'Ben', '2025-03-01T00:00:00Z')",
      )
      .run();
    t.addUser('learner', 'learner-pass');
    const agent = request.agent(t.app);
    await agent.post('/api/login').field('username', 'learner').field('password', 'learner-pass');
    const res = await agent.get('/api/wordle-answer').expect(200);
    expect(res.body.lex).toEqual({
      id: expect.any(Number),
      lex: 'tahak',
      lexId: 7,
      gloss: 'river',
      filename: 'new.mp3',
    });
  });
});

describe('GET /api/wordle-dates-all', () => {
  it('when asked, then it lists every date from 2025-01-31 to today in Los Angeles', async () => {
    const t = makeTestApp({ start: '2025-02-03T07:59:00Z' });
    const res = await request(t.app).get('/api/wordle-dates-all').expect(200);
    expect(res.body).toEqual(['2025-01-31', '2025-02-01', '2025-02-02']);
  });
});
