import fs from 'node:fs';
import { Router } from 'express';
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
import { currentUser, requireAdmin, requireUser } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import { formFields, readMultipart } from '../../lib/form-body';
import { HttpError } from '../../lib/http-error';
import { sendMediaFile } from '../../lib/media-files';
import { validate } from '../../lib/validate';
import { recordingCoverageRouter } from './recording-coverage.router';
import { createRecordingTrash } from './recording-trash.service';
import type { RecordingsRepo } from './recordings.repo';
import { listeningAnswers, recordingFolders, storeRecording } from './recordings.service';

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

export function recordingsRouter(
  repo: RecordingsRepo,
  { mediaDir, clock, ffmpeg }: { mediaDir: string; clock: Clock; ffmpeg: string },
): Router {
  const r = Router();
  const folders = recordingFolders(mediaDir);
  const trash = createRecordingTrash({ repo, mediaDir, clock });

  r.post(
    '/upload-lex-audio',
    requireAdmin,
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
  );

  r.post(
    '/upload-sent-audio',
    requireAdmin,
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
  );

  r.get(
    '/sent-audios',
    requireUser,
    validate({ query: sentAudiosQuerySchema }, ({ query }, _req, res) => {
      res.json({ data: repo.sentAudios({ sentIds: query.sent, textId: query.text }) });
    }),
  );

  // A deleted take's files are in the trash folder, so they are no longer served (404).
  r.get('/audio-sent/:filename', requireUser, async (req, res) => {
    await sendMediaFile(res, folders.sentences, req.params.filename);
  });

  // Deleting a take (docs/decisions/020): its files go to the trash, its row is kept and marked.
  for (const [route, kind] of [
    ['/delete-lex-audio', 'word'],
    ['/delete-sent-audio', 'sentence'],
  ] as const) {
    r.post(
      route,
      requireAdmin,
      formFields,
      validate({ body: deleteRecordingFieldsSchema }, ({ body }, _req, res) => {
        trash.remove(kind, body.filename);
        res.json({ success: true });
      }),
    );
  }

  r.use(recordingCoverageRouter(repo.coverage));

  r.get('/recording-speakers', requireUser, (_req, res) => {
    res.json({ data: repo.speakers() });
  });

  r.get('/random', requireUser, (_req, res) => {
    const word = repo.randomWord();
    if (!word) throw new HttpError(404, 'No word has a recording yet.');
    res.json({ result: [word] });
  });

  r.post(
    '/answers',
    requireUser,
    formFields,
    validate({ body: answersRequestSchema }, ({ body }, _req, res) => {
      const answers = listeningAnswers(repo, normalizeWord(body.word));
      if (!answers) throw new HttpError(404, `The word ${body.word} is not in the lexicon.`);
      res.json(answers);
    }),
  );

  r.get('/lesson-recordings', requireUser, (_req, res) => {
    const files = fs.existsSync(folders.lessons)
      ? fs
          .readdirSync(folders.lessons, { withFileTypes: true })
          .filter((e) => e.isFile() && !e.name.startsWith('.'))
          .map((e) => e.name)
          .sort()
      : [];
    res.json(files);
  });

  return r;
}

/** /lesson-recordings/{file}: the downloadable lesson recordings (signed in; Range supported). */
export function lessonRecordingFilesRouter(mediaDir: string): Router {
  const r = Router();
  r.get('/lesson-recordings/:filename', requireUser, async (req, res) => {
    await sendMediaFile(res, recordingFolders(mediaDir).lessons, req.params.filename, { download: true });
  });
  return r;
}
