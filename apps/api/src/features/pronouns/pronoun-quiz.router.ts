import { logPronounAnswerRequestSchema } from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { createPronounQuizRepo } from './pronoun-quiz.repo';
import { createPronounQuizService } from './pronoun-quiz.service';

export function pronounQuizCalls({ db, clock }: CallDeps): Call[] {
  const quiz = createPronounQuizService(createPronounQuizRepo(db), clock);
  return [
    {
      method: 'post',
      path: '/api/start_pronoun_quiz',
      role: 'signed-in',
      handlers: [
        (req, res) => {
          res.json({ success: true, id: quiz.start(currentUser(req).id) });
        },
      ],
    },
    {
      method: 'post',
      path: '/api/log_pronoun_answer',
      role: 'signed-in',
      handlers: [
        validate({ body: logPronounAnswerRequestSchema }, ({ body }, req, res) => {
          res.json({ success: true, correct: quiz.answer(currentUser(req).id, body) });
        }),
      ],
    },
  ];
}
