import {
  lessonIdFormSchema,
  lessonIdParamsSchema,
  saveVocabLessonRequestSchema,
  vocabLessonDoneRequestSchema,
} from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import { formFields } from '../../lib/form-body';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { viewerOfRequest } from '../../lib/visibility';

export function lessonsCalls({ lessons }: CallDeps): Call[] {
  /** The account asking and what it may see. */
  const asker = (req: Parameters<typeof currentUser>[0]) => ({
    id: currentUser(req).id,
    viewer: viewerOfRequest(req),
  });

  const publishing = (path: string, published: boolean): Call => ({
    method: 'post',
    path,
    role: 'admin',
    handlers: [
      formFields,
      validate({ body: lessonIdFormSchema }, ({ body }, _req, res) => {
        lessons.setPublished(body.id, published);
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
          res.json({ data: lessons.list(asker(req), false) });
        },
      ],
    },
    {
      method: 'get',
      path: '/api/vocab-lessons-admin',
      role: 'admin',
      handlers: [
        (req, res) => {
          res.json({ data: lessons.list(asker(req), true) });
        },
      ],
    },
    {
      method: 'get',
      path: '/api/vocab-lesson-ids',
      role: 'signed-in',
      handlers: [
        (req, res) => {
          res.json({ data: lessons.ids(asker(req)) });
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
          res.json({ success: true, data: lessons.visible(params.id, viewerOfRequest(req)) });
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
          lessons.save(body);
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
          lessons.finish(asker(req), body.id, body.tz);
          res.json({ success: true });
        }),
      ],
    },
  ];
}
