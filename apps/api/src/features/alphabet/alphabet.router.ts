import { alphabetDataSchema } from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { readerOf } from '../../lib/visibility';

/**
 * The alphabet (issue 40, ADR 089): read by anyone (letters are not secret; samples as the reader
 * may see them), saved and detected by the teacher.
 */
export function alphabetCalls({ alphabet, clock }: CallDeps): Call[] {
  return [
    {
      method: 'get',
      path: '/api/alphabet',
      role: 'public',
      handlers: [
        (req, res) => {
          res.json(alphabet.read(readerOf(req, clock), req.user?.id ?? null));
        },
      ],
    },
    {
      method: 'post',
      path: '/api/admin/alphabet',
      role: 'admin',
      handlers: [
        validate({ body: alphabetDataSchema }, ({ body }, req, res) => {
          res.json(alphabet.save(body, readerOf(req, clock), currentUser(req).id));
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/admin/alphabet/detect',
      role: 'admin',
      handlers: [
        (_req, res) => {
          res.json(alphabet.detect());
        },
      ],
    },
  ];
}
