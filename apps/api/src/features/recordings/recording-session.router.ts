import multer from 'multer';
import {
  MAX_AUDIO_UPLOAD_BYTES,
  RECORDING_SESSION_MAX_TAKES,
  recordingSessionFieldsSchema,
} from '@langapp/shared';
import type { RecordingSessionResponse } from '@langapp/shared';
import { readMultipart } from '../../lib/form-body';
import { HttpError } from '../../lib/http-error';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { recordistOf } from './recorder-takes.router';

const upload = readMultipart(
  multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: MAX_AUDIO_UPLOAD_BYTES,
      files: RECORDING_SESSION_MAX_TAKES,
      fields: 5,
      fieldSize: 64 * 1024,
    },
  }).array('audio', RECORDING_SESSION_MAX_TAKES),
);

/** A recording session's takes saved in one step, all or none (recorder or admin; ADR 084). */
export function recordingSessionCalls({ recordingSession }: CallDeps): Call[] {
  return [
    {
      method: 'post',
      path: '/api/recording-session',
      role: 'recorder',
      handlers: [
        upload,
        validate({ body: recordingSessionFieldsSchema }, async ({ body }, req, res) => {
          const files = Array.isArray(req.files) ? req.files : [];
          if (files.length !== body.takes.length)
            throw new HttpError(
              400,
              `Send one audio part per take: ${body.takes.length} takes listed, ${files.length} audio parts sent.`,
            );
          const result = await recordingSession.save({
            speaker: body.speaker,
            takes: body.takes.map((item, i) => ({ item, audio: files[i]!.buffer })),
            by: recordistOf(req),
          });
          res.json({ success: true, ...result } satisfies RecordingSessionResponse);
        }),
      ],
    },
  ];
}
