import { logPronounAnswerRequestSchema, startPronounQuizRequestSchema } from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import { ConflictError } from '../../lib/domain-errors';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';

/**
 * The pronoun quiz. With the device's id of a start or an answer (`opId`), a request sent again
 * after a lost answer, online or by POST /api/sync, counts once (ADR 063).
 */
export function pronounQuizCalls({ pronouns: quiz, operations }: CallDeps): Call[] {
  return [
    {
      method: 'post',
      path: '/api/start_pronoun_quiz',
      role: 'signed-in',
      handlers: [
        validate({ body: startPronounQuizRequestSchema }, ({ body }, req, res) => {
          const userId = currentUser(req).id;
          if (body.opId === undefined) {
            res.json({ success: true, id: quiz.start(userId) });
            return;
          }
          // Started now or before by the same id: the same quiz.
          const started = operations.online(userId, { id: body.opId, kind: 'pronoun-quiz' }, (at) => ({
            pronounQuizId: quiz.start(userId, at),
          }));
          if (started.kind !== 'pronoun-quiz' || started.pronoun_quiz_id === null)
            throw new ConflictError('That operation id was used for something other than a pronoun quiz.');
          res.json({ success: true, id: started.pronoun_quiz_id });
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/log_pronoun_answer',
      role: 'signed-in',
      handlers: [
        validate({ body: logPronounAnswerRequestSchema }, ({ body }, req, res) => {
          const userId = currentUser(req).id;
          const { opId, ...answer } = body;
          if (opId === undefined) {
            res.json({ success: true, correct: quiz.answer(userId, answer) });
            return;
          }
          // Logged now, or before by the same id (then judged again, logged not again).
          let correct = quiz.judge(answer);
          operations.online(userId, { id: opId, kind: 'pronoun-answer' }, (at) => {
            correct = quiz.answer(userId, answer, at);
          });
          res.json({ success: true, correct });
        }),
      ],
    },
  ];
}
