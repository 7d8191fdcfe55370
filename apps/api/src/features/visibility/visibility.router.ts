import { setVisibilityRequestSchema } from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';

/** The teacher sets who may see what and sees how many items are at each level (ADR 062). Admin only. */
export function visibilityCalls({ visibility }: CallDeps): Call[] {
  return [
    {
      method: 'post',
      path: '/api/admin/visibility',
      role: 'admin',
      handlers: [
        validate({ body: setVisibilityRequestSchema }, ({ body }, req, res) => {
          const actor = { accountId: currentUser(req).id, source: 'visibility' } as const;
          res.json({ success: true, ...visibility.setLevel(body, actor) });
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/admin/visibility-counts',
      role: 'admin',
      handlers: [
        (_req, res) => {
          res.json(visibility.counts());
        },
      ],
    },
  ];
}
