import request from 'supertest';
import { createEmptyCard, fsrs, Rating, StrategyMode } from 'ts-fsrs';
import type { AbstractScheduler, Card } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../../test-support/test-app';
import { createSentencesRepo } from '../sentences/sentences.repo';

const DAY = 24 * 60 * 60 * 1000;
const UTC = 'UTC';

async function setup(start = '2026-03-02T09:00:00Z') {
  // Sessions last a year here: the tests move the clock on by months.
  const t = makeTestApp({ start, config: { sessionMaxAgeMs: 365 * DAY } });
  t.db.exec(`INSERT INTO lexs (id, lex, pos, gloss) VALUES
    (1, 'tahak', 'n', 'river'), (2, 'nipem', 'v', 'see'), (3, 'sopa', 'n', 'soup'),
    (4, 'kali', 'n', 'stone'), (5, 'kali', 'v', 'throw'), (6, 'na''pi', 'n', 'elder')`);
  t.db.exec(
    "INSERT INTO word_audio (word, filename, speaker, timestamp) VALUES ('tahak', 'tahak-1.mp3', 'A', '2025-01-01T00:00:00Z'), ('tahak', 'tahak-2.mp3', 'A', '2025-02-01T00:00:00Z')",
  );
  createSentencesRepo(t.db).save({
    id: 's1',
    text: 'Tahak nipem.',
    trans: 'See the river.',
    anno: [],
    timestamp: '2025-01-01T00:00:00Z',
  });
  t.addUser('teacher', 'teacher-pass', { admin: true });
  const learnerId = t.addUser('learner', 'learner-pass');
  t.addUser('other', 'other-pass');
  const login = async (name: string) => {
    const agent = request.agent(t.app);
    await agent.post('/api/login').field('username', name).field('password', `${name}-pass`).expect(200);
    return agent;
  };
  return {
    t,
    learnerId,
    teacher: await login('teacher'),
    learner: await login('learner'),
    other: await login('other'),
  };
}

type Agent = Awaited<ReturnType<typeof setup>>['learner'];

const queue = async (agent: Agent, tz = UTC) =>
  (await agent.get('/api/review/cards').query({ tz }).expect(200)).body;
const rate = (agent: Agent, cardId: number, rating: number, tz = UTC) =>
  agent.post('/api/review/rate').send({ cardId, rating, tz });
const addWord = (agent: Agent, lexId: number, source = 'words') =>
  agent.post('/api/review/items').send({ kind: 'word', lexId, source });

/** The stored FSRS state of a card, as ts-fsrs's Card. */
function storedCard(t: Awaited<ReturnType<typeof setup>>['t'], cardId: number): Card {
  const row = t.db.prepare('SELECT * FROM review_cards WHERE id = ?').get(cardId) as Record<
    string,
    number | null
  >;
  return {
    due: new Date(row.due!),
    stability: row.stability!,
    difficulty: row.difficulty!,
    elapsed_days: row.elapsed_days!,
    scheduled_days: row.scheduled_days!,
    learning_steps: row.learning_steps!,
    reps: row.reps!,
    lapses: row.lapses!,
    state: row.state!,
    last_review: row.last_review === null ? undefined : new Date(row.last_review!),
  };
}

const cardId = (t: Awaited<ReturnType<typeof setup>>['t'], lexId: number, direction: string) =>
  (
    t.db
      .prepare("SELECT id FROM review_cards WHERE kind = 'word' AND item_id = ? AND direction = ?")
      .get(String(lexId), direction) as { id: number }
  ).id;

