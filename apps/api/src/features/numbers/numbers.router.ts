import path from 'node:path';
import { Router } from 'express';
import type { Db } from '../../db/database';
import { requireUser } from '../../lib/auth';
import { sendMediaFile } from '../../lib/media-files';

/** GET /api/numbers: the number words 0 to 10 with the address of their recordings. */
export function numbersApiRouter(db: Db): Router {
  const all = db.prepare<[], { value: number; name: string; filename: string }>(
    'SELECT value, name, filename FROM number_words ORDER BY value',
  );
  const r = Router();
  r.get('/numbers', requireUser, (_req, res) => {
    res.json({
      data: all.all().map((n) => ({ value: n.value, name: n.name, url: `/media/numbers/${n.filename}` })),
    });
  });
  return r;
}

/** /media/numbers/{file}: number recordings at a fixed place on the product's own host. */
export function numbersMediaRouter(mediaDir: string): Router {
  const r = Router();
  r.get('/media/numbers/:filename', requireUser, async (req, res) => {
    await sendMediaFile(res, path.join(mediaDir, 'numbers'), req.params.filename);
  });
  return r;
}
