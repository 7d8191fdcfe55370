import type { Request } from 'express';
import {
  addNoteRequestSchema,
  linkAuthRequestSchema,
  sotwSubmitRequestSchema,
  unsubscribeRequestSchema,
} from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import { formFields } from '../../lib/form-body';
import { HttpError } from '../../lib/http-error';
import { sendMediaFile } from '../../lib/media-files';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { recordingFolders } from '../recordings/recordings.service';

function bearerCode(req: Request): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  if (!match) throw new HttpError(401, 'An Authorization: Bearer code is required.');
  return match[1]!;
}

/**
 * /email/*: the pages that e-mail links open, authorised by the link's code, never by a session;
 * and the teacher's review of sentence-of-the-week submissions (admin only). A note added is
 * e-mailed to the learner once (unless they unsubscribed); an e-mail that fails is logged and the
 * note kept.
 */
export function emailCalls({ config, logger, mailings }: CallDeps): Call[] {
  const recordings = recordingFolders(config.mediaDir);
  return [
    {
      method: 'post',
      path: '/email/unsubscribe',
      role: 'email-code',
      handlers: [
        formFields,
        validate({ body: unsubscribeRequestSchema }, ({ body }, _req, res) => {
          mailings.unsubscribe(body.code);
          res.json({ success: true });
        }),
      ],
    },
    {
      method: 'post',
      path: '/email/wotd-info',
      role: 'email-code',
      handlers: [
        formFields,
        validate({ body: linkAuthRequestSchema }, ({ body }, _req, res) => {
          res.json({ success: true, info: mailings.wotdInfo(body.auth) });
        }),
      ],
    },
    {
      method: 'post',
      path: '/email/example',
      role: 'email-code',
      handlers: [
        formFields,
        validate({ body: linkAuthRequestSchema }, ({ body }, _req, res) => {
          res.json({ success: true, info: mailings.example(body.auth) });
        }),
      ],
    },
    // The recordings of the word of the day and its example, playable by whoever holds the link
    // (the code comes in the query, as an audio element can send nothing else; the log redacts it).
    {
      method: 'get',
      path: '/email/wotd-audio',
      role: 'email-code',
      handlers: [
        validate({ query: linkAuthRequestSchema }, async ({ query }, _req, res) => {
          await sendMediaFile(res, recordings.words, mailings.wotdRecording(query.auth), {
            revalidate: true,
          });
        }),
      ],
    },
    {
      method: 'get',
      path: '/email/example-audio',
      role: 'email-code',
      handlers: [
        validate({ query: linkAuthRequestSchema }, async ({ query }, _req, res) => {
          await sendMediaFile(res, recordings.sentences, mailings.exampleRecording(query.auth), {
            revalidate: true,
          });
        }),
      ],
    },
    {
      method: 'get',
      path: '/email/lexs',
      role: 'email-code',
      handlers: [
        (req, res) => {
          res.json({ success: true, data: mailings.lexsFor(bearerCode(req)) });
        },
      ],
    },
    {
      method: 'post',
      path: '/email/sotw-submit',
      role: 'email-code',
      handlers: [
        validate({ body: sotwSubmitRequestSchema }, ({ body }, req, res) => {
          const date = mailings.submitSentence(bearerCode(req), body);
          res.json({ success: true, date });
        }),
      ],
    },
    {
      method: 'post',
      path: '/email/sotw-info',
      role: 'email-code',
      handlers: [
        validate({ body: linkAuthRequestSchema }, ({ body }, _req, res) => {
          res.json({ success: true, info: mailings.sotwInfo(body.auth) });
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/sotw-submitted-sents',
      role: 'admin',
      handlers: [
        (_req, res) => {
          res.json({ success: true, results: mailings.submissions() });
        },
      ],
    },
    {
      method: 'get',
      path: '/api/sotw-notes',
      role: 'admin',
      handlers: [
        (_req, res) => {
          res.json({ success: true, results: mailings.notes() });
        },
      ],
    },
    {
      method: 'post',
      path: '/api/sotw-add-note',
      role: 'admin',
      handlers: [
        validate({ body: addNoteRequestSchema }, async ({ body }, req, res) => {
          const { noteId, outcome } = await mailings.addNote(body.sent_id, body.note, currentUser(req).id);
          if (outcome.status === 'failed') {
            logger.error(
              `The e-mail telling the learner of note ${noteId} could not be sent; the note is kept.`,
              outcome.error,
            );
          }
          res.json({ success: true, emailed: outcome.status === 'sent' });
        }),
      ],
    },
  ];
}
