import type { LogPronounAnswerRequest } from '@langapp/shared';
import type { Db } from '../../db/database';

export function createPronounQuizRepo(db: Db) {
  const s = {
    insertQuiz: db.prepare('INSERT INTO pronoun_quizzes (user_id, started_at) VALUES (?, ?)'),
    ownerOf: db.prepare('SELECT user_id FROM pronoun_quizzes WHERE id = ?').pluck(),
    insertAnswer: db.prepare(
      `INSERT INTO pronoun_answers (quiz_id, actual_subject, actual_object, user_subject, user_object, correct, answered_at)
       VALUES (@quiz_id, @actual_subject, @actual_object, @user_subject, @user_object, @correct, @answeredAt)`,
    ),
  };
  return {
    startQuiz: (userId: number, at: string) => Number(s.insertQuiz.run(userId, at).lastInsertRowid),
    ownerOf: (quizId: number) => s.ownerOf.get(quizId) as number | undefined,
    logAnswer: (a: Omit<LogPronounAnswerRequest, 'opId'> & { correct: boolean; answeredAt: string }) =>
      s.insertAnswer.run({
        quiz_id: a.quiz_id,
        actual_subject: a.actual_subject,
        actual_object: a.actual_object,
        user_subject: a.user_subject,
        user_object: a.user_object,
        correct: a.correct ? 1 : 0,
        answeredAt: a.answeredAt,
      }),
  };
}
