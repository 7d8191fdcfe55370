import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { OPEN_SUGGESTIONS_MAX, syncResponseSchema } from '@langapp/shared';
import type { SyncOp, SyncRequest } from '@langapp/shared';
import { InvalidError } from '../../lib/domain-errors';
import { silentLogger } from '../../lib/logger';
import { createRepos } from '../../repos';
import { makeTestApp, migratedDb } from '../../test-support/test-app';
import { noticeVersion } from '../speakers/speakers.service';
import { createOperationsService } from './operations.service';
import { createSyncService } from './sync.service';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const UTC = 'UTC';
const LA = 'America/Los_Angeles';
const START = '2026-03-01T17:00:00Z';

/** Words, a sentence and a published lesson; a learner and another learner, each signed in. */
async function setup(start = START) {
  // Sessions last a year here: the tests move the clock on by days.
  const t = makeTestApp({ start, config: { sessionMaxAgeMs: 365 * DAY } });
  t.db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river'), (2, 'nipem', 'v', 'see'), (3, 'sopa', 'n', 'soup');
    INSERT INTO sents (id, text, trans, anno, timestamp) VALUES ('s1', 'Tahak nipem.', 'See the river.', '[]', '2025-01-01T00:00:00Z');
    INSERT INTO vocab_lessons (id, data, published, date_added, updated_at, title)
      VALUES ('ab12', '[{"kind":"lex","lexId":3,"lex":"sopa"},{"kind":"sent","sentId":"s1"}]', 1, 'x', 'x', 'Soup');
  `);
  const learnerId = t.addUser('learner', 'learner-pass');
  const otherId = t.addUser('other', 'other-pass');
  const login = async (name: string) => {
    const agent = request.agent(t.app);
    await agent.post('/api/login').field('username', name).field('password', `${name}-pass`).expect(200);
    return agent;
  };
  const learner = await login('learner');
  const other = await login('other');
  const at = (iso?: string) => {
    if (iso) t.clock.set(iso);
    return t.clock.now().getTime();
  };
  return { t, learnerId, otherId, learner, other, at };
}

type Setup = Awaited<ReturnType<typeof setup>>;
type Agent = Setup['learner'];

const sync = async (agent: Agent, body: SyncRequest) =>
  syncResponseSchema.parse((await agent.post('/api/sync').send(body).expect(200)).body).results;
const outcomes = (results: { outcome: string }[]) => results.map((r) => r.outcome);
const addWord = (agent: Agent, lexId: number) =>
  agent.post('/api/review/items').send({ kind: 'word', lexId, source: 'words' }).expect(200);
const rateOnline = (agent: Agent, cardId: number, rating: number, tz = UTC, opId?: string) =>
  agent.post('/api/review/rate').send({ cardId, rating, tz, ...(opId ? { opId } : {}) });

const cardIdOf = (t: Setup['t'], lexId: number, direction: 'listen' | 'recall', userId?: number) =>
  t.db
    .prepare<[string, string, number | null, number | null], number>(
      "SELECT id FROM review_cards WHERE kind = 'word' AND item_id = ? AND direction = ? AND (? IS NULL OR user_id = ?)",
    )
    .pluck()
    .get(String(lexId), direction, userId ?? null, userId ?? null)!;

/** Every card's FSRS state, and every rating with all it keeps, in a form two databases can be compared in. */
const deckState = (t: Setup['t']) => ({
  cards: t.db
    .prepare(
      `SELECT id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review
       FROM review_cards ORDER BY id`,
    )
    .all(),
  log: t.db
    .prepare(
      `SELECT card_id, rating, reviewed_at, local_day, elapsed_days, state_before, state_after, stability_after,
         difficulty_after, scheduled_days, due_after, card_before
       FROM review_log ORDER BY reviewed_at, card_id`,
    )
    .all(),
});
const count = (t: Setup['t'], table: string) =>
  t.db.prepare<[], number>(`SELECT COUNT(*) FROM ${table}`).pluck().get();

describe('POST /api/sync: each operation once', () => {
  it('when the same operations are sent three times, then the deck, the lessons, the games and the suggestions change once', async () => {
    const { t, learner, at } = await setup();
    await addWord(learner, 1);
    const card = cardIdOf(t, 1, 'listen');
    const now = at();
    const ops: SyncOp[] = [
      { id: 'rate-0001', at: now - 5 * MINUTE, kind: 'rate', cardId: card, rating: 3 },
      { id: 'lesson-0001', at: now - 4 * MINUTE, kind: 'lesson-finished', lessonId: 'ab12' },
      {
        id: 'add-0001',
        at: now - 3 * MINUTE,
        kind: 'review-add',
        item: { kind: 'word', lexId: 2, source: 'words' },
      },
      { id: 'wordle-0001', at: now - 2 * MINUTE, kind: 'wordle-result', game: '2026-03-01', guesses: 4 },
      {
        id: 'suggest-0001',
        at: now - MINUTE,
        kind: 'suggestion',
        target: { kind: 'entry', lexId: 1, field: 'headword' },
        proposal: 'tahakw',
        comment: '',
      },
    ];
    expect(outcomes(await sync(learner, { tz: UTC, ops }))).toEqual(Array(5).fill('applied'));
    const once = {
      deck: deckState(t),
      lessons: t.db
        .prepare('SELECT user_id, lesson_id, completed_at, local_day FROM lesson_completions')
        .all(),
      wordle: t.db.prepare('SELECT game, guesses FROM wordle_results').all(),
      suggestions: count(t, 'suggestions'),
    };
    t.clock.advance(MINUTE);
    // Sent again (the answer was lost), and again with each operation twice in the batch.
    expect(outcomes(await sync(learner, { tz: UTC, ops }))).toEqual(Array(5).fill('duplicate'));
    expect(outcomes(await sync(learner, { tz: UTC, ops: [...ops, ...ops] }))).toEqual(
      Array(10).fill('duplicate'),
    );
    expect({
      deck: deckState(t),
      lessons: t.db
        .prepare('SELECT user_id, lesson_id, completed_at, local_day FROM lesson_completions')
        .all(),
      wordle: t.db.prepare('SELECT game, guesses FROM wordle_results').all(),
      suggestions: count(t, 'suggestions'),
    }).toEqual(once);
    expect(once.deck.log).toHaveLength(1);
    expect(once.lessons).toHaveLength(1);
    expect(once.suggestions).toBe(1);
    // The lesson's items and the word added offline, minutes ago, joined before the word added online now.
    expect((await learner.get('/api/review/deck').expect(200)).body).toEqual({
      words: [3, 2, 1],
      sentences: ['s1'],
    });
  });

  it('when a batch holds a refused operation between others, then the others are applied and the refusal is kept', async () => {
    const { t, learner, at } = await setup();
    await addWord(learner, 1);
    const now = at();
    const ops: SyncOp[] = [
      { id: 'first-rating', at: now - 2 * MINUTE, kind: 'rate', cardId: cardIdOf(t, 1, 'listen'), rating: 3 },
      { id: 'gone-card-rating', at: now - MINUTE, kind: 'rate', cardId: 9999, rating: 3 },
      { id: 'third-rating', at: now, kind: 'rate', cardId: cardIdOf(t, 1, 'recall'), rating: 4 },
    ];
    const results = await sync(learner, { tz: UTC, ops });
    expect(results).toEqual([
      { id: 'first-rating', outcome: 'applied' },
      { id: 'gone-card-rating', outcome: 'rejected', error: 'No such card in your review deck.' },
      { id: 'third-rating', outcome: 'applied' },
    ]);
    expect(count(t, 'review_log')).toBe(2);
    // Sent again: the same answers, and nothing is tried again.
    expect(await sync(learner, { tz: UTC, ops })).toEqual([
      { id: 'first-rating', outcome: 'duplicate' },
      { id: 'gone-card-rating', outcome: 'rejected', error: 'No such card in your review deck.' },
      { id: 'third-rating', outcome: 'duplicate' },
    ]);
    expect(count(t, 'review_log')).toBe(2);
    expect(t.db.prepare('SELECT op_id, kind, outcome, error FROM sync_ops ORDER BY op_id').all()).toEqual([
      { op_id: 'first-rating', kind: 'rate', outcome: 'applied', error: null },
      {
        op_id: 'gone-card-rating',
        kind: 'rate',
        outcome: 'rejected',
        error: 'No such card in your review deck.',
      },
      { op_id: 'third-rating', kind: 'rate', outcome: 'applied', error: null },
    ]);
  });

  it("when a learner has 20 suggestions open, then a 21st made offline is refused with the domain's sentence and the rest applied", async () => {
    const { t, learner, learnerId, at } = await setup();
    const insert = t.db.prepare(
      `INSERT INTO suggestions (user_id, kind, lex_id, field, original, proposal, created_at)
       VALUES (?, 'entry', 1, 'headword', 'tahak', 'x', '2026-02-01T00:00:00Z')`,
    );
    for (let i = 0; i < OPEN_SUGGESTIONS_MAX; i++) insert.run(learnerId);
    const now = at();
    const results = await sync(learner, {
      tz: UTC,
      ops: [
        {
          id: 'suggest-21st',
          at: now,
          kind: 'suggestion',
          target: { kind: 'entry', lexId: 2, field: 'headword' },
          proposal: 'nipemk',
        },
        { id: 'after-21st', at: now, kind: 'wordle-result', game: '2026-03-01', guesses: null },
      ],
    });
    expect(results[0]).toEqual({
      id: 'suggest-21st',
      outcome: 'rejected',
      error: `You already have ${OPEN_SUGGESTIONS_MAX} suggestions waiting for your teacher. You can send another once your teacher has answered one of them.`,
    });
    expect(results[1]).toEqual({ id: 'after-21st', outcome: 'applied' });
    expect(count(t, 'suggestions')).toBe(OPEN_SUGGESTIONS_MAX);
  });

  it("when a speaker's notice accepted offline is sent three times, then it is kept once, at the time it was accepted", async () => {
    const { t, learner, learnerId, at } = await setup();
    t.db.exec(
      `INSERT INTO speakers (name, notice, updated_at) VALUES ('Ana', 'A notice.', '2026-01-01T00:00:00Z')`,
    );
    const acceptedAt = at() - 10 * MINUTE;
    const ops: SyncOp[] = [
      {
        id: 'notice-ana-1',
        at: acceptedAt,
        kind: 'notice-accepted',
        speaker: 'Ana',
        version: noticeVersion('A notice.'),
      },
    ];
    expect(outcomes(await sync(learner, { tz: UTC, ops }))).toEqual(['applied']);
    expect(outcomes(await sync(learner, { tz: UTC, ops }))).toEqual(['duplicate']);
    expect(outcomes(await sync(learner, { tz: UTC, ops: [...ops, ...ops] }))).toEqual([
      'duplicate',
      'duplicate',
    ]);
    expect(
      t.db.prepare('SELECT user_id, speaker, version, accepted_at FROM speaker_notice_acceptances').all(),
    ).toEqual([
      {
        user_id: learnerId,
        speaker: 'Ana',
        version: noticeVersion('A notice.'),
        accepted_at: new Date(acceptedAt).toISOString(),
      },
    ]);
    expect((await learner.get('/api/speaker-notices/accepted').expect(200)).body).toEqual({
      data: [{ speaker: 'Ana', version: noticeVersion('A notice.') }],
    });
  });

  it('when a notice accepted offline changed meanwhile or the speaker has none, then it is refused with the sentence of the online call and nothing is kept', async () => {
    const { t, learner, at } = await setup();
    t.db.exec(
      `INSERT INTO speakers (name, notice, updated_at) VALUES ('Ana', 'The new notice.', '2026-01-01T00:00:00Z')`,
    );
    const now = at();
    const results = await sync(learner, {
      tz: UTC,
      ops: [
        {
          id: 'notice-old-1',
          at: now,
          kind: 'notice-accepted',
          speaker: 'Ana',
          version: noticeVersion('The old notice.'),
        },
        { id: 'notice-none-1', at: now, kind: 'notice-accepted', speaker: 'Bo', version: 'abcdef0123456789' },
      ],
    });
    expect(results).toEqual([
      {
        id: 'notice-old-1',
        outcome: 'rejected',
        error: "The notice on Ana's recordings has changed. Please read it again.",
      },
      { id: 'notice-none-1', outcome: 'rejected', error: 'Bo has no notice to accept.' },
    ]);
    expect(count(t, 'speaker_notice_acceptances')).toBe(0);
  });

  it('when a rating is sent online with its id and again (online and by sync), then the card is rated once', async () => {
    const { t, learner, at } = await setup();
    await addWord(learner, 1);
    const card = cardIdOf(t, 1, 'listen');
    const first = (await rateOnline(learner, card, 3, UTC, 'online-rating-1').expect(200)).body;
    const again = (await rateOnline(learner, card, 3, UTC, 'online-rating-1').expect(200)).body;
    expect(again).toEqual(first);
    expect(first.reviewedToday).toBe(1);
    expect(
      await sync(learner, {
        tz: UTC,
        ops: [{ id: 'online-rating-1', at: at(), kind: 'rate', cardId: card, rating: 3 }],
      }),
    ).toEqual([{ id: 'online-rating-1', outcome: 'duplicate' }]);
    expect(count(t, 'review_log')).toBe(1);
    // Without an id, each request is a rating, as before; a malformed id is refused.
    await rateOnline(learner, card, 3).expect(200);
    expect(count(t, 'review_log')).toBe(2);
    await rateOnline(learner, card, 3, UTC, 'short').expect(400);
  });
});

describe('POST /api/sync: the pronoun quiz', () => {
  const answer = (user: [string, string] = ['2SG', '1SG']) => ({
    actual_subject: '2SG' as const,
    actual_object: '1SG' as const,
    user_subject: user[0] as '2SG',
    user_object: user[1] as '1SG',
  });
  const quizzes = (t: Setup['t']) =>
    t.db.prepare('SELECT id, user_id, started_at FROM pronoun_quizzes ORDER BY id').all() as {
      id: number;
      user_id: number;
      started_at: string;
    }[];
  const answers = (t: Setup['t']) =>
    t.db
      .prepare(
        'SELECT quiz_id, user_subject, user_object, correct, answered_at FROM pronoun_answers ORDER BY id',
      )
      .all();

  it('when a quiz started offline and its answers are sent three times, then one quiz is kept with each answer once, at its time, judged by the server', async () => {
    const { t, learner, learnerId, at } = await setup();
    const now = at();
    const ops: SyncOp[] = [
      { id: 'quiz-start-1', at: now - 3 * MINUTE, kind: 'pronoun-quiz' },
      {
        id: 'quiz-answer-1',
        at: now - 2 * MINUTE,
        kind: 'pronoun-answer',
        quiz: 'quiz-start-1',
        ...answer(['1SG', '2SG']),
      },
      { id: 'quiz-answer-2', at: now - MINUTE, kind: 'pronoun-answer', quiz: 'quiz-start-1', ...answer() },
    ];
    expect(outcomes(await sync(learner, { tz: UTC, ops }))).toEqual(['applied', 'applied', 'applied']);
    expect(outcomes(await sync(learner, { tz: UTC, ops }))).toEqual(Array(3).fill('duplicate'));
    expect(outcomes(await sync(learner, { tz: UTC, ops: [ops[2]!, ops[0]!] }))).toEqual(
      Array(2).fill('duplicate'),
    );

    const [quiz] = quizzes(t);
    expect(quizzes(t)).toEqual([
      { id: quiz!.id, user_id: learnerId, started_at: new Date(now - 3 * MINUTE).toISOString() },
    ]);
    expect(answers(t)).toEqual([
      {
        quiz_id: quiz!.id,
        user_subject: '1SG',
        user_object: '2SG',
        correct: 0,
        answered_at: new Date(now - 2 * MINUTE).toISOString(),
      },
      {
        quiz_id: quiz!.id,
        user_subject: '2SG',
        user_object: '1SG',
        correct: 1,
        answered_at: new Date(now - MINUTE).toISOString(),
      },
    ]);
    expect(
      t.db.prepare("SELECT op_id, pronoun_quiz_id FROM sync_ops WHERE kind = 'pronoun-quiz'").all(),
    ).toEqual([{ op_id: 'quiz-start-1', pronoun_quiz_id: quiz!.id }]);
    // The teacher's class progress counts them once.
    t.addUser('teacher', 'teacher-pass', { admin: true });
    const teacher = request.agent(t.app);
    await teacher
      .post('/api/login')
      .field('username', 'teacher')
      .field('password', 'teacher-pass')
      .expect(200);
    const progress = (await teacher.get('/api/admin/progress').query({ tz: UTC }).expect(200)).body;
    expect(progress.learners.find((l: { username: string }) => l.username === 'learner')).toMatchObject({
      pronounAnswers: 2,
      pronounAccuracy: 0.5,
    });
  });

  it('when the answers of a quiz started online are made offline, then they name the quiz by its id and are logged in it', async () => {
    const { t, learner, at } = await setup();
    const { id } = (await learner.post('/api/start_pronoun_quiz').expect(200)).body as { id: number };
    expect(
      outcomes(
        await sync(learner, {
          tz: UTC,
          ops: [{ id: 'answer-online-quiz', at: at(), kind: 'pronoun-answer', quiz: id, ...answer() }],
        }),
      ),
    ).toEqual(['applied']);
    expect(answers(t)).toEqual([expect.objectContaining({ quiz_id: id, correct: 1 })]);
  });

  it('when a quiz started online with its id gets no answer, then the same start sent by sync is a duplicate and its answers go into that quiz', async () => {
    const { t, learner, at } = await setup();
    const first = (await learner.post('/api/start_pronoun_quiz').send({ opId: 'lost-start-1' }).expect(200))
      .body;
    const again = (await learner.post('/api/start_pronoun_quiz').send({ opId: 'lost-start-1' }).expect(200))
      .body;
    expect(again).toEqual(first);
    const results = await sync(learner, {
      tz: UTC,
      ops: [
        { id: 'lost-start-1', at: at(), kind: 'pronoun-quiz' },
        { id: 'lost-answer-1', at: at(), kind: 'pronoun-answer', quiz: 'lost-start-1', ...answer() },
      ],
    });
    expect(outcomes(results)).toEqual(['duplicate', 'applied']);
    expect(quizzes(t)).toHaveLength(1);
    expect(answers(t)).toEqual([expect.objectContaining({ quiz_id: first.id })]);
  });

  it('when an answer names a quiz that is unknown, refused, later in the batch or another account’s, then it is refused with a sentence and nothing is logged', async () => {
    const { t, learner, other, at } = await setup();
    const now = at();
    const { id: othersQuiz } = (await other.post('/api/start_pronoun_quiz').expect(200)).body as {
      id: number;
    };
    await sync(other, { tz: UTC, ops: [{ id: 'others-quiz-op', at: now, kind: 'pronoun-quiz' }] });
    const results = await sync(learner, {
      tz: UTC,
      ops: [
        { id: 'answer-unknown', at: now, kind: 'pronoun-answer', quiz: 'never-started', ...answer() },
        // Out of order: the answer before its quiz (the device sends in the order made).
        { id: 'answer-too-soon', at: now, kind: 'pronoun-answer', quiz: 'late-quiz-1', ...answer() },
        { id: 'late-quiz-1', at: now, kind: 'pronoun-quiz' },
        { id: 'refused-quiz', at: now + 10 * MINUTE, kind: 'pronoun-quiz' },
        { id: 'answer-refused', at: now, kind: 'pronoun-answer', quiz: 'refused-quiz', ...answer() },
        { id: 'answer-after-quiz', at: now, kind: 'pronoun-answer', quiz: 'late-quiz-1', ...answer() },
        // An operation that is not a quiz's start.
        { id: 'answer-not-a-quiz', at: now, kind: 'pronoun-answer', quiz: 'answer-unknown', ...answer() },
        { id: 'answer-others-op', at: now, kind: 'pronoun-answer', quiz: 'others-quiz-op', ...answer() },
        { id: 'answer-others-id', at: now, kind: 'pronoun-answer', quiz: othersQuiz, ...answer() },
        { id: 'answer-no-id', at: now, kind: 'pronoun-answer', quiz: 999_999, ...answer() },
      ],
    });
    const unknown = 'There is no such pronoun quiz: its start was never received.';
    expect(results).toEqual([
      { id: 'answer-unknown', outcome: 'rejected', error: unknown },
      { id: 'answer-too-soon', outcome: 'rejected', error: unknown },
      { id: 'late-quiz-1', outcome: 'applied' },
      { id: 'refused-quiz', outcome: 'rejected', error: expect.stringContaining('minutes ahead') },
      {
        id: 'answer-refused',
        outcome: 'rejected',
        error: expect.stringMatching(
          /^The pronoun quiz of this answer was refused: This was done at a time more than 5 minutes ahead/,
        ),
      },
      { id: 'answer-after-quiz', outcome: 'applied' },
      { id: 'answer-not-a-quiz', outcome: 'rejected', error: unknown },
      { id: 'answer-others-op', outcome: 'rejected', error: unknown },
      { id: 'answer-others-id', outcome: 'rejected', error: 'That quiz belongs to someone else.' },
      { id: 'answer-no-id', outcome: 'rejected', error: 'There is no quiz with that id.' },
    ]);
    // Only the answer that named a quiz of the learner's is logged.
    expect(count(t, 'pronoun_answers')).toBe(1);
  });

  it('when an operation names the quiz with something that is neither an operation id nor a quiz id, then 400', async () => {
    const { learner, at } = await setup();
    for (const quiz of ['short', 0, 1.5, null]) {
      const res = await learner
        .post('/api/sync')
        .send({ tz: UTC, ops: [{ id: 'bad-quiz-ref', at: at(), kind: 'pronoun-answer', quiz, ...answer() }] })
        .expect(400);
      expect(res.body.success).toBe(false);
    }
    await learner
      .post('/api/sync')
      .send({
        tz: UTC,
        ops: [
          {
            id: 'bad-answer-1',
            at: at(),
            kind: 'pronoun-answer',
            quiz: 'quiz-start-1',
            ...answer(),
            user_subject: '4SG',
          },
        ],
      })
      .expect(400);
  });
});

describe('POST /api/sync: ratings in time order', () => {
  // A learner in Los Angeles. The phone is offline from the evening of 1 March: it rates card 1
  // (Good) and card 3 (Easy) that evening, and card 1 again (Good) on 3 March. The tablet, online,
  // rates card 1 (Again) and card 2 (Good) on 2 March. The phone's work arrives on the evening of
  // 3 March: its first rating of card 1 is older than the tablet's.
  const T1 = '2026-03-02T04:00:00Z'; // 20:00 on 1 March in Los Angeles
  const T2 = '2026-03-02T18:00:00Z'; // 10:00 on 2 March
  const T3 = '2026-03-03T18:00:00Z'; // 10:00 on 3 March
  const T4 = '2026-03-04T02:00:00Z'; // 18:00 on 3 March

  async function withDeck() {
    const s = await setup();
    await addWord(s.learner, 1);
    await addWord(s.learner, 2);
    return {
      ...s,
      c1: cardIdOf(s.t, 1, 'listen'),
      c2: cardIdOf(s.t, 1, 'recall'),
      c3: cardIdOf(s.t, 2, 'listen'),
    };
  }

  /** What the learner sees and what the database keeps, at T4. */
  async function outcome(s: Setup) {
    s.t.clock.set(T4);
    const queue = (await s.learner.get('/api/review/cards').query({ tz: LA }).expect(200)).body;
    const progress = (await s.learner.get('/api/progress').query({ tz: LA }).expect(200)).body;
    return { ...deckState(s.t), queue, progress };
  }

  it('when two devices rate one card and the older rating arrives last, then card, log, counts and streak are those of the ratings made online in time order', async () => {
    const online = await withDeck();
    online.t.clock.set(T1);
    await rateOnline(online.learner, online.c1, 3, LA).expect(200);
    online.t.clock.advance(MINUTE);
    await rateOnline(online.learner, online.c3, 4, LA).expect(200);
    online.t.clock.set(T2);
    await rateOnline(online.learner, online.c1, 1, LA).expect(200);
    await rateOnline(online.learner, online.c2, 3, LA).expect(200);
    online.t.clock.set(T3);
    await rateOnline(online.learner, online.c1, 3, LA).expect(200);

    const synced = await withDeck();
    synced.t.clock.set(T2);
    await rateOnline(synced.learner, synced.c1, 1, LA, 'tablet-op-1').expect(200);
    await rateOnline(synced.learner, synced.c2, 3, LA, 'tablet-op-2').expect(200);
    synced.t.clock.set(T4);
    const phone: SyncOp[] = [
      { id: 'phone-op-1', at: Date.parse(T1), kind: 'rate', cardId: synced.c1, rating: 3 },
      { id: 'phone-op-2', at: Date.parse(T1) + MINUTE, kind: 'rate', cardId: synced.c3, rating: 4 },
      { id: 'phone-op-3', at: Date.parse(T3), kind: 'rate', cardId: synced.c1, rating: 3 },
    ];
    expect(outcomes(await sync(synced.learner, { tz: LA, ops: phone }))).toEqual([
      'applied',
      'applied',
      'applied',
    ]);

    const got = await outcome(synced);
    expect(got).toEqual(await outcome(online));
    expect(got.progress.streak).toEqual({ current: 3, longest: 3, today: true });
    // Card 1's log: Good on 1 March (it was new then), Again on 2 March, Good on 3 March.
    const card1 = (got.log as { card_id: number; rating: number; local_day: string; state_before: number }[])
      .filter((row) => row.card_id === synced.c1)
      .map((row) => [row.local_day, row.rating, row.state_before]);
    expect(card1).toEqual([
      ['2026-03-01', 3, 0],
      ['2026-03-02', 1, expect.any(Number)],
      ['2026-03-03', 3, expect.any(Number)],
    ]);
    expect(card1[1]![2]).not.toBe(0);
  });

  it('when the ratings made offline are all sent at once, in any order, then the result is the same', async () => {
    const inOrder = await withDeck();
    const shuffled = await withDeck();
    const ops = (s: Awaited<ReturnType<typeof withDeck>>): SyncOp[] => [
      { id: 'op-t1-card1', at: Date.parse(T1), kind: 'rate', cardId: s.c1, rating: 3 },
      { id: 'op-t1-card3', at: Date.parse(T1) + MINUTE, kind: 'rate', cardId: s.c3, rating: 4 },
      { id: 'op-t2-card1', at: Date.parse(T2), kind: 'rate', cardId: s.c1, rating: 1 },
      { id: 'op-t2-card2', at: Date.parse(T2), kind: 'rate', cardId: s.c2, rating: 3 },
      { id: 'op-t3-card1', at: Date.parse(T3), kind: 'rate', cardId: s.c1, rating: 3 },
    ];
    inOrder.t.clock.set(T4);
    await sync(inOrder.learner, { tz: LA, ops: ops(inOrder) });
    shuffled.t.clock.set(T4);
    const [a, b, c, d, e] = ops(shuffled);
    await sync(shuffled.learner, { tz: LA, ops: [e!, c!] });
    await sync(shuffled.learner, { tz: LA, ops: [d!, a!, b!] });
    expect(await outcome(shuffled)).toEqual(await outcome(inOrder));
  });

  it('when a rating is undone by its operation id, then it is gone and the later ones are replayed as if it was never made', async () => {
    const online = await withDeck();
    online.t.clock.set(T3);
    await rateOnline(online.learner, online.c1, 3, LA).expect(200);

    const synced = await withDeck();
    synced.t.clock.set(T4);
    const results = await sync(synced.learner, {
      tz: LA,
      ops: [
        { id: 'rate-early', at: Date.parse(T1), kind: 'rate', cardId: synced.c1, rating: 1 },
        { id: 'rate-later', at: Date.parse(T3), kind: 'rate', cardId: synced.c1, rating: 3 },
        { id: 'undo-early', at: Date.parse(T4), kind: 'undo', of: 'rate-early' },
      ],
    });
    expect(outcomes(results)).toEqual(['applied', 'applied', 'applied']);
    expect(await outcome(synced)).toEqual(await outcome(online));

    expect(
      await sync(synced.learner, {
        tz: LA,
        ops: [
          { id: 'undo-again', at: Date.parse(T4), kind: 'undo', of: 'rate-early' },
          { id: 'undo-unknown', at: Date.parse(T4), kind: 'undo', of: 'never-sent' },
          { id: 'undo-not-a-rating', at: Date.parse(T4), kind: 'undo', of: 'undo-early' },
        ],
      }),
    ).toEqual([
      { id: 'undo-again', outcome: 'rejected', error: 'That rating was already undone.' },
      { id: 'undo-unknown', outcome: 'rejected', error: 'There is no such rating to undo.' },
      { id: 'undo-not-a-rating', outcome: 'rejected', error: 'There is no such rating to undo.' },
    ]);
  });

  it('when the last rating is undone online after older ones arrived, then it is taken back and the card is its state before', async () => {
    const s = await withDeck();
    s.t.clock.set(T2);
    await rateOnline(s.learner, s.c1, 4, LA, 'online-op-1').expect(200);
    const afterOnline = deckState(s.t);
    s.t.clock.set(T4);
    await sync(s.learner, {
      tz: LA,
      ops: [{ id: 'offline-op-1', at: Date.parse(T1), kind: 'rate', cardId: s.c1, rating: 3 }],
    });
    // The last rating made is the offline one (received last): undo takes it back, and the online
    // rating stands as it was made.
    await s.learner.post('/api/review/undo').send({ tz: LA }).expect(200);
    expect(deckState(s.t)).toEqual(afterOnline);
    // The rating's operation knows it was taken back.
    expect(
      await sync(s.learner, {
        tz: LA,
        ops: [{ id: 'undo-offline', at: Date.parse(T4), kind: 'undo', of: 'offline-op-1' }],
      }),
    ).toEqual([{ id: 'undo-offline', outcome: 'rejected', error: 'That rating was already undone.' }]);
  });
});

describe('POST /api/sync: days and time', () => {
  it("when work is done late in the evening in the learner's zone, then it counts on their day then, not the server's", async () => {
    const { t, learner, at } = await setup('2026-03-03T12:00:00Z');
    await addWord(learner, 1);
    // 23:30 on 1 March in Los Angeles is 07:30 UTC on 2 March.
    const evening = Date.parse('2026-03-02T07:30:00Z');
    at();
    expect(
      outcomes(
        await sync(learner, {
          tz: LA,
          ops: [
            { id: 'late-rating', at: evening, kind: 'rate', cardId: cardIdOf(t, 1, 'listen'), rating: 3 },
            { id: 'late-lesson', at: evening + MINUTE, kind: 'lesson-finished', lessonId: 'ab12' },
          ],
        }),
      ),
    ).toEqual(['applied', 'applied']);
    expect(t.db.prepare('SELECT reviewed_at, local_day FROM review_log').get()).toEqual({
      reviewed_at: evening,
      local_day: '2026-03-01',
    });
    expect(t.db.prepare('SELECT completed_at, local_day FROM lesson_completions').get()).toEqual({
      completed_at: evening + MINUTE,
      local_day: '2026-03-01',
    });
    // The lesson's items joined the deck when the lesson was finished.
    expect(
      t.db.prepare("SELECT DISTINCT added_at FROM review_cards WHERE source = 'lesson'").pluck().all(),
    ).toEqual([evening + MINUTE]);
    const progress = (await learner.get('/api/progress').query({ tz: LA }).expect(200)).body;
    expect(progress.activity.find((d: { day: string }) => d.day === '2026-03-01')).toEqual({
      day: '2026-03-01',
      reviews: 1,
      lessons: 1,
    });
  });

  it('when a lesson finished offline arrives after the learner finished it again online, then both count and the later finish stands', async () => {
    const { t, learner, at } = await setup('2026-03-03T18:00:00Z');
    await learner.post('/api/vocab-lesson-done').send({ id: 'ab12', tz: UTC }).expect(200);
    const offline = at() - DAY;
    expect(
      outcomes(
        await sync(learner, {
          tz: UTC,
          ops: [{ id: 'lesson-yesterday', at: offline, kind: 'lesson-finished', lessonId: 'ab12' }],
        }),
      ),
    ).toEqual(['applied']);
    expect(t.db.prepare('SELECT done_at FROM vocab_lesson_done').pluck().get()).toBe(
      '2026-03-03T18:00:00.000Z',
    );
    expect(
      t.db.prepare('SELECT local_day FROM lesson_completions ORDER BY completed_at').pluck().all(),
    ).toEqual(['2026-03-02', '2026-03-03']);
    const progress = (await learner.get('/api/progress').query({ tz: UTC }).expect(200)).body;
    expect(progress.streak).toEqual({ current: 2, longest: 2, today: true });
  });

  it('when work is dated more than 5 minutes ahead of the server or more than 60 days ago, then it is refused; at the bounds it is applied', async () => {
    const { t, learner, at } = await setup();
    for (const lexId of [1, 2]) await addWord(learner, lexId);
    const now = at();
    const ids = [
      cardIdOf(t, 1, 'listen'),
      cardIdOf(t, 1, 'recall'),
      cardIdOf(t, 2, 'listen'),
      cardIdOf(t, 2, 'recall'),
    ];
    const ops: SyncOp[] = [
      { id: 'ahead-too-far', at: now + 5 * MINUTE + 1, kind: 'rate', cardId: ids[0]!, rating: 3 },
      { id: 'ahead-at-bound', at: now + 5 * MINUTE, kind: 'rate', cardId: ids[1]!, rating: 3 },
      { id: 'too-old-op', at: now - 60 * DAY - 1, kind: 'rate', cardId: ids[2]!, rating: 3 },
      { id: 'old-at-bound', at: now - 60 * DAY, kind: 'rate', cardId: ids[3]!, rating: 3 },
    ];
    const results = await sync(learner, { tz: UTC, ops });
    expect(results).toEqual([
      {
        id: 'ahead-too-far',
        outcome: 'rejected',
        error:
          "This was done at a time more than 5 minutes ahead of the server's clock: check the date and time of the device.",
      },
      { id: 'ahead-at-bound', outcome: 'applied' },
      {
        id: 'too-old-op',
        outcome: 'rejected',
        error: 'This was done more than 60 days ago and can no longer be applied.',
      },
      { id: 'old-at-bound', outcome: 'applied' },
    ]);
    expect(t.db.prepare('SELECT card_id FROM review_log ORDER BY card_id').pluck().all()).toEqual([
      ids[1],
      ids[3],
    ]);
    // Later the device's clock is right: the refused operation is still refused, not tried again.
    t.clock.advance(10 * MINUTE);
    expect((await sync(learner, { tz: UTC, ops: [ops[0]!] }))[0]!.outcome).toBe('rejected');
    expect(count(t, 'review_log')).toBe(2);
  });
});

describe('forgetting old operations', () => {
  it('when operations were applied longer ago than the age limit, then they are forgotten, and sent again they are refused as too old, never applied twice', async () => {
    const { t, learner, at } = await setup();
    await addWord(learner, 1);
    const card = cardIdOf(t, 1, 'listen');
    const old: SyncOp = { id: 'old-rate-01', at: at(), kind: 'rate', cardId: card, rating: 3 };
    expect(outcomes(await sync(learner, { tz: UTC, ops: [old] }))).toEqual(['applied']);
    t.clock.advance(30 * DAY);
    const recent: SyncOp = { id: 'recent-rate', at: at(), kind: 'rate', cardId: card, rating: 3 };
    expect(outcomes(await sync(learner, { tz: UTC, ops: [recent] }))).toEqual(['applied']);

    // Up to the age limit and the clock's leeway, nothing is forgotten.
    t.clock.advance(30 * DAY + 5 * MINUTE);
    expect(t.app.services.operations.prune()).toBe(0);
    t.clock.advance(1);
    expect(t.app.services.operations.prune()).toBe(1);
    expect(t.db.prepare('SELECT op_id FROM sync_ops').pluck().all()).toEqual(['recent-rate']);

    // The forgotten one sent again is too old to apply; the kept one is still a duplicate.
    expect(await sync(learner, { tz: UTC, ops: [old, recent] })).toEqual([
      {
        id: 'old-rate-01',
        outcome: 'rejected',
        error: 'This was done more than 60 days ago and can no longer be applied.',
      },
      { id: 'recent-rate', outcome: 'duplicate' },
    ]);
    expect(count(t, 'review_log')).toBe(2);
  });

  it('when a forgotten id is sent again with a fresh `at`, online or by sync, then it is refused as too old, never applied twice (ADR 072)', async () => {
    const { t, learner, at } = await setup();
    await addWord(learner, 1);
    const card = cardIdOf(t, 1, 'listen');
    await rateOnline(learner, card, 3, UTC, 'old-online-1').expect(200);
    expect(
      outcomes(
        await sync(learner, {
          tz: UTC,
          ops: [{ id: 'old-sync-01', at: at(), kind: 'rate', cardId: card, rating: 3 }],
        }),
      ),
    ).toEqual(['applied']);
    t.clock.advance(60 * DAY + 5 * MINUTE + 1);
    expect(t.app.services.operations.prune()).toBe(2);
    expect(count(t, 'sync_ops')).toBe(0);
    await addWord(learner, 1);

    const fresh = (id: string, cardId = card): SyncOp => ({ id, at: at(), kind: 'rate', cardId, rating: 3 });
    const tooOld = 'This was done more than 60 days ago and can no longer be applied.';
    expect(await sync(learner, { tz: UTC, ops: [fresh('old-sync-01'), fresh('old-online-1')] })).toEqual([
      { id: 'old-sync-01', outcome: 'rejected', error: tooOld },
      { id: 'old-online-1', outcome: 'rejected', error: tooOld },
    ]);
    const online = await rateOnline(learner, card, 3, UTC, 'old-sync-01').expect(409);
    expect(online.body.error).toBe(tooOld);
    expect(count(t, 'review_log')).toBe(2);
    // Another account's operations of the same ids are its own.
    const otherAgent = request.agent(t.app);
    await otherAgent
      .post('/api/login')
      .field('username', 'other')
      .field('password', 'other-pass')
      .expect(200);
    await otherAgent.post('/api/review/items').send({ kind: 'word', lexId: 1, source: 'words' }).expect(200);
    const othersCard = cardIdOf(
      t,
      1,
      'listen',
      t.db.prepare("SELECT id FROM users WHERE username = 'other'").pluck().get() as number,
    );
    expect(outcomes(await sync(otherAgent, { tz: UTC, ops: [fresh('old-sync-01', othersCard)] }))).toEqual([
      'applied',
    ]);
  });
});

describe('operation ids seen before, and racing duplicates (ADR 072)', () => {
  it('when an id first rejected is sent again online, then the call answers the rejection, and by sync too', async () => {
    const { t, learner, at } = await setup();
    await addWord(learner, 1);
    const card = cardIdOf(t, 1, 'listen');
    expect(
      await sync(learner, {
        tz: UTC,
        ops: [{ id: 'refused-rate', at: at(), kind: 'rate', cardId: 9999, rating: 3 }],
      }),
    ).toEqual([{ id: 'refused-rate', outcome: 'rejected', error: 'No such card in your review deck.' }]);
    // Sent again online, for a card that exists: the recorded refusal, nothing rated.
    const again = await rateOnline(learner, card, 3, UTC, 'refused-rate').expect(409);
    expect(again.body).toEqual({ success: false, error: 'No such card in your review deck.' });
    expect(count(t, 'review_log')).toBe(0);

    // Refused online first: the domain's own answer, then the same sentence online and by sync.
    const first = await rateOnline(learner, 9999, 3, UTC, 'refused-online').expect(404);
    expect(first.body.error).toBe('No such card in your review deck.');
    await rateOnline(learner, card, 3, UTC, 'refused-online').expect(409);
    expect(
      await sync(learner, {
        tz: UTC,
        ops: [{ id: 'refused-online', at: at(), kind: 'rate', cardId: card, rating: 3 }],
      }),
    ).toEqual([{ id: 'refused-online', outcome: 'rejected', error: 'No such card in your review deck.' }]);
    expect(count(t, 'review_log')).toBe(0);
  });

  it('when two identical requests race, online or by sync, then one is applied, the other a duplicate, and none answers 5xx', async () => {
    const { t, learner, at } = await setup();
    await addWord(learner, 1);
    const card = cardIdOf(t, 1, 'listen');
    const online = await Promise.all([
      rateOnline(learner, card, 3, UTC, 'racing-online'),
      rateOnline(learner, card, 3, UTC, 'racing-online'),
    ]);
    expect(online.map((r) => r.status)).toEqual([200, 200]);
    expect(count(t, 'review_log')).toBe(1);

    const ops: SyncOp[] = [
      { id: 'racing-sync-1', at: at(), kind: 'rate', cardId: cardIdOf(t, 1, 'recall'), rating: 4 },
      { id: 'racing-refused', at: at(), kind: 'rate', cardId: 9999, rating: 4 },
    ];
    const responses = await Promise.all(
      [1, 2, 3].map(() => learner.post('/api/sync').send({ tz: UTC, ops })),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    const answers = responses.map((r) => syncResponseSchema.parse(r.body).results);
    expect(answers.map((a) => a[0]!.outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    for (const a of answers)
      expect(a[1]).toEqual({
        id: 'racing-refused',
        outcome: 'rejected',
        error: 'No such card in your review deck.',
      });
    expect(count(t, 'review_log')).toBe(2);
    expect(count(t, 'sync_ops')).toBe(3);
  });
});

describe('POST /api/sync: a Wordle game played offline (ADR 066)', () => {
  const WORDS = ['kamun', 'sakit', 'hunam', 'lopen', 'ripak', 'wenak', 'sulut', 'tasem'];
  // 2026-03-02 10:00 in Los Angeles; the evening before is 2026-03-01 there.
  const NOW = '2026-03-02T18:00:00Z';
  const YESTERDAY = '2026-03-01';
  const YESTERDAY_EVENING = Date.parse('2026-03-02T04:00:00Z');

  /** The learner and another, with the game's words; the answer of `day` and words that are not it. */
  async function withGame(day = YESTERDAY) {
    const s = await setup(NOW);
    const insert = s.t.db.prepare('INSERT INTO wordle_words (lex) VALUES (?)');
    for (const word of WORDS) insert.run(word);
    const answer: string = (await s.learner.get(`/api/wordle-answer?date=${day}`).expect(200)).body.lex.lex;
    return { ...s, answer, wrong: WORDS.filter((word) => word !== answer) };
  }
  /** What the account keeps of its games: the guesses with their instants, and the results. */
  const kept = (t: Setup['t'], userId: number) => ({
    guesses: t.db
      .prepare(
        'SELECT game, attempt, guess, guessed_at FROM wordle_guesses WHERE user_id = ? ORDER BY game, attempt',
      )
      .all(userId),
    results: t.db.prepare('SELECT game, guesses, added_at FROM wordle_results WHERE user_id = ?').all(userId),
  });

  it("when a game's guesses made offline are sent three times, then each guess is kept once, at the time it was made, with the game's result", async () => {
    const { t, learner, learnerId, answer, wrong } = await withGame();
    const at = [YESTERDAY_EVENING, YESTERDAY_EVENING + MINUTE, YESTERDAY_EVENING + 2 * MINUTE];
    // Each list is the whole game so far: a later one of the day supersedes the one before.
    const ops: SyncOp[] = [
      { id: 'guesses-0001', at: at[0]!, kind: 'wordle-guesses', date: YESTERDAY, guesses: [wrong[0]!] },
      {
        id: 'guesses-0002',
        at: at[1]!,
        kind: 'wordle-guesses',
        date: YESTERDAY,
        guesses: [wrong[0]!, wrong[1]!],
      },
      {
        id: 'guesses-0003',
        at: at[2]!,
        kind: 'wordle-guesses',
        date: YESTERDAY,
        guesses: [wrong[0]!, wrong[1]!, answer.toUpperCase()],
      },
    ];
    expect(outcomes(await sync(learner, { tz: UTC, ops }))).toEqual(Array(3).fill('applied'));
    const once = kept(t, learnerId);
    t.clock.advance(MINUTE);
    expect(outcomes(await sync(learner, { tz: UTC, ops }))).toEqual(Array(3).fill('duplicate'));
    expect(outcomes(await sync(learner, { tz: UTC, ops: [...ops].reverse() }))).toEqual(
      Array(3).fill('duplicate'),
    );
    expect(kept(t, learnerId)).toEqual(once);
    expect(once).toEqual({
      guesses: [
        { game: YESTERDAY, attempt: 1, guess: wrong[0], guessed_at: at[0] },
        { game: YESTERDAY, attempt: 2, guess: wrong[1], guessed_at: at[1] },
        { game: YESTERDAY, attempt: 3, guess: answer, guessed_at: at[2] },
      ],
      results: [{ game: YESTERDAY, guesses: 3, added_at: at[2] }],
    });
    expect((await learner.get(`/api/wordle-game?date=${YESTERDAY}`).expect(200)).body.game).toEqual({
      date: YESTERDAY,
      guesses: [wrong[0], wrong[1], answer],
      finished: true,
      wonIn: 3,
    });
  });

  it('when only the last list of a game is sent (the device keeps one per game), then the game is the same, and a shorter list sent after it changes nothing', async () => {
    const { t, learner, learnerId, answer, wrong } = await withGame();
    const whole: SyncOp = {
      id: 'guesses-last',
      at: YESTERDAY_EVENING,
      kind: 'wordle-guesses',
      date: YESTERDAY,
      guesses: [wrong[0]!, answer],
    };
    const shorter: SyncOp = { ...whole, id: 'guesses-earlier', guesses: [wrong[0]!] };
    expect(outcomes(await sync(learner, { tz: UTC, ops: [whole, shorter] }))).toEqual(['applied', 'applied']);
    expect(kept(t, learnerId).guesses).toHaveLength(2);
    expect((await learner.get(`/api/wordle-game?date=${YESTERDAY}`).expect(200)).body.game).toMatchObject({
      guesses: [wrong[0], answer],
      wonIn: 2,
    });
  });

  it("when a game's guesses made offline arrive, then the account keeps the game it would have kept had it been played online", async () => {
    const online = await withGame();
    const offline = await withGame();
    expect(offline.answer).toBe(online.answer);
    const { answer, wrong } = online;
    const games = [[wrong[0]!], [wrong[0]!, wrong[1]!], [wrong[0]!, wrong[1]!, answer]];
    for (const [i, guesses] of games.entries()) {
      online.t.clock.set(new Date(YESTERDAY_EVENING + i * MINUTE));
      await online.learner.post('/api/wordle-game').send({ date: YESTERDAY, guesses }).expect(200);
    }
    offline.t.clock.set(NOW);
    const ops: SyncOp[] = games.map((guesses, i) => ({
      id: `offline-guesses-${i}`,
      at: YESTERDAY_EVENING + i * MINUTE,
      kind: 'wordle-guesses',
      date: YESTERDAY,
      guesses,
    }));
    expect(outcomes(await sync(offline.learner, { tz: LA, ops }))).toEqual(Array(3).fill('applied'));

    online.t.clock.set(NOW);
    const game = async (s: typeof online) =>
      (await s.learner.get(`/api/wordle-game?date=${YESTERDAY}`).expect(200)).body as unknown;
    const results = async (s: typeof online) =>
      (await s.learner.get('/api/wordle-results').expect(200)).body as unknown;
    expect(await game(offline)).toEqual(await game(online));
    expect(await results(offline)).toEqual(await results(online));
    expect(kept(offline.t, offline.learnerId)).toEqual(kept(online.t, online.learnerId));
  });

  it("when a game is of a day after the one it was played on (by the device's clock), or after today on the server, then it is refused with the days there are games of, and nothing is kept", async () => {
    const { t, learner, learnerId, wrong } = await withGame();
    const today = '2026-03-02';
    const results = await sync(learner, {
      tz: UTC,
      ops: [
        // Played yesterday evening: today's game had not begun.
        {
          id: 'early-guesses',
          at: YESTERDAY_EVENING,
          kind: 'wordle-guesses',
          date: today,
          guesses: [wrong[0]!],
        },
        // Tomorrow's game, now.
        {
          id: 'future-guesses',
          at: t.clock.now().getTime(),
          kind: 'wordle-guesses',
          date: '2026-03-03',
          guesses: [wrong[0]!],
        },
      ],
    });
    expect(results).toEqual([
      {
        id: 'early-guesses',
        outcome: 'rejected',
        error: `There is no game on ${today}: pick a day from 2025-01-31 to today.`,
      },
      {
        id: 'future-guesses',
        outcome: 'rejected',
        error: 'There is no game on 2026-03-03: pick a day from 2025-01-31 to today.',
      },
    ]);
    expect(kept(t, learnerId)).toEqual({ guesses: [], results: [] });
  });

  it('when the account played the game on another device meanwhile, then the offline guesses are refused as online, and the account keeps its game', async () => {
    const { t, learner, learnerId, wrong } = await withGame();
    await learner
      .post('/api/wordle-game')
      .send({ date: YESTERDAY, guesses: [wrong[2]] })
      .expect(200);
    const before = kept(t, learnerId);
    const results = await sync(learner, {
      tz: UTC,
      ops: [
        {
          id: 'other-game',
          at: YESTERDAY_EVENING,
          kind: 'wordle-guesses',
          date: YESTERDAY,
          guesses: [wrong[0]!],
        },
      ],
    });
    expect(results).toEqual([
      { id: 'other-game', outcome: 'rejected', error: 'This game went on on another device.' },
    ]);
    expect(kept(t, learnerId)).toEqual(before);
  });
});

describe('POST /api/sync: what is refused', () => {
  it('when the body is malformed, then 400 naming the problem, and nothing of it is applied', async () => {
    const { t, learner, at } = await setup();
    await addWord(learner, 1);
    const card = cardIdOf(t, 1, 'listen');
    const good = { id: 'good-rating-1', at: at(), kind: 'rate', cardId: card, rating: 3 };
    const bodies: [object, string][] = [
      [{ ops: [good] }, 'The time zone (tz) is required.'],
      [{ tz: 'Mars/Olympus', ops: [good] }, 'The time zone (tz) is not a known IANA time zone.'],
      [{ tz: UTC, ops: 'all of them' }, 'The operations (ops) must be a list.'],
      [
        { tz: UTC, ops: Array.from({ length: 201 }, (_, i) => ({ ...good, id: `op-number-${i}` })) },
        'At most 200 operations can be sent at once.',
      ],
      [
        { tz: UTC, ops: [good, { ...good, id: 'short' }] },
        "An operation id is 8 to 64 letters, digits, '_' or '-'.",
      ],
      [
        { tz: UTC, ops: [good, { ...good, id: 'has spaces in it' }] },
        "An operation id is 8 to 64 letters, digits, '_' or '-'.",
      ],
      [
        { tz: UTC, ops: [good, { ...good, id: 'x'.repeat(65) }] },
        "An operation id is 8 to 64 letters, digits, '_' or '-'.",
      ],
      [
        { tz: UTC, ops: [good, { ...good, id: 'other-kind-1', kind: 'delete-deck' }] },
        "An operation's kind is one of",
      ],
      [
        { tz: UTC, ops: [good, { ...good, id: 'bad-rating-1', rating: 5 }] },
        'The rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy).',
      ],
      [
        { tz: UTC, ops: [good, { ...good, id: 'bad-time-01', at: '2026-03-01' }] },
        'When the operation was done (at)',
      ],
      [
        {
          tz: UTC,
          ops: [
            good,
            { id: 'bad-add-001', at: at(), kind: 'review-add', item: { kind: 'word', source: 'words' } },
          ],
        },
        'A word is named by lexId or by lex.',
      ],
      [
        {
          tz: UTC,
          ops: [good, { id: 'bad-game-01', at: at(), kind: 'wordle-result', game: 'today', guesses: 3 }],
        },
        'A game is named by its day, YYYY-MM-DD.',
      ],
      [
        { tz: UTC, ops: [good, { id: 'bad-notice-1', at: at(), kind: 'notice-accepted', speaker: 'Ana' }] },
        'version is required.',
      ],
      [
        {
          tz: UTC,
          ops: [good, { id: 'bad-notice-2', at: at(), kind: 'notice-accepted', speaker: '', version: 'abc' }],
        },
        'A speaker must not be empty.',
      ],
    ];
    for (const [body, error] of bodies) {
      const res = await learner.post('/api/sync').send(body).expect(400);
      expect(res.body.error, JSON.stringify(body).slice(0, 100)).toContain(error);
    }
    await learner.post('/api/sync').type('json').send('{"tz": "UTC", "ops": [').expect(400);
    expect(count(t, 'review_log')).toBe(0);
    expect(count(t, 'sync_ops')).toBe(0);
    // An empty list is nothing to do.
    expect(await sync(learner, { tz: UTC, ops: [] })).toEqual([]);
  });

  it("when one account's operations name another's cards or operations, then they are refused and nothing of the other's changes", async () => {
    const { t, learner, other, learnerId, otherId, at } = await setup();
    await addWord(learner, 1);
    await addWord(other, 1);
    const mine = cardIdOf(t, 1, 'listen', learnerId);
    const theirs = cardIdOf(t, 1, 'listen', otherId);
    const now = at();
    expect(
      outcomes(
        await sync(learner, {
          tz: UTC,
          ops: [{ id: 'shared-op-id', at: now, kind: 'rate', cardId: mine, rating: 3 }],
        }),
      ),
    ).toEqual(['applied']);
    const before = deckState(t);
    expect(
      await sync(other, {
        tz: UTC,
        ops: [
          { id: 'other-rates-mine', at: now, kind: 'rate', cardId: mine, rating: 1 },
          { id: 'other-undoes-mine', at: now, kind: 'undo', of: 'shared-op-id' },
          // The same id as the learner's operation is the other account's own: applied to their own card.
          { id: 'shared-op-id', at: now, kind: 'rate', cardId: theirs, rating: 4 },
        ],
      }),
    ).toEqual([
      { id: 'other-rates-mine', outcome: 'rejected', error: 'No such card in your review deck.' },
      { id: 'other-undoes-mine', outcome: 'rejected', error: 'There is no such rating to undo.' },
      { id: 'shared-op-id', outcome: 'applied' },
    ]);
    const after = deckState(t);
    expect(after.cards.find((c) => (c as { id: number }).id === mine)).toEqual(
      before.cards.find((c) => (c as { id: number }).id === mine),
    );
    expect(after.log.filter((row) => (row as { card_id: number }).card_id === mine)).toEqual(
      before.log.filter((row) => (row as { card_id: number }).card_id === mine),
    );
    expect(t.db.prepare('SELECT user_id, op_id FROM sync_ops ORDER BY user_id, op_id').all()).toEqual([
      { user_id: learnerId, op_id: 'shared-op-id' },
      { user_id: otherId, op_id: 'other-rates-mine' },
      { user_id: otherId, op_id: 'other-undoes-mine' },
      { user_id: otherId, op_id: 'shared-op-id' },
    ]);
  });

  it('when a visitor sends operations, then 401', async () => {
    const { t } = await setup();
    await request(t.app).post('/api/sync').send({ tz: UTC, ops: [] }).expect(401);
  });
});

describe('the sync service', () => {
  it('when applying an operation fails for a reason that is not the domain’s, then it is answered rejected, logged, and not recorded', () => {
    const db = migratedDb();
    const userId = Number(
      db
        .prepare("INSERT INTO users (username, password_hash, created_at) VALUES ('ana', 'x', '2026-03-01')")
        .run().lastInsertRowid,
    );
    const clock = { now: () => new Date('2026-03-01T18:00:00Z') };
    const errors: string[] = [];
    let fail: Error = new Error('disk I/O error');
    const service = createSyncService({
      operations: createOperationsService({ repos: createRepos(db), clock }),
      clock,
      review: {
        rate: () => {
          throw fail;
        },
        undoRating: () => undefined,
        addItem: () => 0,
        addWordleResults: () => ({}),
      },
      reviewMode: { setMode: (_userId, mode) => mode },
      lessons: { finish: () => undefined },
      suggestions: { submit: () => ({}) as never },
      wordle: { recordGuesses: () => ({}) as never },
      speakers: { accept: () => undefined },
      pronouns: { start: () => 1, answer: () => true },
      logger: { ...silentLogger, error: (message) => void errors.push(message) },
    });
    const user = { id: userId, username: 'ana', email: null, isAdmin: false };
    const op: SyncOp = {
      id: 'op-fails-01',
      at: Date.parse('2026-03-01T17:00:00Z'),
      kind: 'rate',
      cardId: 1,
      rating: 3,
    };
    expect(service.apply(user, 'learner', UTC, [op])).toEqual([
      {
        id: 'op-fails-01',
        outcome: 'rejected',
        error: 'Something went wrong on the server while applying this. Please try again later.',
      },
    ]);
    expect(errors).toEqual(['Applying a synced operation (rate) failed']);
    expect(db.prepare('SELECT COUNT(*) AS n FROM sync_ops').get()).toEqual({ n: 0 });
    // The domain's refusal, by contrast, is recorded.
    fail = new InvalidError('No.');
    expect(service.apply(user, 'learner', UTC, [op])[0]).toEqual({
      id: 'op-fails-01',
      outcome: 'rejected',
      error: 'No.',
    });
    expect(db.prepare('SELECT outcome, error FROM sync_ops').get()).toEqual({
      outcome: 'rejected',
      error: 'No.',
    });
  });
});
