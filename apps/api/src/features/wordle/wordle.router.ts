import type { RequestHandler } from 'express';
import { wordleAnswerQuerySchema } from '@langapp/shared';
import { cachedJson } from '../../lib/cached-json';
import { HttpError } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import type { createWordleService } from './wordle.service';

/**
 * The daily word game's three public GET calls, by path. They are among the API's most frequent
 * calls, so the app registers them as frequent calls (lib/frequent-calls.ts).
 */
export function wordleCalls(wordle: ReturnType<typeof createWordleService>): Record<string, RequestHandler> {
  return {
    '/wordle-valid': cachedJson(wordle.wordsVersion, () => ({ lexs: wordle.validWords() })),
    '/wordle-answer': validate({ query: wordleAnswerQuerySchema }, ({ query }, req, res) => {
      const answer = wordle.answer(query.date, Boolean(req.user));
      if (!answer) throw new HttpError(404, 'There are no words for the game yet.');
      res.json(answer);
    }),
    '/wordle-dates-all': (_req, res) => {
      res.json(wordle.dates());
    },
  };
}
