import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { seriousAxeViolations } from '../../test/axe';
import { fakeAudio } from '../../test/fake-audio';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Call, Reply } from '../../test/mock-fetch';
import { ListeningExercisePage } from './listening-exercise-page';

const okihu: Record<string, Reply> = {
  'GET /api/random': { body: { result: [{ word: 'okihu', filename: 'okihu-1.mp3' }] } },
  'POST /api/answers': {
    body: { correct: { gloss: 'river' }, wrong: [{ gloss: 'stone' }, { gloss: 'house' }, { gloss: 'bird' }] },
  },
};

/** The learner's session and the review deck's add call (a wrong answer adds the word heard). */
const learner: Record<string, Reply> = {
  ...signedIn(),
  'POST /api/review/items': { body: { success: true, added: 2 } },
};

/** The words a wrong answer added to the review deck. */
const addedToReview = (calls: Call[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === '/api/review/items')
    .map((call) => JSON.parse(String(call.init?.body)) as unknown);

/** The page with a cache of server data of its own, as the app provides it. */
const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ListeningExercisePage />
    </QueryClientProvider>,
  );

/** Lets pending fetches and their promise chains finish (the fake clock runs only timeouts). */
async function settle() {
  for (let i = 0; i < 10; i += 1) await act(async () => {});
}

/** Renders the page with a fake clock for timeouts only, and presses Start. */
async function startExercise(exercise: Record<string, Reply> = okihu, session = learner) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const { played } = fakeAudio();
  const replies = { ...session, ...exercise };
  const { calls } = mockFetch(replies);
  const view = renderPage();
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  return { ...view, played, calls, replies };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('listening exercise', () => {
  it('when Start is pressed, then Loading data... shows and the word plays 500 ms later with four meanings', async () => {
    const { played, calls } = await startExercise();

    expect(screen.getByRole('status')).toHaveTextContent('Loading data...');
    await settle();
    expect(played).toEqual([]);
    advance(499);
    await settle();
    expect(played).toEqual([]);
    advance(1);
    await settle();

    expect(played).toEqual(['/api/audio/okihu-1.mp3']);
    const choices = screen.getByRole('group', { name: 'Which meaning did you hear?' });
    expect([...choices.querySelectorAll('button')].map((b) => b.textContent).sort()).toEqual([
      'bird',
      'house',
      'river',
      'stone',
    ]);
    expect(calls.find((call) => call.path === '/api/answers')?.form).toEqual({ word: 'okihu' });
    expect(screen.queryByText('Loading data...')).not.toBeInTheDocument();
  });

  it('when the right meaning is picked, then it turns green and a new word loads after 500 ms', async () => {
    const { played, calls, replies } = await startExercise();
    advance(500);
    await settle();
    replies['GET /api/random'] = { body: { result: [{ word: 'napam', filename: 'napam-1.mp3' }] } };
    replies['POST /api/answers'] = {
      body: { correct: { gloss: 'stone' }, wrong: [{ gloss: 'river' }, { gloss: 'fire' }, { gloss: 'dog' }] },
    };

    fireEvent.click(screen.getByRole('button', { name: 'river' }));

    const right = screen.getByRole('button', { name: 'river (correct)' });
    expect(right).toHaveClass('btn-success');
    expect(right).toHaveTextContent('✓ river');
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    advance(499);
    await settle();
    expect(calls.filter((c) => c.path === '/api/random')).toHaveLength(1);

    advance(1);
    await settle();
    expect(calls.filter((c) => c.path === '/api/random')).toHaveLength(2);
    expect(played).toEqual(['/api/audio/okihu-1.mp3', '/api/audio/napam-1.mp3']);
    expect(screen.getByRole('button', { name: 'fire' })).toHaveClass('btn-outline-primary');
    expect(screen.queryByRole('button', { name: /correct/ })).not.toBeInTheDocument();
  });

  it('when a wrong meaning is picked, then it shows red for 1 s and the same word stays', async () => {
    const { calls } = await startExercise();
    advance(500);
    await settle();

    fireEvent.click(screen.getByRole('button', { name: 'stone' }));

    const wrong = screen.getByRole('button', { name: 'stone (wrong)' });
    expect(wrong).toHaveClass('btn-danger');
    expect(screen.getByText('Not quite. Try again.')).toBeInTheDocument();
    advance(999);
    expect(wrong).toHaveClass('btn-danger');
    advance(1);
    expect(screen.getByRole('button', { name: 'stone' })).toHaveClass('btn-outline-primary');
    await settle();
    expect(calls.filter((c) => c.path === '/api/random')).toHaveLength(1);
  });

  it('when a signed-in learner picks a wrong meaning, then the word heard is added to their review deck once', async () => {
    const { calls } = await startExercise();
    advance(500);
    await settle();

    fireEvent.click(screen.getByRole('button', { name: 'stone' }));
    await settle();
    advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'house' }));
    await settle();

    expect(addedToReview(calls)).toEqual([
      { kind: 'word', lex: 'okihu', gloss: 'river', source: 'listening' },
    ]);
  });

  it('when the right meaning is picked, then nothing is added to the review deck', async () => {
    const { calls } = await startExercise();
    advance(500);
    await settle();

    fireEvent.click(screen.getByRole('button', { name: 'river' }));
    await settle();

    expect(addedToReview(calls)).toEqual([]);
  });

  it('when the review deck cannot take the word, then the failure is only logged and the exercise goes on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A server fault (a call the network never answered waits in the queue instead).
    await startExercise(okihu, {
      ...learner,
      'POST /api/review/items': { status: 500, body: { error: 'Something went wrong.' } },
    });
    advance(500);
    await settle();

    fireEvent.click(screen.getByRole('button', { name: 'stone' }));
    await settle();

    expect(error).toHaveBeenCalledWith('A word could not be added to the review deck.', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    advance(1000);
    expect(screen.getByRole('button', { name: 'stone' })).toHaveClass('btn-outline-primary');
  });

  it('when Replay is pressed, then the word plays again', async () => {
    const { played } = await startExercise();
    advance(500);
    await settle();

    fireEvent.click(screen.getByRole('button', { name: 'Replay' }));

    expect(played).toEqual(['/api/audio/okihu-1.mp3', '/api/audio/okihu-1.mp3']);
  });

  it('when no word has a recording, then the page says so', async () => {
    await startExercise({
      'GET /api/random': { status: 404, body: { success: false, error: 'No word has a recording yet.' } },
    });
    advance(500);
    await settle();

    expect(
      screen.getByText('No word has a recording yet, so there is nothing to listen to.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['the word', { 'GET /api/random': networkDown() }],
    ['its answers', { ...okihu, 'POST /api/answers': { status: 500, body: { success: false } } }],
  ])('when %s cannot be loaded, then the page says so and offers Try again', async (_case, replies) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = await startExercise(replies);
    advance(500);
    await settle();

    expect(screen.getByText('The exercise could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading data...');
    await settle();
    expect(calls.filter((c) => c.path === '/api/random')).toHaveLength(2);
  });

  it('when the page leaves during the start delay, then no word plays', async () => {
    const { played, unmount } = await startExercise();
    await settle();

    unmount();
    advance(1000);
    await settle();

    expect(played).toEqual([]);
  });

  it('when the question shows, then it can be answered with the keyboard and has no serious axe violation', async () => {
    fakeAudio();
    mockFetch({ ...learner, ...okihu });
    renderPage();
    const user = userEvent.setup();

    await user.tab();
    await user.keyboard('{Enter}');
    const river = await screen.findByRole('button', { name: 'river' }, { timeout: 2000 });
    river.focus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: 'river (correct)' })).toHaveFocus();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
