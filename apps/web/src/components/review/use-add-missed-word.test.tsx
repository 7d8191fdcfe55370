import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { queuedChanges } from '../../offline/outbox';
import { mockFetch, networkDown, signedIn, visitor } from '../../test/mock-fetch';
import type { Call, Reply } from '../../test/mock-fetch';
import { useAddMissedWord } from './use-add-missed-word';
import type { MissedWord } from './use-add-missed-word';

// Sample words, invented: not language material.
const MISSES: Record<string, MissedWord> = {
  'Miss okihu': { lexId: 2 },
  'Miss tietu': { lex: 'tietu', gloss: 'see' },
  'Miss tietu (another meaning)': { lex: 'tietu', gloss: 'look' },
};

/** A game whose buttons each miss one word. */
function Game() {
  const addMissed = useAddMissedWord('matching');
  return (
    <>
      {Object.entries(MISSES).map(([name, word]) => (
        <button key={name} type="button" onClick={() => addMissed(word)}>
          {name}
        </button>
      ))}
    </>
  );
}

function play(replies: Record<string, Reply>) {
  const server = mockFetch(replies);
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <Game />
    </QueryClientProvider>,
  );
  /** Waits until the session check has answered and no add is under way. */
  const settled = () =>
    waitFor(() => {
      expect(client.isFetching() + client.isMutating()).toBe(0);
      expect(server.calls.length).toBeGreaterThan(0);
    });
  return { ...view, ...server, settled };
}

const added = (calls: Call[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === '/api/review/items')
    .map((call) => JSON.parse(String(call.init?.body)) as unknown);

const ADDED: Reply = { body: { success: true, added: 2 } };

/** Misses the words named, one press each. */
async function miss(...names: string[]) {
  for (const name of names) await userEvent.click(screen.getByRole('button', { name }));
}

describe('useAddMissedWord', () => {
  it('when a signed-in learner misses a word twice, then it is sent to the deck once', async () => {
    const { calls, settled } = play({ ...signedIn(), 'POST /api/review/items': ADDED });
    await settled();

    await miss('Miss okihu', 'Miss okihu');
    await settled();

    expect(added(calls)).toEqual([{ kind: 'word', lexId: 2, source: 'matching' }]);
  });

  it('when words are named by their written form, then a homograph with another meaning is a word of its own', async () => {
    const { calls, settled } = play({ ...signedIn(), 'POST /api/review/items': ADDED });
    await settled();

    await miss('Miss tietu', 'Miss tietu (another meaning)', 'Miss tietu');
    await settled();

    expect(added(calls)).toEqual([
      { kind: 'word', lex: 'tietu', gloss: 'see', source: 'matching' },
      { kind: 'word', lex: 'tietu', gloss: 'look', source: 'matching' },
    ]);
  });

  it('when a visitor misses a word, then nothing is sent', async () => {
    const { calls, settled } = play({ ...visitor });
    await settled();

    await miss('Miss okihu', 'Miss tietu');
    await settled();

    expect(calls.map((call) => call.path)).toEqual(['/api/who']);
  });

  it('when the word cannot be added, then the failure is only logged, and a later miss tries again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const replies: Record<string, Reply> = {
      ...signedIn(),
      'POST /api/review/items': { status: 500, body: { error: 'Something went wrong.' } },
    };
    const { calls, settled } = play(replies);
    await settled();

    await miss('Miss okihu');

    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error.mock.calls[0]?.[0]).toBe('A word could not be added to the review deck.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    replies['POST /api/review/items'] = ADDED;
    await miss('Miss okihu', 'Miss okihu');
    await settled();
    expect(added(calls)).toHaveLength(2);
  });

  it('when the learner is offline, then the missed word waits in the queue, quietly, and is not sent again', async () => {
    const { calls, settled } = play({ ...signedIn(), 'POST /api/review/items': networkDown() });
    await settled();

    await miss('Miss okihu', 'Miss okihu');
    await settled();

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(added(calls)).toHaveLength(1);
    expect((await queuedChanges()).map(({ kind, body }) => ({ kind, body }))).toEqual([
      { kind: 'review-add', body: { item: { kind: 'word', lexId: 2, source: 'matching' } } },
    ]);
  });
});
