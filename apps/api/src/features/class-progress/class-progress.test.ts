import { parse as parseCsv } from 'csv-parse/sync';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { classProgressResponseSchema } from '@langapp/shared';
import type { ClassProgress, LearnerProgress } from '@langapp/shared';
import { makeTestApp, signedIn } from '../../test-support/test-app';

/**
 * A Tuesday, 05:00 in Los Angeles (daylight saving time began on Sunday the 8th). In Los Angeles,
 * "today" is 2026-03-10, the last 7 days start at 2026-03-04T08:00Z (midnight PST) and the last
 * 30 days at 2026-02-09T08:00Z.
 */
const NOW = '2026-03-10T12:00:00.000Z';
const LA = 'America/Los_Angeles';
const FORMULA_NAME = '=hyperlink("x","y")';

type TestApp = ReturnType<typeof makeTestApp>;

/** A rating in the log, with the card as it was before: its state and scheduled interval. */
function logReview(
  t: TestApp,
  r: {
    userId: number;
    cardId: number;
    rating: number;
    at: string;
    stateBefore: number;
    scheduledBefore: number;
  },
) {
  const at = Date.parse(r.at);
  t.db
    .prepare(
      `INSERT INTO review_log (user_id, card_id, rating, reviewed_at, local_day, elapsed_days, state_before,
         state_after, stability_after, difficulty_after, scheduled_days, due_after, card_before)
       VALUES (?, ?, ?, ?, ?, 0, ?, 2, 10, 5, 7, ?, ?)`,
    )
    .run(
      r.userId,
      r.cardId,
      r.rating,
      at,
      r.at.slice(0, 10),
      r.stateBefore,
      at + 7 * 86_400_000,
      JSON.stringify({ state: r.stateBefore, scheduled_days: r.scheduledBefore, stability: 30 }),
    );
}

function addCard(
  t: TestApp,
  c: { id: number; userId: number; lexId: number; direction: string; source: string; addedAt: string },
) {
  t.db
    .prepare(
      `INSERT INTO review_cards (id, user_id, kind, item_id, direction, source, added_at, due)
       VALUES (?, ?, 'word', ?, ?, ?, ?, ?)`,
    )
    .run(
      c.id,
      c.userId,
      String(c.lexId),
      c.direction,
      c.source,
      Date.parse(c.addedAt),
      Date.parse(c.addedAt),
    );
}

