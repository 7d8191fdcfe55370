import type { Request } from 'express';
import multer from 'multer';
import {
  markTakeRepliesReadSchema,
  MAX_AUDIO_UPLOAD_BYTES,
  myTakesQuerySchema,
  sendTakeFieldsSchema,
  sentTakeIdParamsSchema,
  sentTakesQuerySchema,
  takeReplyFieldsSchema,
  takeReplyIdParamsSchema,
} from '@langapp/shared';
import type { MyTakesResponse, SentTakesResponse } from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import { readMultipart } from '../../lib/form-body';
import { HttpError } from '../../lib/http-error';
import { sendMediaFile } from '../../lib/media-files';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { readerOf } from '../../lib/visibility';
import type { Asker } from './take-feedback.service';

const upload = readMultipart(
  multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_AUDIO_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
  }).single('audio'),
);

const askerOf = (req: Request): Asker => {
  const user = currentUser(req);
  return { userId: user.id, teacher: user.isAdmin };
};

/**
 * "Send to my teacher" (issue 38, ADR 083): a learner's own sent takes (any signed-in account; each
 * reaches only their own), the teachers' list and replies (admin; a recorder is not a teacher), and
 * the files, heard only by the take's learner and the teachers.
 */
export function takeFeedbackCalls({ takeFeedback, clock }: CallDeps): Call[] {
  return [
    {
      method: 'post',
      path: '/api/take-feedback',
      role: 'signed-in',
      handlers: [
        upload,
        validate({ body: sendTakeFieldsSchema }, async ({ body }, req, res) => {
          const { take, created } = await takeFeedback.send(askerOf(req), readerOf(req, clock), body, () => {
            if (!req.file)
              throw new HttpError(
                400,
                'audio is required: send the recording as the multipart field "audio".',
              );
            return req.file.buffer;
          });
          res.status(created ? 201 : 200).json({ success: true, take });
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/take-feedback',
      role: 'signed-in',
      handlers: [
        validate({ query: myTakesQuerySchema }, ({ query }, req, res) => {
          res.json(
            takeFeedback.mine(askerOf(req), readerOf(req, clock), query.item) satisfies MyTakesResponse,
          );
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/take-feedback/read',
      role: 'signed-in',
      handlers: [
        validate({ body: markTakeRepliesReadSchema }, ({ body }, req, res) => {
          takeFeedback.markRead(currentUser(req).id, body.takes);
          res.json({ success: true });
        }),
      ],
    },
    {
      method: 'delete',
      path: '/api/take-feedback/:id',
      role: 'signed-in',
      handlers: [
        validate({ params: sentTakeIdParamsSchema }, ({ params }, req, res) => {
          takeFeedback.removeTake(askerOf(req), params.id);
          res.json({ success: true });
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/take-feedback/:id/audio',
      role: 'signed-in',
      handlers: [
        validate({ params: sentTakeIdParamsSchema }, async ({ params }, req, res) => {
          const file = takeFeedback.takeFile(params.id, askerOf(req));
          await sendMediaFile(res, takeFeedback.folder, file, { revalidate: true });
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/take-feedback/replies/:id/audio',
      role: 'signed-in',
      handlers: [
        validate({ params: takeReplyIdParamsSchema }, async ({ params }, req, res) => {
          const file = takeFeedback.replyFile(params.id, askerOf(req));
          await sendMediaFile(res, takeFeedback.folder, file, { revalidate: true });
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/admin/take-feedback',
      role: 'admin',
      handlers: [
        validate({ query: sentTakesQuerySchema }, ({ query }, _req, res) => {
          res.json(takeFeedback.list(query) satisfies SentTakesResponse);
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/admin/take-feedback/:id/replies',
      role: 'admin',
      handlers: [
        upload,
        validate(
          { params: sentTakeIdParamsSchema, body: takeReplyFieldsSchema },
          async ({ params, body }, req, res) => {
            const reply = await takeFeedback.reply(
              currentUser(req).id,
              params.id,
              body.text,
              req.file?.buffer,
            );
            res.status(201).json({ success: true, reply });
          },
        ),
      ],
    },
    {
      method: 'delete',
      path: '/api/admin/take-feedback/replies/:id',
      role: 'admin',
      handlers: [
        validate({ params: takeReplyIdParamsSchema }, ({ params }, req, res) => {
          takeFeedback.removeReply(currentUser(req).id, params.id);
          res.json({ success: true });
        }),
      ],
    },
  ];
}
