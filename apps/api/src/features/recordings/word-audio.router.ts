import { Router } from 'express';
import { audioRecordingsQuerySchema, normalizeWord } from '@langapp/shared';
import { requireUser } from '../../lib/auth';
import { sendMediaFile } from '../../lib/media-files';
import { validate } from '../../lib/validate';
import { recordingFolders } from './recordings.service';
import type { createWordRecordingsRepo } from './word-recordings.repo';

/** Word recordings: their list and the files. Signed-in users only. */
export function wordAudioRouter(repo: ReturnType<typeof createWordRecordingsRepo>, mediaDir: string): Router {
  const r = Router();
  const folders = recordingFolders(mediaDir);
  r.get(
    '/audio-recordings-info',
    requireUser,
    validate({ query: audioRecordingsQuerySchema }, ({ query }, _req, res) => {
      const word = query.word === undefined ? undefined : normalizeWord(query.word);
      res.json({ data: repo.wordAudio(word) });
    }),
  );
  r.get('/audio/:filename', requireUser, async (req, res) => {
    await sendMediaFile(res, folders.words, req.params.filename);
  });
  return r;
}