describe('the review deck', () => {
  it('when a learner adds a word, then it is reviewed in two directions with its newest recording, once', async () => {
    const { learner } = await setup();
    await addWord(learner, 1).expect(200, { success: true, added: 2 });
    await addWord(learner, 1).expect(200, { success: true, added: 0 });
    const q = await queue(learner);
    expect(q.counts).toEqual({ new: 2, learning: 0, review: 0 });
    expect(q.cards).toHaveLength(2);
    expect(q.cards.map((c: { direction: string }) => c.direction).sort()).toEqual(['listen', 'recall']);
    expect(q.cards[0]).toMatchObject({
      kind: 'word',
      lexId: 1,
      lex: 'tahak',
      pos: 'n',
      gloss: 'river',
      state: 'new',
      audio: 'tahak-2.mp3',
    });
    expect((await learner.get('/api/review/deck').expect(200)).body).toEqual({ words: [1], sentences: [] });
  });

  it("when the learner chose speakers, then a card plays their first chosen speaker's take, and another learner's the newest", async () => {
    const { t, learner, other } = await setup();
    t.db.exec(
      "INSERT INTO word_audio (word, filename, speaker, timestamp) VALUES ('tahak', 'tahak-b.mp3', 'B', '2024-06-01T00:00:00Z')",
    );
    await learner
      .post('/api/speaker-preferences')
      .send({ speakers: ['C', 'B'] })
      .expect(200);
    await addWord(learner, 1).expect(200);
    await addWord(other, 1).expect(200);

    const mine = await queue(learner);
    expect(mine.cards[0]).toMatchObject({ audio: 'tahak-b.mp3', audio_speaker: 'B' });
    const theirs = await queue(other);
    expect(theirs.cards[0]).toMatchObject({ audio: 'tahak-2.mp3', audio_speaker: 'A' });
  });

  it('when a word is named by its written form, then the homograph with that gloss is chosen and curly apostrophes count as straight', async () => {
    const { learner } = await setup();
    await learner
      .post('/api/review/items')
      .send({ kind: 'word', lex: 'kali', gloss: 'throw', source: 'matching' })
      .expect(200);
    await learner
      .post('/api/review/items')
      .send({ kind: 'word', lex: 'Na’pi', source: 'listening' })
      .expect(200);
    await learner.post('/api/review/items').send({ kind: 'word', lex: 'kali', source: 'wotd' }).expect(200);
    expect((await learner.get('/api/review/deck')).body.words).toEqual([5, 6, 4]);
  });

  it('when a learner finishes a lesson, then its words (both ways) and sentences join the deck, once', async () => {
    const { t, teacher, learner } = await setup();
    await teacher
      .post('/api/save-vocab-lesson')
      .send({
        id: 'ab12',
        title: 'Sample lesson',
        steps: [
          { kind: 'lex', lexId: 1, lex: 'tahak' },
          { kind: 'lex', lexId: 2, lex: 'nipem' },
          { kind: 'sent', sentId: 's1' },
        ],
      })
      .expect(200);
    await teacher.post('/api/publish-lesson').field('id', 'ab12').expect(200);
    await learner.post('/api/vocab-lesson-done').send({ id: 'ab12', tz: UTC }).expect(200);
    await learner.post('/api/vocab-lesson-done').send({ id: 'ab12', tz: UTC }).expect(200);
    const cards = t.db.prepare('SELECT kind, item_id, direction, source FROM review_cards ORDER BY id').all();
    expect(cards).toEqual([
      { kind: 'word', item_id: '1', direction: 'listen', source: 'lesson' },
      { kind: 'word', item_id: '1', direction: 'recall', source: 'lesson' },
      { kind: 'word', item_id: '2', direction: 'listen', source: 'lesson' },
      { kind: 'word', item_id: '2', direction: 'recall', source: 'lesson' },
      { kind: 'sentence', item_id: 's1', direction: 'listen', source: 'lesson' },
    ]);
    const sentence = (await queue(learner)).cards.find((c: { kind: string }) => c.kind === 'sentence');
    expect(sentence).toMatchObject({
      sentId: 's1',
      text: 'Tahak nipem.',
      trans: 'See the river.',
      audio: null,
    });
    expect((await learner.get('/api/review/deck')).body).toEqual({ words: [1, 2], sentences: ['s1'] });
  });

  it('when an item does not exist or is named badly, then 404 or 400 and nothing is added', async () => {
    const { t, learner } = await setup();
    await addWord(learner, 999).expect(404, { success: false, error: 'No such word in the lexicon.' });
    await learner
      .post('/api/review/items')
      .send({ kind: 'word', lex: 'nowhere', source: 'words' })
      .expect(404);
    await learner
      .post('/api/review/items')
      .send({ kind: 'sentence', sentId: 'nope', source: 'words' })
      .expect(404, {
        success: false,
        error: 'No such sentence.',
      });
    await learner.post('/api/review/items').send({ kind: 'word', source: 'words' }).expect(400);
    await learner.post('/api/review/items').send({ kind: 'word', lexId: 1, source: 'elsewhere' }).expect(400);
    await learner.post('/api/review/items').send({ kind: 'picture', lexId: 1, source: 'words' }).expect(400);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM review_cards').get()).toEqual({ n: 0 });
  });
});

