import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import type { LoaderFunction, Params, RouteObject } from 'react-router-dom';
import { whoQuery } from '../api/accounts';
import { lessonsQuery, prefetchLesson } from '../api/lessons';
import { lexiconQuery, randomVocabQuery } from '../api/lexicon';
import { numbersQuery } from '../api/numbers';
import {
  lessonRecordingsQuery,
  playableSentenceRecordingsQuery,
  playableWordRecordingsQuery,
  textRecordingsQuery,
} from '../api/recordings';
import { sentencesQuery } from '../api/sentences';
import { textIndexQuery, textQuery } from '../api/texts';
import { wordleAnswerQuery, wordleDatesQuery, wordleValidWordsQuery } from '../api/wordle';
import { Loading } from '../components/loading';
import { WRITTEN_EXERCISE_DATES } from '../features/exercises/written-exercise-dates';
import { parseTextId, TEXT_7_ID } from '../features/texts/text-id';
import { ErrorPage } from './error-page';
import { AdminArea, HomeOrLogin, PublicArea, RootLayout, SignedInArea } from './layouts';

/**
 * A route whose page is a chunk of its own, downloaded when the route is first opened: the Wordle
 * page never downloads the lexicon's, and no page downloads the admin's. Until it has arrived on a
 * first visit, the area's layout shows 'Loading...'; on a later navigation the current page stays.
 */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return { HydrateFallback: Loading, lazy: async () => ({ Component: await load() }) };
}

/** The lexicon with its words' recordings: the word list, the drills. */
const prefetchWordsWithRecordings = (client: QueryClient) =>
  Promise.all([client.prefetchQuery(lexiconQuery), client.prefetchQuery(playableWordRecordingsQuery)]);

/** A text with its sentences' recordings. */
const prefetchText = (client: QueryClient, id: number) =>
  Promise.all([client.prefetchQuery(textQuery(id)), client.prefetchQuery(textRecordingsQuery(id))]);

/**
 * Pages anyone may open without signing in; they show the brand-only navbar.
 * The spec's public pages are /forgot, /restore, /join, /wordle, /wordle/previous, /unsubscribe, /wotd
 * and /sotw: the issues that build the game and the e-mail-linked pages add theirs here.
 */
const publicRoutes = (prefetch: Prefetch): RouteObject[] => [
  { path: 'forgot', ...page(async () => (await import('../features/accounts/forgot-page')).ForgotPage) },
  { path: 'restore', ...page(async () => (await import('../features/accounts/restore-page')).RestorePage) },
  { path: 'join', ...page(async () => (await import('../features/accounts/join-page')).JoinPage) },
  {
    path: 'unsubscribe',
    ...page(async () => (await import('../features/email/unsubscribe-page')).UnsubscribePage),
  },
  { path: 'wotd', ...page(async () => (await import('../features/email/wotd-page')).WotdPage) },
  { path: 'sotw', ...page(async () => (await import('../features/email/sotw-page')).SotwPage) },
  {
    path: 'wordle',
    loader: prefetch((client, { url }) =>
      Promise.all([
        client.prefetchQuery(wordleValidWordsQuery),
        client.prefetchQuery(wordleAnswerQuery(url.searchParams.get('date'))),
      ]),
    ),
    ...page(async () => (await import('../features/wordle/wordle-page')).WordlePage),
  },
  {
    path: 'wordle/previous',
    loader: prefetch((client) => client.prefetchQuery(wordleDatesQuery)),
    ...page(async () => (await import('../features/wordle/previous-wordles-page')).PreviousWordlesPage),
  },
];

/**
 * Pages that need a session (a visitor is redirected to /). A page's loader starts the downloads of
 * the data it shows as soon as the session is known, while its code downloads.
 */
