import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { classProgressResponseSchema, daysEndingOn } from '@langapp/shared';
import type { ClassProgress, LearnerProgress } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { ClassProgressPage } from './class-progress-page';

const routes = testRoutes({ admin: [{ path: 'admin/progress', element: <ClassProgressPage /> }] });

/** A Tuesday. */
const TODAY = '2026-03-10';

const nobody = (
  changes: Partial<LearnerProgress> & Pick<LearnerProgress, 'id' | 'username'>,
): LearnerProgress => ({
  isAdmin: false,
  deactivated: false,
  lastActiveAt: null,
  lessonsFinished: 0,
  reviews7: 0,
  reviews30: 0,
  matureReviews30: 0,
  retention: null,
  pronounAnswers: 0,
  pronounAccuracy: null,
  wordlePlayed: 0,
  wordleWon: 0,
  ...changes,
});

const TEACHER = nobody({ id: 1, username: 'teacher', isAdmin: true });
const ANA = nobody({
  id: 2,
  username: 'ana',
  lastActiveAt: '2026-03-10T11:59:00.000Z',
  lessonsFinished: 2,
  reviews7: 5,
  reviews30: 6,
  matureReviews30: 3,
  retention: 2 / 3,
  pronounAnswers: 4,
  pronounAccuracy: 0.75,
  wordlePlayed: 2,
  wordleWon: 1,
});
const BEN = nobody({
  id: 3,
  username: 'ben',
  lessonsFinished: 1,
  reviews7: 9,
  reviews30: 9,
  wordlePlayed: 1,
  wordleWon: 1,
});
const CLEO = nobody({ id: 4, username: 'cleo', deactivated: true });

/** GET /api/admin/progress's answer, checked against the shared schema so the fixture cannot drift. */
function progressAnswer(changes: Partial<ClassProgress> = {}): ClassProgress {
  const busy: Record<string, Partial<ClassProgress['activity'][number]>> = {
    '2026-03-08': { reviews: 40, lessons: 1 },
    '2026-03-09': { reviews: 2, lessons: 2, wordle: 1, pronouns: 1 },
    '2026-03-10': { reviews: 1, wordle: 1, pronouns: 3 },
  };
  return classProgressResponseSchema.parse({
    today: TODAY,
    learners: [ANA, BEN, CLEO, TEACHER],
    mostMissedWords: [
      { lexId: 1, lex: 'tahak', gloss: 'river (sample)', misses: 3, learners: 2 },
      { lexId: 3, lex: 'sopa', gloss: 'soup (sample)', misses: 1, learners: 1 },
    ],
    activity: daysEndingOn(TODAY, 84).map((day) => ({
      day,
      reviews: 0,
      lessons: 0,
      wordle: 0,
      pronouns: 0,
      ...busy[day],
    })),
    ...changes,
  });
}

const EMPTY_ACTIVITY = daysEndingOn(TODAY, 84).map((day) => ({
  day,
  reviews: 0,
  lessons: 0,
  wordle: 0,
  pronouns: 0,
}));

function openPage(reply: Reply = { body: progressAnswer() }) {
  const { calls } = mockFetch({ ...signedIn('teacher', true), 'GET /api/admin/progress': reply });
  return { ...renderApp('/admin/progress', { routes }), calls };
}

const learnersTable = async () => await screen.findByRole('table', { name: /Every account/ });
/** The learners' names in the order the table shows them. */
const learnerOrder = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getByRole('rowheader')
        .textContent?.replace(/(Admin|Deactivated)$/, ''),
    );

