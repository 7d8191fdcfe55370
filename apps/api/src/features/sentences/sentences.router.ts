import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { createSentRequestSchema, linkedLexIds, newSentenceDataSchema } from '@langapp/shared';
import { requireAdmin, requireUser } from '../../lib/auth';
import { cachedJson } from '../../lib/cached-json';
import type { Clock } from '../../lib/clock';
import { formFields } from '../../lib/form-body';
import { HttpError } from '../../lib/http-error';
import { parseJsonField } from '../../lib/json-field';
import { validate } from '../../lib/validate';
import type { createLexiconRepo } from '../lexicon/lexicon.repo';
import type { createSentencesRepo } from './sentences.repo';

export function sentencesRouter(
  repo: ReturnType<typeof createSentencesRepo>,
  lexicon: ReturnType<typeof createLexiconRepo>,
  clock: Clock,
): Router {
  const r = Router();
  r.get(
    '/sents',
    requireUser,
    cachedJson(repo.version, () => ({ data: repo.all() })),
  );
  r.post(
    '/create-sent',
    requireAdmin,
    formFields,
    validate({ body: createSentRequestSchema }, ({ body }, _req, res) => {
      const data = parseJsonField(body.data.normalize('NFC'), newSentenceDataSchema, 'data');
      const missing = lexicon.missingIds(linkedLexIds(data.anno));
      if (missing.length > 0) throw new HttpError(400, `No lexical entry has the id ${missing.join(', ')}.`);
      const id = body.id || `s-${randomUUID()}`;
      if (repo.exists(id)) throw new HttpError(409, `A sentence with the id ${id} exists already.`);
      repo.save({
        id,
        text: data.text,
        trans: data.trans,
        anno: data.anno,
        timestamp: clock.now().toISOString(),
      });
      res.json({ success: true, id });
    }),
  );
  return r;
}
