import multer from 'multer';
import { MAX_AUDIO_UPLOAD_BYTES, textIdSchema, uploadTextRecordingFieldsSchema } from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import { formFields, readMultipart } from '../../lib/form-body';
import { HttpError } from '../../lib/http-error';
import { sendMediaFile } from '../../lib/media-files';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { readerOf } from '../../lib/visibility';

const upload = readMultipart(
  multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_AUDIO_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
  }).single('audio'),
);

/** A text's whole recording (ADR 087): the teacher's upload and removal, and its files for readers. */
export function textRecordingCalls({ textRecording, clock }: CallDeps): Call[] {
  return [
    {
      method: 'post',
      path: '/api/upload-text-recording',
      role: 'admin',
      handlers: [
        upload,
        validate({ body: uploadTextRecordingFieldsSchema }, async ({ body }, req, res) => {
          if (!req.file)
            throw new HttpError(400, 'audio is required: send the recording as the multipart field "audio".');
          const user = currentUser(req);
          const filename = await textRecording.replace({
            textId: body.id,
            bytes: req.file.buffer,
            by: { userId: user.id, username: user.username },
            ...(body.speaker === undefined ? {} : { speaker: body.speaker }),
            visibility: body.visibility,
          });
          res.json({ success: true, filename });
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/delete-text-recording',
      role: 'admin',
      handlers: [
        formFields,
        validate({ body: textIdSchema }, ({ body }, _req, res) => {
          textRecording.remove(body.id);
          res.json({ success: true });
        }),
      ],
    },
    // A file nobody may hear does not exist for them (404), as a sentence take's (ADR 058).
    {
      method: 'get',
      path: '/api/text-audio/:filename',
      role: 'signed-in',
      handlers: [
        async (req, res) => {
          const file = String(req.params.filename);
          if (!textRecording.fileHeard(file, readerOf(req, clock))) throw new HttpError(404, 'No such file.');
          await sendMediaFile(res, textRecording.folders.live, file, { revalidate: true });
        },
      ],
    },
  ];
}