/** A class whose every figure the tests below work out by hand (see the comments). */
function setup() {
  const t = makeTestApp({ start: NOW });
  t.addUser('teacher', 'teacher-pass', { admin: true });
  const ana = t.addUser('ana', 'ana-pass');
  const ben = t.addUser('ben', 'ben-pass');
  const cleo = t.addUser('cleo', 'cleo-pass');
  t.addUser(FORMULA_NAME, 'formula-pass');
  t.db.prepare('UPDATE users SET deactivated_at = ? WHERE id = ?').run('2026-03-01T00:00:00.000Z', cleo);
  t.db.prepare('UPDATE users SET last_active_at = ? WHERE id = ?').run('2026-03-10T11:59:00.000Z', ana);

  t.db.exec(`INSERT INTO lexs (id, lex, pos, gloss) VALUES
    (1, 'tahak', 'n', 'river (sample)'), (2, 'nipem', 'v', 'see (sample)'), (3, 'sopa', 'n', 'soup (sample)'),
    (4, 'kali', 'n', 'stone (sample)')`);
  t.db.exec(`UPDATE lexs SET deleted_at = '2026-03-09T00:00:00.000Z' WHERE id = 4`);

  // Lessons: ana finished l1 (twice) and l2, ben l1 (in February).
  for (const id of ['l1', 'l2']) {
    t.db
      .prepare(
        "INSERT INTO vocab_lessons (id, data, published, date_added, updated_at) VALUES (?, '[]', 1, '2026-01-01', '2026-01-01')",
      )
      .run(id);
  }
  const done = t.db.prepare('INSERT INTO vocab_lesson_done (user_id, lesson_id, done_at) VALUES (?, ?, ?)');
  done.run(ana, 'l1', '2026-03-09T12:00:00.000Z');
  done.run(ana, 'l2', '2026-03-09T13:00:00.000Z');
  done.run(ben, 'l1', '2026-02-01T12:00:00.000Z');
  const completion = t.db.prepare(
    'INSERT INTO lesson_completions (user_id, lesson_id, completed_at, local_day) VALUES (?, ?, ?, ?)',
  );
  completion.run(ana, 'l1', Date.parse('2026-03-08T09:00:00Z'), '2026-03-08'); // 01:00 PST, the 8th
  completion.run(ana, 'l1', Date.parse('2026-03-09T12:00:00Z'), '2026-03-09');
  completion.run(ana, 'l2', Date.parse('2026-03-09T13:00:00Z'), '2026-03-09');
  completion.run(ben, 'l1', Date.parse('2026-02-01T12:00:00Z'), '2026-02-01');

  // Cards.
  addCard(t, {
    id: 1,
    userId: ana,
    lexId: 1,
    direction: 'listen',
    source: 'lesson',
    addedAt: '2026-01-05T00:00:00Z',
  });
  addCard(t, {
    id: 2,
    userId: ana,
    lexId: 1,
    direction: 'recall',
    source: 'lesson',
    addedAt: '2026-01-05T00:00:00Z',
  });
  addCard(t, {
    id: 3,
    userId: ana,
    lexId: 2,
    direction: 'listen',
    source: 'lesson',
    addedAt: '2026-01-05T00:00:00Z',
  });
  // Missed in the matching game long ago: outside the last 30 days.
  addCard(t, {
    id: 8,
    userId: ana,
    lexId: 2,
    direction: 'recall',
    source: 'matching',
    addedAt: '2026-01-01T00:00:00Z',
  });
  addCard(t, {
    id: 7,
    userId: ana,
    lexId: 4,
    direction: 'listen',
    source: 'lesson',
    addedAt: '2026-01-05T00:00:00Z',
  });
  addCard(t, {
    id: 4,
    userId: ben,
    lexId: 1,
    direction: 'listen',
    source: 'words',
    addedAt: '2026-03-01T00:00:00Z',
  });
  // Ben missed 'sopa' in the listening exercise: one miss (its two cards are one word).
  addCard(t, {
    id: 5,
    userId: ben,
    lexId: 3,
    direction: 'listen',
    source: 'listening',
    addedAt: '2026-03-06T12:00:00Z',
  });
  addCard(t, {
    id: 6,
    userId: ben,
    lexId: 3,
    direction: 'recall',
    source: 'listening',
    addedAt: '2026-03-06T12:00:00Z',
  });

  // Ana's ratings (state 2 = Review; mature when scheduled for 21 days or more before).
  logReview(t, {
    userId: ana,
    cardId: 1,
    rating: 3,
    at: '2026-03-10T11:00:00Z',
    stateBefore: 2,
    scheduledBefore: 30,
  }); // mature, Good
  logReview(t, {
    userId: ana,
    cardId: 2,
    rating: 1,
    at: '2026-03-09T20:00:00Z',
    stateBefore: 2,
    scheduledBefore: 25,
  }); // mature, Again
  logReview(t, {
    userId: ana,
    cardId: 7,
    rating: 1,
    at: '2026-03-08T12:00:00Z',
    stateBefore: 1,
    scheduledBefore: 0,
  }); // a deleted word
  logReview(t, {
    userId: ana,
    cardId: 1,
    rating: 1,
    at: '2026-03-07T18:00:00Z',
    stateBefore: 3,
    scheduledBefore: 0,
  }); // relearning
  logReview(t, {
    userId: ana,
    cardId: 3,
    rating: 4,
    at: '2026-03-05T10:00:00Z',
    stateBefore: 2,
    scheduledBefore: 10,
  }); // young
  logReview(t, {
    userId: ana,
    cardId: 1,
    rating: 4,
    at: '2026-03-04T07:30:00Z',
    stateBefore: 2,
    scheduledBefore: 21,
  }); // mature; the 3rd in LA
  logReview(t, {
    userId: ana,
    cardId: 1,
    rating: 1,
    at: '2026-02-09T07:59:00Z',
    stateBefore: 2,
    scheduledBefore: 40,
  }); // Feb 8 in LA
  // Ben's: 23:30 on the 9th in Los Angeles, already the 10th in UTC.
  logReview(t, {
    userId: ben,
    cardId: 4,
    rating: 1,
    at: '2026-03-10T06:30:00Z',
    stateBefore: 1,
    scheduledBefore: 0,
  });

  // Ana's pronoun quiz: two right answers of three.
  const quiz = Number(
    t.db
      .prepare('INSERT INTO pronoun_quizzes (user_id, started_at) VALUES (?, ?)')
      .run(ana, '2026-03-10T06:00:00.000Z').lastInsertRowid,
  );
  const answer = t.db.prepare(
    `INSERT INTO pronoun_answers (quiz_id, actual_subject, actual_object, user_subject, user_object, correct, answered_at)
     VALUES (?, '1SG', '2SG', '1SG', ?, ?, ?)`,
  );
  answer.run(quiz, '2SG', 1, '2026-03-10T06:30:00.000Z'); // the 9th in Los Angeles
  answer.run(quiz, '2SG', 1, '2026-03-10T08:00:00.000Z');
  answer.run(quiz, '3SG', 0, '2026-03-10T09:00:00.000Z');

  // Wordle: ana won the 9th and lost the 10th; ben won a game before the 12 weeks.
  const game = t.db.prepare(
    'INSERT INTO wordle_results (user_id, game, guesses, added_at) VALUES (?, ?, ?, ?)',
  );
  game.run(ana, '2026-03-09', 3, Date.parse(NOW));
  game.run(ana, '2026-03-10', null, Date.parse(NOW));
  game.run(ben, '2025-12-01', 4, Date.parse(NOW));

  return { t, ana, ben, cleo };
}

