import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RandomVocabItem } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { fakeAudio } from '../../test/fake-audio';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Call, Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { passTime, takeOverTheClock } from '../../test/timers';
import { AUDIO_DELAY_MS, FEEDBACK_MS, NEXT_SET_DELAY_MS, VocabRandomPage } from './vocab-random-page';

/** The signed-in navbar asks for the count of review cards due. */
const NAVBAR_REVIEW: Record<string, Reply> = {
  'GET /api/review/summary': { body: { counts: { new: 0, learning: 0, review: 0 }, nextDue: null } },
};

const routes = testRoutes({ signedIn: [{ path: 'vocab-random', element: <VocabRandomPage /> }] });

const item = (lex: string, gloss: string): RandomVocabItem => ({
  lex,
  pos: 'n',
  gloss,
  filename: `${lex}.mp3`,
});
const firstSet = [
  item('sample-a', 'river'),
  item('sample-b', 'mountain'),
  item('sample-c', 'to run'),
  item('sample-d', 'basket'),
  item('sample-e', 'red'),
];
const secondSet = [item('sample-f', 'salmon'), item('sample-g', 'acorn')];

function renderGame(reply: Reply = { body: { result: firstSet } }) {
  const { played } = fakeAudio();
  const server = mockFetch({
    ...signedIn(),
    ...NAVBAR_REVIEW,
    'GET /api/random-vocab': reply,
    'POST /api/review/items': { body: { success: true, added: 2 } },
  });
  return { ...renderApp('/vocab-random', { routes }), ...server, played };
}

