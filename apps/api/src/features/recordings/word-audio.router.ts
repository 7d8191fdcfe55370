import { audioRecordingsQuerySchema, normalizeWord } from '@langapp/shared';
import { sendMediaFile } from '../../lib/media-files';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { recordingFolders } from './recordings.service';
import { createWordRecordingsRepo } from './word-recordings.repo';

/** Word recordings: their list and the files. Signed-in users only. */
export function wordAudioCalls({ db, config }: CallDeps): Call[] {
  const repo = createWordRecordingsRepo(db);
  const folders = recordingFolders(config.mediaDir);
  return [
    {
      method: 'get',
      path: '/api/audio-recordings-info',
      role: 'signed-in',
      handlers: [
        validate({ query: audioRecordingsQuerySchema }, ({ query }, _req, res) => {
          res.json({
            data: repo.wordAudio({
              word: query.word === undefined ? undefined : normalizeWord(query.word),
              lexId: query.lexId,
              toConfirm: query.toConfirm === undefined ? undefined : query.toConfirm === 'true',
            }),
          });
        }),
      ],
    },
    {
      method: 'get',
      path: '/api/audio/:filename',
      role: 'signed-in',
      handlers: [
        async (req, res) => {
          await sendMediaFile(res, folders.words, req.params.filename!);
        },
      ],
    },
  ];
}
