import { createSentRequestSchema } from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import { cachedJsonByViewer } from '../../lib/cached-json';
import { formFields } from '../../lib/form-body';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { consoleActor } from '../history/content-history';

export function sentencesCalls({ sentences }: CallDeps): Call[] {
  return [
    {
      method: 'get',
      path: '/api/sents',
      role: 'signed-in',
      handlers: [cachedJsonByViewer(sentences.version, (viewer) => ({ data: sentences.seenBy(viewer) }))],
    },
    {
      method: 'post',
      path: '/api/create-sent',
      role: 'admin',
      handlers: [
        formFields,
        validate({ body: createSentRequestSchema }, ({ body }, req, res) => {
          res.json({ success: true, id: sentences.create(body, consoleActor(currentUser(req))) });
        }),
      ],
    },
  ];
}
