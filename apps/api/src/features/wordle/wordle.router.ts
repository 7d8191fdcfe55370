import { Router } from 'express';
import { wordleAnswerQuerySchema } from '@langapp/shared';
import { cachedJson } from '../../lib/cached-json';
import { HttpError } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import type { createWordleService } from './wordle.service';

/**
 * The daily word game's three public calls, on a router of their own or on the one given: the API
 * registers them on its own router, so its most frequent calls are matched one level sooner.
 */
export function wordleRouter(wordle: ReturnType<typeof createWordleService>, r: Router = Router()): Router {
  r.get(
    '/wordle-valid',
    cachedJson(wordle.wordsVersion, () => ({ lexs: wordle.validWords() })),
  );
  r.get(
    '/wordle-answer',
    validate({ query: wordleAnswerQuerySchema }, ({ query }, req, res) => {
      const answer = wordle.answer(query.date, Boolean(req.user));
      if (!answer) throw new HttpError(404, 'There are no words for the game yet.');
      res.json(answer);
    }),
  );
  r.get('/wordle-dates-all', (_req, res) => {
    res.json(wordle.dates());
  });
  return r;
}
