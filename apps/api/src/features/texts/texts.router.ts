import { addTextRequestSchema, textIdSchema, updateTextRequestSchema } from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import { formFields } from '../../lib/form-body';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { readerOf, viewerOfRequest } from '../../lib/visibility';
import { consoleActor } from '../history/content-history';

export function textsCalls({ texts, textRecording, clock }: CallDeps): Call[] {
  const publishing = (path: string, published: boolean): Call => ({
    method: 'post',
    path,
    role: 'admin',
    handlers: [
      formFields,
      validate({ body: textIdSchema }, ({ body }, req, res) => {
        texts.setPublished(body.id, published, consoleActor(currentUser(req)));
        res.json({ success: true });
      }),
    ],
  });

  return [
    {
      method: 'get',
      path: '/api/text-index',
      role: 'signed-in',
      handlers: [
        (req, res) => {
          res.json({ success: true, data: texts.index(viewerOfRequest(req)) });
        },
      ],
    },
    {
      method: 'get',
      path: '/api/text/:id',
      role: 'signed-in',
      handlers: [
        validate({ params: textIdSchema }, ({ params }, req, res) => {
          const text = texts.visible(params.id, viewerOfRequest(req));
          const recording = textRecording.heard(params.id, readerOf(req, clock));
          res.json({ success: true, data: recording ? { ...text, recording } : text });
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/add-text',
      role: 'admin',
      handlers: [
        formFields,
        validate({ body: addTextRequestSchema }, ({ body }, req, res) => {
          res.json({ success: true, id: texts.add(body, consoleActor(currentUser(req))) });
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/update-text',
      role: 'admin',
      handlers: [
        formFields,
        validate({ body: updateTextRequestSchema }, ({ body }, req, res) => {
          texts.update(body.id, body, consoleActor(currentUser(req)));
          res.json({ success: true });
        }),
      ],
    },
    publishing('/api/publish-text', true),
    publishing('/api/unpublish-text', false),
    {
      method: 'post',
      path: '/api/delete-text',
      role: 'admin',
      handlers: [
        formFields,
        validate({ body: textIdSchema }, ({ body }, req, res) => {
          texts.remove(body.id, consoleActor(currentUser(req)));
          res.json({ success: true });
        }),
      ],
    },
  ];
}
