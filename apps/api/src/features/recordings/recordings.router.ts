import type { Request } from 'express';
import multer from 'multer';
import {
  answersRequestSchema,
  confirmLexAudioFieldsSchema,
  deleteRecordingFieldsSchema,
  MAX_AUDIO_UPLOAD_BYTES,
  sentAudiosQuerySchema,
  uploadLexAudioWithSpeakerSchema,
  uploadSentAudioWithSpeakerSchema,
} from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import { formFields, readMultipart } from '../../lib/form-body';
import { HttpError } from '../../lib/http-error';
import { sendMediaFile } from '../../lib/media-files';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { readerOf, viewerOfRequest } from '../../lib/visibility';
import { recorderTakesCalls, recordistOf } from './recorder-takes.router';
import { recordingCoverageCalls } from './recording-coverage.router';
import { createRecordingFiles } from './recording-files';
import { recordingSessionCalls } from './recording-session.router';
import { wordAudioCalls } from './word-audio.router';

const upload = readMultipart(
  multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_AUDIO_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
  }).single('audio'),
);

function uploadedBytes(req: Request): Buffer {
  if (!req.file)
    throw new HttpError(400, 'audio is required: send the recording as the multipart field "audio".');
  return req.file.buffer;
}

/**
 * Recordings: uploads and deletions (admin), the sentence recordings and their files, the
 * listening exercise, the lesson recordings and their files, speakers; with the word recordings
 * (word-audio.router.ts) and the console's coverage (recording-coverage.router.ts).
 */
export function recordingsCalls(deps: CallDeps): Call[] {
  const { recordings, lessonRecordings, recordingTrash: trash, recorderTakes, clock } = deps;
  const sendRecordingFile = createRecordingFiles(recordings, recordings.folders, recorderTakes.fileOwned);

  // Deleting a take (docs/decisions/020): its files go to the trash, its row is kept and marked.
  const deleting = (path: string, kind: 'word' | 'sentence'): Call => ({
    method: 'post',
    path,
    role: 'admin',
    handlers: [
      formFields,
      validate({ body: deleteRecordingFieldsSchema }, ({ body }, _req, res) => {
        trash.remove(kind, body.filename);
        res.json({ success: true });
      }),
    ],
  });

  return [
    {
      method: 'post',
      path: '/api/upload-lex-audio',
      role: 'recorder',
      handlers: [
        upload,
        validate({ body: uploadLexAudioWithSpeakerSchema }, async ({ body }, req, res) => {
          const { filename, waiting } = await recordings.addWordTake({
            word: body.word,
            ...(body.lexId === undefined ? {} : { lexId: body.lexId }),
            audio: () => uploadedBytes(req),
            by: recordistOf(req),
            ...(body.speaker === undefined ? {} : { speaker: body.speaker }),
            visibility: body.visibility,
          });
          res.json({ success: true, filename, waiting });
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/upload-sent-audio',
      role: 'recorder',
      handlers: [
        upload,
        validate({ body: uploadSentAudioWithSpeakerSchema }, async ({ body }, req, res) => {
          const { filename, waiting } = await recordings.addSentenceTake({
            sentId: body.id,
            audio: () => uploadedBytes(req),
            by: recordistOf(req),
            ...(body.speaker === undefined ? {} : { speaker: body.speaker }),
            visibility: body.visibility,
          });
          res.json({ success: true, filename, waiting });
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/sent-audios',
      role: 'signed-in',
      handlers: [
        validate({ query: sentAudiosQuerySchema }, ({ query }, req, res) => {
          res.json({
            data: recordings.sentAudios(readerOf(req, clock), { sentIds: query.sent, textId: query.text }),
          });
        }),
      ],
    },
    // A deleted take's files are in the trash folder, so they are no longer served (404).
    {
      method: 'get',
      path: '/api/audio-sent/:filename',
      role: 'signed-in',
      handlers: [
        async (req, res) => {
          await sendRecordingFile(res, 'sentence', req.params.filename!, readerOf(req, clock), req.user?.id);
        },
      ],
    },
    // The console's recordings to confirm (issue 25): which homograph a shared take belongs to.
    {
      method: 'post',
      path: '/api/confirm-lex-audio',
      role: 'admin',
      handlers: [
        formFields,
        validate({ body: confirmLexAudioFieldsSchema }, ({ body }, _req, res) => {
          recordings.confirmWordTake(body);
          res.json({ success: true });
        }),
      ],
    },
    deleting('/api/delete-lex-audio', 'word'),
    deleting('/api/delete-sent-audio', 'sentence'),
    ...recordingCoverageCalls(deps),
    ...recorderTakesCalls(deps),
    ...recordingSessionCalls(deps),
    {
      method: 'get',
      path: '/api/recording-speakers',
      role: 'signed-in',
      handlers: [
        (_req, res) => {
          res.json({ data: recordings.speakers() });
        },
      ],
    },
    {
      method: 'get',
      path: '/api/random',
      role: 'signed-in',
      handlers: [
        (req, res) => {
          res.json({ result: [recordings.randomWord(readerOf(req, clock), currentUser(req).id)] });
        },
      ],
    },
    {
      method: 'post',
      path: '/api/answers',
      role: 'signed-in',
      handlers: [
        formFields,
        validate({ body: answersRequestSchema }, ({ body }, req, res) => {
          res.json(recordings.answers(body.word, viewerOfRequest(req)));
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/lesson-recordings',
      role: 'signed-in',
      handlers: [
        (req, res) => {
          res.json(lessonRecordings.names(viewerOfRequest(req)));
        },
      ],
    },
    // The console's list: every lesson recording with its level (ADR 072).
    {
      method: 'get',
      path: '/api/admin/lesson-recordings',
      role: 'admin',
      handlers: [
        (_req, res) => {
          res.json({ recordings: lessonRecordings.withLevels() });
        },
      ],
    },
    ...wordAudioCalls(deps, sendRecordingFile),
    // The downloadable lesson recordings (Range supported).
    {
      method: 'get',
      path: '/lesson-recordings/:filename',
      role: 'signed-in',
      handlers: [
        async (req, res) => {
          const file = lessonRecordings.file(String(req.params.filename), viewerOfRequest(req));
          // Revalidated on each download: the teacher may make the recording stricter (ADR 072).
          await sendMediaFile(res, recordings.folders.lessons, file, { download: true, revalidate: true });
        },
      ],
    },
  ];
}
