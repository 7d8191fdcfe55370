import { logPronounAnswerResponseSchema, startPronounQuizResponseSchema } from '@langapp/shared';
import type { LogPronounAnswerRequest } from '@langapp/shared';
import { apiRequest } from '../../lib/api-client';

export const startPronounQuiz = () =>
  apiRequest('/api/start_pronoun_quiz', startPronounQuizResponseSchema, { method: 'POST' });

export const logPronounAnswer = (answer: LogPronounAnswerRequest) =>
  apiRequest('/api/log_pronoun_answer', logPronounAnswerResponseSchema, { method: 'POST', json: answer });
