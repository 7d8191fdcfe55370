import path from 'node:path';
import { Router } from 'express';
import { audioRecordingsQuerySchema, normalizeWord } from '@langapp/shared';
import { requireUser } from '../../lib/auth';
import { sendMediaFile } from '../../lib/media-files';
import { validate } from '../../lib/validate';
import type { createAudioRepo } from './audio.repo';

export const mediaFolders = (mediaDir: string) => ({
  audio: path.join(mediaDir, 'audio'),
  numbers: path.join(mediaDir, 'numbers'),
});

/** Word recordings: their list and the files. Signed-in users only. */
export function audioRouter(repo: ReturnType<typeof createAudioRepo>, mediaDir: string): Router {
  const r = Router();
  const folders = mediaFolders(mediaDir);
  r.get(
    '/audio-recordings-info',
    requireUser,
    validate({ query: audioRecordingsQuerySchema }, ({ query }, _req, res) => {
      const word = query.word === undefined ? undefined : normalizeWord(query.word);
      res.json({ data: repo.wordAudio(word) });
    }),
  );
  r.get('/audio/:filename', requireUser, async (req, res) => {
    await sendMediaFile(res, folders.audio, req.params.filename);
  });
  return r;
}
