import { Router } from 'express';
import { RANDOM_VOCAB_SET_SIZE } from '@langapp/shared';
import { requireUser } from '../../lib/auth';
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
  return r;
}