const teacherOf = (t: TestApp) => signedIn(t.app, 'teacher', 'teacher-pass');

async function classProgress(t: TestApp, tz = LA): Promise<ClassProgress> {
  const res = await (await teacherOf(t)).get('/api/admin/progress').query({ tz }).expect(200);
  return classProgressResponseSchema.parse(res.body);
}

const learner = (progress: ClassProgress, username: string): LearnerProgress => {
  const found = progress.learners.find((l) => l.username === username);
  if (!found) throw new Error(`No row for ${username}`);
  return found;
};

describe('who may see the class progress', () => {
  for (const path of ['/api/admin/progress', '/api/admin/progress.csv']) {
    it(`when a visitor asks ${path}, then it answers 401, even with a bad time zone`, async () => {
      const { t } = setup();
      await request(t.app).get(path).query({ tz: LA }).expect(401);
      const res = await request(t.app).get(path).query({ tz: 'Mars/Olympus' }).expect(401);
      expect(res.body).toEqual({ success: false, error: 'You need to sign in first.' });
    });

    it(`when a learner asks ${path}, then it answers 403`, async () => {
      const { t } = setup();
      const ben = await signedIn(t.app, 'ben', 'ben-pass');
      const res = await ben.get(path).query({ tz: LA }).expect(403);
      expect(res.body).toEqual({ success: false, error: 'Only an administrator can do that.' });
    });

    it(`when the teacher asks ${path} without a known time zone, then it answers 400 naming tz`, async () => {
      const { t } = setup();
      const teacher = await teacherOf(t);
      for (const query of [{}, { tz: 'Mars/Olympus' }, { tz: '' }, { tz: ['UTC', 'UTC'] }]) {
        const res = await teacher.get(path).query(query).expect(400);
        expect(res.body.success).toBe(false);
        expect(res.body.error).toMatch(/time zone \(tz\)|tz/);
      }
    });
  }

  it('when the teacher asks, then it answers 200 with every account, by username', async () => {
    const { t } = setup();
    const progress = await classProgress(t);
    expect(progress.learners.map((l) => l.username)).toEqual([FORMULA_NAME, 'ana', 'ben', 'cleo', 'teacher']);
    expect(learner(progress, 'teacher').isAdmin).toBe(true);
    expect(learner(progress, 'ana').isAdmin).toBe(false);
  });
});

