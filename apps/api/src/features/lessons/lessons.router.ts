import { Router } from 'express';
import {
  LESSON_TITLE_REQUIRED,
  lessonIdFormSchema,
  lessonIdParamsSchema,
  saveVocabLessonRequestSchema,
  storedSteps,
  vocabLessonDoneRequestSchema,
} from '@langapp/shared';
import { currentUser, requireAdmin, requireUser } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import { formFields } from '../../lib/form-body';
import { HttpError } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import type { createLessonsRepo } from './lessons.repo';

const notFound = () => new HttpError(404, 'Lesson not found.');

/** What else happens when a learner finishes a lesson (its items join their review deck). */
export interface LessonDoneListener {
  lessonFinished(userId: number, lesson: { id: string; data: string }, tz: string | undefined): void;
}

export function lessonsRouter(
  repo: ReturnType<typeof createLessonsRepo>,
  clock: Clock,
  onDone: LessonDoneListener,
): Router {
  const r = Router();
  const now = () => clock.now().toISOString();

  r.get('/vocab-lessons', requireUser, (req, res) => {
    res.json({ data: repo.list(currentUser(req).id, false) });
  });
  r.get('/vocab-lessons-admin', requireAdmin, (req, res) => {
    res.json({ data: repo.list(currentUser(req).id, true) });
  });
  r.get('/vocab-lesson-ids', requireUser, (req, res) => {
    res.json({ data: repo.ids(currentUser(req).isAdmin) });
  });

  // The lesson as stored, even when its data is not a lesson the player can start: the player says
  // what is wrong with it in the spec's words, and the teacher's edit page shows the raw data to repair.
  r.get(
    '/vocab-lesson/:id',
    requireUser,
    validate({ params: lessonIdParamsSchema }, ({ params }, req, res) => {
      const lesson = repo.byId(params.id);
      if (!lesson || (!lesson.published && !currentUser(req).isAdmin)) throw notFound();
      res.json({ success: true, data: lesson });
    }),
  );

  for (const [path, published] of [
    ['/publish-lesson', true],
    ['/unpublish-lesson', false],
  ] as const) {
    r.post(
      path,
      requireAdmin,
      formFields,
      validate({ body: lessonIdFormSchema }, ({ body }, _req, res) => {
        if (!repo.setPublished(body.id, published, now())) throw notFound();
        res.json({ success: true });
      }),
    );
  }

  r.post(
    '/save-vocab-lesson',
    requireAdmin,
    validate({ body: saveVocabLessonRequestSchema }, ({ body }, _req, res) => {
      for (const step of body.steps) {
        if (step.kind === 'lex' && !repo.lexExists(step.lexId)) {
          throw new HttpError(400, `No lexical entry has the id ${step.lexId}.`);
        }
        if (step.kind === 'sent' && !repo.sentExists(step.sentId)) {
          throw new HttpError(400, `No sentence has the id ${step.sentId}.`);
        }
      }
      // A new lesson needs its name; replacing the steps of an existing one may leave it out (it stays).
      if (body.title === undefined && !repo.exists(body.id)) throw new HttpError(400, LESSON_TITLE_REQUIRED);
      repo.save(body.id, JSON.stringify(storedSteps(body.steps)), now(), {
        title: body.title,
        description: body.description,
      });
      res.json({ success: true, id: body.id });
    }),
  );

  r.post(
    '/vocab-lesson-done',
    requireUser,
    validate({ body: vocabLessonDoneRequestSchema }, ({ body }, req, res) => {
      const lesson = repo.byId(body.id);
      if (!lesson || (!lesson.published && !currentUser(req).isAdmin)) throw notFound();
      const userId = currentUser(req).id;
      repo.markDone(userId, body.id, now());
      onDone.lessonFinished(userId, lesson, body.tz);
      res.json({ success: true });
    }),
  );

  return r;
}
