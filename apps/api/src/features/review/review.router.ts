import { Router } from 'express';
import {
  addReviewItemRequestSchema,
  rateCardRequestSchema,
  reviewSettingsSchema,
  timeZoneQuerySchema,
  undoRatingRequestSchema,
  wordleResultsBodySchema,
} from '@langapp/shared';
import { currentUser, requireUser } from '../../lib/auth';
import { validate } from '../../lib/validate';
import type { ReviewService } from './review.service';

/**
 * A learner's review deck, settings and progress, and their Wordle games. Every call needs a
 * session and reads or changes the signed-in learner's own rows only: no call takes a user id.
 */
export function reviewRouter(review: ReviewService): Router {
  const r = Router();
  r.use(['/review', '/progress', '/wordle-results'], requireUser);

  r.get(
    '/review/summary',
    validate({ query: timeZoneQuerySchema }, ({ query }, req, res) => {
      res.json(review.summary(currentUser(req).id, query.tz));
    }),
  );
  r.get(
    '/review/cards',
    validate({ query: timeZoneQuerySchema }, ({ query }, req, res) => {
      res.json(review.queue(currentUser(req).id, query.tz));
    }),
  );
  r.post(
    '/review/rate',
    validate({ body: rateCardRequestSchema }, ({ body }, req, res) => {
      res.json(review.rate(currentUser(req).id, body.cardId, body.rating, body.tz));
    }),
  );
  r.post(
    '/review/undo',
    validate({ body: undoRatingRequestSchema }, ({ body }, req, res) => {
      res.json(review.undo(currentUser(req).id, body.tz));
    }),
  );
  r.post(
    '/review/items',
    validate({ body: addReviewItemRequestSchema }, ({ body }, req, res) => {
      res.json({ success: true, added: review.addItem(currentUser(req).id, body) });
    }),
  );
  r.get('/review/deck', (req, res) => {
    res.json(review.deck(currentUser(req).id));
  });
  r.get('/review/settings', (req, res) => {
    res.json({ settings: review.settings(currentUser(req).id) });
  });
  r.post(
    '/review/settings',
    validate({ body: reviewSettingsSchema }, ({ body }, req, res) => {
      res.json({ settings: review.saveSettings(currentUser(req).id, body) });
    }),
  );
  r.get(
    '/progress',
    validate({ query: timeZoneQuerySchema }, ({ query }, req, res) => {
      res.json(review.progress(currentUser(req).id, query.tz));
    }),
  );
  r.get('/wordle-results', (req, res) => {
    res.json({ results: review.wordleResults(currentUser(req).id) });
  });
  r.post(
    '/wordle-results',
    validate({ body: wordleResultsBodySchema }, ({ body }, req, res) => {
      res.json({ results: review.addWordleResults(currentUser(req).id, body.results) });
    }),
  );
  return r;
}