describe('the per-learner figures', () => {
  it('when learners reviewed, finished lessons and played, then each row counts their own rows in the teacher’s days', async () => {
    const { t } = setup();
    const progress = await classProgress(t);
    expect(progress.today).toBe('2026-03-10');
    expect(learner(progress, 'ana')).toMatchObject({
      deactivated: false,
      lastActiveAt: '2026-03-10T11:59:00.000Z',
      // vocab_lesson_done: l1 and l2, each once although l1 was finished twice.
      lessonsFinished: 2,
      // From 2026-03-04 00:00 PST: the 10th, 9th, 8th, 7th and 5th (the rating at 07:30Z on the 4th is the 3rd).
      reviews7: 5,
      // From 2026-02-09 00:00 PST: those and the 3rd; not the rating at 07:59Z on 9 Feb (the 8th).
      reviews30: 6,
      // Mature: scheduled 30, 25 and 21 days (not 10, not relearning); Good and Easy remembered, Again not.
      matureReviews30: 3,
      retention: 2 / 3,
      pronounAnswers: 3,
      pronounAccuracy: 2 / 3,
      wordlePlayed: 2,
      wordleWon: 1,
    });
    expect(learner(progress, 'ben')).toMatchObject({
      lessonsFinished: 1,
      reviews7: 1,
      reviews30: 1,
      matureReviews30: 0,
      retention: null,
      pronounAnswers: 0,
      pronounAccuracy: null,
      wordlePlayed: 1,
      wordleWon: 1,
    });
  });

  it('when an account is deactivated and did nothing, then it is listed, marked, with no figures', async () => {
    const { t } = setup();
    expect(learner(await classProgress(t), 'cleo')).toEqual({
      id: expect.any(Number),
      username: 'cleo',
      isAdmin: false,
      deactivated: true,
      lastActiveAt: null,
      lessonsFinished: 0,
      reviews7: 0,
      reviews30: 0,
      matureReviews30: 0,
      retention: null,
      pronounAnswers: 0,
      pronounAccuracy: null,
      wordlePlayed: 0,
      wordleWon: 0,
    });
  });

  it('when the teacher counts days in UTC, then the windows move with the zone', async () => {
    const { t } = setup();
    const progress = await classProgress(t, 'UTC');
    // From 2026-03-04T00:00Z the rating at 07:30Z on the 4th is in the last 7 days, and from
    // 2026-02-09T00:00Z the one at 07:59Z on 9 Feb in the last 30.
    expect(learner(progress, 'ana')).toMatchObject({ reviews7: 6, reviews30: 7 });
  });
});

