import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { unsealWordleAnswer, wordleDaysResponseSchema } from '@langapp/shared';
import { makeTestApp, signedIn } from '../../test-support/test-app';

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
    t.db
      .prepare("INSERT INTO lexs (id, lex, pos, gloss, visibility) VALUES (7, 'tahak', 'n', 'river', 'public')")
      .run();
    t.db.prepare("INSERT INTO wordle_words (lex, lex_id) VALUES ('tahak', 7)").run();
    t.db
      .prepare(
        "INSERT INTO word_audio (word, filename, speaker, timestamp) VALUES ('tahak', 'old.mp3', 'Ana', '2025-01-01T00:00:00Z'), ('tahak', 'new.mp3', 'Ben', '2025-02-01T00:00:00Z'), ('tahak', 'newest.webm', 'Ben', '2025-03-01T00:00:00Z'), ('tahak', 'newer-kept-back.mp3', 'Ben', '2025-02-15T00:00:00Z')",
      )
      .run();
    t.addUser('learner', 'learner-pass');
    const agent = request.agent(t.app);
    await agent.post('/api/login').field('username', 'learner').field('password', 'learner-pass');
    t.db.prepare("UPDATE word_audio SET visibility = 'teachers' WHERE filename = 'newer-kept-back.mp3'").run();
    const res = await agent.get('/api/wordle-answer').expect(200);
    expect(res.body.lex).toEqual({
      id: expect.any(Number),
      lex: 'tahak',
      lexId: 7,
      gloss: 'river',
      filename: 'new.mp3',
      speaker: 'Ben',
    });
  });

  it("when learners chose speakers, then each hears the first of their speakers who recorded the answer, else the newest, and only what they may hear", async () => {
    const t = makeTestApp({ start: '2026-03-01T20:00:00Z' });
    t.db
      .prepare("INSERT INTO lexs (id, lex, pos, gloss, visibility) VALUES (7, 'tahak', 'n', 'river', 'public')")
      .run();
    t.db.prepare("INSERT INTO wordle_words (lex, lex_id) VALUES ('tahak', 7)").run();
    t.db.exec(`INSERT INTO word_audio (word, filename, speaker, timestamp) VALUES
      ('tahak', 'ana.mp3', 'Ana', '2025-01-01T00:00:00Z'),
      ('tahak', 'ben.mp3', 'Ben', '2025-02-01T00:00:00Z'),
      ('tahak', 'cora-kept-back.mp3', 'Cora', '2025-03-01T00:00:00Z'),
      ('tahak', 'dan-held.mp3', 'Dan', '2025-03-02T00:00:00Z')`);
    t.db.prepare("UPDATE word_audio SET visibility = 'teachers' WHERE filename = 'cora-kept-back.mp3'").run();
    t.db
      .prepare("INSERT INTO speakers (name, notice, held_until, updated_at) VALUES ('Dan', '', '2027-01-01T08:00:00.000Z', '2026-01-01')")
      .run();
    t.addUser('ana-first', 'pass-one');
    t.addUser('no-choice', 'pass-two');
    t.addUser('kept-back-first', 'pass-three');
    const prefersAna = await signedIn(t.app, 'ana-first', 'pass-one');
    const noChoice = await signedIn(t.app, 'no-choice', 'pass-two');
    const prefersHidden = await signedIn(t.app, 'kept-back-first', 'pass-three');
    await prefersAna.post('/api/speaker-preferences').send({ speakers: ['Ana', 'Ben'] }).expect(200);
    await prefersHidden.post('/api/speaker-preferences').send({ speakers: ['Cora', 'Dan', 'Ana'] }).expect(200);
    const take = async (agent: request.Agent) => {
      const { filename, speaker } = (await agent.get('/api/wordle-answer?date=2026-03-01').expect(200)).body.lex;
      return { filename, speaker };
    };

    expect(await take(prefersAna)).toEqual({ filename: 'ana.mp3', speaker: 'Ana' });
    // Asked in between by others, each answer stays its own account's.
    expect(await take(noChoice)).toEqual({ filename: 'ben.mp3', speaker: 'Ben' });
    expect(await take(prefersHidden)).toEqual({ filename: 'ana.mp3', speaker: 'Ana' });
    expect(await take(prefersAna)).toEqual({ filename: 'ana.mp3', speaker: 'Ana' });

    // A changed order is heard at the next answer.
    await prefersAna.post('/api/speaker-preferences').send({ speakers: ['Ben'] }).expect(200);
    expect(await take(prefersAna)).toEqual({ filename: 'ben.mp3', speaker: 'Ben' });
    // A visitor gets the word alone, as before.
    expect((await request(t.app).get('/api/wordle-answer?date=2026-03-01').expect(200)).body.lex).toEqual({
      id: expect.any(Number),
      lex: 'tahak',
    });
  });
});

