import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { WordleAnswer } from '@langapp/shared';
import { createQueryClient } from '../../api/query-client';
import { mockFetch, signedIn, visitor } from '../../test/mock-fetch';
import type { Call, Reply } from '../../test/mock-fetch';
import { WordleEndPanel } from './wordle-end-panel';

// A sample answer, invented: not language material.
const ANSWER: WordleAnswer = { id: 1, lex: 'tasem', lexId: 12, gloss: 'sample meaning', filename: null };

function renderPanel({
  answer = ANSWER,
  session = signedIn(),
  replies = {},
  wonIn = 3,
}: {
  answer?: WordleAnswer;
  wonIn?: number | null;
  session?: Record<string, Reply>;
  replies?: Record<string, Reply>;
} = {}) {
  const server = mockFetch({
    ...session,
    'GET /api/review/deck': { body: { words: [], sentences: [] } },
    'POST /api/review/items': { body: { success: true, added: 2 } },
    ...replies,
  });
  const learner = session['GET /api/who'] !== visitor['GET /api/who'];
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <WordleEndPanel
          answer={answer}
          wonIn={wonIn}
          stats={null}
          shareText="Wordle #2 3/6"
          signedIn={learner}
          takeFocus={false}
          onShare={() => Promise.resolve('shared')}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return server;
}

const addedToReview = (calls: Call[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === '/api/review/items')
    .map((call) => JSON.parse(String(call.init?.body)) as unknown);

describe('wordle end panel: the review deck', () => {
  it('when a signed-in learner ends a game whose answer has an entry, then they can add the answer to their review', async () => {
    const { calls } = renderPanel();

    await userEvent.click(await screen.findByRole('button', { name: 'Add to my review: tasem' }));

    expect(await screen.findByRole('button', { name: 'In my review: tasem' })).toBeInTheDocument();
    expect(addedToReview(calls)).toEqual([{ kind: 'word', lexId: 12, source: 'wordle' }]);
  });

  it('when the answer is already in the deck, then it says so', async () => {
    renderPanel({ replies: { 'GET /api/review/deck': { body: { words: [12], sentences: [] } } } });

    expect(await screen.findByRole('button', { name: 'In my review: tasem' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('when the answer has no entry, then there is no button and the deck is not asked for', async () => {
    const { calls } = renderPanel({ answer: { id: 1, lex: 'tasem', lexId: null } });

    await screen.findByRole('heading', { name: 'Good job!' });
    expect(screen.queryByRole('button', { name: /my review/ })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('when a visitor ends the game, then there is no button', async () => {
    const { calls } = renderPanel({ session: visitor });

    await screen.findByRole('heading', { name: 'Good job!' });
    expect(screen.queryByRole('button', { name: /my review/ })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('wordle end panel: the result', () => {
  it.each([
    [1, 'You guessed in 1 attempt'],
    [2, 'You guessed in 2 attempts'],
    [6, 'You guessed in 6 attempts'],
  ])('when the game is won in %i, then it says "%s"', async (wonIn, sentence) => {
    renderPanel({ session: visitor, wonIn });

    await screen.findByRole('heading', { name: 'Good job!' });
    expect(screen.getByText(sentence)).toBeInTheDocument();
  });

  it('when the game is lost, then it gives the answer', async () => {
    renderPanel({ session: visitor, wonIn: null });

    expect(await screen.findByRole('heading', { name: 'Too bad!' })).toBeInTheDocument();
    expect(screen.getByText('Correct: tasem')).toBeInTheDocument();
  });
});
