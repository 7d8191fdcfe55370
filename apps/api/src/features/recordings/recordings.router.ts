import fs from 'node:fs';
import type { Request } from 'express';
import multer from 'multer';
import {
  answersRequestSchema,
  deleteRecordingFieldsSchema,
  MAX_AUDIO_UPLOAD_BYTES,
  normalizeWord,
  sentAudiosQuerySchema,
  uploadLexAudioFieldsSchema,
  uploadSentAudioFieldsSchema,
} from '@langapp/shared';
import { ffmpegPath } from '../../lib/audio-transcode';
import { currentUser } from '../../lib/auth';
import { formFields, readMultipart } from '../../lib/form-body';
import { HttpError } from '../../lib/http-error';
import { sendMediaFile } from '../../lib/media-files';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { recordingCoverageCalls } from './recording-coverage.router';
import { createRecordingTrash } from './recording-trash.service';
import { createRecordingsRepo } from './recordings.repo';
import { listeningAnswers, recordingFolders, storeRecording } from './recordings.service';
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
  const { db, config, clock } = deps;
  const repo = createRecordingsRepo(db);
  const ffmpeg = ffmpegPath(config.ffmpegPath);
  const folders = recordingFolders(config.mediaDir);
  const trash = createRecordingTrash({ repo, mediaDir: config.mediaDir, clock });

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
      role: 'admin',
      handlers: [
        upload,
        validate({ body: uploadLexAudioFieldsSchema }, async ({ body }, req, res) => {
          const word = normalizeWord(body.word);
          if (!repo.wordExists(word)) throw new HttpError(400, `The word ${word} is not in the lexicon.`);
          const filename = await storeRecording({
            bytes: uploadedBytes(req),
            dir: folders.words,
            name: word,
            clock,
            ffmpeg,
            record: (f) => repo.addWordAudio({ word, ...f, speaker: currentUser(req).username }),
          });
          res.json({ success: true, filename });
        }),
      ],
    },
    {
      method: 'post',
      path: '/api/upload-sent-audio',
      role: 'admin',
      handlers: [
        upload,
        validate({ body: uploadSentAudioFieldsSchema }, async ({ body }, req, res) => {
          if (!repo.sentenceExists(body.id)) throw new HttpError(400, `There is no sentence ${body.id}.`);
          const filename = await storeRecording({
            bytes: uploadedBytes(req),
            dir: folders.sentences,
            name: body.id,
            clock,
            ffmpeg,
            record: (f) => repo.addSentAudio({ sent_id: body.id, ...f, speaker: currentUser(req).username }),
          });
          res.json({ success: true, filename });
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/sent-audios',
      role: 'signed-in',
      handlers: [
        validate({ query: sentAudiosQuerySchema }, ({ query }, _req, res) => {
          res.json({ data: repo.sentAudios({ sentIds: query.sent, textId: query.text }) });
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
          await sendMediaFile(res, folders.sentences, req.params.filename!);
        },
      ],
    },
    deleting('/api/delete-lex-audio', 'word'),
    deleting('/api/delete-sent-audio', 'sentence'),
    ...recordingCoverageCalls(deps),
    {
      method: 'get',
      path: '/api/recording-speakers',
      role: 'signed-in',
      handlers: [
        (_req, res) => {
          res.json({ data: repo.speakers() });
        },
      ],
    },
    {
      method: 'get',
      path: '/api/random',
      role: 'signed-in',
      handlers: [
        (_req, res) => {
          const word = repo.randomWord();
          if (!word) throw new HttpError(404, 'No word has a recording yet.');
          res.json({ result: [word] });
        },
      ],
    },
    {
      method: 'post',
      path: '/api/answers',
      role: 'signed-in',
      handlers: [
        formFields,
        validate({ body: answersRequestSchema }, ({ body }, _req, res) => {
          const answers = listeningAnswers(repo, normalizeWord(body.word));
          if (!answers) throw new HttpError(404, `The word ${body.word} is not in the lexicon.`);
          res.json(answers);
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/lesson-recordings',
      role: 'signed-in',
      handlers: [
        (_req, res) => {
          const files = fs.existsSync(folders.lessons)
            ? fs
                .readdirSync(folders.lessons, { withFileTypes: true })
                .filter((e) => e.isFile() && !e.name.startsWith('.'))
                .map((e) => e.name)
                .sort()
            : [];
          res.json(files);
        },
      ],
    },
    ...wordAudioCalls(deps),
    // The downloadable lesson recordings (Range supported).
    {
      method: 'get',
      path: '/lesson-recordings/:filename',
      role: 'signed-in',
      handlers: [
        async (req, res) => {
          await sendMediaFile(res, folders.lessons, req.params.filename!, { download: true });
        },
      ],
    },
  ];
}
