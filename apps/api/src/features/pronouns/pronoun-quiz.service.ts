import { isCorrectPronounAnswer } from '@langapp/shared';
import type { LogPronounAnswerRequest } from '@langapp/shared';
import { ForbiddenError, NotFoundError } from '../../lib/domain-errors';
import type { ServiceDeps } from '../../service-deps';

/** An answer of a quiz: the quiz's id, the combination asked, the learner's answer. */
type PronounAnswer = Omit<LogPronounAnswerRequest, 'opId'>;

/**
 * The pronoun quiz: a learner's quizzes and their answers, each judged against the right one. A start
 * or an answer is made at `at`: the clock's instant, or an operation's own when synced (ADR 075).
 */
export function createPronounQuizService({ repos, clock }: ServiceDeps) {
  const repo = repos.pronounQuiz;
  /** Whether the learner's answer is the combination asked. */
  const judge = (answer: PronounAnswer): boolean =>
    isCorrectPronounAnswer(
      { subject: answer.actual_subject, object: answer.actual_object },
      { subject: answer.user_subject, object: answer.user_object },
    );
  return {
    /** A new quiz of the learner's; its id. */
    start: (userId: number, at: Date = clock.now()) => repo.startQuiz(userId, at.toISOString()),

    judge,

    /** Logs an answer in one of the learner's own quizzes; whether it was right. */
    answer(userId: number, answer: PronounAnswer, at: Date = clock.now()): boolean {
      const owner = repo.ownerOf(answer.quiz_id);
      if (owner === undefined) throw new NotFoundError('There is no quiz with that id.');
      if (owner !== userId) throw new ForbiddenError('That quiz belongs to someone else.');
      const correct = judge(answer);
      repo.logAnswer({ ...answer, correct, answeredAt: at.toISOString() });
      return correct;
    },
  };
}

export type PronounQuizService = ReturnType<typeof createPronounQuizService>;
