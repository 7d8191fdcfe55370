import { Router } from 'express';
import type { Request } from 'express';
import {
  addNoteRequestSchema,
  linkAuthRequestSchema,
  sotwSubmitRequestSchema,
  unsubscribeRequestSchema,
} from '@langapp/shared';
import { currentUser, requireAdmin } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import { formFields } from '../../lib/form-body';
import { HttpError } from '../../lib/http-error';
import type { Logger } from '../../lib/logger';
import { sendMediaFile } from '../../lib/media-files';
import { validate } from '../../lib/validate';
import type { EmailRepo } from './email.repo';
import type { MailingsService } from './mailings.service';

function bearerCode(req: Request): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  if (!match) throw new HttpError(401, 'An Authorization: Bearer code is required.');
  return match[1]!;
}

/** /email/*: the pages that e-mail links open. Authorised by the link's code, never by a session. */
export function emailRouter(
  mailings: MailingsService,
  recordings: { wordsDir: string; sentencesDir: string },
): Router {
  const r = Router();

  r.post(
    '/unsubscribe',
    formFields,
    validate({ body: unsubscribeRequestSchema }, ({ body }, _req, res) => {
      if (!mailings.unsubscribe(body.code)) throw new HttpError(403, 'The unsubscribe link is invalid.');
      res.json({ success: true });
    }),
  );

  r.post(
    '/wotd-info',
    formFields,
    validate({ body: linkAuthRequestSchema }, ({ body }, _req, res) => {
      res.json({ success: true, info: mailings.wotdInfo(body.auth) });
    }),
  );

  r.post(
    '/example',
    formFields,
    validate({ body: linkAuthRequestSchema }, ({ body }, _req, res) => {
      res.json({ success: true, info: mailings.example(body.auth) });
    }),
  );

  // The recordings of the word of the day and its example, playable by whoever holds the link
  // (the code comes in the query, as an audio element can send nothing else; the log redacts it).
  r.get(
    '/wotd-audio',
    validate({ query: linkAuthRequestSchema }, async ({ query }, _req, res) => {
      await sendMediaFile(res, recordings.wordsDir, mailings.wotdRecording(query.auth), { revalidate: true });
    }),
  );
  r.get(
    '/example-audio',
    validate({ query: linkAuthRequestSchema }, async ({ query }, _req, res) => {
      await sendMediaFile(res, recordings.sentencesDir, mailings.exampleRecording(query.auth), {
        revalidate: true,
      });
    }),
  );

  r.get('/lexs', (req, res) => {
    res.json({ success: true, data: mailings.lexsFor(bearerCode(req)) });
  });

  r.post(
    '/sotw-submit',
    validate({ body: sotwSubmitRequestSchema }, ({ body }, req, res) => {
      const date = mailings.submitSentence(bearerCode(req), body);
      res.json({ success: true, date });
    }),
  );

  r.post(
    '/sotw-info',
    validate({ body: linkAuthRequestSchema }, ({ body }, _req, res) => {
      res.json({ success: true, info: mailings.sotwInfo(body.auth) });
    }),
  );

  return r;
}

/**
 * The teacher's review of sentence-of-the-week submissions (admin only). A note added is e-mailed
 * to the learner once (unless they unsubscribed); an e-mail that fails is logged and the note kept.
 */
export function sotwAdminRouter(
  repo: EmailRepo,
  mailings: MailingsService,
  clock: Clock,
  logger: Logger,
): Router {
  const r = Router();
  r.get('/sotw-submitted-sents', requireAdmin, (_req, res) => {
    res.json({ success: true, results: repo.submissions() });
  });
  r.get('/sotw-notes', requireAdmin, (_req, res) => {
    res.json({ success: true, results: repo.notes() });
  });
  r.post(
    '/sotw-add-note',
    requireAdmin,
    validate({ body: addNoteRequestSchema }, async ({ body }, req, res) => {
      if (!repo.submissionExists(body.sent_id))
        throw new HttpError(404, 'There is no submitted sentence with that id.');
      const noteId = repo.addNote(body.sent_id, body.note, currentUser(req).id, clock.now().toISOString());
      const outcome = await mailings.emailNote(noteId);
      if (outcome.status === 'failed') {
        logger.error(
          `The e-mail telling the learner of note ${noteId} could not be sent; the note is kept.`,
          outcome.error,
        );
      }
      res.json({ success: true, emailed: outcome.status === 'sent' });
    }),
  );
  return r;
}
