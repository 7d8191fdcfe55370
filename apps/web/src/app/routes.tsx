import type { QueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { whoQuery } from '../api/accounts';
import { SIGN_IN_STATE } from '../components/public-navbar';
import { WRITTEN_EXERCISE_DATES } from '../features/exercises/written-exercise-dates';
import { parseTextId, TEXT_7_ID } from '../features/texts/text-id';
import { NotFoundPage } from './error-page';
import {
  AdminArea,
  DictionaryArea,
  HomeOrLogin,
  OnlineOnly,
  PublicArea,
  RootLayout,
  SignedInArea,
} from './layouts';
import type { AppRoute, Opened } from './route-table';

// A page's queries are downloaded with its code (the prefetches import them), not with the app's
// entry, which every page downloads. On a first visit the server has already asked for the page's
// data (its Link header): the prefetch takes what has arrived.

/** The lexicon with its words' recordings: the word list, the drills. */
const prefetchWordsWithRecordings = async (client: QueryClient) => {
  const [{ lexiconQuery }, { playableWordRecordingsQuery }] = await Promise.all([
    import('../api/lexicon'),
    import('../api/recordings'),
  ]);
  return Promise.all([client.prefetchQuery(lexiconQuery), client.prefetchQuery(playableWordRecordingsQuery)]);
};

/** A text with its sentences' recordings. */
const prefetchText = async (client: QueryClient, id: number) => {
  const [{ textQuery }, { textRecordingsQuery }] = await Promise.all([
    import('../api/texts'),
    import('../api/recordings'),
  ]);
  return Promise.all([client.prefetchQuery(textQuery(id)), client.prefetchQuery(textRecordingsQuery(id))]);
};

/**
 * Pages anyone may open without signing in; they show the brand-only navbar.
 * The spec's public pages are /forgot, /restore, /join, /wordle, /wordle/previous, /unsubscribe, /wotd
 * and /sotw: the issues that build the game and the e-mail-linked pages add theirs here.
 */
const publicRoutes = (prefetch: Prefetch): AppRoute[] => [
  // The account forms and the e-mail-linked pages need the server: offline they say so.
  {
    element: <OnlineOnly />,
    children: [
      { path: 'forgot', page: async () => (await import('../features/accounts/forgot-page')).ForgotPage },
      { path: 'restore', page: async () => (await import('../features/accounts/restore-page')).RestorePage },
      { path: 'join', page: async () => (await import('../features/accounts/join-page')).JoinPage },
      {
        path: 'unsubscribe',
        page: async () => (await import('../features/email/unsubscribe-page')).UnsubscribePage,
      },
      { path: 'wotd', page: async () => (await import('../features/email/wotd-page')).WotdPage },
      { path: 'sotw', page: async () => (await import('../features/email/sotw-page')).SotwPage },
    ],
  },
  {
    path: 'wordle',
    prefetch: prefetch(async (client, { url }) => {
      const { wordleAnswerQuery, wordleValidWordsQuery } = await import('../api/wordle');
      return Promise.all([
        client.prefetchQuery(wordleValidWordsQuery),
        client.prefetchQuery(wordleAnswerQuery(url.searchParams.get('date'))),
      ]);
    }),
    page: async () => (await import('../features/wordle/wordle-page')).WordlePage,
  },
  {
    path: 'wordle/previous',
    prefetch: prefetch(async (client) =>
      client.prefetchQuery((await import('../api/wordle')).wordleDatesQuery),
    ),
    page: async () => (await import('../features/wordle/previous-wordles-page')).PreviousWordlesPage,
  },
];

/**
 * Pages that need a session (a visitor is redirected to /). A page's loader starts the downloads of
 * the data it shows as soon as the session is known, while its code downloads.
 */
const signedInRoutes = (prefetch: Prefetch): AppRoute[] => [
  {
    element: <OnlineOnly />,
    children: [
      {
        path: 'change-password',
        page: async () => (await import('../features/accounts/change-password-page')).ChangePasswordPage,
      },
    ],
  },
  {
    path: 'alphabet',
    page: async () => (await import('../features/alphabet/alphabet-page')).AlphabetPage,
  },
  {
    path: 'numbers',
    prefetch: prefetch(async (client) => client.prefetchQuery((await import('../api/numbers')).numbersQuery)),
    page: async () => (await import('../features/numbers/numbers-page')).NumbersPage,
  },
  {
    path: 'pronouns',
    page: async () => (await import('../features/pronouns/pronoun-lesson-page')).PronounLessonPage,
  },
  {
    path: 'pronouns/practice',
    page: async () => (await import('../features/pronouns/pronoun-quiz-page')).PronounQuizPage,
  },
  {
    path: 'vocab-random',
    prefetch: prefetch(async (client) =>
      client.prefetchQuery((await import('../api/lexicon')).randomVocabQuery),
    ),
    page: async () => (await import('../features/lessons/vocab-random-page')).VocabRandomPage,
  },
  {
    path: 'sents',
    prefetch: prefetch(async (client) => {
      const [{ sentencesQuery }, { playableSentenceRecordingsQuery }] = await Promise.all([
        import('../api/sentences'),
        import('../api/recordings'),
      ]);
      return Promise.all([
        client.prefetchQuery(sentencesQuery),
        client.prefetchQuery(playableSentenceRecordingsQuery),
      ]);
    }),
    page: async () => (await import('../features/sentences/sentences-page')).SentencesPage,
  },
  {
    path: 'texts',
    prefetch: prefetch(async (client) => client.prefetchQuery((await import('../api/texts')).textIndexQuery)),
    page: async () => (await import('../features/texts/texts-page')).TextsPage,
  },
  {
    path: 'text-view',
    prefetch: prefetch((client, { url }) => {
      const id = parseTextId(url.searchParams.get('id'));
      return id === null ? undefined : prefetchText(client, id);
    }),
    page: async () => (await import('./pages/text-view-route')).TextViewRoute,
  },
  {
    path: 'text-view-legacy',
    page: async () => (await import('../features/texts/legacy-text-page')).LegacyTextPage,
  },
  {
    path: 'text-7',
    prefetch: prefetch((client) => prefetchText(client, TEXT_7_ID)),
    page: async () => (await import('../features/texts/text-7-page')).Text7Page,
  },
  // The spec's route table lists /listen: the listening exercise lives under /exercises.
  { path: 'listen', element: <Navigate to="/exercises/listening" replace /> },
  {
    path: 'exercises',
    page: async () => (await import('../features/exercises/exercises-layout')).ExercisesLayout,
    children: [
      {
        index: true,
        page: async () => (await import('../features/exercises/exercises-index-page')).ExercisesIndexPage,
      },
      {
        path: 'listening',
        page: async () =>
          (await import('../features/exercises/listening-exercise-page')).ListeningExercisePage,
      },
      ...WRITTEN_EXERCISE_DATES.map((date) => ({
        path: date,
        page: async () => {
          const { WrittenExercisePage } = await import('../features/exercises/written-exercise-page');
          return () => <WrittenExercisePage date={date} />;
        },
      })),
    ],
  },
  {
    path: 'plurals',
    prefetch: prefetch((client) => prefetchWordsWithRecordings(client)),
    page: async () => (await import('../features/drills/drill-page')).PluralsPage,
  },
  {
    path: 'locatives',
    prefetch: prefetch((client) => prefetchWordsWithRecordings(client)),
    page: async () => (await import('../features/drills/drill-page')).LocativesPage,
  },
  {
    path: 'recordings',
    prefetch: prefetch(async (client) =>
      client.prefetchQuery((await import('../api/recordings')).lessonRecordingsQuery),
    ),
    page: async () => (await import('../features/recordings/lesson-recordings-page')).LessonRecordingsPage,
  },
  {
    path: 'vocab',
    prefetch: prefetch(async (client) => {
      const [{ lessonsQuery }, { sentencesQuery }, { playableWordRecordingsQuery }] = await Promise.all([
        import('../api/lessons'),
        import('../api/sentences'),
        import('../api/recordings'),
      ]);
      return Promise.all([
        client.prefetchQuery(lessonsQuery),
        client.prefetchQuery(sentencesQuery),
        client.prefetchQuery(playableWordRecordingsQuery),
      ]);
    }),
    page: async () => (await import('../features/lessons/vocab-page')).VocabPage,
  },
  {
    path: 'review',
    prefetch: prefetch(async (client) =>
      client.prefetchQuery((await import('../api/review')).reviewQueueQuery),
    ),
    page: async () => (await import('./pages/review-route')).ReviewRoute,
  },
  {
    path: 'progress',
    prefetch: prefetch(async (client) => {
      const { progressQuery, reviewSettingsQuery } = await import('../api/review');
      return Promise.all([client.prefetchQuery(progressQuery), client.prefetchQuery(reviewSettingsQuery)]);
    }),
    page: async () => (await import('../features/progress/progress-page')).ProgressPage,
  },
  {
    path: 'offline',
    page: async () => (await import('../features/offline/offline-page')).OfflinePage,
  },
  {
    path: 'suggestions',
    prefetch: prefetch(async (client) =>
      client.prefetchQuery((await import('../api/suggestions')).mySuggestionsQuery),
    ),
    page: async () => (await import('../features/suggestions/my-suggestions-page')).MySuggestionsPage,
  },
  {
    path: 'vocab/:id',
    prefetch: prefetch(async (client, { params }) =>
      (await import('../api/lessons')).prefetchLesson(client, params.id ?? ''),
    ),
    page: async () => (await import('./pages/lesson-route')).LessonRoute,
  },
];

/** The dictionary: signed in, or a visitor while the public dictionary is open (ADR 058). */
const dictionaryRoutes = (prefetch: Prefetch): AppRoute[] => [
  {
    path: 'words',
    prefetch: prefetch((client) => prefetchWordsWithRecordings(client)),
    page: async () => (await import('./pages/words-route')).WordsRoute,
  },
  {
    // An entry's own page (issue 36, ADR 070): one call, which the dictionary download answers offline.
    path: 'words/:id',
    prefetch: prefetch(async (client, { params }) => {
      const id = Number(params.id);
      if (!Number.isSafeInteger(id) || id < 1) return;
      return client.prefetchQuery((await import('../api/lex-entry')).lexEntryQuery(id));
    }),
    page: async () => (await import('../features/lexicon/entry-page')).EntryPage,
  },
];

/** Pages that need the admin flag (anyone else is redirected to /). */
const adminRoutes: AppRoute[] = [
  {
    path: 'admin-sotw',
    page: async () => (await import('../features/email/sotw-admin-page')).SotwAdminPage,
  },
  {
    path: 'annotate',
    page: async () => (await import('../features/texts/annotate-page')).AnnotatePage,
  },
  {
    path: 'modify-vocab-lessons',
    page: async () => (await import('../features/lessons/modify-lessons-page')).ModifyLessonsPage,
  },
  {
    path: 'edit-vocab-lesson',
    page: async () => (await import('../features/lessons/edit-lesson-page')).EditLessonPage,
  },
  {
    path: 'create-new-sent',
    page: async () => (await import('../features/lessons/create-new-sent-page')).CreateNewSentPage,
  },
];

type Prefetch = (start: (queryClient: QueryClient, opened: Opened) => unknown) => AppRoute['prefetch'];

/**
 * A page's prefetch starts loading what it shows and returns at once: the page shows its own
 * loading and failure messages (the spec's) and reads the answers from the same cache. A signed-in
 * page's data is asked for only once the session check says someone is signed in: a visitor's deep
 * link goes to the login form without a call that would be refused (ADR 055). On a first visit the
 * server has already asked for a signed-in page's data when a session cookie came (its Link
 * header), so waiting for the check costs a signed-in learner nothing there.
 */
const prefetchFor =
  (queryClient: QueryClient, { needsSession }: { needsSession: boolean | 'or-open-dictionary' }): Prefetch =>
  (start) =>
  (opened) => {
    if (!needsSession) {
      void start(queryClient, opened);
      return;
    }
    // The check the session provider makes (one call: the cache merges them), or its answer.
    void queryClient.ensureQueryData(whoQuery).then((who) => {
      const open = needsSession === 'or-open-dictionary' && who.publicDictionary === true;
      if (who.username !== null || open) void start(queryClient, opened);
    });
  };

/**
 * The whole route table: one root layout; an unknown path shows the 404 page, and anything a page
 * throws the error page (route-table.tsx).
 */
export const appRoutes = (queryClient: QueryClient): AppRoute[] => [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeOrLogin /> },
      // The spec's /login opens /, where the login form is; coming from the navbar's "Sign in", its
      // first field is focused (ADR 071).
      { path: 'login', element: <Navigate to="/" replace state={SIGN_IN_STATE} /> },
      { element: <PublicArea />, children: publicRoutes(prefetchFor(queryClient, { needsSession: false })) },
      {
        element: <DictionaryArea />,
        children: dictionaryRoutes(prefetchFor(queryClient, { needsSession: 'or-open-dictionary' })),
      },
      {
        element: <SignedInArea />,
        children: [
          ...signedInRoutes(prefetchFor(queryClient, { needsSession: true })),
          // A recording session (ADR 084): not behind OnlineOnly, so a dropped connection loses nothing.
          {
            path: 'record/session',
            page: async () => (await import('../features/recordings/session-page')).SessionPage,
          },
          {
            // The console and the teacher's pages need the server (ADR 065).
            element: <OnlineOnly />,
            children: [
              {
                // The teacher's console: any signed-in account may open it; it shows the spec's
                // placeholder to one that is not an admin (ADR 036).
                path: 'admin/*',
                page: async () => (await import('./pages/admin-console-route')).AdminConsoleRoute,
              },
              { element: <AdminArea />, children: adminRoutes },
              // The recorder's page (ADR 080): it sends anyone but a recorder or a teacher to /.
              {
                path: 'record',
                page: async () => (await import('../features/recordings/record-page')).RecordPage,
              },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];