describe('the most-missed words', () => {
  it('when words were rated Again or added after a missed exercise, then they are counted with their learners, most first', async () => {
    const { t } = setup();
    expect((await classProgress(t)).mostMissedWords).toEqual([
      // Ana: Again on the 9th (recall) and the 7th (listen); ben: Again on the 10th (UTC).
      { lexId: 1, lex: 'tahak', gloss: 'river (sample)', misses: 3, learners: 2 },
      // Ben missed it in the listening exercise: its two cards count once.
      { lexId: 3, lex: 'sopa', gloss: 'soup (sample)', misses: 1, learners: 1 },
      // Not 'kali' (deleted), not 'nipem' (missed in the matching game before the last 30 days).
    ]);
  });

  it('when nobody missed anything, then the list is empty', async () => {
    const t = makeTestApp({ start: NOW });
    t.addUser('teacher', 'teacher-pass', { admin: true });
    const progress = await classProgress(t);
    expect(progress.mostMissedWords).toEqual([]);
    expect(progress.activity.every((d) => d.reviews + d.lessons + d.wordle + d.pronouns === 0)).toBe(true);
  });

  it('when more than 20 words were missed, then the 20 missed most are listed', async () => {
    const t = makeTestApp({ start: NOW });
    t.addUser('teacher', 'teacher-pass', { admin: true });
    const ana = t.addUser('ana', 'ana-pass');
    for (let id = 1; id <= 25; id += 1) {
      t.db
        .prepare("INSERT INTO lexs (id, lex, pos, gloss) VALUES (?, ?, 'n', 'sample')")
        .run(id, `word${id}`);
      addCard(t, {
        id,
        userId: ana,
        lexId: id,
        direction: 'listen',
        source: 'lesson',
        addedAt: '2026-03-01T00:00:00Z',
      });
      // Word n is missed n times.
      for (let i = 0; i < id; i += 1) {
        logReview(t, {
          userId: ana,
          cardId: id,
          rating: 1,
          at: '2026-03-09T12:00:00Z',
          stateBefore: 1,
          scheduledBefore: 0,
        });
      }
    }
    const missed = (await classProgress(t)).mostMissedWords;
    expect(missed).toHaveLength(20);
    expect(missed.map((w) => w.misses)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
  });
});

describe('the class activity', () => {
  it('when things happened, then they are counted on the teacher’s days over 12 weeks', async () => {
    const { t } = setup();
    const { activity } = await classProgress(t);
    expect(activity).toHaveLength(84);
    expect(activity[0]?.day).toBe('2025-12-17');
    expect(activity.at(-1)?.day).toBe('2026-03-10');
    const busy = activity.filter((d) => d.reviews + d.lessons + d.wordle + d.pronouns > 0);
    expect(busy).toEqual([
      { day: '2026-02-01', reviews: 0, lessons: 1, wordle: 0, pronouns: 0 },
      { day: '2026-02-08', reviews: 1, lessons: 0, wordle: 0, pronouns: 0 },
      { day: '2026-03-03', reviews: 1, lessons: 0, wordle: 0, pronouns: 0 },
      { day: '2026-03-05', reviews: 1, lessons: 0, wordle: 0, pronouns: 0 },
      { day: '2026-03-07', reviews: 1, lessons: 0, wordle: 0, pronouns: 0 },
      { day: '2026-03-08', reviews: 1, lessons: 1, wordle: 0, pronouns: 0 },
      // Ben's rating at 06:30Z on the 10th, ana's at 20:00Z; two lessons; a pronoun answer at 06:30Z.
      { day: '2026-03-09', reviews: 2, lessons: 2, wordle: 1, pronouns: 1 },
      { day: '2026-03-10', reviews: 1, lessons: 0, wordle: 1, pronouns: 2 },
    ]);
  });

  it('when the teacher counts days in UTC, then the early-morning events move to the next day', async () => {
    const { t } = setup();
    const { activity } = await classProgress(t, 'UTC');
    const day = (d: string) => activity.find((a) => a.day === d);
    expect(day('2026-03-10')).toEqual({ day: '2026-03-10', reviews: 2, lessons: 0, wordle: 1, pronouns: 3 });
    expect(day('2026-03-09')).toEqual({ day: '2026-03-09', reviews: 1, lessons: 2, wordle: 1, pronouns: 0 });
    expect(day('2026-03-04')?.reviews).toBe(1);
  });
});

describe('the CSV download', () => {
  it('when the teacher downloads the table, then it is a dated UTF-8 CSV file with a header and a row per account', async () => {
    const { t } = setup();
    const teacher = await teacherOf(t);
    const res = await teacher.get('/api/admin/progress.csv').query({ tz: LA }).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?class-progress-2026-03-10\.csv"?$/,
    );
    const text = res.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('\r\n');

    const rows = parseCsv(text, { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Username',
      'Status',
      'Role',
      'Last active (America/Los_Angeles)',
      'Lessons finished',
      'Reviews (last 7 days)',
      'Reviews (last 30 days)',
      'Mature reviews (last 30 days)',
      'Retention (%)',
      'Pronoun answers',
      'Pronoun accuracy (%)',
      'Wordle played',
      'Wordle won',
    ]);
    expect(rows).toHaveLength(6);
    expect(rows.find((r) => r[0] === 'ana')).toEqual([
      'ana',
      'active',
      'learner',
      '2026-03-10 04:59',
      '2',
      '5',
      '6',
      '3',
      '66.7',
      '3',
      '66.7',
      '2',
      '1',
    ]);
    expect(rows.find((r) => r[0] === 'ben')).toEqual([
      'ben',
      'active',
      'learner',
      '',
      '1',
      '1',
      '1',
      '0',
      '',
      '0',
      '',
      '1',
      '1',
    ]);
    expect(rows.find((r) => r[0] === 'cleo')?.slice(0, 3)).toEqual(['cleo', 'deactivated', 'learner']);
    expect(rows.find((r) => r[0] === 'teacher')?.[2]).toBe('admin');
  });

  it('when a username holds quotes, commas or a formula, then it is quoted and cannot run as a formula', async () => {
    const { t } = setup();
    const teacher = await teacherOf(t);
    const res = await teacher.get('/api/admin/progress.csv').query({ tz: LA }).expect(200);
    const text = res.text;
    expect(text).toContain(`\r\n"'=hyperlink(""x"",""y"")",active,learner,`);
    const rows = parseCsv(text, { bom: true }) as string[][];
    expect(rows[1]?.[0]).toBe(`'${FORMULA_NAME}`);
  });
});
