import fs from 'node:fs';
import path from 'node:path';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/domain-errors';
import type { ServiceDeps } from '../../service-deps';
import type { StoredTake, TakeKind, TrashedTake } from './recordings.repo';

/** The media folder of each kind of take, as the uploads and the file routes use it. */
const FOLDER: Record<TakeKind, string> = { word: 'audio', sentence: 'sent-audio' };

/** Where a kind of take lives, and where its deleted files wait (docs/decisions/020). */
export const takeFolders = (mediaDir: string, kind: TakeKind) => ({
  live: path.join(mediaDir, FOLDER[kind]),
  trash: path.join(mediaDir, 'trash', FOLDER[kind]),
});

export const filesOf = (take: Pick<StoredTake, 'filename' | 'original'>) =>
  take.original ? [take.filename, take.original] : [take.filename];

/**
 * Moves each file that exists from one folder to the other; if one move fails, the files already
 * moved go back and the error is thrown, so a take is never split between the two folders.
 */
export function moveFiles(files: readonly string[], from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  const moved: string[] = [];
  try {
    for (const file of files) {
      if (!fs.existsSync(path.join(from, file))) continue;
      fs.renameSync(path.join(from, file), path.join(to, file));
      moved.push(file);
    }
  } catch (err) {
    for (const file of moved) fs.renameSync(path.join(to, file), path.join(from, file));
    throw err;
  }
}

/**
 * Deleting and restoring takes. Nothing is destroyed: a deleted take's .mp3 and original move to
 * MEDIA_DIR/trash/<folder>, and its row is marked deleted (so it is no longer listed, played or
 * served); restoring moves the files back and lists it again.
 */
export function createRecordingTrash({ repos, clock, config }: ServiceDeps) {
  const repo = repos.recordings;
  const { mediaDir } = config;
  return {
    /**
     * Deletes the listed take whose .mp3 is `filename`; 404 when there is none. `by` is who asks
     * when it is not a teacher (ADR 080): a recorder removes only their own takes (403 otherwise).
     */
    remove(kind: TakeKind, filename: string, by?: { userId: number }): StoredTake {
      return repo.transaction(() => {
        const take = repo.liveTake(kind, filename);
        if (!take) throw new NotFoundError(`There is no ${kind} recording ${filename}.`);
        if (by && take.recorded_by !== by.userId)
          throw new ForbiddenError('You can remove only your own recordings.');
        repo.markTrashed(kind, take.id, clock.now().toISOString());
        // Inside the transaction: if the files cannot be moved, the row is not marked either.
        const { live, trash } = takeFolders(mediaDir, kind);
        moveFiles(filesOf(take), live, trash);
        return take;
      });
    },

    /** Every deleted take, the longest deleted first. */
    trashed: (): TrashedTake[] => repo.trashed(),

    /**
     * Lists the deleted take whose .mp3 is `filename` again, its files back in place. Not found
     * when no deleted take has that name, a conflict when its .mp3 is no longer in the trash or a
     * file of the same name is in the way.
     */
    restore(filename: string): TrashedTake {
      return repo.transaction(() => {
        const take = repo.trashed().find((t) => t.filename === filename);
        if (!take) throw new NotFoundError(`There is no deleted recording ${filename}.`);
        const { live, trash } = takeFolders(mediaDir, take.kind);
        if (!fs.existsSync(path.join(trash, take.filename)))
          throw new ConflictError(`${take.filename} is not in ${trash}; it cannot be restored.`);
        const inTheWay = filesOf(take).find((file) => fs.existsSync(path.join(live, file)));
        if (inTheWay) throw new ConflictError(`${path.join(live, inTheWay)} already exists.`);
        repo.markRestored(take.kind, take.id);
        moveFiles(filesOf(take), trash, live);
        return take;
      });
    },
  };
}
