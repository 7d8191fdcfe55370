import { Router } from 'express';
import { addLexRequestSchema, normalizeWord, RANDOM_VOCAB_SET_SIZE } from '@langapp/shared';
import { requireAdmin, requireUser } from '../../lib/auth';
import { cachedJson } from '../../lib/cached-json';
import { formFields } from '../../lib/form-body';
import { validate } from '../../lib/validate';
import type { createLexiconRepo } from './lexicon.repo';

export function lexiconRouter(repo: ReturnType<typeof createLexiconRepo>): Router {
  const r = Router();
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
      const id = repo.insertNext({
        // Words are stored in the orthography's form: NFC, lowercase, straight apostrophe.
        lex: normalizeWord(body.lex),
        pos: body.pos.normalize('NFC'),
        gloss: body.gloss.normalize('NFC'),
        notes: body.notes.normalize('NFC'),
      });
      res.json({ success: true, id });
    }),
  );
  return r;
}
