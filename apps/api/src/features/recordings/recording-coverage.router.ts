import { missingRecordingsQuerySchema } from '@langapp/shared';
import type { MissingRecordings, RecordingCoverage } from '@langapp/shared';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';

/** The console's recording coverage (admin only): the figures, and what is still to record. */
export function recordingCoverageCalls({ recordingCoverage: coverage }: CallDeps): Call[] {
  return [
    {
      method: 'get',
      path: '/api/admin/recording-coverage',
      role: 'admin',
      handlers: [
        (_req, res) => {
          res.json(coverage.summary() satisfies RecordingCoverage);
        },
      ],
    },
    {
      method: 'get',
      path: '/api/admin/recording-coverage/missing',
      role: 'admin',
      handlers: [
        validate({ query: missingRecordingsQuerySchema }, ({ query }, _req, res) => {
          res.json(coverage.missing(query) satisfies MissingRecordings);
        }),
      ],
    },
  ];
}
