import { isCorrectPronounAnswer } from '@langapp/shared';
import type { LogPronounAnswerRequest } from '@langapp/shared';
import type { Clock } from '../../lib/clock';
import { ForbiddenError, NotFoundError } from '../../lib/domain-errors';
import type { createPronounQuizRepo } from './pronoun-quiz.repo';

/** The pronoun quiz: a learner's quizzes and their answers, each judged against the right one. */
export function createPronounQuizService(repo: ReturnType<typeof createPronounQuizRepo>, clock: Clock) {
  const now = () => clock.now().toISOString();
  return {
    /** A new quiz of the learner's; its id. */
    start: (userId: number) => repo.startQuiz(userId, now()),

    /** Logs an answer in one of the learner's own quizzes; whether it was right. */
    answer(userId: number, answer: LogPronounAnswerRequest): boolean {
      const owner = repo.ownerOf(answer.quiz_id);
      if (owner === undefined) throw new NotFoundError('There is no quiz with that id.');
      if (owner !== userId) throw new ForbiddenError('That quiz belongs to someone else.');
      const correct = isCorrectPronounAnswer(
        { subject: answer.actual_subject, object: answer.actual_object },
        { subject: answer.user_subject, object: answer.user_object },
      );
      repo.logAnswer({ ...answer, correct, answeredAt: now() });
      return correct;
    },
  };
}
