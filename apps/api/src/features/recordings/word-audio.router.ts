import { audioRecordingsQuerySchema, normalizeWord } from '@langapp/shared';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { readerOf } from '../../lib/visibility';
import type { createRecordingFiles } from './recording-files';

/** Word recordings: their list and the files, those the reader may hear (a visitor: with the public dictionary open). */
export function wordAudioCalls(
  { recordings, clock }: CallDeps,
  sendRecordingFile: ReturnType<typeof createRecordingFiles>,
): Call[] {
  return [
    {
      method: 'get',
      path: '/api/audio-recordings-info',
      role: 'dictionary',
      handlers: [
        validate({ query: audioRecordingsQuerySchema }, ({ query }, req, res) => {
          res.json({
            data: recordings.wordAudio(readerOf(req, clock), {
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
      role: 'dictionary',
      handlers: [
        async (req, res) => {
          await sendRecordingFile(res, 'word', req.params.filename!, readerOf(req, clock), req.user?.id);
        },
      ],
    },
  ];
}
