import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  daysEndingOn,
  progressResponseSchema,
  reviewSettingsResponseSchema,
  reviewSummarySchema,
} from '@langapp/shared';
import type { Progress, ReviewSettings, WordleStats } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Call, Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { ProgressPage } from './progress-page';
import { SETTINGS_NOT_SAVED } from './review-settings-form';

const routes = testRoutes({ signedIn: [{ path: 'progress', element: <ProgressPage /> }] });

/** A Wednesday: the calendar's first day, 83 days earlier, is a Thursday. */
const TODAY = '2026-11-04';
const COUNTS = { new: 3, learning: 1, review: 4 };

const NO_WORDLE: WordleStats = {
  played: 0,
  winPercent: 0,
  currentStreak: 0,
  bestStreak: 0,
  distribution: [0, 0, 0, 0, 0, 0],
};

/** GET /api/progress's answer, checked against the shared schema so the fixture cannot drift. */
function progressAnswer(changes: Partial<Progress> = {}): Progress {
  const busy: Record<string, { reviews: number; lessons: number }> = {
    '2026-11-02': { reviews: 12, lessons: 1 },
    '2026-11-03': { reviews: 1, lessons: 0 },
    '2026-11-04': { reviews: 12, lessons: 0 },
  };
  return progressResponseSchema.parse({
    today: TODAY,
    streak: { current: 3, longest: 7, today: true },
    goal: { target: 20, done: 12 },
    wordsKnown: 5,
    wordsInDeck: 40,
    lessonsFinished: 2,
    activity: daysEndingOn(TODAY, 84).map((day) => ({ day, reviews: 0, lessons: 0, ...busy[day] })),
    counts: COUNTS,
    wordle: NO_WORDLE,
    ...changes,
  });
}

const SETTINGS: ReviewSettings = { desiredRetention: 0.9, newPerDay: 10, dailyGoal: 20 };
const settingsAnswer = (settings: ReviewSettings) => ({
  body: reviewSettingsResponseSchema.parse({ settings }),
});
/** The account's statistics of four games: won in 3, 3 and 5 guesses, one lost. */
const FOUR_GAMES: WordleStats = {
  played: 4,
  winPercent: 75,
  currentStreak: 0,
  bestStreak: 2,
  distribution: [0, 0, 2, 0, 1, 0],
};

function openProgress({
  progress = { body: progressAnswer() },
  replies = {},
}: { progress?: Reply; replies?: Record<string, Reply> } = {}) {
  const { calls } = mockFetch({
    ...signedIn('learner'),
    // The navbar's review count, if it asks.
    'GET /api/review/summary': { body: reviewSummarySchema.parse({ counts: COUNTS, nextDue: null }) },
    'GET /api/progress': progress,
    'GET /api/review/settings': settingsAnswer(SETTINGS),
    // The speakers section (speaker-choice-form.test.tsx tests it).
    'GET /api/recording-speakers': { body: { data: [] } },
    ...replies,
  });
  return { ...renderApp('/progress', { routes }), calls };
}

/** The cards of the page's figures, by their heading. */
const card = (name: string) => screen.getByRole('region', { name });

