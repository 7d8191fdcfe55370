import { classProgressQuerySchema } from '@langapp/shared';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';

/**
 * The class's progress for the teacher's console (ADR 032): admin only. Both calls take the time
 * zone the teacher's browser counts days in (`tz`).
 */
export function classProgressCalls({ classProgress: progress }: CallDeps): Call[] {
  return [
    {
      method: 'get',
      path: '/api/admin/progress',
      role: 'admin',
      handlers: [
        validate({ query: classProgressQuerySchema }, ({ query }, _req, res) => {
          res.json(progress.progress(query.tz));
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/admin/progress.csv',
      role: 'admin',
      handlers: [
        validate({ query: classProgressQuerySchema }, ({ query }, _req, res) => {
          const { fileName, content } = progress.learnersCsv(query.tz);
          res.attachment(fileName);
          res.type('text/csv; charset=utf-8');
          res.send(content);
        }),
      ],
    },
  ];
}
