import path from 'node:path';
import { sendMediaFile } from '../../lib/media-files';
import type { Call, CallDeps } from '../../lib/route-table';

/**
 * GET /api/numbers: the number words 0 to 10 with the address of their recordings;
 * /media/numbers/{file}: the recordings, at a fixed place on the product's own host.
 */
export function numbersCalls({ repos, config }: CallDeps): Call[] {
  const numbers = repos.numbers;
  return [
    {
      method: 'get',
      path: '/api/numbers',
      role: 'signed-in',
      handlers: [
        (_req, res) => {
          res.json({
            data: numbers
              .all()
              .map((n) => ({ value: n.value, name: n.name, url: `/media/numbers/${n.filename}` })),
          });
        },
      ],
    },
    {
      method: 'get',
      path: '/media/numbers/:filename',
      role: 'signed-in',
      handlers: [
        async (req, res) => {
          await sendMediaFile(res, path.join(config.mediaDir, 'numbers'), req.params.filename!);
        },
      ],
    },
  ];
}
