import type { Db } from './db/database';
import { createAccountsRepo } from './features/accounts/accounts.repo';
import { createAlphabetRepo } from './features/alphabet/alphabet.repo';
import { createAnkiRepo } from './features/anki/anki.repo';
import { createClassProgressRepo } from './features/class-progress/class-progress.repo';
import { createEmailRepo } from './features/email/email.repo';
import { createBundleRepo } from './features/exchange/bundle.repo';
import { createLiftRepo } from './features/exchange/lift.repo';
import { createHealthRepo } from './features/health/health.repo';
import { createHistoryRepo } from './features/history/history.repo';
import { createLessonsRepo } from './features/lessons/lessons.repo';
import { createEntriesRepo } from './features/lexicon/entries.repo';
import { createLexiconIoRepo } from './features/lexicon/lexicon-io.repo';
import { createLexiconRepo } from './features/lexicon/lexicon.repo';
import { createNumbersRepo } from './features/numbers/numbers.repo';
import { createPronounQuizRepo } from './features/pronouns/pronoun-quiz.repo';
import { createLessonRecordingsRepo } from './features/recordings/lesson-recordings.repo';
import { createRecorderTakesRepo } from './features/recordings/recorder-takes.repo';
import { createRecordingCoverageRepo } from './features/recordings/recording-coverage.repo';
import { createRecordingsRepo } from './features/recordings/recordings.repo';
import { createWordRecordingsRepo } from './features/recordings/word-recordings.repo';
import { createReviewModeRepo } from './features/review/review-mode.repo';
import { createReviewRepo } from './features/review/review.repo';
import { createSentencesRepo } from './features/sentences/sentences.repo';
import { createSpeakersRepo } from './features/speakers/speakers.repo';
import { createSuggestionsRepo } from './features/suggestions/suggestions.repo';
import { createSyncRepo } from './features/sync/sync.repo';
import { createTakeFeedbackRepo } from './features/take-feedback/take-feedback.repo';
import { createTextRecordingRepo } from './features/texts/text-recording.repo';
import { createTextsRepo } from './features/texts/texts.repo';
import { createVisibilityRepo } from './features/visibility/visibility.repo';
import { createWordleRepo } from './features/wordle/wordle.repo';
import { createAppSettings } from './lib/app-settings';
import { createAppSettingsRepo } from './lib/app-settings.repo';
import { createSessionUserRepo } from './session/session-user.repo';
import { createSessionsRepo } from './session/sessions.repo';

/**
 * Every repository of the API, each built once over the database (ADR 075): what the services are
 * built from. Only `createApp` and the CLI's context call it (and the tests' installations).
 */
export function createRepos(db: Db) {
  return {
    accounts: createAccountsRepo(db),
    alphabet: createAlphabetRepo(db),
    anki: createAnkiRepo(db),
    bundle: createBundleRepo(db),
    classProgress: createClassProgressRepo(db),
    email: createEmailRepo(db),
    entries: createEntriesRepo(db),
    health: createHealthRepo(db),
    history: createHistoryRepo(db),
    lessonRecordings: createLessonRecordingsRepo(db),
    lessons: createLessonsRepo(db),
    lexicon: createLexiconRepo(db),
    lexiconIo: createLexiconIoRepo(db),
    lift: createLiftRepo(db),
    numbers: createNumbersRepo(db),
    pronounQuiz: createPronounQuizRepo(db),
    recorderTakes: createRecorderTakesRepo(db),
    recordingCoverage: createRecordingCoverageRepo(db),
    recordings: createRecordingsRepo(db),
    review: createReviewRepo(db),
    reviewMode: createReviewModeRepo(db),
    sentences: createSentencesRepo(db),
    sessions: createSessionsRepo(db),
    sessionUsers: createSessionUserRepo(db),
    settings: createAppSettings(createAppSettingsRepo(db)),
    speakers: createSpeakersRepo(db),
    suggestions: createSuggestionsRepo(db),
    sync: createSyncRepo(db),
    takeFeedback: createTakeFeedbackRepo(db),
    texts: createTextsRepo(db),
    textRecording: createTextRecordingRepo(db),
    visibility: createVisibilityRepo(db),
    wordRecordings: createWordRecordingsRepo(db),
    wordle: createWordleRepo(db),
  };
}

export type Repos = ReturnType<typeof createRepos>;
