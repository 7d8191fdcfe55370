import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { lexEntry } from '../../test/sample-data';
import { ExercisesIndexPage } from './exercises-index-page';
import { ExercisesLayout } from './exercises-layout';
import { ListeningExercisePage } from './listening-exercise-page';
import { SAMPLE_MATERIAL_NOTE, WrittenExercisePage } from './written-exercise-page';
import { WRITTEN_EXERCISE_DATES } from './written-exercises';

/** The routes as the app table adds them (signed-in area). */
const routes = testRoutes({
  signedIn: [
    {
      path: 'exercises',
      element: <ExercisesLayout />,
      children: [
        { index: true, element: <ExercisesIndexPage /> },
        { path: 'listening', element: <ListeningExercisePage /> },
        ...WRITTEN_EXERCISE_DATES.map((date) => ({
          path: date,
          element: <WrittenExercisePage date={date} />,
        })),
      ],
    },
  ],
});

async function open(path: string) {
  // The signed-in navbar asks for the count of review cards due.
  mockFetch({
    ...signedIn(),
    'GET /api/review/summary': { body: { counts: { new: 0, learning: 0, review: 0 }, nextDue: null } },
    // The written exercises' typed section reads the lexicon (SAMPLE words).
    'GET /api/lexs': { body: { data: [lexEntry(1, 'napam', 'n', 'stone')] } },
  });
  const view = renderApp(path, { routes });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('exercises', () => {
  it('when /exercises opens, then it lists the listening exercise and the seven written ones, without the index link', async () => {
    await open('/exercises');

    expect(screen.getByRole('heading', { level: 1, name: 'Exercises' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Exercises Index' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Listening exercise' })).toHaveAttribute(
      'href',
      '/exercises/listening',
    );
    const written = within(screen.getByRole('region', { name: 'Written exercises' })).getAllByRole('link');
    expect(written.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      ['2023-03-17', '2023-04-01', '2023-04-14', '2023-11-09', '2024-01-04', '2024-03-01', '2024-04-10'].map(
        (d) => [d, `/exercises/${d}`],
      ),
    );
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it.each(['/exercises/listening', '/exercises/2023-11-09'])(
    'when %s opens, then the Exercises Index link leads back to /exercises',
    async (path) => {
      const { user, router } = await open(path);

      await user.click(screen.getByRole('link', { name: 'Exercises Index' }));

      expect(router.state.location.pathname).toBe('/exercises');
      expect(await screen.findByRole('heading', { level: 1, name: 'Exercises' })).toBeInTheDocument();
    },
  );

  it.each(WRITTEN_EXERCISE_DATES)(
    'when the written exercise of %s opens, then it has one h1 with its date, the sample note and hidden answers',
    async (date) => {
      await open(`/exercises/${date}`);

      const headings = screen.getAllByRole('heading', { level: 1 });
      expect(headings).toHaveLength(1);
      expect(headings[0]?.textContent).toMatch(new RegExp(`^${date}: `));
      expect(screen.getByText(SAMPLE_MATERIAL_NOTE)).toBeInTheDocument();
      expect(screen.getAllByText('Show answers').length).toBeGreaterThan(0);
      expect(await seriousAxeViolations()).toEqual([]);
    },
  );

  it('when the plural answers are opened, then a vowel-final noun takes -kma and a consonant-final one -mak', async () => {
    const { user } = await open('/exercises/2023-04-01');
    const section = screen.getByRole('region', { name: 'Write the plural' });

    await user.click(within(section).getByText('Show answers'));

    expect(within(section).getByText('okihukma (rivers)')).toBeVisible();
    expect(within(section).getByText('napammak (stones)')).toBeVisible();
    expect(within(section).getByText('saliwmak (flowers)')).toBeVisible();
  });

  it('when the matching answers are read, then each word points to the letter of its meaning', async () => {
    await open('/exercises/2023-04-14');
    const section = screen.getByRole('region', { name: 'Match each word with its meaning' });

    expect(within(section).getByText('1 okihu: c (river)')).toBeInTheDocument();
    expect(within(section).getByText("7 ko'mu: a (fire)")).toBeInTheDocument();
  });

  it('when a prompt has a blank, then it is read as blank', async () => {
    await open('/exercises/2023-03-17');

    expect(screen.getAllByText('blank')[0]).toHaveClass('visually-hidden');
  });
});
