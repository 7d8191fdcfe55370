import { isCorrectPronounAnswer, logPronounAnswerRequestSchema } from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import { HttpError } from '../../lib/http-error';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { createPronounQuizRepo } from './pronoun-quiz.repo';

export function pronounQuizCalls({ db, clock }: CallDeps): Call[] {
  const repo = createPronounQuizRepo(db);
  return [
    {
      method: 'post',
      path: '/api/start_pronoun_quiz',
      role: 'signed-in',
      handlers: [
        (req, res) => {
          const id = repo.startQuiz(currentUser(req).id, clock.now().toISOString());
          res.json({ success: true, id });
        },
      ],
    },
    {
      method: 'post',
      path: '/api/log_pronoun_answer',
      role: 'signed-in',
      handlers: [
        validate({ body: logPronounAnswerRequestSchema }, ({ body }, req, res) => {
          const owner = repo.ownerOf(body.quiz_id);
          if (owner === undefined) throw new HttpError(404, 'There is no quiz with that id.');
          if (owner !== currentUser(req).id) throw new HttpError(403, 'That quiz belongs to someone else.');
          const correct = isCorrectPronounAnswer(
            { subject: body.actual_subject, object: body.actual_object },
            { subject: body.user_subject, object: body.user_object },
          );
          repo.logAnswer({ ...body, correct, answeredAt: clock.now().toISOString() });
          res.json({ success: true, correct });
        }),
      ],
    },
  ];
}
