import { useMutation } from '@tanstack/react-query';
import { logPronounAnswerResponseSchema, startPronounQuizResponseSchema } from '@langapp/shared';
import type { LogPronounAnswerRequest, PronounQuizRef } from '@langapp/shared';
import { apiRequest } from '../lib/api-client';
import { offline } from './offline-port';

/*
 * The pronoun lesson and quiz show no server data: the quiz only records itself. These calls
 * change nothing any page reads, so they invalidate no query. Without a connection the quiz's start
 * and answers wait in the queue and are logged when it returns (ADR 063's and 065's addenda).
 */

/** An answer of the quiz: the combination asked and the learner's. */
export type PronounAnswer = Omit<LogPronounAnswerRequest, 'quiz_id' | 'opId'>;

/**
 * POST /api/start_pronoun_quiz: a new quiz of the signed-in learner; answers its id. With no answer
 * from the server, the start waits in the queue ('pronoun-quiz'), and the quiz is known by the id
 * of that change, which its answers name; had the request arrived, the server started the quiz
 * under that same id, once.
 */
async function startPronounQuiz(): Promise<PronounQuizRef> {
  let opId = '';
  const answer = await offline.sendOrQueue('pronoun-quiz', {}, (id) => {
    opId = id;
    return apiRequest('/api/start_pronoun_quiz', startPronounQuizResponseSchema, {
      method: 'POST',
      json: { opId: id },
    });
  });
  return answer === 'queued' ? opId : answer.id;
}

/**
 * POST /api/log_pronoun_answer: one answer of a quiz; the server judges it and answers whether it
 * was right, or 'queued' when it waits in the queue ('pronoun-answer'): offline, or when the quiz's
 * start waits itself (the answer goes after it, sent at once if the connection is back).
 */
async function logPronounAnswer({
  quiz,
  answer,
}: {
  quiz: PronounQuizRef;
  answer: PronounAnswer;
}): Promise<{ correct: boolean } | 'queued'> {
  if (typeof quiz === 'string') {
    await offline.queueChange('pronoun-answer', { quiz, ...answer });
    if (navigator.onLine) void offline.flushOutbox().catch(() => undefined);
    return 'queued';
  }
  return offline.sendOrQueue('pronoun-answer', { quiz, ...answer }, (opId) =>
    apiRequest('/api/log_pronoun_answer', logPronounAnswerResponseSchema, {
      method: 'POST',
      json: { quiz_id: quiz, ...answer, opId },
    }),
  );
}

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
