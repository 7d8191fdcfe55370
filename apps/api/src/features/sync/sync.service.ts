import { SYNC_LIMITS } from '@langapp/shared';
import type { SyncOp, SyncResult, Viewer } from '@langapp/shared';
import type { CurrentUser } from '../../lib/auth';
import { ConflictError, InvalidError } from '../../lib/domain-errors';
import type { ServiceDeps } from '../../service-deps';
import type { LessonsService } from '../lessons/lessons.service';
import type { PronounQuizService } from '../pronouns/pronoun-quiz.service';
import type { ReviewModeService } from '../review/review-mode.service';
import type { ReviewService } from '../review/review.service';
import type { SpeakersService } from '../speakers/speakers.service';
import type { SuggestionsService } from '../suggestions/suggestions.service';
import type { WordleService } from '../wordle/wordle.service';
import { TOO_OLD } from './operations.service';
import type { OperationsService, OpMade } from './operations.service';

/**
 * The services an operation goes through: the online calls' own, built once by the app (ADR 075).
 * Each method is given the operation's instant (`at`), so it is applied as of when it was done.
 */
export type SyncDeps = Pick<ServiceDeps, 'clock' | 'logger'> & {
  operations: Pick<OperationsService, 'once' | 'recorded'>;
  review: Pick<ReviewService, 'rate' | 'undoRating' | 'addItem' | 'addWordleResults'>;
  reviewMode: Pick<ReviewModeService, 'setMode'>;
  lessons: Pick<LessonsService, 'finish'>;
  suggestions: Pick<SuggestionsService, 'submit'>;
  speakers: Pick<SpeakersService, 'accept'>;
  /** A game is of a day up to the operation's own (ADR 066). */
  wordle: Pick<WordleService, 'recordGuesses'>;
  pronouns: Pick<PronounQuizService, 'start' | 'answer'>;
};

const MINUTES_AHEAD = SYNC_LIMITS.aheadMs / 60_000;
const UNEXPECTED = 'Something went wrong on the server while applying this. Please try again later.';

/**
 * What a learner did without a connection, applied when it comes back (issue 28, ADR 063): each
 * operation once per id, in the order sent, each in its own transaction, at the instant it was done,
 * through the services the online calls use, so the rules are theirs. One refused operation does
 * not stop the others.
 */
export function createSyncService(deps: SyncDeps) {
  const { operations: ops, clock } = deps;

  /** Refuses an operation done too far from now: a device's clock far ahead, or work too old to apply. */
  function checkTime(at: number): void {
    const now = clock.now().getTime();
    if (at > now + SYNC_LIMITS.aheadMs)
      throw new InvalidError(
        `This was done at a time more than ${MINUTES_AHEAD} minutes ahead of the server's clock: check the date and time of the device.`,
      );
    if (at < now - SYNC_LIMITS.ageMs) throw new InvalidError(TOO_OLD);
  }

  /**
   * The server's id of the quiz an answer names: a quiz started online by its id, or one started by
   * a 'pronoun-quiz' operation by that operation's id (sent earlier, or earlier in this call).
   */
  function quizOf(userId: number, quiz: number | string): number {
    if (typeof quiz === 'number') return quiz;
    const started = ops.recorded(userId, quiz);
    if (!started || started.kind !== 'pronoun-quiz')
      throw new ConflictError('There is no such pronoun quiz: its start was never received.');
    if (started.outcome !== 'applied')
      throw new ConflictError(`The pronoun quiz of this answer was refused: ${started.error ?? ''}`);
    if (started.pronoun_quiz_id === null) throw new ConflictError('That pronoun quiz no longer exists.');
    return started.pronoun_quiz_id;
  }

  /** Applies one operation through its service, as of `at`; answers what it made that its record keeps. */
  function applyOne(user: CurrentUser, viewer: Viewer, tz: string, op: SyncOp, at: Date): OpMade | null {
    switch (op.kind) {
      case 'rate':
        return { reviewLogId: deps.review.rate(user.id, op.cardId, op.rating, tz, at) };
      case 'undo': {
        const rated = ops.recorded(user.id, op.of);
        if (!rated || rated.kind !== 'rate' || rated.outcome !== 'applied')
          throw new ConflictError('There is no such rating to undo.');
        if (rated.review_log_id === null) throw new ConflictError('That rating was already undone.');
        deps.review.undoRating(user.id, rated.review_log_id);
        return null;
      }
      case 'lesson-finished':
        deps.lessons.finish({ id: user.id, viewer }, op.lessonId, tz, at);
        return null;
      case 'review-add':
        deps.review.addItem(user.id, op.item, at);
        return null;
      case 'wordle-result':
        deps.review.addWordleResults(user.id, { [op.game]: op.guesses }, at);
        return null;
      case 'wordle-guesses':
        // The whole game so far, as POST /api/wordle-game: what the account has already changes
        // nothing, so a later list of the same game supersedes an earlier one.
        deps.wordle.recordGuesses(user.id, viewer, op.date, op.guesses, at);
        return null;
      case 'suggestion':
        deps.suggestions.submit(
          user,
          viewer,
          { target: op.target, proposal: op.proposal, comment: op.comment },
          at,
        );
        return null;
      case 'notice-accepted':
        deps.speakers.accept(user.id, { speaker: op.speaker, version: op.version }, at);
        return null;
      case 'review-mode':
        deps.reviewMode.setMode(user.id, op.mode, at);
        return null;
      case 'pronoun-quiz':
        return { pronounQuizId: deps.pronouns.start(user.id, at) };
      case 'pronoun-answer': {
        const { quiz, actual_subject, actual_object, user_subject, user_object } = op;
        const quizId = quizOf(user.id, quiz);
        deps.pronouns.answer(
          user.id,
          { quiz_id: quizId, actual_subject, actual_object, user_subject, user_object },
          at,
        );
        return null;
      }
    }
  }

  function applyOp(user: CurrentUser, viewer: Viewer, tz: string, op: SyncOp): SyncResult {
    try {
      // An id seen before answers its recorded outcome; a refusal of the domain's is recorded.
      const result = ops.once(user.id, op, (at) => {
        checkTime(op.at);
        return applyOne(user, viewer, tz, op, at) ?? undefined;
      });
      return result.outcome === 'rejected'
        ? { id: op.id, outcome: 'rejected', error: result.error }
        : { id: op.id, outcome: result.outcome };
    } catch (error) {
      // Not the domain's refusal: nothing is recorded, so the same operation sent later is tried again.
      deps.logger.error(`Applying a synced operation (${op.kind}) failed`, error);
      return { id: op.id, outcome: 'rejected', error: UNEXPECTED };
    }
  }

  return {
    /** Applies a device's operations in order; answers each one's outcome, in the same order. */
    apply(user: CurrentUser, viewer: Viewer, tz: string, operations: readonly SyncOp[]): SyncResult[] {
      return operations.map((op) => applyOp(user, viewer, tz, op));
    },
  };
}
