import { SYNC_LIMITS } from '@langapp/shared';
import type { SyncOpKind } from '@langapp/shared';
import type { Clock } from '../../lib/clock';
import type { SyncRepo } from './sync.repo';

/** An operation as the record knows it: the id its device gave it, its kind, when it was done. */
export interface OpHeader {
  id: string;
  kind: SyncOpKind;
  at: number;
}

/** What applying an operation made that its record keeps: the rating, or the pronoun quiz started. */
export interface OpMade {
  reviewLogId?: number;
  pronounQuizId?: number;
}

/**
 * The operations applied per account, by the id their device gave them: what makes a device's work
 * count once however often it is sent (ADR 063). POST /api/sync and POST /api/review/rate with an
 * `opId` both go through it, so an operation sent by either is known to both.
 */
export function createAppliedOps(repo: SyncRepo, clock: Clock) {
  const record = (
    userId: number,
    op: OpHeader,
    outcome: ({ applied: true } & OpMade) | { applied: false; error: string },
  ) =>
    repo.record({
      userId,
      opId: op.id,
      kind: op.kind,
      doneAt: op.at,
      appliedAt: clock.now().getTime(),
      outcome: outcome.applied ? 'applied' : 'rejected',
      error: outcome.applied ? null : outcome.error,
      reviewLogId: (outcome.applied && outcome.reviewLogId) || null,
      pronounQuizId: (outcome.applied && outcome.pronounQuizId) || null,
    });

  return {
    /** What is recorded of an operation id of the account's, if anything. */
    recorded: (userId: number, opId: string) => repo.find(userId, opId),

    /**
     * Runs `apply` and records the operation, in one transaction, unless its id is recorded already
     * ('duplicate': nothing runs). `apply` answers what it made that the record keeps (the rating,
     * the quiz), if anything. An error thrown by `apply` undoes everything it did and nothing is
     * recorded.
     */
    once(userId: number, op: OpHeader, apply: () => OpMade | void): 'applied' | 'duplicate' {
      return repo.transaction(() => {
        if (repo.find(userId, op.id)) return 'duplicate';
        record(userId, op, { applied: true, ...apply() });
        return 'applied';
      });
    },

    /** Records an operation the domain refused, with the sentence saying why. */
    refuse(userId: number, op: OpHeader, error: string): void {
      record(userId, op, { applied: false, error });
    },

    /**
     * Forgets the operations no device can send again with effect: one applied more than the age
     * limit (and the clock's leeway) ago was done before the age limit too, so sent again it is
     * refused as too old, never applied twice. Answers how many were forgotten.
     */
    prune(): number {
      return repo.prune(clock.now().getTime() - SYNC_LIMITS.ageMs - SYNC_LIMITS.aheadMs);
    },
  };
}

export type AppliedOps = ReturnType<typeof createAppliedOps>;
