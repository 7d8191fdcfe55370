import type { Response } from 'express';
import { lessonIdParamsSchema } from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { readerOf } from '../../lib/visibility';
import type { AnkiFile } from './anki.service';

/** Sends a deck as a download: private to the signed-in learner, never cached by the way. */
function sendDeck(res: Response, deck: AnkiFile) {
  res.attachment(deck.fileName);
  res.type('application/apkg');
  res.set('Cache-Control', 'private, no-store');
  res.send(Buffer.from(deck.bytes.buffer, deck.bytes.byteOffset, deck.bytes.byteLength));
}

/**
 * Anki decks to download (ADR 039): GET /api/vocab-lessons/{id}/anki.apkg, a lesson the learner
 * may see; GET /api/review/anki.apkg, the learner's own review deck. A plain link downloads them.
 * Each is the signed-in learner's: their speakers' takes, and only the notices they accepted (ADR 061).
 */
export function ankiCalls({ anki, clock, review }: CallDeps): Call[] {
  return [
    {
      method: 'get',
      path: '/api/vocab-lessons/:id/anki.apkg',
      role: 'signed-in',
      handlers: [
        validate({ params: lessonIdParamsSchema }, ({ params }, req, res) => {
          sendDeck(res, anki.lesson(params.id, { reader: readerOf(req, clock), userId: currentUser(req).id }));
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/review/anki.apkg',
      role: 'signed-in',
      handlers: [
        (req, res) => {
          const userId = currentUser(req).id;
          sendDeck(res, anki.reviewDeck(review.deck(userId), { reader: readerOf(req, clock), userId }));
        },
      ],
    },
  ];
}
