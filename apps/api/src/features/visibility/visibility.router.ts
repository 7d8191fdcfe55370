import { setVisibilityRequestSchema } from '@langapp/shared';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { createVisibilityRepo } from './visibility.repo';
import { createVisibilityService } from './visibility.service';

/** The teacher sets who may see what and sees how many items are at each level (ADR 062). Admin only. */
export function visibilityCalls({ db }: CallDeps): Call[] {
  const visibility = createVisibilityService(createVisibilityRepo(db));
  return [
    {
      method: 'post',
      path: '/api/admin/visibility',
      role: 'admin',
      handlers: [
        validate({ body: setVisibilityRequestSchema }, ({ body }, _req, res) => {
          res.json({ success: true, ...visibility.setLevel(body) });
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
