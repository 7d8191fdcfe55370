import { Router } from 'express';
import type { Response } from 'express';
import { lessonIdParamsSchema } from '@langapp/shared';
import { currentUser, requireUser } from '../../lib/auth';
import { validate } from '../../lib/validate';
import type { AnkiFile, AnkiService } from './anki.service';

/** Sends a deck as a download: private to the signed-in learner, never cached by the way. */
function sendDeck(res: Response, deck: AnkiFile) {
  res.attachment(deck.fileName);
  res.type('application/apkg');
  res.set('Cache-Control', 'private, no-store');
  res.send(Buffer.from(deck.bytes.buffer, deck.bytes.byteOffset, deck.bytes.byteLength));
}

/**
 * Anki decks to download (ADR 039): GET /vocab-lessons/{id}/anki.apkg, a lesson the learner may
 * see; GET /review/anki.apkg, the learner's own review deck. Signed in; a plain link downloads them.
 */
export function ankiRouter(
  anki: AnkiService,
  review: { deck(userId: number): { words: number[]; sentences: string[] } },
): Router {
  const r = Router();
  r.get(
    '/vocab-lessons/:id/anki.apkg',
    requireUser,
    validate({ params: lessonIdParamsSchema }, ({ params }, req, res) => {
      sendDeck(res, anki.lesson(params.id, currentUser(req)));
    }),
  );
  r.get('/review/anki.apkg', requireUser, (req, res) => {
    sendDeck(res, anki.reviewDeck(review.deck(currentUser(req).id)));
  });
  return r;
}
