import { Router } from 'express';
import { classProgressQuerySchema } from '@langapp/shared';
import type { Db } from '../../db/database';
import { requireAdmin } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import { validate } from '../../lib/validate';
import { createClassProgressRepo } from './class-progress.repo';
import { createClassProgressService } from './class-progress.service';

/**
 * The class's progress for the teacher's console (ADR 032): admin only. Both calls take the time
 * zone the teacher's browser counts days in (`tz`).
 */
export function classProgressRouter(db: Db, clock: Clock): Router {
  const progress = createClassProgressService(createClassProgressRepo(db), clock);
  const r = Router();

  r.get(
    '/admin/progress',
    requireAdmin,
    validate({ query: classProgressQuerySchema }, ({ query }, _req, res) => {
      res.json(progress.progress(query.tz));
    }),
  );
  r.get(
    '/admin/progress.csv',
    requireAdmin,
    validate({ query: classProgressQuerySchema }, ({ query }, _req, res) => {
      const { fileName, content } = progress.learnersCsv(query.tz);
      res.attachment(fileName);
      res.type('text/csv; charset=utf-8');
      res.send(content);
    }),
  );
  return r;
}