describe('GET /api/wordle-days', () => {
  const DAY = 24 * 60 * 60 * 1000;
  // 2026-03-01 22:00 in Los Angeles (06:00 UTC the next day): the days from 2026-03-01 to 2026-03-08.
  const START = '2026-03-02T06:00:00Z';
  const DAYS = ['01', '02', '03', '04', '05', '06', '07', '08'].map((d) => `2026-03-${d}`);

  /** Each word with its public entry (so the teacher can keep it back), and a learner signed in. */
  async function withLearner() {
    const t = makeTestApp({ start: START, config: { sessionMaxAgeMs: 365 * DAY } });
    WORDS.forEach((word, i) => {
      t.db
        .prepare("INSERT INTO lexs (id, lex, pos, gloss, visibility) VALUES (?, ?, 'n', ?, 'public')")
        .run(i + 1, word, `gloss of ${word}`);
      t.db.prepare('INSERT INTO wordle_words (lex, lex_id) VALUES (?, ?)').run(word, i + 1);
    });
    t.addUser('learner', 'learner-pass');
    return { t, learner: await signedIn(t.app, 'learner', 'learner-pass') };
  }
  const daysOf = async (agent: request.Agent) => {
    const res = await agent.get('/api/wordle-days').expect(200);
    const body = wordleDaysResponseSchema.parse(res.body);
    return {
      text: res.text,
      salt: body.salt,
      answers: Object.fromEntries(body.days.map(({ date, sealed }) => [date, unsealWordleAnswer(sealed, date, body.salt)])),
    };
  };

  it('when a learner asks, then today and the 7 days after it come sealed, each the answer the day gives when it comes, and none in plain text', async () => {
    const { t, learner } = await withLearner();
    const { text, salt, answers } = await daysOf(learner);
    expect(Object.keys(answers)).toEqual(DAYS);
    for (const word of WORDS) expect(text).not.toContain(word);
    // A new salt each time: the same answers never look the same twice.
    const again = await daysOf(learner);
    expect(again.salt).not.toBe(salt);
    expect(again.answers).toEqual(answers);
    for (const date of DAYS) {
      t.clock.set(`${date}T20:00:00Z`);
      const online = (await learner.get('/api/wordle-answer').expect(200)).body.lex;
      expect(answers[date], date).toEqual(online);
      expect(online).toMatchObject({ gloss: `gloss of ${online.lex}` });
    }
  });

  it('when the coming days are asked, then they are fixed: a word added to the list later changes none of them', async () => {
    const { t, learner } = await withLearner();
    const { answers } = await daysOf(learner);
    t.db.prepare("INSERT INTO wordle_words (lex) VALUES ('mesut'), ('rohan'), ('tikal')").run();
    t.clock.set('2026-03-08T20:00:00Z');
    for (const date of DAYS) {
      expect((await learner.get(`/api/wordle-answer?date=${date}`).expect(200)).body.lex.lex).toBe(answers[date]!.lex);
    }
  });

  it('when the teacher keeps back the word of a coming day, then that day is left out, and the others come', async () => {
    const { t, learner } = await withLearner();
    const { answers } = await daysOf(learner);
    const hidden = answers[DAYS[3]!]!;
    t.db.prepare("UPDATE lexs SET visibility = 'teachers' WHERE id = ?").run(hidden.lexId);
    const after = await daysOf(learner);
    const shown = DAYS.filter((date) => answers[date]!.lex !== hidden.lex);
    expect(Object.keys(after.answers)).toEqual(shown);
    expect(Object.values(after.answers).map((answer) => answer!.lex)).not.toContain(hidden.lex);
  });

  it('when a visitor asks, then 401; when there are no words, then 404', async () => {
    const { t } = await withLearner();
    await request(t.app).get('/api/wordle-days').expect(401);
    const empty = makeTestApp();
    empty.addUser('learner', 'learner-pass');
    const agent = await signedIn(empty.app, 'learner', 'learner-pass');
    expect((await agent.get('/api/wordle-days').expect(404)).body).toEqual({
      success: false,
      error: 'There are no words for the game yet.',
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

describe('GET and POST /api/wordle-game', () => {
  // 2026-03-01 10:00 in Los Angeles: the game of 2026-03-01.
  const TODAY = '2026-03-01';

  async function learnerGame(t = makeTestApp()) {
    withWords(t, WORDS);
    const userId = t.addUser('learner', 'learner-pass');
    const answer: string = (await request(t.app).get('/api/wordle-answer').expect(200)).body.lex.lex;
    const others = WORDS.filter((word) => word !== answer);
    const phone = await signedIn(t.app, 'learner', 'learner-pass');
    const laptop = await signedIn(t.app, 'learner', 'learner-pass');
    return { t, userId, answer, others, phone, laptop };
  }
  const guessRows = (t: ReturnType<typeof makeTestApp>, userId: number) =>
    t.db
      .prepare('SELECT game, attempt, guess FROM wordle_guesses WHERE user_id = ? ORDER BY attempt')
      .all(userId);
  const resultOf = (t: ReturnType<typeof makeTestApp>, userId: number, game: string) =>
    t.db.prepare('SELECT guesses FROM wordle_results WHERE user_id = ? AND game = ?').get(userId, game);

  it('when a visitor asks for or plays a game, then it answers 401', async () => {
    const t = makeTestApp();
    withWords(t, WORDS);
    await request(t.app).get('/api/wordle-game').expect(401);
    await request(t.app)
      .post('/api/wordle-game')
      .send({ date: TODAY, guesses: ['tahak'] })
      .expect(401);
  });

  it("when a learner has not played, then today's game (Los Angeles) is empty", async () => {
    const { phone } = await learnerGame(makeTestApp({ start: '2026-03-02T06:00:00Z' }));
    expect((await phone.get('/api/wordle-game').expect(200)).body).toEqual({
      game: { date: TODAY, guesses: [], finished: false, wonIn: null },
    });
  });

  it('when a guess is played on one device, then another device signed in as the learner continues the same game', async () => {
    const { t, userId, others, phone, laptop } = await learnerGame();
    const res = await phone
      .post('/api/wordle-game')
      .send({ date: TODAY, guesses: [others[0]!.toUpperCase()] })
      .expect(200);
    expect(res.body.game).toEqual({ date: TODAY, guesses: [others[0]], finished: false, wonIn: null });
    expect((await laptop.get(`/api/wordle-game?date=${TODAY}`).expect(200)).body.game.guesses).toEqual([
      others[0],
    ]);
    await laptop
      .post('/api/wordle-game')
      .send({ date: TODAY, guesses: [others[0], others[1]] })
      .expect(200);
    expect(guessRows(t, userId)).toEqual([
      { game: TODAY, attempt: 1, guess: others[0] },
      { game: TODAY, attempt: 2, guess: others[1] },
    ]);
    expect(resultOf(t, userId, TODAY)).toBeUndefined();
  });

  it('when the same guesses are sent again (a retry), then nothing changes', async () => {
    const { t, userId, others, phone } = await learnerGame();
    const body = { date: TODAY, guesses: [others[0], others[1]] };
    const first = await phone.post('/api/wordle-game').send(body).expect(200);
    const again = await phone.post('/api/wordle-game').send(body).expect(200);
    const shorter = await phone
      .post('/api/wordle-game')
      .send({ date: TODAY, guesses: [others[0]] })
      .expect(200);
    expect(again.body).toEqual(first.body);
    expect(shorter.body).toEqual(first.body);
    expect(guessRows(t, userId)).toHaveLength(2);
  });

  it('when the answer is guessed, then the game is finished on every device, its result is on the account, and no guess is taken after it', async () => {
    const { t, userId, answer, others, phone, laptop } = await learnerGame();
    const res = await phone
      .post('/api/wordle-game')
      .send({ date: TODAY, guesses: [others[0], answer] })
      .expect(200);
    expect(res.body.game).toEqual({ date: TODAY, guesses: [others[0], answer], finished: true, wonIn: 2 });
    expect((await laptop.get('/api/wordle-game').expect(200)).body.game.finished).toBe(true);
    expect((await laptop.get('/api/wordle-results').expect(200)).body.results).toEqual({ [TODAY]: 2 });
    const after = await laptop
      .post('/api/wordle-game')
      .send({ date: TODAY, guesses: [others[0], answer, others[1]] })
      .expect(400);
    expect(after.body).toEqual({ success: false, error: 'The game is over: it takes no more guesses.' });
    expect(guessRows(t, userId)).toHaveLength(2);
    expect(resultOf(t, userId, TODAY)).toEqual({ guesses: 2 });
  });

  it('when six guesses miss, then the game is lost and recorded as a loss', async () => {
    const { t, userId, others, phone } = await learnerGame();
    const guesses = [others[0], others[1], others[2], others[3], others[4], others[5]];
    const res = await phone.post('/api/wordle-game').send({ date: TODAY, guesses }).expect(200);
    expect(res.body.game).toMatchObject({ finished: true, wonIn: null });
    expect(resultOf(t, userId, TODAY)).toEqual({ guesses: null });
  });

  it('when another device played on meanwhile, then it answers 409 with the game as kept', async () => {
    const { t, userId, others, phone, laptop } = await learnerGame();
    await phone
      .post('/api/wordle-game')
      .send({ date: TODAY, guesses: [others[0]] })
      .expect(200);
    const res = await laptop
      .post('/api/wordle-game')
      .send({ date: TODAY, guesses: [others[1], others[2]] })
      .expect(409);
    expect(res.body).toEqual({
      success: false,
      error: 'This game went on on another device.',
      game: { date: TODAY, guesses: [others[0]], finished: false, wonIn: null },
    });
    expect(guessRows(t, userId)).toHaveLength(1);
  });

  it('when a past day is played, then it is kept under that day', async () => {
    const { t, userId, phone } = await learnerGame();
    const answer: string = (await request(t.app).get('/api/wordle-answer?date=2025-02-14')).body.lex.lex;
    const res = await phone
      .post('/api/wordle-game')
      .send({ date: '2025-02-14', guesses: [answer] })
      .expect(200);
    expect(res.body.game).toEqual({ date: '2025-02-14', guesses: [answer], finished: true, wonIn: 1 });
    expect(resultOf(t, userId, '2025-02-14')).toEqual({ guesses: 1 });
    expect((await phone.get('/api/wordle-game').expect(200)).body.game.guesses).toEqual([]);
  });

  it('when the account has a result for the day but not its guesses, then the game is finished and takes only a board with that result, once', async () => {
    const { t, userId, answer, others, phone } = await learnerGame();
    await phone
      .post('/api/wordle-results')
      .send({ results: { [TODAY]: 2 } })
      .expect(200);
    expect((await phone.get('/api/wordle-game').expect(200)).body.game).toEqual({
      date: TODAY,
      guesses: [],
      finished: true,
      wonIn: 2,
    });
    const refused = [[others[0]], [answer], [others[0], others[1], answer]];
    for (const guesses of refused) {
      await phone.post('/api/wordle-game').send({ date: TODAY, guesses }).expect(400);
    }
    const board = await phone
      .post('/api/wordle-game')
      .send({ date: TODAY, guesses: [others[0], answer] })
      .expect(200);
    expect(board.body.game).toEqual({ date: TODAY, guesses: [others[0], answer], finished: true, wonIn: 2 });
    expect(guessRows(t, userId)).toHaveLength(2);
  });

  it.each([
    ['not in the word list', { date: TODAY, guesses: ['zzzzz'] }, "'zzzzz' is not in the word list."],
    [
      'too short',
      { date: TODAY, guesses: ['taha'] },
      "'taha' is not a guess: a guess is five letters, a to z and the apostrophe.",
    ],
    [
      'other letters',
      { date: TODAY, guesses: ['tah1k'] },
      "'tah1k' is not a guess: a guess is five letters, a to z and the apostrophe.",
    ],
    ['seven guesses', { date: TODAY, guesses: Array(7).fill('tahak') }, 'A game has at most 6 guesses.'],
    ['no guesses', { date: TODAY, guesses: [] }, 'Send at least one guess.'],
    ['guesses not a list', { date: TODAY, guesses: 'tahak' }, 'guesses must be a list of words.'],
    ['a guess not a word', { date: TODAY, guesses: [5] }, 'A guess is a word.'],
    ['no date', { guesses: ['tahak'] }, 'The date must be a day, YYYY-MM-DD.'],
    ['a malformed date', { date: '1 March', guesses: ['tahak'] }, 'The date must be a day, YYYY-MM-DD.'],
    [
      'a future date',
      { date: '2026-03-02', guesses: ['tahak'] },
      'There is no game on 2026-03-02: pick a day from 2025-01-31 to today.',
    ],
    [
      'a day before the first game',
      { date: '2025-01-30', guesses: ['tahak'] },
      'There is no game on 2025-01-30: pick a day from 2025-01-31 to today.',
    ],
    [
      'an impossible date',
      { date: '2025-02-30', guesses: ['tahak'] },
      'There is no game on 2025-02-30: pick a day from 2025-01-31 to today.',
    ],
  ])('when the body has %s, then it answers 400 and keeps nothing', async (_what, body, error) => {
    const { t, userId, phone } = await learnerGame();
    const res = await phone.post('/api/wordle-game').send(body).expect(400);
    expect(res.body).toEqual({ success: false, error });
    expect(guessRows(t, userId)).toEqual([]);
  });

  it.each([['?date=2026-03-02'], ['?date=tomorrow'], ['?date=2025-01-01'], ['?date=a&date=b']])(
    'when the game of %s is asked for, then it answers 400',
    async (query) => {
      const { phone } = await learnerGame();
      const res = await phone.get(`/api/wordle-game${query}`).expect(400);
      expect(res.body.success).toBe(false);
    },
  );

  it('when there are no words yet, then it answers 404', async () => {
    const t = makeTestApp();
    t.addUser('learner', 'learner-pass');
    const agent = await signedIn(t.app, 'learner', 'learner-pass');
    await agent.get('/api/wordle-game').expect(404);
    await agent
      .post('/api/wordle-game')
      .send({ date: TODAY, guesses: ['tahak'] })
      .expect(404);
  });
});
