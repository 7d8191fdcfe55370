import type { RecorderTake } from '@langapp/shared';
import { ForbiddenError, InvalidError, NotFoundError } from '../../lib/domain-errors';
import type { ServiceDeps } from '../../service-deps';
import type { RecorderTakeRow } from './recorder-takes.repo';
import type { createRecordingTrash } from './recording-trash.service';
import type { TakeKind } from './recordings.repo';
import type { Recordist } from './recordings.service';

const shown = (row: RecorderTakeRow): RecorderTake => ({ ...row, waiting: row.waiting === 1 });

/**
 * A recorder's takes and the teacher's approval (ADR 080): a recorder lists, re-assigns and
 * removes their own takes; a teacher any take. A recorder's take waits, unheard by learners, until
 * a teacher approves it (or rejects it: it goes to the trash, as a deleted take does).
 */
export function createRecorderTakes({
  repos,
  recordingTrash,
}: ServiceDeps & { recordingTrash: ReturnType<typeof createRecordingTrash> }) {
  const repo = repos.recorderTakes;
  const recordings = repos.recordings;

  /** The live take, which `by` may change: a teacher any, a recorder their own (403 otherwise). */
  const takeFor = (kind: TakeKind, filename: string, by: Recordist) => {
    const take = recordings.liveTake(kind, filename);
    if (!take) throw new NotFoundError(`There is no ${kind} recording ${filename}.`);
    if (!by.teacher && take.recorded_by !== by.userId)
      throw new ForbiddenError('You can change only your own recordings.');
    return take;
  };

  return {
    /** The recorder's own takes, newest first, each with whether it still waits. */
    mine: (userId: number): RecorderTake[] => repo.mine(userId).map(shown),

    /** Every take waiting for approval, the oldest first, with the account that recorded it. */
    waiting: (): RecorderTake[] => repo.waiting().map(shown),

    waitingCount: (): number => repo.waitingCount(),

    /** Credits the take to another speaker of the list (a correction after recording). */
    setSpeaker(kind: TakeKind, filename: string, speaker: string, by: Recordist): void {
      recordings.transaction(() => {
        const take = takeFor(kind, filename, by);
        if (!recordings.speakerExists(speaker))
          throw new InvalidError(`There is no speaker ${speaker}. Add them to the speakers first.`);
        repo.setSpeaker(kind, take.id, speaker);
      });
    },

    /** Removes a take (to the trash): a recorder their own only. */
    remove(kind: TakeKind, filename: string, by: Recordist): void {
      recordingTrash.remove(kind, filename, by.teacher ? undefined : { userId: by.userId });
    },

    /** A teacher approves a waiting take: learners hear it from now on. */
    approve(kind: TakeKind, filename: string): void {
      recordings.transaction(() => {
        const take = recordings.liveTake(kind, filename);
        if (!take || take.waiting !== 1)
          throw new NotFoundError(`There is no ${kind} recording ${filename} waiting for approval.`);
        repo.approve(kind, take.id);
      });
    },

    /** A teacher rejects a waiting take: it goes to the trash (the CLI can restore it). */
    reject(kind: TakeKind, filename: string): void {
      const take = recordings.liveTake(kind, filename);
      if (!take || take.waiting !== 1)
        throw new NotFoundError(`There is no ${kind} recording ${filename} waiting for approval.`);
      recordingTrash.remove(kind, filename);
    },

    /** Whether `file` is a file of a live take the account recorded (they hear their own waiting takes). */
    fileOwned: (kind: TakeKind, file: string, userId: number) => repo.fileOwned(kind, file, userId),
  };
}
