import { Router } from 'express';
import { missingRecordingsQuerySchema } from '@langapp/shared';
import type { MissingRecordings, RecordingCoverage } from '@langapp/shared';
import { requireAdmin } from '../../lib/auth';
import { validate } from '../../lib/validate';
import type { RecordingCoverageRepo } from './recording-coverage.repo';
import { createRecordingCoverage } from './recording-coverage.service';

/** The console's recording coverage (admin only): the figures, and what is still to record. */
export function recordingCoverageRouter(repo: RecordingCoverageRepo): Router {
  const r = Router();
  const coverage = createRecordingCoverage(repo);

  r.get('/admin/recording-coverage', requireAdmin, (_req, res) => {
    res.json(coverage.summary() satisfies RecordingCoverage);
  });

  r.get(
    '/admin/recording-coverage/missing',
    requireAdmin,
    validate({ query: missingRecordingsQuerySchema }, ({ query }, _req, res) => {
      res.json(coverage.missing(query) satisfies MissingRecordings);
    }),
  );

  return r;
}
