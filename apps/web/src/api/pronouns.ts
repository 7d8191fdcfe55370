import { useMutation } from '@tanstack/react-query';
import { logPronounAnswerResponseSchema, startPronounQuizResponseSchema } from '@langapp/shared';
import type { LogPronounAnswerRequest } from '@langapp/shared';
import { apiRequest } from '../lib/api-client';

/*
 * The pronoun lesson and quiz show no server data: the quiz only records itself. These calls
 * change nothing any page reads, so they invalidate no query.
 */

/** POST /api/start_pronoun_quiz: a new quiz of the signed-in learner; answers its id. */
const startPronounQuiz = () =>
  apiRequest('/api/start_pronoun_quiz', startPronounQuizResponseSchema, { method: 'POST' });

/** POST /api/log_pronoun_answer: one answer of a quiz; the server judges it and answers whether it was right. */
const logPronounAnswer = (answer: LogPronounAnswerRequest) =>
  apiRequest('/api/log_pronoun_answer', logPronounAnswerResponseSchema, { method: 'POST', json: answer });

export function useStartPronounQuiz() {
  return useMutation({
    mutationFn: startPronounQuiz,
    meta: { failure: 'The pronoun quiz could not be started.' },
  });
}

export function useLogPronounAnswer() {
  return useMutation({
    mutationFn: logPronounAnswer,
    meta: { failure: 'The pronoun answer could not be logged.' },
  });
}
