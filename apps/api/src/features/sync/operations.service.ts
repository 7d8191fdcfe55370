import { SYNC_LIMITS } from '@langapp/shared';
import type { SyncOpKind } from '@langapp/shared';
import { ConflictError, DomainError } from '../../lib/domain-errors';
import type { ServiceDeps } from '../../service-deps';

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

/** What became of an operation given to `once`. */
export type OnceOutcome =
  | { outcome: 'applied' }
  /** Its id was applied before: nothing ran. */
  | { outcome: 'duplicate' }
  /**
   * Refused, now (`cause` is the domain's error) or before (its id was refused, or is older than
   * the sweep's horizon: the recorded sentence, no `cause`).
   */
  | { outcome: 'rejected'; error: string; cause?: DomainError };

const DAYS_OLD = SYNC_LIMITS.ageMs / (24 * 60 * 60 * 1000);
/** The sentence of an operation done longer ago than the age limit. */
export const TOO_OLD = `This was done more than ${DAYS_OLD} days ago and can no longer be applied.`;

/**
 * The error an online call with an operation id answers when that id was refused: the domain's own
 * error the first time, the recorded sentence (409) when the id was refused before (ADR 072).
 */
function refusalOf(result: Extract<OnceOutcome, { outcome: 'rejected' }>): DomainError {
  return result.cause ?? new ConflictError(result.error);
}

/** What an operation is applied with: the instant it was done (ADR 075: a parameter, never a clock set aside). */
type Apply = (at: Date) => OpMade | void;

/**
 * The idempotent operations: those applied per account, by the id their device gave them, what
 * makes a device's work count once however often it is sent (ADR 063, 072, 075). POST /api/sync and
 * the online calls that take an `opId` (POST /api/review/rate, /api/start_pronoun_quiz,
 * /api/log_pronoun_answer) all go through this one service, so an operation sent by either is
 * known to both, and a refusal is answered the same way by both.
 */
export function createOperationsService({ repos, clock }: Pick<ServiceDeps, 'repos' | 'clock'>) {
  const repo = repos.sync;
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

  /**
   * Runs `apply` and records the operation, in one transaction, unless its id is known already: one
   * applied is a 'duplicate' and one refused answers its refusal again, nothing running either way;
   * one the sweep forgot is refused as too old whatever its `at` (ADR 072). `apply` is given the
   * operation's instant and answers what it made that the record keeps (the rating, the quiz), if
   * anything. A domain error thrown by `apply` undoes everything it did and is recorded as the
   * operation's refusal, in the same transaction as the look-up, so two requests with one id never
   * both apply nor both record. Any other error undoes everything, records nothing and is thrown.
   */
  function once(userId: number, op: OpHeader, apply: Apply): OnceOutcome {
    return repo.transaction((): OnceOutcome => {
      const seen = repo.find(userId, op.id);
      if (seen)
        return seen.outcome === 'applied'
          ? { outcome: 'duplicate' }
          : { outcome: 'rejected', error: seen.error ?? '' };
      if (repo.wasForgotten(userId, op.id)) return { outcome: 'rejected', error: TOO_OLD };
      let made: OpMade | void;
      try {
        // A savepoint: a refusal takes back what `apply` did, and the refusal is recorded.
        made = repo.transaction(() => apply(new Date(op.at)));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        record(userId, op, { applied: false, error: error.message });
        return { outcome: 'rejected', error: error.message, cause: error };
      }
      record(userId, op, { applied: true, ...made });
      return { outcome: 'applied' };
    });
  }

  return {
    /** What is recorded of an operation id of the account's, if anything. */
    recorded: (userId: number, opId: string) => repo.find(userId, opId),

    once,

    /**
     * An online call's operation (one with the device's `opId`), done now: applied once as `once`
     * does; an id refused before, online or by sync, throws that refusal again (ADR 072). Answers
     * the operation's record (made now or before).
     */
    online(userId: number, op: { id: string; kind: SyncOpKind }, apply: Apply) {
      const result = once(userId, { ...op, at: clock.now().getTime() }, apply);
      if (result.outcome === 'rejected') throw refusalOf(result);
      return repo.find(userId, op.id)!;
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

export type OperationsService = ReturnType<typeof createOperationsService>;
