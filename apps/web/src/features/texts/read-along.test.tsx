import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdAnimationFrames } from '../../test/animation-frames';
import type { HeldFrames } from '../../test/animation-frames';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { LazyAnnotationEditor } from './lazy-annotation-editor';
import { LazyReadAlong } from './read-along-lazy';
import { TextViewPage } from './text-view-page';

// The read-along on a learner's text page (issue 39, ADR 093). SAMPLE: invented words, not language
// material. jsdom plays nothing: the media element's clock is the test's (below), and each frame of
// the player's loop is run by hand.

const routes = testRoutes({
  signedIn: [
    { path: 'text-view', element: <TextViewPage editor={LazyAnnotationEditor} readAlong={LazyReadAlong} /> },
  ],
});

const TIMED = {
  title: 'The river stone',
  sents: [
    {
      id: 1,
      text: 'Tahak nipemk lumah.',
      trans: 'I see the river stone.',
      start: 0,
      end: 1200,
      words: [
        { text: 'tahak', gloss: '', morphs: [], start: 0, end: 400 },
        { text: 'nipemk', gloss: '', morphs: [], start: 400, end: 800 },
        { text: 'lumah', gloss: '', morphs: [], start: 800, end: 1200 },
      ],
    },
    { id: 2, text: 'Sepik!', trans: 'Here!', start: 1300, end: 2000, words: [] },
    { id: 3, text: 'Honak sepik.', trans: 'The house is here.', start: 2100, end: 2900, words: [] },
  ],
};
const RECORDING = {
  filename: 'text-3.mp3',
  url: '/api/text-audio/text-3.mp3',
  speaker: 'Sample Elder',
  variety: '',
  visibility: 'learners',
};

function open(text: object = TIMED, recording: object | null = RECORDING) {
  mockFetch({
    ...signedIn(),
    'GET /api/text/3': {
      body: {
        success: true,
        data: {
          id: 3,
          title: 'The river stone',
          data: JSON.stringify(text),
          published: 1,
          ...(recording ? { recording } : {}),
        },
      },
    },
    'GET /api/sent-audios': { body: { data: [] } },
  });
  return renderApp('/text-view?id=3', { routes });
}