/** The words sent to the learner's review deck. */
const addedToReview = (calls: Call[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === '/api/review/items')
    .map((call) => JSON.parse(String(call.init?.body)) as unknown);

const button = (name: string) => screen.getByRole('button', { name });
const queryButton = (name: string) => screen.queryByRole('button', { name });

describe('random vocabulary matching game', () => {
  it('when the set loads, then every word and every gloss is a button', async () => {
    renderGame();

    expect(await screen.findByRole('button', { name: 'sample-a' })).toHaveAttribute('aria-pressed', 'false');
    for (const { lex, gloss } of firstSet) {
      expect(button(lex)).toBeInTheDocument();
      expect(button(gloss)).toBeInTheDocument();
    }
  });

  it('when no word has a recording, then the game says so and offers the words page', async () => {
    renderGame({ body: { result: [] } });

    expect(
      await screen.findByRole('heading', { name: 'There are no words with recordings to practise yet.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the words' })).toHaveAttribute('href', '/words');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when a word and its gloss are chosen, then they are marked and hidden after 250 ms', async () => {
    renderGame();
    await screen.findByRole('button', { name: 'sample-b' });
    const user = takeOverTheClock();

    await user.click(button('sample-b'));
    expect(button('sample-b')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('mountain'));

    expect(button('mountain')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    await passTime(FEEDBACK_MS - 1);
    expect(button('sample-b')).toBeInTheDocument();
    await passTime(1);
    expect(queryButton('sample-b')).not.toBeInTheDocument();
    expect(queryButton('mountain')).not.toBeInTheDocument();
    expect(button('sample-a')).toHaveFocus();
  });

  it('when a gloss is chosen before its word, then the pair matches too', async () => {
    renderGame();
    await screen.findByRole('button', { name: 'red' });
    const user = takeOverTheClock();

    await user.click(button('red'));
    await user.click(button('sample-e'));
    await passTime(FEEDBACK_MS);

    expect(queryButton('red')).not.toBeInTheDocument();
    expect(queryButton('sample-e')).not.toBeInTheDocument();
  });

  it('when a word and a wrong gloss are chosen, then both are let go after 250 ms and stay', async () => {
    renderGame();
    await screen.findByRole('button', { name: 'sample-a' });
    const user = takeOverTheClock();

    await user.click(button('sample-a'));
    await user.click(button('basket'));

    expect(screen.getByText('Not a match. Try again.')).toBeInTheDocument();
    expect(button('basket')).toHaveAttribute('aria-pressed', 'true');
    await passTime(FEEDBACK_MS);
    expect(button('sample-a')).toHaveAttribute('aria-pressed', 'false');
    expect(button('basket')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Not a match. Try again.')).not.toBeInTheDocument();
  });

  it('when a word is mismatched, then it goes to the review deck once, by its written form and gloss', async () => {
    const { calls } = renderGame();
    await screen.findByRole('button', { name: 'sample-a' });
    const user = takeOverTheClock();

    await user.click(button('sample-a'));
    await user.click(button('basket'));
    await passTime(FEEDBACK_MS);
    // The gloss first, then the word: the word is still the one picked on the word side.
    await user.click(button('red'));
    await user.click(button('sample-a'));
    await passTime(FEEDBACK_MS);
    await user.click(button('sample-c'));
    await user.click(button('river'));
    await passTime(FEEDBACK_MS);

    await vi.waitFor(() =>
      expect(addedToReview(calls)).toEqual([
        { kind: 'word', lex: 'sample-a', gloss: 'river', source: 'matching' },
        { kind: 'word', lex: 'sample-c', gloss: 'to run', source: 'matching' },
      ]),
    );
  });

  it('when a pair matches, then nothing goes to the review deck', async () => {
    const { calls } = renderGame();
    await screen.findByRole('button', { name: 'sample-b' });
    const user = takeOverTheClock();

    await user.click(button('sample-b'));
    await user.click(button('mountain'));
    await passTime(FEEDBACK_MS);

    expect(addedToReview(calls)).toEqual([]);
  });

  it('when the chosen item is clicked again, then it is let go', async () => {
    const { user } = renderGame();

    await user.click(await screen.findByRole('button', { name: 'to run' }));
    await user.click(button('to run'));

    expect(button('to run')).toHaveAttribute('aria-pressed', 'false');
    await user.click(button('sample-c'));
    expect(button('sample-c')).toHaveAttribute('aria-pressed', 'true');
    expect(button('to run')).toHaveAttribute('aria-pressed', 'false');
  });

  it('when a word is chosen, then its recording plays 250 ms later', async () => {
    const { played } = renderGame();
    await screen.findByRole('button', { name: 'sample-d' });
    const user = takeOverTheClock();

    await user.click(button('sample-d'));
    await passTime(AUDIO_DELAY_MS - 1);
    expect(played).toEqual([]);
    await passTime(1);

    expect(played).toEqual(['/api/audio/sample-d.mp3']);
  });

  it('when every pair is hidden, then a new set loads after a moment', async () => {
    renderGame();
    await screen.findByRole('button', { name: 'sample-a' });
    const { calls } = mockFetch({ 'GET /api/random-vocab': { body: { result: secondSet } } });
    const user = takeOverTheClock();

    for (const { lex, gloss } of firstSet) {
      await user.click(button(lex));
      await user.click(button(gloss));
      await passTime(FEEDBACK_MS);
    }

    expect(screen.getByText('Well done! Here come new words.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await passTime(NEXT_SET_DELAY_MS);
    expect(await screen.findByRole('button', { name: 'sample-f' })).toBeInTheDocument();
    expect(button('acorn')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/random-vocab')).toHaveLength(1);
  });

  it('when the words are fetched again in the background, then the set in play stays as it is', async () => {
    const { queryClient } = renderGame();
    await screen.findByRole('button', { name: 'sample-a' });
    const user = takeOverTheClock();
    await user.click(button('sample-b'));
    await user.click(button('mountain'));
    await passTime(FEEDBACK_MS);
    const { calls } = mockFetch({ 'GET /api/random-vocab': { body: { result: secondSet } } });

    await act(() => queryClient.invalidateQueries({ queryKey: ['lexicon'] }));

    expect(calls.filter((call) => call.path === '/api/random-vocab')).toHaveLength(1);
    expect(queryButton('sample-f')).not.toBeInTheDocument();
    expect(button('sample-a')).toBeInTheDocument();
    expect(queryButton('sample-b')).not.toBeInTheDocument();
  });

  it('when the words cannot be loaded, then the error message shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderGame(networkDown());

    expect(await screen.findByText('The lexical data could not be loaded!')).toBeInTheDocument();
  });

  it('when the game shows, then it has one h1 and no serious axe violation', async () => {
    renderGame();

    await screen.findByRole('button', { name: 'sample-a' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
