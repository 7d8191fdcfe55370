import { wordleAnswerQuerySchema, wordleGameQuerySchema, wordleGuessesBodySchema } from '@langapp/shared';
import type { WordleServerGame } from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import { cachedJsonByViewer } from '../../lib/cached-json';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { readerOf, viewerOfRequest } from '../../lib/visibility';

/**
 * The daily word game's three public GET calls, among the API's most frequent, a signed-in
 * learner's game of a day, kept on the account (ADR 056), and the answers of the coming days their
 * device keeps to play without a connection (ADR 066).
 */
export function wordleCalls({ wordle, clock }: CallDeps): Call[] {
  return [
    {
      method: 'get',
      path: '/api/wordle-valid',
      role: 'public',
      handlers: [cachedJsonByViewer(wordle.wordsVersion, (viewer) => wordle.validWords(viewer))],
    },
    {
      method: 'get',
      path: '/api/wordle-answer',
      role: 'public',
      handlers: [
        validate({ query: wordleAnswerQuerySchema }, ({ query }, req, res) => {
          res.json(wordle.answer(query.date, readerOf(req, clock), req.user?.id ?? null));
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/wordle-days',
      role: 'signed-in',
      handlers: [
        (req, res) => {
          res.json(wordle.comingAnswers(readerOf(req, clock), currentUser(req).id));
        },
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
    {
      method: 'get',
      path: '/api/wordle-game',
      role: 'signed-in',
      handlers: [
        validate({ query: wordleGameQuerySchema }, ({ query }, req, res) => {
          res.json({ game: wordle.game(currentUser(req).id, viewerOfRequest(req), query.date) satisfies WordleServerGame });
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/wordle-game',
      role: 'signed-in',
      handlers: [
        validate({ body: wordleGuessesBodySchema }, ({ body }, req, res) => {
          const game = wordle.recordGuesses(currentUser(req).id, viewerOfRequest(req), body.date, body.guesses);
          res.json({ game } satisfies { game: WordleServerGame });
        }),
      ],
    },
  ];
}
