import { Router } from 'express';
import { isCorrectPronounAnswer, logPronounAnswerRequestSchema } from '@langapp/shared';
import { currentUser, requireUser } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import type { createPronounQuizRepo } from './pronoun-quiz.repo';

export function pronounQuizRouter(repo: ReturnType<typeof createPronounQuizRepo>, clock: Clock): Router {
  const r = Router();
  r.post('/start_pronoun_quiz', requireUser, (req, res) => {
    const id = repo.startQuiz(currentUser(req).id, clock.now().toISOString());
    res.json({ success: true, id });
  });
  r.post(
    '/log_pronoun_answer',
    requireUser,
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
  );
  return r;
}
