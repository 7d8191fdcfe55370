import { syncRequestSchema } from '@langapp/shared';
import { currentUser } from '../../lib/auth';
import { operationClock } from '../../lib/clock';
import type { Call, CallDeps } from '../../lib/route-table';
import { validate } from '../../lib/validate';
import { viewerOfRequest } from '../../lib/visibility';
import { createLessonsRepo } from '../lessons/lessons.repo';
import { createLessonsService } from '../lessons/lessons.service';
import { createPronounQuizRepo } from '../pronouns/pronoun-quiz.repo';
import { createPronounQuizService } from '../pronouns/pronoun-quiz.service';
import { createReviewRepo } from '../review/review.repo';
import { createReviewService } from '../review/review.service';
import { createSpeakersRepo } from '../speakers/speakers.repo';
import { createSpeakersService } from '../speakers/speakers.service';
import { suggestionsServiceOf } from '../suggestions/suggestions.service';
import { createWordleRepo } from '../wordle/wordle.repo';
import { createWordleService } from '../wordle/wordle.service';
import { createSyncService } from './sync.service';

/**
 * What a learner did offline, sent when the connection returns (ADR 063). The services it goes
 * through are the online calls' own, built over a clock that reads each operation's instant.
 */
export function syncCalls({ db, clock, config, mailer, logger, appliedOps }: CallDeps): Call[] {
  const atOperation = operationClock(clock);
  const review = createReviewService(createReviewRepo(db), atOperation);
  const sync = createSyncService({
    ops: appliedOps,
    clock: atOperation,
    review,
    lessons: createLessonsService(createLessonsRepo(db), atOperation, review),
    suggestions: suggestionsServiceOf({ db, clock: atOperation, config, mailer, logger }),
    speakers: createSpeakersService({ repo: createSpeakersRepo(db), clock: atOperation }),
    wordle: createWordleService(createWordleRepo(db), atOperation, review.addWordleResults),
    pronouns: createPronounQuizService(createPronounQuizRepo(db), atOperation),
    logger,
  });
  return [
    {
      method: 'post',
      path: '/api/sync',
      role: 'signed-in',
      handlers: [
        validate({ body: syncRequestSchema }, ({ body }, req, res) => {
          res.json({ results: sync.apply(currentUser(req), viewerOfRequest(req), body.tz, body.ops) });
        }),
      ],
    },
  ];
}