const postedSettings = (calls: Call[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === '/api/review/settings')
    .map((call) => JSON.parse(String(call.init?.body)) as unknown);

describe('progress: figures', () => {
  it('when the progress and the settings are on their way, then each place shows a status named after what loads', async () => {
    openProgress();
    const releaseProgress = holdReplies('/api/progress');
    const releaseSettings = holdReplies('/api/review/settings');

    expect(await screen.findByRole('status', { name: 'Loading your progress...' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your review settings...' })).toBeInTheDocument();
    releaseProgress();
    releaseSettings();
    expect(await screen.findByRole('region', { name: 'Streak' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: /^Loading/ })).not.toBeInTheDocument());
  });

  it('when the learner has done nothing yet, then the page says where progress comes from and offers a lesson', async () => {
    openProgress({
      progress: {
        body: progressAnswer({
          streak: { current: 0, longest: 0, today: false },
          goal: { target: 20, done: 0 },
          wordsKnown: 0,
          wordsInDeck: 0,
          lessonsFinished: 0,
          activity: daysEndingOn(TODAY, 84).map((day) => ({ day, reviews: 0, lessons: 0 })),
          counts: { new: 0, learning: 0, review: 0 },
        }),
      },
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'No progress yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a lesson' })).toHaveAttribute('href', '/vocab');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the learner has done something, then there is no empty state', async () => {
    openProgress();

    expect(await screen.findByRole('region', { name: 'Streak' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No progress yet' })).not.toBeInTheDocument();
  });

  it('when the progress arrives, then the streak, the goal, the words known, the lessons and the cards due show', async () => {
    openProgress();

    expect(await screen.findByText('3-day streak')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Progress' })).toBeInTheDocument();
    expect(within(card('Streak')).getByText('Longest: 7 days')).toBeInTheDocument();
    expect(within(card('Streak')).queryByText(/today to keep your streak/)).not.toBeInTheDocument();

    const goal = within(card('Daily goal')).getByRole('progressbar', { name: 'Daily goal' });
    expect(goal).toHaveAttribute('aria-valuenow', '12');
    expect(goal).toHaveAttribute('aria-valuemax', '20');
    expect(within(card('Daily goal')).getByText('12 of 20 cards reviewed today')).toBeInTheDocument();
    expect(screen.queryByText(/Daily goal met/)).not.toBeInTheDocument();

    expect(within(card('Words known')).getByText('5 of 40 words known')).toBeInTheDocument();
    expect(within(card('Lessons finished')).getByText('2 lessons finished')).toBeInTheDocument();
    expect(within(card('Due now')).getByText('8 cards')).toBeInTheDocument();
    expect(within(card('Due now')).getByText('3 new, 1 learning, 4 to review')).toBeInTheDocument();
    expect(within(card('Due now')).getByRole('link', { name: 'Review now' })).toHaveAttribute(
      'href',
      '/review',
    );
  });

  it('when today has no activity yet, then the streak says that reviewing today keeps it', async () => {
    openProgress({
      progress: { body: progressAnswer({ streak: { current: 4, longest: 4, today: false } }) },
    });

    expect(await screen.findByText('4-day streak')).toBeInTheDocument();
    expect(
      within(card('Streak')).getByText(
        'Nothing yet today: review a card or finish a lesson today to keep your streak.',
      ),
    ).toBeInTheDocument();
  });

  it('when there is no streak, then reviewing today is said to start one', async () => {
    openProgress({
      progress: { body: progressAnswer({ streak: { current: 0, longest: 2, today: false } }) },
    });

    expect(await screen.findByText('No streak yet')).toBeInTheDocument();
    expect(screen.queryByText(/0-day/)).not.toBeInTheDocument();
    expect(screen.getByText('Review a card or finish a lesson today to start a streak.')).toBeInTheDocument();
  });

  it('when the counts are one, then each reads in the singular', async () => {
    openProgress({
      progress: {
        body: progressAnswer({
          streak: { current: 1, longest: 1, today: true },
          goal: { target: 1, done: 0 },
          counts: { new: 1, learning: 0, review: 0 },
          wordsKnown: 1,
          wordsInDeck: 1,
          lessonsFinished: 1,
        }),
      },
    });

    expect(await screen.findByText('1-day streak')).toBeInTheDocument();
    expect(within(card('Streak')).getByText('Longest: 1 day')).toBeInTheDocument();
    expect(within(card('Daily goal')).getByText('0 of 1 card reviewed today')).toBeInTheDocument();
    expect(within(card('Due now')).getByText('1 card')).toBeInTheDocument();
    expect(within(card('Words known')).getByText('1 of 1 word known')).toBeInTheDocument();
    expect(within(card('Lessons finished')).getByText('1 lesson finished')).toBeInTheDocument();
  });

  it('when the goal is reached and nothing is due, then the goal says it is met and review can still be opened', async () => {
    openProgress({
      progress: {
        body: progressAnswer({
          goal: { target: 20, done: 26 },
          counts: { new: 0, learning: 0, review: 0 },
          lessonsFinished: 1,
        }),
      },
    });

    expect(await screen.findByText('26 of 20 cards reviewed today')).toBeInTheDocument();
    expect(screen.getByText('Daily goal met. Well done!')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Daily goal' })).toHaveAttribute('aria-valuenow', '20');
    expect(within(card('Due now')).getByText('Nothing due')).toBeInTheDocument();
    expect(within(card('Due now')).getByRole('link', { name: 'Open review' })).toHaveAttribute(
      'href',
      '/review',
    );
    expect(screen.getByText('1 lesson finished')).toBeInTheDocument();
  });

  it('when the progress cannot be loaded, then the page says so and the rest still shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openProgress({ progress: networkDown() });

    expect(await screen.findByText('Your progress could not be loaded. Please refresh the page.')).toHaveRole(
      'alert',
    );
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});

describe('progress: activity calendar', () => {
  it("when the calendar shows, then every day's figures are in a table, in the browser's language, newest first", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    const { user } = openProgress();
    const activity = await screen.findByRole('region', { name: 'Activity in the last 12 weeks' });

    expect(within(activity).getByText('3 days with activity: 25 reviews and 1 lesson.')).toBeInTheDocument();
    await user.click(within(activity).getByText('Show as table'));
    const table = within(activity).getByRole('table', { name: 'Reviews and lessons per day, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(84);
    expect(rows.slice(0, 3).map((row) => row.textContent)).toEqual([
      'Wed 4 Nov120',
      'Tue 3 Nov10',
      'Mon 2 Nov121',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Thu 13 Aug' })).toBeInTheDocument();
    expect(rows.at(-1)).toHaveTextContent('Thu 13 Aug00');
  });

  it('when the grid shows, then it is hidden from assistive technology and each day tells its figures on hover', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    openProgress();
    const activity = await screen.findByRole('region', { name: 'Activity in the last 12 weeks' });

    const grid = activity.querySelector('.activity-calendar');
    expect(grid?.closest('[aria-hidden="true"]')).not.toBeNull();
    const days = [...(grid?.querySelectorAll<HTMLElement>('.activity-cell') ?? [])];
    expect(days).toHaveLength(84);
    expect(days.map((day) => day.title).slice(-3)).toEqual([
      'Mon 2 Nov: 12 reviews, 1 lesson',
      'Tue 3 Nov: 1 review, 0 lessons',
      'Wed 4 Nov: 12 reviews, 0 lessons',
    ]);
    // The first day, a Thursday, opens the first week's column on the Thursday row.
    expect(days[0]).toHaveStyle({ gridRow: '6', gridColumn: '2' });
    expect(days.at(-1)).toHaveClass('activity-today', 'activity-level-4');
    expect(days.at(-2)).toHaveClass('activity-level-1');
    expect(days[0]).toHaveClass('activity-level-0');
  });
});

describe('progress: Wordle statistics', () => {
  it("when the account has Wordle games, then the account's statistics show", async () => {
    openProgress({ progress: { body: progressAnswer({ wordle: FOUR_GAMES }) } });
    const wordle = await screen.findByRole('region', { name: 'Wordle statistics' });

    const figure = async (term: string) => (await within(wordle).findByText(term)).nextElementSibling;
    expect(await figure('Played')).toHaveTextContent('4');
    expect(await figure('Win %')).toHaveTextContent('75');
    expect(await figure('Best streak')).toHaveTextContent('2');
    const distribution = within(wordle).getByRole('table', { name: 'Guess distribution' });
    expect(within(distribution).getByRole('row', { name: '3 2' })).toBeInTheDocument();
    expect(within(distribution).getByRole('row', { name: '5 1' })).toBeInTheDocument();
    expect(within(wordle).getByRole('link', { name: "Play today's Wordle" })).toHaveAttribute(
      'href',
      '/wordle',
    );
  });

  it('when the account has no Wordle game, then the page invites the learner to play', async () => {
    openProgress();
    const wordle = await screen.findByRole('region', { name: 'Wordle statistics' });

    expect(await within(wordle).findByText(/You have not finished a Wordle game yet/)).toBeInTheDocument();
    expect(within(wordle).queryByText('Played')).not.toBeInTheDocument();
  });
});

describe('progress: review settings', () => {
  async function openSettings(replies: Record<string, Reply> = {}) {
    const view = openProgress({ replies });
    const form = await screen.findByRole('region', { name: 'Review settings' });
    await within(form).findByRole('button', { name: 'Save' });
    return { ...view, form };
  }

  it('when the form shows, then it holds the saved settings and gives the recall goal in percent', async () => {
    const { form } = await openSettings();

    expect(within(form).getByLabelText('Recall goal')).toHaveValue(90);
    expect(within(form).getByLabelText('New cards per day')).toHaveValue(10);
    expect(within(form).getByLabelText('Daily goal')).toHaveValue(20);
    expect(within(form).getByLabelText('Recall goal')).toHaveAccessibleDescription(
      'How many of your cards you want to still remember when they come back, in percent; higher means more reviews. From 80% to 97%; 90% suits most learners.',
    );
    expect(within(form).queryByText(/0\.9/)).not.toBeInTheDocument();
  });

  it("when values are out of range or missing, then the shared schema's messages show and nothing is sent", async () => {
    const { form, user, calls } = await openSettings();
    const retention = within(form).getByLabelText('Recall goal');
    const perDay = within(form).getByLabelText('New cards per day');
    const goal = within(form).getByLabelText('Daily goal');

    await user.clear(retention);
    await user.type(retention, '50');
    await user.clear(perDay);
    await user.type(perDay, '101');
    await user.clear(goal);
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(retention).toHaveAccessibleDescription(
      expect.stringContaining('The recall goal must be a number from 80 to 97.'),
    );
    expect(retention).toHaveAttribute('aria-invalid', 'true');
    expect(retention).toHaveFocus();
    expect(perDay).toHaveAccessibleDescription(
      expect.stringContaining('New cards per day must be between 0 and 100.'),
    );
    expect(goal).toHaveAccessibleDescription(
      expect.stringContaining('The daily goal must be a whole number.'),
    );
    expect(postedSettings(calls)).toEqual([]);

    await user.clear(goal);
    await user.type(goal, '2.5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(goal).toHaveAccessibleDescription(
      expect.stringContaining('The daily goal must be a whole number.'),
    );
    expect(postedSettings(calls)).toEqual([]);
  });

  it('when valid settings are saved, then they are sent and Settings saved. shows', async () => {
    const saved = { desiredRetention: 0.85, newPerDay: 0, dailyGoal: 50 };
    const { form, user, calls } = await openSettings({ 'POST /api/review/settings': settingsAnswer(saved) });

    await user.clear(within(form).getByLabelText('Recall goal'));
    await user.type(within(form).getByLabelText('Recall goal'), '85');
    await user.clear(within(form).getByLabelText('New cards per day'));
    await user.type(within(form).getByLabelText('New cards per day'), '0');
    await user.clear(within(form).getByLabelText('Daily goal'));
    await user.type(within(form).getByLabelText('Daily goal'), '50');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Settings saved.');
    expect(postedSettings(calls)).toEqual([saved]);
    // The goal on the page follows: the progress is asked for again.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/progress')).toHaveLength(2));

    await user.type(within(form).getByLabelText('Daily goal'), '0');
    expect(within(form).getByRole('status')).toHaveTextContent('');
  });

  it("when the server refuses the settings, then the server's message shows", async () => {
    const { form, user } = await openSettings({
      'POST /api/review/settings': {
        status: 400,
        body: { success: false, error: 'The daily goal must be between 1 and 500 cards.' },
      },
    });

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The daily goal must be between 1 and 500 cards.',
    );
    expect(within(form).getByRole('status')).toHaveTextContent('');
  });

  it('when the network fails, then the form says the settings could not be saved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { form, user } = await openSettings({ 'POST /api/review/settings': networkDown() });

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(SETTINGS_NOT_SAVED);
  });
});

describe('progress accessibility', () => {
  it('when the page shows, then it has one h1 and no serious axe violation', async () => {
    const { user } = openProgress({ progress: { body: progressAnswer({ wordle: FOUR_GAMES }) } });
    await screen.findByText('3-day streak');
    await screen.findByRole('button', { name: 'Save' });
    await screen.findByText('Guess distribution');
    await user.click(screen.getByText('Show as table'));

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
