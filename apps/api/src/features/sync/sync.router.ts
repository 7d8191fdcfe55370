import { syncRequestSchema } from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { viewerOfRequest } from '../../lib/visibility';

/**
 * What a learner did offline, sent when the connection returns (ADR 063). The services it goes
 * through are the online calls' own instances (ADR 075), each operation applied as of its instant.
 */
export function syncCalls({ sync }: CallDeps): Call[] {
  return [
    {
      method: 'post',
      path: '/api/sync',
      role: 'signed-in',
      handlers: [
        validate({ body: syncRequestSchema }, ({ body }, req, res) => {
          res.json({ results: sync.apply(currentUser(req), viewerOfRequest(req), body.tz, body.ops) });
        }),
      ],
    },
  ];
}
