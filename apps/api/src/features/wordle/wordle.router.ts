import { wordleAnswerQuerySchema } from '@langapp/shared';
import { cachedJson } from '../../lib/cached-json';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { createWordleRepo } from './wordle.repo';
import { createWordleService } from './wordle.service';

/** The daily word game's three public GET calls, among the API's most frequent. */
export function wordleCalls({ db, clock }: CallDeps): Call[] {
  const wordle = createWordleService(createWordleRepo(db), clock);
  return [
    {
      method: 'get',
      path: '/api/wordle-valid',
      role: 'public',
      handlers: [cachedJson(wordle.wordsVersion, () => ({ lexs: wordle.validWords() }))],
    },
    {
      method: 'get',
      path: '/api/wordle-answer',
      role: 'public',
      handlers: [
        validate({ query: wordleAnswerQuerySchema }, ({ query }, req, res) => {
          res.json(wordle.answer(query.date, Boolean(req.user)));
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/wordle-dates-all',
      role: 'public',
      handlers: [
        (_req, res) => {
          res.json(wordle.dates());
        },
      ],
    },
  ];
}
