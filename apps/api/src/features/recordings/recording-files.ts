import type { Response } from 'express';
import { mediaFilenameSchema } from '@langapp/shared';
import { HttpError } from '../../lib/http-error';
import { sendMediaFile } from '../../lib/media-files';
import type { Reader } from '../../lib/visibility';
import type { RecordingsRepo, TakeKind } from './recordings.repo';

/**
 * Sends the file of a word or sentence take (its .mp3, or the upload kept beside it) to a reader
 * who may hear that take (ADR 058): to anyone else it does not exist (404), whatever its name; a
 * teacher hears every file. The answer is revalidated rather than kept for a year, so a take hidden
 * later is not played from a learner's cache without the server being asked.
 */
export function createRecordingFiles(
  repo: Pick<RecordingsRepo, 'fileHeard'>,
  folders: { words: string; sentences: string },
  /** Whether the file is of a take the account recorded: a recorder hears their own waiting takes (ADR 080). */
  owned: (kind: TakeKind, file: string, userId: number) => boolean = () => false,
) {
  return async (
    res: Response,
    kind: TakeKind,
    filename: unknown,
    reader: Reader,
    userId?: number,
  ): Promise<void> => {
    const name = mediaFilenameSchema.safeParse(filename);
    if (!name.success) throw new HttpError(400, 'The file name is not valid.');
    if (
      reader.viewer !== 'teacher' &&
      !repo.fileHeard(kind, name.data, reader) &&
      !(userId !== undefined && owned(kind, name.data, userId))
    )
      throw new HttpError(404, 'No such file.');
    await sendMediaFile(res, kind === 'word' ? folders.words : folders.sentences, name.data, {
      revalidate: true,
    });
  };
}
