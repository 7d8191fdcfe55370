import {
  LESSON_TITLE_REQUIRED,
  lessonIdFormSchema,
  lessonIdParamsSchema,
  saveVocabLessonRequestSchema,
  storedSteps,
  vocabLessonDoneRequestSchema,
} from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import { formFields } from '../../lib/form-body';
import { HttpError } from '../../lib/http-error';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { createLessonsRepo } from './lessons.repo';

const notFound = () => new HttpError(404, 'Lesson not found.');

/** What else happens when a learner finishes a lesson (its items join their review deck). */
export interface LessonDoneListener {
  lessonFinished(userId: number, lesson: { id: string; data: string }, tz: string | undefined): void;
}

export function lessonsCalls({ db, clock, review }: CallDeps): Call[] {
  const repo = createLessonsRepo(db);
  const onDone: LessonDoneListener = review;
  const now = () => clock.now().toISOString();

  const publishing = (path: string, published: boolean): Call => ({
    method: 'post',
    path,
    role: 'admin',
    handlers: [
      formFields,
      validate({ body: lessonIdFormSchema }, ({ body }, _req, res) => {
        if (!repo.setPublished(body.id, published, now())) throw notFound();
        res.json({ success: true });
      }),
    ],
  });

  return [
    {
      method: 'get',
      path: '/api/vocab-lessons',
      role: 'signed-in',
      handlers: [
        (req, res) => {
          res.json({ data: repo.list(currentUser(req).id, false) });
        },
      ],
    },
    {
      method: 'get',
      path: '/api/vocab-lessons-admin',
      role: 'admin',
      handlers: [
        (req, res) => {
          res.json({ data: repo.list(currentUser(req).id, true) });
        },
      ],
    },
    {
      method: 'get',
      path: '/api/vocab-lesson-ids',
      role: 'signed-in',
      handlers: [
        (req, res) => {
          res.json({ data: repo.ids(currentUser(req).isAdmin) });
        },
      ],
    },
    // The lesson as stored, even when its data is not a lesson the player can start: the player says
    // what is wrong with it in the spec's words, and the teacher's edit page shows the raw data to repair.
    {
      method: 'get',
      path: '/api/vocab-lesson/:id',
      role: 'signed-in',
      handlers: [
        validate({ params: lessonIdParamsSchema }, ({ params }, req, res) => {
          const lesson = repo.byId(params.id);
          if (!lesson || (!lesson.published && !currentUser(req).isAdmin)) throw notFound();
          res.json({ success: true, data: lesson });
        }),
      ],
    },
    publishing('/api/publish-lesson', true),
    publishing('/api/unpublish-lesson', false),
    {
      method: 'post',
      path: '/api/save-vocab-lesson',
      role: 'admin',
      handlers: [
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
          if (body.title === undefined && !repo.exists(body.id))
            throw new HttpError(400, LESSON_TITLE_REQUIRED);
          repo.save(body.id, JSON.stringify(storedSteps(body.steps)), now(), {
            title: body.title,
            description: body.description,
          });
          res.json({ success: true, id: body.id });
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/vocab-lesson-done',
      role: 'signed-in',
      handlers: [
        validate({ body: vocabLessonDoneRequestSchema }, ({ body }, req, res) => {
          const lesson = repo.byId(body.id);
          if (!lesson || (!lesson.published && !currentUser(req).isAdmin)) throw notFound();
          const userId = currentUser(req).id;
          repo.markDone(userId, body.id, now());
          onDone.lessonFinished(userId, lesson, body.tz);
          res.json({ success: true });
        }),
      ],
    },
  ];
}