describe('rating cards (FSRS)', () => {
  it('when a card is rated Good again and again, then its intervals grow exactly as ts-fsrs schedules them', async () => {
    const { t, learner } = await setup();
    await addWord(learner, 1);
    const id = cardId(t, 1, 'listen');
    // The fuzz is seeded by the card's id and state, never by the review's instant.
    const scheduler = fsrs({ request_retention: 0.9, enable_fuzz: true }).useStrategy(
      StrategyMode.SEED,
      function (this: AbstractScheduler) {
        const { reps, difficulty, stability } = this.current;
        return `${id}_${reps}_${difficulty * stability}`;
      },
    );
    let expected = createEmptyCard(t.clock.now());
    const intervals: number[] = [];
    for (let i = 0; i < 6; i++) {
      const now = t.clock.now();
      const shown = (await queue(learner)).cards.find((c: { id: number }) => c.id === id);
      expect(shown).toBeDefined();
      // The Good button's label is the interval this rating gives.
      const next = scheduler.next(expected, now, Rating.Good).card;
      expect(shown.intervals[2]).toBe(next.due.getTime() - now.getTime());
      await rate(learner, id, 3).expect(200);
      expected = next;
      expect(storedCard(t, id)).toEqual(expected);
      intervals.push(expected.due.getTime() - now.getTime());
      t.clock.set(expected.due);
    }
    for (let i = 1; i < intervals.length; i++) expect(intervals[i]).toBeGreaterThan(intervals[i - 1]!);
    expect(intervals.at(-1)).toBeGreaterThan(20 * DAY);
    const log = t.db.prepare('SELECT rating, state_before, state_after FROM review_log ORDER BY id').all();
    expect(log).toHaveLength(6);
    expect(log[0]).toEqual({ rating: 3, state_before: 0, state_after: 1 });
  });

  it('when a learner looks at the answer for a while before rating, then the card comes back when its button said', async () => {
    const { t, learner } = await setup('2026-03-02T12:00:00Z');
    for (const lexId of [1, 2, 3]) await addWord(learner, lexId);
    const shown = (await queue(learner)).cards as { id: number; intervals: number[] }[];
    expect(shown.length).toBeGreaterThanOrEqual(3);
    for (const [i, card] of shown.slice(0, 3).entries()) {
      // Seconds to minutes pass between Show answer and the rating.
      t.clock.set(new Date(t.clock.now().getTime() + (i + 1) * 97_000));
      await rate(learner, card.id, 4).expect(200);
      expect(storedCard(t, card.id).due.getTime() - t.clock.now().getTime()).toBe(card.intervals[3]);
    }
  });

  it('when a card is rated Again, then it comes back the same day', async () => {
    const { t, learner } = await setup('2026-03-02T12:00:00Z');
    await addWord(learner, 1);
    const id = cardId(t, 1, 'recall');
    // Learn it and let it become a review card due days later.
    await rate(learner, id, 4).expect(200);
    t.clock.set(storedCard(t, id).due);
    const before = (await queue(learner)).cards.find((c: { id: number }) => c.id === id);
    expect(before.state).toBe('review');
    await rate(learner, id, 1).expect(200);
    const due = storedCard(t, id).due;
    expect(due.getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(10 * 60 * 1000);
    expect(due.toISOString().slice(0, 10)).toBe(t.clock.now().toISOString().slice(0, 10));
    t.clock.set(due);
    const again = (await queue(learner)).cards.find((c: { id: number }) => c.id === id);
    expect(again).toMatchObject({ state: 'relearning' });
  });

  it('when the learner undoes a rating, then the card is exactly as before and the rating is forgotten', async () => {
    const { t, learner } = await setup();
    await addWord(learner, 1);
    const id = cardId(t, 1, 'listen');
    await rate(learner, id, 3).expect(200);
    const snapshot = t.db.prepare('SELECT * FROM review_cards WHERE id = ?').get(id);
    t.clock.advance(11 * 60 * 1000);
    const rated = (await rate(learner, id, 2).expect(200)).body;
    expect(rated.canUndo).toBe(true);
    expect(rated.reviewedToday).toBe(2);
    const undone = (await learner.post('/api/review/undo').send({ tz: UTC }).expect(200)).body;
    expect(t.db.prepare('SELECT * FROM review_cards WHERE id = ?').get(id)).toEqual(snapshot);
    expect(undone.reviewedToday).toBe(1);
    await learner.post('/api/review/undo').send({ tz: UTC }).expect(200);
    expect(storedCard(t, id)).toMatchObject({ state: 0, reps: 0, stability: 0 });
    await learner
      .post('/api/review/undo')
      .send({ tz: UTC })
      .expect(409, { success: false, error: 'There is no rating to undo.' });
  });

  it('when more new cards wait than the daily limit, then only the limit is offered until the next day', async () => {
    const { t, learner } = await setup();
    await learner
      .post('/api/review/settings')
      .send({ desiredRetention: 0.9, newPerDay: 3, dailyGoal: 20 })
      .expect(200);
    for (const lexId of [1, 2, 3, 4]) await addWord(learner, lexId);
    let q = await queue(learner);
    expect(q.counts.new).toBe(3);
    expect(q.cards).toHaveLength(3);
    for (const card of q.cards) await rate(learner, card.id, 4).expect(200);
    q = await queue(learner);
    expect(q.counts).toEqual({ new: 0, learning: 0, review: 0 });
    expect(q.cards).toEqual([]);
    // The next new card is offered from the learner's next midnight.
    expect(q.nextDue).toBe('2026-03-03T00:00:00.000Z');
    t.clock.set('2026-03-03T00:00:01Z');
    expect((await queue(learner)).counts.new).toBe(3);
  });

  it("when a review card falls due later today in the learner's time zone, then it counts today there and not where the day has ended", async () => {
    const { t, learner } = await setup('2026-03-02T09:00:00Z');
    await addWord(learner, 1);
    const id = cardId(t, 1, 'listen');
    await learner.post('/api/review/settings').send({ desiredRetention: 0.9, newPerDay: 0, dailyGoal: 20 });
    t.db
      .prepare(
        'UPDATE review_cards SET state = 2, stability = 5, difficulty = 5, scheduled_days = 3, last_review = ?, due = ? WHERE id = ?',
      )
      .run(Date.parse('2026-02-27T20:00:00Z'), Date.parse('2026-03-02T20:00:00Z'), id);
    // 09:00 UTC: the card (20:00 UTC) is due later today in UTC ...
    expect((await queue(learner, UTC)).counts.review).toBe(1);
    // ... but in Tokyo it is already 18:00, and 20:00 UTC is 05:00 tomorrow there.
    const tokyo = await queue(learner, 'Asia/Tokyo');
    expect(tokyo.counts.review).toBe(0);
    expect(tokyo.nextDue).toBe('2026-03-02T15:00:00.000Z');
  });

  it('when a rating is malformed or names a card that is not the learner, then 400 or 404 and nothing changes', async () => {
    const { t, learner, other } = await setup();
    await addWord(learner, 1);
    const id = cardId(t, 1, 'listen');
    for (const rating of [0, 5, 2.5, 'good', null]) {
      const res = await rate(learner, id, rating as number).expect(400);
      expect(res.body.error).toBe('The rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy).');
    }
    await learner.post('/api/review/rate').send({ cardId: id, rating: 3 }).expect(400);
    await rate(learner, id, 3, 'Mars/Olympus').expect(400);
    await rate(learner, 9999, 3).expect(404, { success: false, error: 'No such card in your review deck.' });
    // Another learner cannot rate, see or undo this learner's card.
    await rate(other, id, 3).expect(404);
    expect((await queue(other)).cards).toEqual([]);
    await other.post('/api/review/undo').send({ tz: UTC }).expect(409);
    expect(storedCard(t, id)).toMatchObject({ state: 0, reps: 0 });
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM review_log').get()).toEqual({ n: 0 });
  });
});

describe('settings and progress', () => {
  it('when settings are saved, then they are kept; out of range, then 400 and unchanged', async () => {
    const { learner } = await setup();
    expect((await learner.get('/api/review/settings').expect(200)).body).toEqual({
      settings: { desiredRetention: 0.9, newPerDay: 10, dailyGoal: 20 },
    });
    await learner
      .post('/api/review/settings')
      .send({ desiredRetention: 0.85, newPerDay: 5, dailyGoal: 30 })
      .expect(200, { settings: { desiredRetention: 0.85, newPerDay: 5, dailyGoal: 30 } });
    const bad = await learner
      .post('/api/review/settings')
      .send({ desiredRetention: 0.5, newPerDay: 5, dailyGoal: 30 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('The desired retention must be between 0.8 and 0.97.');
    await learner
      .post('/api/review/settings')
      .send({ desiredRetention: 0.9, newPerDay: 1.5, dailyGoal: 30 })
      .expect(400);
    await learner
      .post('/api/review/settings')
      .send({ desiredRetention: 0.9, newPerDay: 5, dailyGoal: 0 })
      .expect(400);
    expect((await learner.get('/api/review/settings')).body.settings.desiredRetention).toBe(0.85);
  });

  it('when a learner reviews on days in a row, then the streak, the goal and the calendar follow their own days', async () => {
    // 23:30 in Los Angeles on 1 March is 07:30 UTC on 2 March.
    const { t, learner } = await setup('2026-03-02T07:30:00Z');
    const LA = 'America/Los_Angeles';
    for (const lexId of [1, 2, 3]) await addWord(learner, lexId);
    const ids = (await queue(learner, LA)).cards.map((c: { id: number }) => c.id);
    await rate(learner, ids[0], 3, LA).expect(200);
    t.clock.set('2026-03-02T18:00:00Z'); // 10:00 on 2 March in Los Angeles
    await rate(learner, ids[1], 3, LA).expect(200);
    await rate(learner, ids[2], 3, LA).expect(200);
    const progress = (await learner.get('/api/progress').query({ tz: LA }).expect(200)).body;
    expect(progress.today).toBe('2026-03-02');
    expect(progress.streak).toEqual({ current: 2, longest: 2, today: true });
    expect(progress.goal).toEqual({ target: 20, done: 2 });
    expect(progress.activity).toHaveLength(84);
    expect(progress.activity.at(-1)).toEqual({ day: '2026-03-02', reviews: 2, lessons: 0 });
    expect(progress.activity.at(-2)).toEqual({ day: '2026-03-01', reviews: 1, lessons: 0 });
    expect(progress.activity[0].day).toBe('2025-12-09');
    expect(progress.wordsInDeck).toBe(3);
    // A day is the learner's day when they studied: asked from UTC, the two days stay two days.
    const utc = (await learner.get('/api/progress').query({ tz: UTC })).body;
    expect(utc.streak).toEqual({ current: 2, longest: 2, today: true });
  });

  it('when every card of a word is remembered for more than 21 days, then the word counts as known', async () => {
    const { t, learner } = await setup();
    await addWord(learner, 1);
    await addWord(learner, 2);
    t.db.exec("UPDATE review_cards SET state = 2, stability = 30 WHERE item_id = '1'");
    t.db.exec(
      "UPDATE review_cards SET state = 2, stability = 30 WHERE item_id = '2' AND direction = 'listen'",
    );
    const progress = (await learner.get('/api/progress').query({ tz: UTC })).body;
    expect(progress).toMatchObject({ wordsKnown: 1, wordsInDeck: 2 });
  });

  it('when a lesson is finished, then it counts for the streak and the lessons finished', async () => {
    const { teacher, learner } = await setup('2026-03-02T07:30:00Z');
    await teacher
      .post('/api/save-vocab-lesson')
      .send({ id: 'ab12', title: 'Sample lesson', steps: [{ kind: 'lex', lexId: 1, lex: 'tahak' }] })
      .expect(200);
    await teacher.post('/api/publish-lesson').field('id', 'ab12').expect(200);
    await learner.post('/api/vocab-lesson-done').send({ id: 'ab12', tz: 'America/Los_Angeles' }).expect(200);
    const progress = (await learner.get('/api/progress').query({ tz: 'America/Los_Angeles' })).body;
    expect(progress).toMatchObject({ today: '2026-03-01', lessonsFinished: 1 });
    expect(progress.streak).toEqual({ current: 1, longest: 1, today: true });
    expect(progress.activity.at(-1)).toEqual({ day: '2026-03-01', reviews: 0, lessons: 1 });
    await learner.post('/api/vocab-lesson-done').send({ id: 'ab12', tz: 'Nowhere/Else' }).expect(400);
  });
});

describe('Wordle results per account', () => {
  it('when games are sent, then new ones are kept, a kept one stands, and each account has its own', async () => {
    const { learner, other } = await setup();
    await learner
      .post('/api/wordle-results')
      .send({ results: { '2026-03-01': 3 } })
      .expect(200, { results: { '2026-03-01': 3 } });
    await learner
      .post('/api/wordle-results')
      .send({ results: { '2026-03-01': null, '2026-03-02': null } })
      .expect(200, { results: { '2026-03-01': 3, '2026-03-02': null } });
    expect((await other.get('/api/wordle-results').expect(200)).body).toEqual({ results: {} });
    await learner
      .post('/api/wordle-results')
      .send({ results: { yesterday: 3 } })
      .expect(400);
    await learner
      .post('/api/wordle-results')
      .send({ results: { '2026-03-03': 7 } })
      .expect(400);
    expect((await learner.get('/api/wordle-results')).body.results).toEqual({
      '2026-03-01': 3,
      '2026-03-02': null,
    });
    // The progress page shows the account's statistics (the Wordle day of 09:00 UTC is 2 March in Los Angeles).
    expect((await learner.get('/api/progress').query({ tz: UTC })).body.wordle).toEqual({
      played: 2,
      winPercent: 50,
      currentStreak: 0,
      bestStreak: 1,
      distribution: [0, 0, 1, 0, 0, 0],
    });
  });
});

describe('who may call', () => {
  const calls: [string, string, object?][] = [
    ['get', '/api/review/summary?tz=UTC'],
    ['get', '/api/review/cards?tz=UTC'],
    ['post', '/api/review/rate', { cardId: 1, rating: 3, tz: UTC }],
    ['post', '/api/review/undo', { tz: UTC }],
    ['post', '/api/review/items', { kind: 'word', lexId: 1, source: 'words' }],
    ['get', '/api/review/deck'],
    ['get', '/api/review/settings'],
    ['post', '/api/review/settings', { desiredRetention: 0.9, newPerDay: 10, dailyGoal: 20 }],
    ['get', '/api/progress?tz=UTC'],
    ['get', '/api/wordle-results'],
    ['post', '/api/wordle-results', { results: {} }],
    ['post', '/api/sync', { tz: UTC, ops: [] }],
  ];

  it.each(calls)('when a visitor calls %s %s, then 401', async (method, path, body) => {
    const { t } = await setup();
    const call = method === 'get' ? request(t.app).get(path) : request(t.app).post(path).send(body);
    await call.expect(401);
  });

  it.each(calls)(
    'when the teacher calls %s %s, then it works on their own deck like a learner',
    async (method, path, body) => {
      const { teacher } = await setup();
      if (path === '/api/review/rate' || path === '/api/review/undo') {
        // The teacher's deck is empty: there is no card 1 and no rating to undo.
        const res = await teacher.post(path).send(body);
        expect(res.status).toBe(path === '/api/review/rate' ? 404 : 409);
        return;
      }
      const res = method === 'get' ? await teacher.get(path) : await teacher.post(path).send(body);
      expect(res.status).toBe(200);
    },
  );

  it('when the time zone is missing or unknown, then 400 naming it', async () => {
    const { learner } = await setup();
    const missing = await learner.get('/api/review/summary').expect(400);
    expect(missing.body.error).toBe('The time zone (tz) is required.');
    const unknown = await learner.get('/api/progress').query({ tz: 'Mars/Olympus' }).expect(400);
    expect(unknown.body.error).toBe('The time zone (tz) is not a known IANA time zone.');
  });
});
