import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { Loading } from '../components/loading';
import { AdminPage } from '../features/admin/admin-page';
import { LazyAnnotationEditor } from '../features/annotate/lazy-annotation-editor';
import { ManageSentenceAudioButton, ManageWordAudioButton } from '../features/audio-management/manage-audio-buttons';
import { textSentenceAudioId } from '../features/audio-management/sentence-audio-id';
import { ChangePasswordPage } from '../features/auth/change-password-page';
import { ForgotPage } from '../features/auth/forgot-page';
import { JoinPage } from '../features/auth/join-page';
import { RestorePage } from '../features/auth/restore-page';
import { LocativesPage, PluralsPage } from '../features/drills/drill-page';
import { SotwPage } from '../features/email-links/sotw-page';
import { UnsubscribePage } from '../features/email-links/unsubscribe-page';
import { WotdPage } from '../features/email-links/wotd-page';
import { ExercisesIndexPage } from '../features/exercises/exercises-index-page';
import { ExercisesLayout } from '../features/exercises/exercises-layout';
import { ListeningExercisePage } from '../features/exercises/listening-exercise-page';
import { WrittenExercisePage } from '../features/exercises/written-exercise-page';
import { WRITTEN_EXERCISE_DATES } from '../features/exercises/written-exercises';
import { LessonRecordingsPage } from '../features/lesson-recordings/lesson-recordings-page';
import { NumbersPage } from '../features/numbers/numbers-page';
import { PronounLessonPage } from '../features/pronouns/pronoun-lesson-page';
import { PronounQuizPage } from '../features/pronouns/pronoun-quiz-page';
import { SentencesPage } from '../features/sentences/sentences-page';
import { SotwAdminPage } from '../features/sotw-admin/sotw-admin-page';
import { LegacyTextPage } from '../features/texts/legacy-text-page';
import { Text7Page } from '../features/texts/text-7-page';
import { TextViewPage } from '../features/texts/text-view-page';
import { TextsPage } from '../features/texts/texts-page';
import { LessonPlayerPage } from '../features/vocab/lesson-player-page';
import { VocabPage } from '../features/vocab/vocab-page';
import { VocabRandomPage } from '../features/vocab-random/vocab-random-page';
import { PreviousWordlesPage } from '../features/wordle/previous-wordles-page';
import { WordlePage } from '../features/wordle/wordle-page';
import { WordsPage } from '../features/words/words-page';
import { ErrorPage } from './error-page';
import { AdminArea, HomeOrLogin, PublicArea, RootLayout, SignedInArea } from './layouts';

/**
 * Pages anyone may open without signing in; they show the brand-only navbar.
 * The spec's public pages are /forgot, /restore, /join, /wordle, /wordle/previous, /unsubscribe, /wotd
 * and /sotw: the issues that build the game and the e-mail-linked pages add theirs here.
 */
export const publicRoutes: RouteObject[] = [
  { path: 'forgot', element: <ForgotPage /> },
  { path: 'restore', element: <RestorePage /> },
  { path: 'join', element: <JoinPage /> },
  { path: 'unsubscribe', element: <UnsubscribePage /> },
  { path: 'wotd', element: <WotdPage /> },
  { path: 'sotw', element: <SotwPage /> },
  { path: 'wordle', element: <WordlePage /> },
  { path: 'wordle/previous', element: <PreviousWordlesPage /> },
];

/** Pages that need a session (a visitor is redirected to /). */
export const signedInRoutes: RouteObject[] = [
  { path: 'change-password', element: <ChangePasswordPage /> },
  { path: 'numbers', element: <NumbersPage /> },
  { path: 'pronouns', element: <PronounLessonPage /> },
  { path: 'pronouns/practice', element: <PronounQuizPage /> },
  { path: 'vocab-random', element: <VocabRandomPage /> },
  { path: 'words', element: <WordsPage renderRowActions={(entry) => <ManageWordAudioButton word={entry.lex} />} /> },
  { path: 'sents', element: <SentencesPage /> },
  { path: 'texts', element: <TextsPage /> },
  {
    path: 'text-view',
    element: (
      <TextViewPage
        editor={LazyAnnotationEditor}
        renderSentenceActions={(textId, sentence, index) => (
          <ManageSentenceAudioButton sentId={textSentenceAudioId(textId, index)} sentenceText={sentence.text} />
        )}
      />
    ),
  },
  { path: 'text-view-legacy', element: <LegacyTextPage /> },
  { path: 'text-7', element: <Text7Page /> },
  {
    path: 'exercises',
    element: <ExercisesLayout />,
    children: [
      { index: true, element: <ExercisesIndexPage /> },
      { path: 'listening', element: <ListeningExercisePage /> },
      ...WRITTEN_EXERCISE_DATES.map((date) => ({ path: date, element: <WrittenExercisePage date={date} /> })),
    ],
  },
  { path: 'plurals', element: <PluralsPage /> },
  { path: 'locatives', element: <LocativesPage /> },
  { path: 'recordings', element: <LessonRecordingsPage /> },
  { path: 'vocab', element: <VocabPage /> },
  { path: 'vocab/:id', element: <LessonPlayerPage /> },
];

/** Pages that need the admin flag (anyone else is redirected to /). */
export const adminRoutes: RouteObject[] = [
  { path: 'admin', element: <AdminPage /> },
  { path: 'admin-sotw', element: <SotwAdminPage /> },
  {
    path: 'annotate',
    // The editor is a lazy route: the Wordle page never downloads it.
    HydrateFallback: Loading,
    lazy: async () => ({ Component: (await import('../features/annotate/annotate-page')).AnnotatePage }),
  },
  // The lesson builder's pages are lazy too.
  {
    path: 'modify-vocab-lessons',
    HydrateFallback: Loading,
    lazy: async () => ({ Component: (await import('../features/lesson-builder/modify-lessons-page')).ModifyLessonsPage }),
  },
  {
    path: 'edit-vocab-lesson',
    HydrateFallback: Loading,
    lazy: async () => ({ Component: (await import('../features/lesson-builder/edit-lesson-page')).EditLessonPage }),
  },
  {
    path: 'create-new-sent',
    HydrateFallback: Loading,
    lazy: async () => ({ Component: (await import('../features/lesson-builder/create-new-sent-page')).CreateNewSentPage }),
  },
];

/** The whole route table: one root layout, one error page; an unknown path renders its 404 variant. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <HomeOrLogin /> },
      { path: 'login', element: <Navigate to="/" replace /> },
      { element: <PublicArea />, children: publicRoutes },
      {
        element: <SignedInArea />,
        children: [...signedInRoutes, { element: <AdminArea />, children: adminRoutes }],
      },
    ],
  },
];