const signedInRoutes = (prefetch: Prefetch): RouteObject[] => [
  {
    path: 'change-password',
    ...page(async () => (await import('../features/accounts/change-password-page')).ChangePasswordPage),
  },
  {
    path: 'numbers',
    loader: prefetch((client) => client.prefetchQuery(numbersQuery)),
    ...page(async () => (await import('../features/numbers/numbers-page')).NumbersPage),
  },
  {
    path: 'pronouns',
    ...page(async () => (await import('../features/pronouns/pronoun-lesson-page')).PronounLessonPage),
  },
  {
    path: 'pronouns/practice',
    ...page(async () => (await import('../features/pronouns/pronoun-quiz-page')).PronounQuizPage),
  },
  {
    path: 'vocab-random',
    loader: prefetch((client) => client.prefetchQuery(randomVocabQuery)),
    ...page(async () => (await import('../features/lessons/vocab-random-page')).VocabRandomPage),
  },
  {
    path: 'words',
    loader: prefetch((client) => prefetchWordsWithRecordings(client)),
    ...page(async () => (await import('./pages/words-route')).WordsRoute),
  },
  {
    path: 'sents',
    loader: prefetch((client) =>
      Promise.all([
        client.prefetchQuery(sentencesQuery),
        client.prefetchQuery(playableSentenceRecordingsQuery),
      ]),
    ),
    ...page(async () => (await import('../features/sentences/sentences-page')).SentencesPage),
  },
  {
    path: 'texts',
    loader: prefetch((client) => client.prefetchQuery(textIndexQuery)),
    ...page(async () => (await import('../features/texts/texts-page')).TextsPage),
  },
  {
    path: 'text-view',
    loader: prefetch((client, { url }) => {
      const id = parseTextId(url.searchParams.get('id'));
      return id === null ? undefined : prefetchText(client, id);
    }),
    ...page(async () => (await import('./pages/text-view-route')).TextViewRoute),
  },
  {
    path: 'text-view-legacy',
    ...page(async () => (await import('../features/texts/legacy-text-page')).LegacyTextPage),
  },
  {
    path: 'text-7',
    loader: prefetch((client) => prefetchText(client, TEXT_7_ID)),
    ...page(async () => (await import('../features/texts/text-7-page')).Text7Page),
  },
  // The spec's route table lists /listen: the listening exercise lives under /exercises.
  { path: 'listen', element: <Navigate to="/exercises/listening" replace /> },
  {
    path: 'exercises',
    ...page(async () => (await import('../features/exercises/exercises-layout')).ExercisesLayout),
    children: [
      {
        index: true,
        ...page(async () => (await import('../features/exercises/exercises-index-page')).ExercisesIndexPage),
      },
      {
        path: 'listening',
        ...page(
          async () => (await import('../features/exercises/listening-exercise-page')).ListeningExercisePage,
        ),
      },
      ...WRITTEN_EXERCISE_DATES.map((date) => ({
        path: date,
        ...page(async () => {
          const { WrittenExercisePage } = await import('../features/exercises/written-exercise-page');
          return () => <WrittenExercisePage date={date} />;
        }),
      })),
    ],
  },
  {
    path: 'plurals',
    loader: prefetch((client) => prefetchWordsWithRecordings(client)),
    ...page(async () => (await import('../features/drills/drill-page')).PluralsPage),
  },
  {
    path: 'locatives',
    loader: prefetch((client) => prefetchWordsWithRecordings(client)),
    ...page(async () => (await import('../features/drills/drill-page')).LocativesPage),
  },
  {
    path: 'recordings',
    loader: prefetch((client) => client.prefetchQuery(lessonRecordingsQuery)),
    ...page(async () => (await import('../features/recordings/lesson-recordings-page')).LessonRecordingsPage),
  },
  {
    path: 'vocab',
    loader: prefetch((client) =>
      Promise.all([
        client.prefetchQuery(lessonsQuery),
        client.prefetchQuery(sentencesQuery),
        client.prefetchQuery(playableWordRecordingsQuery),
      ]),
    ),
    ...page(async () => (await import('../features/lessons/vocab-page')).VocabPage),
  },
  {
    path: 'review',
    loader: prefetch(async (client) =>
      client.prefetchQuery((await import('../api/review')).reviewQueueQuery),
    ),
    ...page(async () => (await import('../features/review/review-page')).ReviewPage),
  },
  {
    path: 'progress',
    loader: prefetch(async (client) => {
      const { progressQuery, reviewSettingsQuery } = await import('../api/review');
      return Promise.all([client.prefetchQuery(progressQuery), client.prefetchQuery(reviewSettingsQuery)]);
    }),
    ...page(async () => (await import('../features/progress/progress-page')).ProgressPage),
  },
  {
    path: 'vocab/:id',
    loader: prefetch((client, { params }) => prefetchLesson(client, params.id ?? '')),
    ...page(async () => (await import('../features/lessons/lesson-player-page')).LessonPlayerPage),
  },
];

/** Pages that need the admin flag (anyone else is redirected to /). */
const adminRoutes: RouteObject[] = [
  {
    path: 'admin-sotw',
    ...page(async () => (await import('../features/email/sotw-admin-page')).SotwAdminPage),
  },
  {
    path: 'annotate',
    ...page(async () => (await import('../features/texts/annotate-page')).AnnotatePage),
  },
  {
    path: 'modify-vocab-lessons',
    ...page(async () => (await import('../features/lessons/modify-lessons-page')).ModifyLessonsPage),
  },
  {
    path: 'edit-vocab-lesson',
    ...page(async () => (await import('../features/lessons/edit-lesson-page')).EditLessonPage),
  },
  {
    path: 'create-new-sent',
    ...page(async () => (await import('../features/lessons/create-new-sent-page')).CreateNewSentPage),
  },
];

/** What a loader is given: the address opened (its ?id=, ?date=) and the route's params (:id). */
interface Opened {
  url: URL;
  params: Params;
}

type Prefetch = (start: (queryClient: QueryClient, opened: Opened) => unknown) => LoaderFunction;

/**
 * Loaders that start loading what a page shows and return at once: the page shows its own loading
 * and failure messages (the spec's) and reads the answers from the same cache. A signed-in page's
 * loader starts nothing for a known visitor (who is sent to /); on the first load, while the
 * session check is still under way, it starts the page's data beside it rather than after it (a
 * visitor's requests are refused and forgotten at sign-in).
 */
const prefetchFor =
  (queryClient: QueryClient, { needsSession }: { needsSession: boolean }): Prefetch =>
  (start) =>
  ({ request, params }) => {
    if (needsSession && queryClient.getQueryData(whoQuery.queryKey)?.username === null) return null;
    void start(queryClient, { url: new URL(request.url), params });
    return null;
  };

/** The whole route table: one root layout, one error page; an unknown path renders its 404 variant. */
export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <HomeOrLogin /> },
      { path: 'login', element: <Navigate to="/" replace /> },
      { element: <PublicArea />, children: publicRoutes(prefetchFor(queryClient, { needsSession: false })) },
      {
        element: <SignedInArea />,
        children: [
          ...signedInRoutes(prefetchFor(queryClient, { needsSession: true })),
          {
            // The teacher's console: any signed-in account may open it; it shows the spec's
            // placeholder to one that is not an admin (ADR 036).
            path: 'admin/*',
            ...page(async () => (await import('./pages/admin-console-route')).AdminConsoleRoute),
          },
          { element: <AdminArea />, children: adminRoutes },
        ],
      },
    ],
  },
];
