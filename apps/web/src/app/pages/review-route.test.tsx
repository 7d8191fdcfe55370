import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reviewQueueSchema } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { installMediaSession } from '../../test/media-session';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { ReviewRoute } from './review-route';

// Sample data, invented: not language material. The panel is shown on the review page, as a learner
// meets it (the page offers it; the app provides the panel).

const MINUTE = 60_000;
const card = (fields: Record<string, unknown>) => ({
  direction: 'listen',
  state: 'new',
  intervals: [30_000, 6 * MINUTE, 10 * MINUTE, 4 * 24 * 60 * MINUTE],
  kind: 'word',
  pos: 'noun',
  ...fields,
});
const QUEUE = reviewQueueSchema.parse({
  counts: { new: 4, learning: 0, review: 0 },
  nextDue: null,
  reviewedToday: 0,
  canUndo: false,
  cards: [
    card({ id: 1, audio: 'okihu.mp3', lexId: 2, lex: 'okihu', gloss: 'river' }),
    // The same word's other card: one item.
    card({ id: 2, direction: 'recall', audio: 'okihu.mp3', lexId: 2, lex: 'okihu', gloss: 'river' }),
    card({ id: 3, audio: null, lexId: 3, lex: 'sopa', gloss: 'soup' }),
    card({ id: 4, audio: 'tietu.mp3', lexId: 4, lex: 'tietu', gloss: 'to see' }),
  ],
});

/** navigator.mediaSession and MediaMetadata as stubs; a press runs its handler inside act. */
function stubMediaSession() {
  const fake = installMediaSession(vi.stubGlobal);
  const press = (action: string) => act(() => fake.press(action));
  return { session: fake.session, press };
}

/** The one audio element of the panel, whose sounds the test ends. */
const audioElement = () => document.querySelector<HTMLAudioElement>('audio[data-listen-audio]');
const end = (audio: HTMLAudioElement) => act(() => void audio.dispatchEvent(new Event('ended')));

function openReview() {
  mockFetch({
    ...signedIn(),
    'GET /api/review/mode': { body: { mode: 'standard' } },
    'GET /api/review/summary': { body: { counts: QUEUE.counts, nextDue: null } },
    'GET /api/review/cards': { body: QUEUE },
  });
  return renderApp('/review', {
    routes: testRoutes({ signedIn: [{ path: 'review', element: <ReviewRoute /> }] }),
  });
}

describe('Listen hands-free', () => {
  let played: string[];
  beforeEach(() => {
    played = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      // The panel's element only (the review card plays its own recording too).
      if (this.hasAttribute('data-listen-audio')) played.push(this.getAttribute('src') ?? this.src);
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(2);
    let made = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: () => `blob:silence-${++made}`,
        revokeObjectURL: () => undefined,
      }),
    );
  });
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(navigator, 'mediaSession');
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('when Listen is pressed on the review, then each item with a recording plays, a pause follows, then its meaning shows and stays', async () => {
    const { session } = stubMediaSession();
    const { user } = openReview();

    await user.click(await screen.findByRole('button', { name: 'Listen hands-free' }));

    const panel = await screen.findByRole('region', { name: 'Listen hands-free: Review deck' });
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus();
    await waitFor(() => expect(played).toEqual(['/api/audio/okihu.mp3']));
    expect(panel).toHaveTextContent('1 item has no recording and is skipped.');
    const audio = audioElement();
    if (!audio) throw new Error('No audio element');
    expect(panel).toHaveTextContent('Item 1 of 2');
    expect(within(panel).queryByText('river')).not.toBeInTheDocument();
    expect(session.metadata).toEqual({ init: { title: 'okihu', artist: '', album: 'Review deck' } });

    await end(audio);
    // The pause to repeat plays through the same element: a silence.
    expect(played).toEqual(['/api/audio/okihu.mp3', 'blob:silence-1']);
    expect(panel).toHaveTextContent('say it after the speaker');

    await end(audio);
    expect(within(panel).getAllByText(/river/).length).toBeGreaterThan(0);
    expect(within(panel).getByRole('list')).toHaveTextContent('okihu: river');

    await end(audio);
    expect(played.at(-1)).toBe('/api/audio/tietu.mp3');
    expect(panel).toHaveTextContent('Item 2 of 2');
    // The meaning heard before stays in the list.
    expect(within(panel).getByRole('list')).toHaveTextContent('okihu: river');
  });

  it('when the lock screen presses pause, next and previous, then the panel follows; Close gives the focus back', async () => {
    const { press } = stubMediaSession();
    const { user } = openReview();
    await user.click(await screen.findByRole('button', { name: 'Listen hands-free' }));
    const panel = await screen.findByRole('region', { name: 'Listen hands-free: Review deck' });
    await waitFor(() => expect(played).toEqual(['/api/audio/okihu.mp3']));

    await press('pause');
    expect(within(panel).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await press('nexttrack');
    expect(played.at(-1)).toBe('/api/audio/tietu.mp3');
    expect(panel).toHaveTextContent('Item 2 of 2');
    expect(within(panel).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await press('previoustrack');
    expect(panel).toHaveTextContent('Item 1 of 2');

    // The same by keyboard on the page.
    within(panel).getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(panel).toHaveTextContent('Item 2 of 2');

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: /Listen hands-free/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Listen hands-free' })).toHaveFocus();
  });

  it('when the panel shows, then the page has no serious axe violation', async () => {
    stubMediaSession();
    const { user } = openReview();
    await user.click(await screen.findByRole('button', { name: 'Listen hands-free' }));
    await screen.findByRole('region', { name: 'Listen hands-free: Review deck' });
    await waitFor(() => expect(played.length).toBe(1));
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
