import { createAccountsService } from './features/accounts/accounts.service';
import { createAlphabetService } from './features/alphabet/alphabet.service';
import { createAnkiService } from './features/anki/anki.service';
import { createClassProgressService } from './features/class-progress/class-progress.service';
import { createMailingsService } from './features/email/mailings.service';
import { createImportService } from './features/exchange/imports.service';
import { createContentHistoryService } from './features/history/content-history';
import { createHistoryService } from './features/history/history.service';
import { createLessonsService } from './features/lessons/lessons.service';
import { createLexiconService } from './features/lexicon/lexicon.service';
import { createOfflineService } from './features/offline/offline.service';
import { createPronounQuizService } from './features/pronouns/pronoun-quiz.service';
import { createLessonRecordings } from './features/recordings/lesson-recordings';
import { createRecorderTakes } from './features/recordings/recorder-takes.service';
import { createRecordingCoverage } from './features/recordings/recording-coverage.service';
import { createRecordingSession } from './features/recordings/recording-session.service';
import { createRecordingTrash } from './features/recordings/recording-trash.service';
import { createRecordingsService } from './features/recordings/recordings.service';
import { createReviewModeService } from './features/review/review-mode.service';
import { createReviewService } from './features/review/review.service';
import { createSentencesService } from './features/sentences/sentences.service';
import { createSpeakersService } from './features/speakers/speakers.service';
import { createSuggestionsService } from './features/suggestions/suggestions.service';
import { createOperationsService } from './features/sync/operations.service';
import { createSyncService } from './features/sync/sync.service';
import { createTakeFeedbackService } from './features/take-feedback/take-feedback.service';
import { createTextAlignmentService } from './features/texts/text-alignment.service';
import { createTextRecordingService } from './features/texts/text-recording.service';
import { createTextsService } from './features/texts/texts.service';
import { createVisibilityService } from './features/visibility/visibility.service';
import { createWordleService } from './features/wordle/wordle.service';
import type { ServiceDeps } from './service-deps';

/**
 * Every service of the API, each built once, in one shape (ADR 075): `createXService(deps)`, where
 * `deps` is the one `ServiceDeps` (repos, clock, config, mailer, logger) and, for a service that
 * uses others, those services by name. The routers receive them (`CallDeps`); the CLI builds them
 * through this same function. Nothing else constructs a service.
 */
export function createServices(deps: ServiceDeps) {
  /** The recorder of changes to entries, sentences and texts every writer goes through (ADR 059). */
  const contentHistory = createContentHistoryService(deps);
  const review = createReviewService(deps);
  const reviewMode = createReviewModeService(deps);
  const lexicon = createLexiconService({ ...deps, history: contentHistory });
  const sentences = createSentencesService({ ...deps, history: contentHistory });
  const texts = createTextsService({ ...deps, history: contentHistory });
  const lessons = createLessonsService({ ...deps, review });
  const speakers = createSpeakersService(deps);
  const alphabet = createAlphabetService(deps);
  const wordle = createWordleService({ ...deps, review, alphabet });
  const pronouns = createPronounQuizService(deps);
  const suggestions = createSuggestionsService({ ...deps, lexicon, sentences, texts });
  const operations = createOperationsService(deps);
  const lessonRecordings = createLessonRecordings(deps);
  const recordingTrash = createRecordingTrash(deps);
  return {
    accounts: createAccountsService(deps),
    alphabet,
    anki: createAnkiService({ ...deps, speakers }),
    classProgress: createClassProgressService(deps),
    contentHistory,
    history: createHistoryService({ ...deps, history: contentHistory, lexicon, texts }),
    imports: createImportService({ ...deps, history: contentHistory }),
    lessonRecordings,
    lessons,
    lexicon,
    mailings: createMailingsService(deps),
    offline: createOfflineService({ ...deps, lessons, review, lexicon, texts, speakers }),
    operations,
    pronouns,
    recorderTakes: createRecorderTakes({ ...deps, recordingTrash }),
    recordingCoverage: createRecordingCoverage(deps),
    recordingSession: createRecordingSession(deps),
    recordings: createRecordingsService(deps),
    recordingTrash,
    review,
    reviewMode,
    sentences,
    speakers,
    textAlignment: createTextAlignmentService({ ...deps, history: contentHistory }),
    textRecording: createTextRecordingService(deps),
    suggestions,
    sync: createSyncService({
      ...deps,
      operations,
      review,
      reviewMode,
      lessons,
      suggestions,
      speakers,
      wordle,
      pronouns,
    }),
    takeFeedback: createTakeFeedbackService(deps),
    texts,
    visibility: createVisibilityService({ ...deps, history: contentHistory, lessonRecordings }),
    wordle,
  };
}

export type Services = ReturnType<typeof createServices>;
