import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { queuedChanges } from '../../offline/outbox';
import { seriousAxeViolations } from '../../test/axe';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, networkDown, signedIn, visitor } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { passTime, takeOverTheClock } from '../../test/timers';
import { ADD_FAILURE_SHOWN_MS, AddToReviewButton } from './add-to-review-button';

// Sample words, invented: not language material.
const deck = (words: number[]): Reply => ({ body: { words, sentences: [] } });

function renderButtons(replies: Record<string, Reply>, buttons: ReactNode) {
  const server = mockFetch(replies);
  render(<QueryClientProvider client={createQueryClient()}>{buttons}</QueryClientProvider>);
  return server;
}

const okihuButton = <AddToReviewButton lexId={2} word="okihu" source="words" />;

const postedBodies = (calls: { method: string; path: string; init: RequestInit | undefined }[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === '/api/review/items')
    .map((call) => JSON.parse(String(call.init?.body)) as unknown);

describe('AddToReviewButton', () => {
  it('when a signed-in learner presses it, then the word is sent to the deck and the button turns to "In my review"', async () => {
    const replies: Record<string, Reply> = {
      ...signedIn(),
      'GET /api/review/deck': deck([7]),
      'POST /api/review/items': { body: { success: true, added: 2 } },
    };
    const { calls } = renderButtons(replies, okihuButton);
    const add = await screen.findByRole('button', { name: 'Add to my review: okihu' });
    expect(add).toHaveTextContent('Add to my review');
    expect(add).not.toHaveAttribute('aria-disabled');
    replies['GET /api/review/deck'] = deck([7, 2]);

    await userEvent.click(add);

    const inReview = await screen.findByRole('button', { name: 'In my review: okihu' });
    expect(inReview).toBe(add);
    expect(inReview).toHaveTextContent('In my review');
    expect(inReview).toHaveAttribute('aria-disabled', 'true');
    expect(inReview).toHaveFocus();
    expect(postedBodies(calls)).toEqual([{ kind: 'word', lexId: 2, source: 'words' }]);
    // The deck changed: it is asked for again.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/review/deck')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'In my review: okihu' })).toBeInTheDocument();
  });

  it('when the button is given another word (a list row as the search narrows), then what was added or failed stays with the first word', async () => {
    const replies: Record<string, Reply> = {
      ...signedIn(),
      'GET /api/review/deck': deck([]),
      'POST /api/review/items': { body: { success: true, added: 0 } },
    };
    mockFetch(replies);
    const client = createQueryClient();
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <AddToReviewButton lexId={2} word="okihu" source="words" />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add to my review: okihu' }));
    expect(await screen.findByRole('button', { name: 'In my review: okihu' })).toBeInTheDocument();

    rerender(
      <QueryClientProvider client={client}>
        <AddToReviewButton lexId={3} word="tietu" source="words" />
      </QueryClientProvider>,
    );
    const other = screen.getByRole('button', { name: 'Add to my review: tietu' });
    expect(other).not.toHaveAttribute('aria-disabled');

    replies['POST /api/review/items'] = { status: 500, body: { error: 'Something went wrong.' } };
    rerender(
      <QueryClientProvider client={client}>
        <AddToReviewButton lexId={4} word="napam" source="words" />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to my review: napam' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not add to your review.');
    rerender(
      <QueryClientProvider client={client}>
        <AddToReviewButton lexId={3} word="tietu" source="words" />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the word is already in the deck, then it reads "In my review" and pressing it sends nothing', async () => {
    const { calls } = renderButtons({ ...signedIn(), 'GET /api/review/deck': deck([2]) }, okihuButton);

    const inReview = await screen.findByRole('button', { name: 'In my review: okihu' });
    expect(inReview).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(inReview);

    expect(postedBodies(calls)).toEqual([]);
  });

  it('when the server already had the word (added 0), then it still turns to "In my review"', async () => {
    renderButtons(
      {
        ...signedIn(),
        'GET /api/review/deck': deck([]),
        'POST /api/review/items': { body: { success: true, added: 0 } },
      },
      okihuButton,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Add to my review: okihu' }));

    expect(await screen.findByRole('button', { name: 'In my review: okihu' })).toBeInTheDocument();
  });

  it('when the deck is still loading, then nothing shows but its room is kept; when it cannot be read, then the button is offered', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderButtons(
      { ...signedIn(), 'GET /api/review/deck': { status: 500, body: { success: false } } },
      okihuButton,
    );
    const release = holdReplies('/api/review/deck');

    await release.asked;
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // Unseen and out of the accessibility tree, the button's room: the row does not move when it comes.
    const room = screen.getByText('Add to my review').closest('[aria-hidden="true"]');
    expect(room).toHaveStyle({ visibility: 'hidden' });
    release();

    expect(await screen.findByRole('button', { name: 'Add to my review: okihu' })).toBeInTheDocument();
    expect(screen.getAllByText('Add to my review')).toHaveLength(1);
  });

  it('when a visitor is on the page, then there is no button and the deck is not asked for', async () => {
    const { calls } = renderButtons({ ...visitor }, okihuButton);

    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/api/who']));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('when the word is being sent, then it reads "Adding..." and a second press sends nothing', async () => {
    const { calls } = renderButtons(
      {
        ...signedIn(),
        'GET /api/review/deck': deck([]),
        'POST /api/review/items': { body: { success: true, added: 2 } },
      },
      okihuButton,
    );
    const add = await screen.findByRole('button', { name: 'Add to my review: okihu' });
    const release = holdReplies('/api/review/items');

    await userEvent.click(add);
    expect(add).toHaveTextContent('Adding...');
    // Its name holds its words in every state (label-content-name-mismatch).
    expect(add).toHaveAccessibleName('Adding...: okihu');
    expect(add).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(add);
    release();

    expect(await screen.findByRole('button', { name: 'In my review: okihu' })).toBeInTheDocument();
    expect(postedBodies(calls)).toHaveLength(1);
  });

  it('when the word cannot be added, then "Could not add to your review." shows for 3 seconds and it can be pressed again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const replies: Record<string, Reply> = {
      ...signedIn(),
      'GET /api/review/deck': deck([]),
      'POST /api/review/items': { status: 500, body: { error: 'Something went wrong.' } },
    };
    const { calls } = renderButtons(replies, okihuButton);
    const add = await screen.findByRole('button', { name: 'Add to my review: okihu' });
    const user = takeOverTheClock();

    await user.click(add);

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not add to your review.');
    expect(add).toHaveAccessibleName('Add to my review: okihu');
    expect(add).not.toHaveAttribute('aria-disabled');
    expect(console.error).toHaveBeenCalled();
    await passTime(ADD_FAILURE_SHOWN_MS - 100);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await passTime(100);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    replies['POST /api/review/items'] = { body: { success: true, added: 2 } };
    await user.click(add);
    expect(await screen.findByRole('button', { name: 'In my review: okihu' })).toBeInTheDocument();
    expect(postedBodies(calls)).toHaveLength(2);
  });

  it('when the learner is offline, then the word waits in the queue as the sync call takes it, the button reads as added and a status says it is sent when back online', async () => {
    const { calls } = renderButtons(
      { ...signedIn(), 'GET /api/review/deck': deck([]), 'POST /api/review/items': networkDown() },
      okihuButton,
    );
    const add = await screen.findByRole('button', { name: 'Add to my review: okihu' });

    await userEvent.click(add);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Offline: it is added to your review when you are back online.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(add).toHaveAccessibleName('In my review: okihu');
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveFocus();
    expect((await queuedChanges()).map(({ kind, body }) => ({ kind, body }))).toEqual([
      { kind: 'review-add', body: { item: { kind: 'word', lexId: 2, source: 'words' } } },
    ]);
    expect(postedBodies(calls)).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the server refuses the word (404), then the failure shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderButtons(
      {
        ...signedIn(),
        'GET /api/review/deck': deck([]),
        'POST /api/review/items': {
          status: 404,
          body: { success: false, error: 'No such word in the lexicon.' },
        },
      },
      okihuButton,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Add to my review: okihu' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not add to your review.');
  });

  it('when a page shows several buttons, then the deck is asked for once', async () => {
    const { calls } = renderButtons(
      { ...signedIn(), 'GET /api/review/deck': deck([3]) },
      <>
        {okihuButton}
        <AddToReviewButton lexId={3} word="tietu" source="words" />
        <AddToReviewButton lexId={4} word="napam" source="words" />
      </>,
    );

    expect(await screen.findByRole('button', { name: 'In my review: tietu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to my review: okihu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to my review: napam' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/review/deck')).toHaveLength(1);
  });

  it('when operated with the keyboard, then Enter adds the word; and axe finds no serious violation', async () => {
    const { calls } = renderButtons(
      {
        ...signedIn(),
        'GET /api/review/deck': deck([]),
        'POST /api/review/items': { body: { success: true, added: 2 } },
      },
      okihuButton,
    );
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Add to my review: okihu' });

    await user.tab();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('button', { name: 'In my review: okihu' })).toHaveFocus();
    expect(postedBodies(calls)).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