/** The media element's clock and state, kept by the test: jsdom implements none of them. */
let clock: { time: number; paused: boolean; rate: number; preservesPitch: boolean };
let frames: HeldFrames;
beforeEach(() => {
  clock = { time: 0, paused: true, rate: 1, preservesPitch: false };
  const proto = HTMLMediaElement.prototype;
  vi.spyOn(proto, 'currentTime', 'get').mockImplementation(() => clock.time);
  vi.spyOn(proto, 'currentTime', 'set').mockImplementation(function (this: HTMLMediaElement, s: number) {
    clock.time = s;
    this.dispatchEvent(new Event('seeked'));
  });
  vi.spyOn(proto, 'paused', 'get').mockImplementation(() => clock.paused);
  vi.spyOn(proto, 'playbackRate', 'set').mockImplementation((rate: number) => {
    clock.rate = rate;
  });
  Object.defineProperty(proto, 'preservesPitch', {
    configurable: true,
    set: (on: boolean) => (clock.preservesPitch = on),
    get: () => clock.preservesPitch,
  });
  vi.spyOn(proto, 'play').mockImplementation(function (this: HTMLMediaElement) {
    clock.paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(proto, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    clock.paused = true;
    this.dispatchEvent(new Event('pause'));
  });
  frames = holdAnimationFrames();
});
afterEach(() => {
  delete (HTMLMediaElement.prototype as { preservesPitch?: boolean }).preservesPitch;
});

/** Plays on to `ms` and runs the next frame of the player's loop. */
function playTo(ms: number) {
  clock.time = ms / 1000;
  act(() => frames.run());
}

const player = () => screen.findByRole('group', { name: 'Read-along player' });
const item = (n: number) => within(screen.getByRole('list')).getAllByRole('listitem')[n - 1]!;
const currentWord = () => document.querySelector('[data-word][aria-current="true"]')?.textContent;

describe('the read-along', () => {
  it('when the learner plays a timed text, then the sentence and the word heard are marked as the recording goes on', async () => {
    const { user } = open();
    const bar = await player();
    await user.click(within(bar).getByRole('button', { name: 'Play' }));
    expect(within(bar).getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    playTo(450);
    expect(item(1)).toHaveAttribute('aria-current', 'true');
    expect(currentWord()).toBe('nipemk');
    expect(within(bar).getByText('Sentence 1 of 3')).toBeInTheDocument();

    playTo(1250); // between two sentences: none is marked
    expect(document.querySelector('[aria-current="true"]')).toBeNull();
    expect(within(bar).getByText('Between sentences')).toBeInTheDocument();

    playTo(2200);
    expect(item(3)).toHaveAttribute('aria-current', 'true');
    expect(item(1)).not.toHaveAttribute('aria-current');
    expect(within(bar).getByText('Sentence 3 of 3')).toBeInTheDocument();
  });

  it('when the media clock has not moved since the last frame, then the page clock carries the position on (at most 250 ms)', async () => {
    const { user } = open();
    const bar = await player();
    await user.click(within(bar).getByRole('button', { name: 'Play' }));
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    playTo(350);
    expect(currentWord()).toBe('Tahak');
    now += 100; // the media clock still says 350 ms
    playTo(350);
    expect(currentWord()).toBe('nipemk');
    now += 5000; // stalled: carried no further than 250 ms
    playTo(350);
    expect(currentWord()).toBe('nipemk');
  });

  it('when the sentence heard is out of view, then it is scrolled to the top of the free space; while in view, the text stays still', async () => {
    // Sentences 120 px high from the top of the window; the player covers the top 100 px; a 400 px window.
    vi.stubGlobal('innerHeight', 400);
    const boxes = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const item = (this as HTMLElement).dataset?.sentence;
      if (this.classList.contains('read-along-bar'))
        return DOMRect.fromRect({ y: 0, height: 100, width: 300 });
      if (item === undefined) return DOMRect.fromRect({ y: 0, height: 0, width: 0 });
      return DOMRect.fromRect({ y: 120 + Number(item) * 120, height: 120, width: 300 });
    });
    const scrolled: { sentence: string | undefined; options: unknown }[] = [];
    Element.prototype.scrollIntoView = function (this: HTMLElement, options?: unknown) {
      scrolled.push({ sentence: this.dataset.sentence, options });
    };
    try {
      const { user } = open();
      const bar = await player();
      await user.click(within(bar).getByRole('button', { name: 'Play' }));
      playTo(100); // sentence 1: from 120 to 240 px, in view
      playTo(1400); // sentence 2: 240 to 360 px, in view
      expect(scrolled).toEqual([]);
      playTo(2200); // sentence 3: 360 to 480 px, below the window
      expect(scrolled).toEqual([{ sentence: '2', options: { block: 'start', behavior: 'smooth' } }]);
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
      boxes.mockRestore();
    }
  });

  it('when a text is long, then its sentences come in blocks of 20 and are still one numbered list', async () => {
    const sents = Array.from({ length: 45 }, (_, i) => ({
      id: i + 1,
      text: `Sepik ${i + 1}.`,
      trans: `Here ${i + 1}.`,
      start: i * 1000,
      end: i * 1000 + 900,
      words: [],
    }));
    const { container } = open({ title: 'A long one', sents });
    await player();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(45);
    const blocks = [...container.querySelectorAll('.read-along-block')];
    expect(blocks.map((block) => block.getAttribute('start'))).toEqual(['1', '21', '41']);
    expect(blocks.map((block) => block.querySelectorAll('li').length)).toEqual([20, 20, 5]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the learner taps a later sentence or its Play from button, then it plays from its start', async () => {
    const { user } = open();
    await player();
    await user.click(screen.getByRole('button', { name: 'Play from 0:02 (sentence 3)' }));
    expect(clock.time).toBe(2.1);
    expect(clock.paused).toBe(false);
    expect(item(3)).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByText('Sepik!'));
    expect(clock.time).toBe(1.3);
    expect(item(2)).toHaveAttribute('aria-current', 'true');
  });

  it('when a sentence loops, then reaching its end goes back to its start, and a tap moves the loop', async () => {
    const { user } = open();
    const bar = await player();
    await user.click(screen.getByRole('button', { name: 'Play from 0:01 (sentence 2)' }));
    await user.click(within(bar).getByRole('button', { name: 'Loop sentence' }));
    expect(within(bar).getByRole('button', { name: 'Loop sentence' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(bar).getByText('Sentence 2 of 3, looping')).toBeInTheDocument();

    playTo(2000);
    expect(clock.time).toBe(1.3);

    await user.click(screen.getByRole('button', { name: 'Play from 0:00 (sentence 1)' }));
    playTo(1250);
    expect(clock.time).toBe(0);

    await user.click(within(bar).getByRole('button', { name: 'Loop sentence' }));
    playTo(1250);
    expect(clock.time).toBe(1.25);
  });

  it('when the learner slows it down, then it plays at 0.75 with its pitch kept', async () => {
    const { user } = open();
    const bar = await player();
    expect(clock.preservesPitch).toBe(true);
    await user.click(within(bar).getByRole('button', { name: 'Slower (0.75×)' }));
    expect(clock.rate).toBe(0.75);
    expect(within(bar).getByRole('button', { name: 'Slower (0.75×)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(bar).getByRole('button', { name: 'Slower (0.75×)' }));
    expect(clock.rate).toBe(1);
  });

  it('when translations are hidden one by one and all at once, then they leave the page and come back', async () => {
    const { user } = open();
    const bar = await player();
    await user.click(screen.getByRole('button', { name: 'Hide translation of sentence 2' }));
    expect(screen.queryByText('Here!')).not.toBeVisible();
    expect(screen.getByText('I see the river stone.')).toBeVisible();

    await user.click(within(bar).getByRole('button', { name: 'Hide translations' }));
    for (const trans of ['I see the river stone.', 'Here!', 'The house is here.'])
      expect(screen.getByText(trans)).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show translation of sentence 1' }));
    expect(screen.getByText('I see the river stone.')).toBeVisible();
    await user.click(within(bar).getByRole('button', { name: 'Hide translations' }));
    await user.click(within(bar).getByRole('button', { name: 'Show translations' }));
    expect(screen.getByText('The house is here.')).toBeVisible();
  });

  it('when focus is in the text, then space plays and pauses and the arrows go to the next and previous sentence; in the position slider, the arrows stay its own', async () => {
    const { user } = open();
    await player();
    const text = screen.getByRole('group', { name: /^The text:/ });
    text.focus();
    await user.keyboard(' ');
    expect(clock.paused).toBe(false);
    await user.keyboard('{ArrowRight}');
    expect(clock.time).toBe(1.3);
    await user.keyboard('{ArrowRight}');
    expect(clock.time).toBe(2.1);
    await user.keyboard('{ArrowLeft}');
    expect(clock.time).toBe(1.3);
    await user.keyboard(' ');
    expect(clock.paused).toBe(true);

    fireEvent.keyDown(screen.getByRole('slider', { name: 'Position in the recording' }), {
      key: 'ArrowRight',
    });
    expect(clock.time).toBe(1.3);
  });

  it('when the word-by-word display is chosen, then the word heard is marked there too', async () => {
    const { user } = open();
    await player();
    await user.click(screen.getByRole('radio', { name: 'Word by word' }));
    await user.click(screen.getByRole('button', { name: 'Play from 0:00 (sentence 1)' }));
    playTo(900);
    expect(currentWord()).toBe('lumah');
  });

  it('when the page has the player, then it has no serious accessibility violation', async () => {
    open();
    await player();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it.each([
    ['the text has no recording', TIMED, null],
    [
      'no sentence has times',
      { ...TIMED, sents: TIMED.sents.map(({ start: _s, end: _e, ...s }) => s) },
      RECORDING,
    ],
  ])('when %s, then there is no player and the text reads as before', async (_case, text, recording) => {
    open(text, recording);
    await screen.findByText('Sepik!');
    await waitFor(() => expect(screen.getByRole('list')).toBeInTheDocument());
    expect(screen.queryByRole('group', { name: 'Read-along player' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Play from/ })).not.toBeInTheDocument();
  });
});
