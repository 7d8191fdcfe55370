import { Router } from 'express';
import {
  addLexRequestSchema,
  deleteLexRequestSchema,
  lexIdParamsSchema,
  RANDOM_VOCAB_SET_SIZE,
  updateLexRequestSchema,
} from '@langapp/shared';
import { requireAdmin, requireUser } from '../../lib/auth';
import { cachedJson } from '../../lib/cached-json';
import type { Clock } from '../../lib/clock';
import { formFields } from '../../lib/form-body';
import { validate } from '../../lib/validate';
import type { LexiconRepo } from './lexicon.repo';
import { createLexiconService } from './lexicon.service';

export function lexiconRouter(repo: LexiconRepo, clock: Clock): Router {
  const r = Router();
  const lexicon = createLexiconService(repo, clock);
  r.get('/random-vocab', requireUser, (_req, res) => {
    // Distinct glosses only, so a pair can always be told apart.
    const seen = new Set<string>();
    const result = repo
      .randomWithAudio(RANDOM_VOCAB_SET_SIZE * 3)
      .filter((item) => !seen.has(item.gloss) && seen.add(item.gloss))
      .slice(0, RANDOM_VOCAB_SET_SIZE);
    res.json({ result });
  });

  r.get(
    '/lexs',
    requireUser,
    cachedJson(repo.version, () => ({ data: repo.all() })),
  );

  r.post(
    '/add-lex',
    requireAdmin,
    formFields,
    validate({ body: addLexRequestSchema }, ({ body }, _req, res) => {
      const id = lexicon.add(body, { warnDuplicates: body.warnDuplicates });
      res.json({ success: true, id });
    }),
  );

  // Dictionary upkeep (admin, ADR 034): edit, where an entry is used, delete.
  r.post(
    '/update-lex',
    requireAdmin,
    formFields,
    validate({ body: updateLexRequestSchema }, ({ body }, _req, res) => {
      const { entry, recordingsMoved } = lexicon.update(body.id, body, { confirm: body.confirm });
      res.json({ success: true, entry, recordingsMoved });
    }),
  );

  r.get(
    '/lex-uses/:id',
    requireAdmin,
    validate({ params: lexIdParamsSchema }, ({ params }, _req, res) => {
      res.json({ success: true, data: lexicon.uses(params.id) });
    }),
  );

  r.post(
    '/delete-lex',
    requireAdmin,
    formFields,
    validate({ body: deleteLexRequestSchema }, ({ body }, _req, res) => {
      lexicon.remove(body.id);
      res.json({ success: true });
    }),
  );
  return r;
}
