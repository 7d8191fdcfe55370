import { historyItemParamsSchema, historyVersionParamsSchema } from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';

/** The history of entries, sentences and texts, and "restore this version" (admin; ADR 059). */
export function historyCalls({ history }: CallDeps): Call[] {
  return [
    {
      method: 'get',
      path: '/api/admin/history/:kind/:id',
      role: 'admin',
      handlers: [
        validate({ params: historyItemParamsSchema }, ({ params }, _req, res) => {
          res.json({ success: true, data: history.versions(params.kind, params.id) });
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/admin/history/:versionId/restore',
      role: 'admin',
      handlers: [
        validate({ params: historyVersionParamsSchema }, ({ params }, req, res) => {
          res.json({ success: true, versionId: history.restore(params.versionId, currentUser(req).id) });
        }),
      ],
    },
  ];
}