describe('the class progress page', () => {
  it('when the teacher’s browser is in Paris, then the page names that zone for its days and dates, as the learners page names Pacific Time', async () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'Europe/Paris' };
    });
    openPage();

    expect(
      await screen.findByText(/^Days and dates are in your time zone, Central European Time \(Paris\)\./),
    ).toBeInTheDocument();
  });

  it('when the teacher opens it, then each learner’s figures show, with the CSV link in their time zone', async () => {
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Class progress' })).toBeInTheDocument();
    const table = await learnersTable();
    const ana = within(table).getByRole('row', { name: /^ana/ });
    const cells = within(ana)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      new Intl.DateTimeFormat([...navigator.languages], { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-03-10T11:59:00.000Z'),
      ),
      '2',
      '5',
      '6',
      '67% of 3 mature reviews',
      '75% of 4 answers',
      '2',
      '1',
    ]);
    const ben = within(table).getByRole('row', { name: /^ben/ });
    expect(within(ben).getByText('Not recorded')).toBeInTheDocument();
    expect(within(ben).getByText('no mature reviews')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^cleo/ })).toHaveTextContent('Deactivated');
    expect(within(table).getByRole('row', { name: /^teacher/ })).toHaveTextContent('Admin');

    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/admin/progress.csv?tz=${encodeURIComponent(tz)}`,
    );
    expect(
      String(vi.mocked(fetch).mock.calls.find(([url]) => String(url).startsWith('/api/admin/progress'))?.[0]),
    ).toBe(`/api/admin/progress?tz=${encodeURIComponent(tz)}`);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the table is wider than the screen, then it scrolls in its own region, named by its caption and reached by Tab', async () => {
    openPage();
    const table = await learnersTable();
    const region = screen.getByRole('region', { name: /^Every account, with its figures/ });
    expect(region).toContainElement(table);
    // The caption is above the region, read whole without scrolling the table.
    expect(region).not.toContainElement(screen.getByText(/^Every account, with its figures/));
    screen.getByRole('link', { name: 'Download CSV' }).focus();
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('when words were missed, then they are listed with their meaning, misses and learners', async () => {
    openPage();
    const section = await screen.findByRole('region', { name: 'Most-missed words, last 30 days' });
    const rows = within(within(section).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['tahak', 'river (sample)', '3', '2'],
      ['sopa', 'soup (sample)', '1', '1'],
    ]);
  });

  it('when the class was active, then a chart per kind of activity is named by its figures, with the figures in a table', async () => {
    const { user } = openPage();
    const section = await screen.findByRole('region', { name: 'Activity per day, last 12 weeks' });
    expect(
      within(section).getByText(/^3 days with activity from Wed, Dec 17 to Tue, Mar 10:/),
    ).toHaveTextContent('43 reviews, 3 lessons finished, 2 Wordle games, 4 pronoun answers.');
    expect(
      within(section).getByRole('img', {
        name: 'Reviews per day over the last 12 weeks: 43 reviews in all, at most 40 on Sun, Mar 8.',
      }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('img', {
        name: 'Lessons finished per day over the last 12 weeks: 3 lessons finished in all, at most 2 on Mon, Mar 9.',
      }),
    ).toBeInTheDocument();
    expect(within(section).getAllByRole('img')).toHaveLength(4);

    const summary = within(section).getByText('Show the activity as a table');
    await user.click(summary);
    const table = within(section).getByRole('table', { name: /activity per day, newest first/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(85);
    expect([...rows[1]!.children].map((cell) => cell.textContent)).toEqual([
      'Tue, Mar 10',
      '1',
      '0',
      '1',
      '3',
    ]);
    expect([...rows[3]!.children].map((cell) => cell.textContent)).toEqual([
      'Sun, Mar 8',
      '40',
      '1',
      '0',
      '0',
    ]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when a column heading is chosen, then the table sorts by it, most first, then the other way', async () => {
    const { user } = openPage();
    const table = await learnersTable();
    expect(learnerOrder(table)).toEqual(['ana', 'ben', 'cleo', 'teacher']);

    await user.click(within(table).getByRole('button', { name: /Reviews, 7 days/ }));
    expect(learnerOrder(table)).toEqual(['ben', 'ana', 'cleo', 'teacher']);
    expect(within(table).getByRole('columnheader', { name: /Reviews, 7 days/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(within(table).getByRole('button', { name: /Reviews, 7 days/ }));
    expect(learnerOrder(table)).toEqual(['cleo', 'teacher', 'ana', 'ben']);
    expect(within(table).getByRole('columnheader', { name: /Reviews, 7 days/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(within(table).getByRole('columnheader', { name: /Learner/ })).not.toHaveAttribute('aria-sort');

    // A learner without a retention figure goes last, whichever way.
    await user.click(within(table).getByRole('button', { name: /Retention/ }));
    expect(learnerOrder(table)[0]).toBe('ana');
    await user.click(within(table).getByRole('button', { name: /Retention/ }));
    expect(learnerOrder(table)[0]).toBe('ana');
  });

  it('when nobody has joined or done anything yet, then the page says so instead of empty charts', async () => {
    openPage({
      body: progressAnswer({ learners: [TEACHER], mostMissedWords: [], activity: EMPTY_ACTIVITY }),
    });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'No learner has joined yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite a learner' })).toHaveAttribute('href', '/admin/learners');
    expect(screen.getByText('No word has been missed in the last 30 days.')).toBeInTheDocument();
    expect(
      screen.getByText(/^Nothing has happened in the last 12 weeks: no learner has reviewed/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('Show the activity as a table')).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when learners have not reviewed lately, then the page says so', async () => {
    openPage({
      body: progressAnswer({ learners: [nobody({ id: 2, username: 'ana', lessonsFinished: 1 }), TEACHER] }),
    });
    expect(await screen.findByText('No learner has reviewed in the last 30 days.')).toBeInTheDocument();
    expect(screen.queryByText(/No learner has joined yet/)).not.toBeInTheDocument();
  });

  it('when the figures are on their way, then a status named after them shows', async () => {
    openPage();
    const release = holdReplies('/api/admin/progress');

    expect(await screen.findByRole('status', { name: 'Loading the class progress...' })).toBeInTheDocument();
    release();
    expect(await learnersTable()).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the class progress...' })).not.toBeInTheDocument();
  });

  it('when the figures cannot be loaded, then the page says so', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    openPage(networkDown());
    expect(
      await screen.findByText('The class progress could not be loaded. Please refresh the page.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
