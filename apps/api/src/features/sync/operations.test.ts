import { describe, expect, it } from 'vitest';
import { syncResponseSchema } from '@langapp/shared';
import type { SyncOp } from '@langapp/shared';
import { makeTestApp, signedIn } from '../../test-support/test-app';

const NOW = '2026-03-01T18:00:00Z';
const EARLIER = Date.parse('2026-03-01T09:30:00Z');

async function setup() {
  const t = makeTestApp({ start: NOW });
  t.addUser('learner', 'learner-password');
  const learner = await signedIn(t.app, 'learner', 'learner-password');
  const sync = async (ops: SyncOp[]) =>
    syncResponseSchema.parse((await learner.post('/api/sync').send({ tz: 'UTC', ops }).expect(200)).body)
      .results;
  const count = (table: string) => t.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get();
  return { t, learner, sync, count };
}

const answer = (quiz_id: number, opId: string) => ({
  quiz_id,
  actual_subject: '2SG',
  actual_object: '1SG',
  user_subject: '2SG',
  user_object: '1SG',
  opId,
});

/** The operations service (ADR 075): the online calls with an opId and POST /api/sync share one record. */
describe('the idempotent operations, online and by sync', () => {
  it('when two identical pronoun quiz starts race, then one quiz is started, both answer it, and none answers 5xx', async () => {
    const { learner, count } = await setup();
    const starts = await Promise.all(
      [1, 2, 3].map(() => learner.post('/api/start_pronoun_quiz').send({ opId: 'racing-quiz-1' })),
    );
    expect(starts.map((r) => r.status)).toEqual([200, 200, 200]);
    const ids = new Set(starts.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    expect(count('pronoun_quizzes')).toBe(1);
    const [id] = [...ids] as number[];
    const answers = await Promise.all(
      [1, 2].map(() => learner.post('/api/log_pronoun_answer').send(answer(id!, 'racing-answer-1'))),
    );
    expect(answers.map((r) => [r.status, r.body.correct])).toEqual([
      [200, true],
      [200, true],
    ]);
    expect(count('pronoun_answers')).toBe(1);
    expect(count('sync_ops')).toBe(2);
  });

  it('when a pronoun answer is refused online, then sent by sync it answers the same refusal, and online again too', async () => {
    const { learner, sync, count } = await setup();
    const refused = await learner
      .post('/api/log_pronoun_answer')
      .send(answer(999, 'answer-refused'))
      .expect(404);
    expect(
      await sync([
        {
          id: 'answer-refused',
          at: EARLIER,
          kind: 'pronoun-answer',
          quiz: 999,
          actual_subject: '2SG',
          actual_object: '1SG',
          user_subject: '2SG',
          user_object: '1SG',
        },
      ]),
    ).toEqual([{ id: 'answer-refused', outcome: 'rejected', error: refused.body.error }]);
    const again = await learner
      .post('/api/log_pronoun_answer')
      .send(answer(999, 'answer-refused'))
      .expect(409);
    expect(again.body.error).toBe(refused.body.error);
    expect(count('pronoun_answers')).toBe(0);
  });

  it('when a quiz start refused by sync is sent online, then it answers that refusal and starts nothing', async () => {
    const { learner, sync, count } = await setup();
    // Done a day beyond the age limit: refused as too old, and recorded.
    const [result] = await sync([
      { id: 'old-quiz', at: Date.parse('2025-01-01T00:00:00Z'), kind: 'pronoun-quiz' },
    ]);
    expect(result!.outcome).toBe('rejected');
    const online = await learner.post('/api/start_pronoun_quiz').send({ opId: 'old-quiz' }).expect(409);
    expect(online.body.error).toBe((result as { error: string }).error);
    expect(count('pronoun_quizzes')).toBe(0);
  });

  it('when a quiz started online is sent again by sync, then it is a duplicate; one synced is kept at its own instant', async () => {
    const { t, learner, sync, count } = await setup();
    const { id } = (await learner.post('/api/start_pronoun_quiz').send({ opId: 'online-quiz' }).expect(200))
      .body;
    expect(await sync([{ id: 'online-quiz', at: EARLIER, kind: 'pronoun-quiz' }])).toEqual([
      { id: 'online-quiz', outcome: 'duplicate' },
    ]);
    expect(await sync([{ id: 'offline-quiz', at: EARLIER, kind: 'pronoun-quiz' }])).toEqual([
      { id: 'offline-quiz', outcome: 'applied' },
    ]);
    expect(count('pronoun_quizzes')).toBe(2);
    const startedAt = t.db.prepare('SELECT started_at FROM pronoun_quizzes WHERE id = ?').pluck();
    // The online start at the clock's instant, the synced one at the operation's: the clock is a parameter.
    expect(startedAt.get(id)).toBe(NOW.replace('Z', '.000Z'));
    const synced = t.db
      .prepare("SELECT pronoun_quiz_id FROM sync_ops WHERE op_id = 'offline-quiz'")
      .pluck()
      .get();
    expect(startedAt.get(synced)).toBe(new Date(EARLIER).toISOString());
    // And the same sync again: a duplicate, nothing new.
    expect(await sync([{ id: 'offline-quiz', at: EARLIER, kind: 'pronoun-quiz' }])).toEqual([
      { id: 'offline-quiz', outcome: 'duplicate' },
    ]);
    expect(count('pronoun_quizzes')).toBe(2);
  });

  it('when two identical Wordle games race online, then each guess and the result are kept once, and none answers 5xx', async () => {
    const { t, learner, count } = await setup();
    const insert = t.db.prepare('INSERT INTO wordle_words (lex) VALUES (?)');
    for (const word of ['kamun', 'sakit', 'hunam', 'lopen', 'ripak', 'wenak']) insert.run(word);
    const day = '2026-03-01';
    const answer: string = (await learner.get(`/api/wordle-answer?date=${day}`).expect(200)).body.lex.lex;
    const wrong = ['kamun', 'sakit', 'hunam'].find((word) => word !== answer)!;
    const game = { date: day, guesses: [wrong, answer] };
    const sent = await Promise.all([1, 2, 3].map(() => learner.post('/api/wordle-game').send(game)));
    expect(sent.map((r) => r.status)).toEqual([200, 200, 200]);
    for (const r of sent) expect(r.body.game).toMatchObject({ finished: true, wonIn: 2 });
    expect(count('wordle_guesses')).toBe(2);
    expect(count('wordle_results')).toBe(1);
  });
});
