import {
  addReviewItemRequestSchema,
  rateCardRequestSchema,
  reviewModeBodySchema,
  reviewSettingsSchema,
  timeZoneQuerySchema,
  undoRatingRequestSchema,
  wordleResultsBodySchema,
} from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';

/**
 * A learner's review deck, settings and progress, and their Wordle games. Every call needs a
 * session and reads or changes the signed-in learner's own rows only: no call takes a user id.
 */
export function reviewCalls({ review, reviewMode, operations }: CallDeps): Call[] {
  return [
    {
      method: 'get',
      path: '/api/review/summary',
      role: 'signed-in',
      handlers: [
        validate({ query: timeZoneQuerySchema }, ({ query }, req, res) => {
          res.json(review.summary(currentUser(req).id, query.tz));
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/review/cards',
      role: 'signed-in',
      handlers: [
        validate({ query: timeZoneQuerySchema }, ({ query }, req, res) => {
          res.json(review.queue(currentUser(req).id, query.tz));
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/review/rate',
      role: 'signed-in',
      handlers: [
        validate({ body: rateCardRequestSchema }, ({ body }, req, res) => {
          const userId = currentUser(req).id;
          // With the device's id of the rating, a retried request (or one sent by sync too) rates
          // once; an id refused before (online or by sync) answers that refusal again (ADR 072).
          if (body.opId === undefined) review.rate(userId, body.cardId, body.rating, body.tz);
          else
            operations.online(userId, { id: body.opId, kind: 'rate' }, (at) => ({
              reviewLogId: review.rate(userId, body.cardId, body.rating, body.tz, at),
            }));
          res.json(review.queue(userId, body.tz));
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/review/undo',
      role: 'signed-in',
      handlers: [
        validate({ body: undoRatingRequestSchema }, ({ body }, req, res) => {
          const userId = currentUser(req).id;
          review.undo(userId);
          res.json(review.queue(userId, body.tz));
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/review/items',
      role: 'signed-in',
      handlers: [
        validate({ body: addReviewItemRequestSchema }, ({ body }, req, res) => {
          res.json({ success: true, added: review.addItem(currentUser(req).id, body) });
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/review/deck',
      role: 'signed-in',
      handlers: [
        (req, res) => {
          res.json(review.deck(currentUser(req).id));
        },
      ],
    },
    {
      method: 'get',
      path: '/api/review/settings',
      role: 'signed-in',
      handlers: [
        (req, res) => {
          res.json({ settings: review.settings(currentUser(req).id) });
        },
      ],
    },
    {
      method: 'post',
      path: '/api/review/settings',
      role: 'signed-in',
      handlers: [
        validate({ body: reviewSettingsSchema }, ({ body }, req, res) => {
          res.json({ settings: review.saveSettings(currentUser(req).id, body) });
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/review/mode',
      role: 'signed-in',
      handlers: [
        (req, res) => {
          res.json({ mode: reviewMode.mode(currentUser(req).id) });
        },
      ],
    },
    {
      method: 'post',
      path: '/api/review/mode',
      role: 'signed-in',
      handlers: [
        validate({ body: reviewModeBodySchema }, ({ body }, req, res) => {
          res.json({ mode: reviewMode.setMode(currentUser(req).id, body.mode) });
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/progress',
      role: 'signed-in',
      handlers: [
        validate({ query: timeZoneQuerySchema }, ({ query }, req, res) => {
          res.json(review.progress(currentUser(req).id, query.tz));
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/wordle-results',
      role: 'signed-in',
      handlers: [
        (req, res) => {
          res.json({ results: review.wordleResults(currentUser(req).id) });
        },
      ],
    },
    {
      method: 'post',
      path: '/api/wordle-results',
      role: 'signed-in',
      handlers: [
        validate({ body: wordleResultsBodySchema }, ({ body }, req, res) => {
          res.json({ results: review.addWordleResults(currentUser(req).id, body.results) });
        }),
      ],
    },
  ];
}
