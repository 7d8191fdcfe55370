import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewQueueSchema, vocabLessonsResponseSchema } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { NothingDue } from './nothing-due';

// Sample lessons, invented: not language material. Parsed, so they cannot drift from the schemas.
const lessons = (...list: { id: string; title: string; done: boolean }[]): Reply => ({
  body: vocabLessonsResponseSchema.parse({
    data: list.map((lesson) => ({
      ...lesson,
      description: '',
      data: '[]',
      published: 1,
      date_added: '2025-03-01T18:00:00.000Z',
    })),
  }),
});

const emptyQueue = reviewQueueSchema.parse({
  counts: { new: 0, learning: 0, review: 0 },
  nextDue: null,
  cards: [],
  reviewedToday: 0,
  canUndo: false,
});

function openNothingDue(lessonsReply: Reply) {
  mockFetch({
    ...signedIn(),
    'GET /api/review/mode': { body: { mode: 'standard' } },
    'GET /api/review/summary': { body: { counts: emptyQueue.counts, nextDue: null } },
    'GET /api/vocab-lessons': lessonsReply,
  });
  return renderApp('/review', {
    routes: testRoutes({
      signedIn: [
        { path: 'review', element: <NothingDue queue={emptyQueue} takeFocus={false} /> },
        { path: 'vocab/:id', element: <p>The lesson player</p> },
      ],
    }),
  });
}

describe('nothing due', () => {
  it('when a lesson is not finished, then it is offered by its title to learn new words', async () => {
    const { user, router } = openNothingDue(
      lessons(
        { id: 'ab12', title: 'Sample lesson 1', done: true },
        { id: 'cd34', title: 'Sample lesson 2', done: false },
      ),
    );

    const link = await screen.findByRole('link', { name: 'Sample lesson 2 | Start' });
    expect(link.parentElement).toHaveTextContent(/^Learn new words:/);
    expect(screen.queryByRole('link', { name: /Sample lesson 1/ })).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);

    await user.click(link);
    expect(router.state.location.pathname).toBe('/vocab/cd34');
  });

  it('when the next lesson has no title yet, then its id names it', async () => {
    openNothingDue(lessons({ id: 'cd34', title: 'cd34', done: false }));

    expect(await screen.findByRole('link', { name: 'cd34 | Start' })).toHaveAttribute('href', '/vocab/cd34');
  });
});
