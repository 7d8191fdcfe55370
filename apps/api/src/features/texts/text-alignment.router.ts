import { saveAlignmentRequestSchema, textIdSchema } from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { consoleActor } from '../history/content-history';

/** A text aligned by hand on its recording (ADR 094): the teacher's save of its sentences' times. */
export function textAlignmentCalls({ textAlignment }: CallDeps): Call[] {
  return [
    {
      method: 'post',
      path: '/api/admin/texts/:id/alignment',
      role: 'admin',
      handlers: [
        validate(
          { params: textIdSchema, body: saveAlignmentRequestSchema },
          async ({ params, body }, req, res) => {
            const saved = await textAlignment.save(params.id, body, consoleActor(currentUser(req)));
            res.json({ success: true, ...saved });
          },
        ),
      ],
    },
  ];
}
