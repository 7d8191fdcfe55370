import { readAlongFrame } from '@langapp/shared';
import type { ReadAlongTimeline } from '@langapp/shared';
import { SoundPosition } from './sound-position';

/** The class of the sentence being heard, and of the word being heard (read-along.css). */
const CURRENT_SENTENCE = 'read-along-current';
const CURRENT_WORD = 'read-along-word';

export interface Highlighter {
  /** Looks again at the position (a seek while paused, a render that replaced the marked elements). */
  refresh(): void;
  /** The place of the sentence being heard, or -1. */
  current(): number;
  /** Stops following the recording and removes the marks. */
  stop(): void;
}

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Whether `element` is wholly in the part of the window that the sticky player (`.read-along-bar`)
 * leaves free.
 */
function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const bar = element.closest('.read-along')?.querySelector('.read-along-bar');
  const top = Math.max(bar?.getBoundingClientRect().bottom ?? 0, 0);
  return box.top >= top && box.bottom <= window.innerHeight;
}

/**
 * Follows `audio` in the text under `root` (issue 39, ADR 093): on every animation frame while it
 * plays, and on each seek or time update while it does not, it finds the sentence and word heard
 * (a binary search, readAlongFrame) and, only when they changed, moves the marks from the old
 * elements to the new ones: no React render, whatever the text's length. A sentence heard out of
 * view is scrolled to the top of the free space, so that the text moves once a screenful, not at
 * every sentence. A looped sentence's end sends the position back to its start. Elements are found by
 * `data-sentence` (the list's items) and `data-word` (a word within one).
 */
export function followRecording(
  audio: HTMLMediaElement,
  root: HTMLElement,
  timeline: ReadAlongTimeline,
  options: { loop: () => number | null; onSentence?: (index: number) => void },
): Highlighter {
  let frame = 0;
  let sentenceShown = -1;
  let wordShown = '';
  let sentenceElement: Element | null = null;
  let wordElement: Element | null = null;
  // The text's items by their place, found once (and again after a render replaced them).
  let items: Map<number, Element> | null = null;
  const itemAt = (index: number) => {
    items ??= new Map(
      [...root.querySelectorAll<HTMLElement>('[data-sentence]')].map((el) => [
        Number(el.dataset.sentence),
        el,
      ]),
    );
    return items.get(index) ?? null;
  };

  function mark(element: Element | null, className: string) {
    element?.classList.add(className);
    element?.setAttribute('aria-current', 'true');
    return element;
  }
  function unmark(element: Element | null, className: string) {
    element?.classList.remove(className);
    element?.removeAttribute('aria-current');
  }

  // The media clock moves in steps and is read late: SoundPosition estimates where the sound is.
  const sound = new SoundPosition();
  const position = () =>
    sound.read(audio.currentTime * 1000, performance.now(), audio.playbackRate, audio.paused);

  function show() {
    const at = readAlongFrame(timeline, options.loop(), position());
    if (at.seekTo !== undefined) {
      audio.currentTime = at.seekTo / 1000;
      sound.reset();
    }
    const sentence = at.sentence?.index ?? -1;
    if (sentence !== sentenceShown || !sentenceElement?.isConnected) {
      unmark(sentenceElement, CURRENT_SENTENCE);
      sentenceShown = sentence;
      const next = sentence < 0 ? null : itemAt(sentence);
      // Read before the marks are written: the layout is still clean, so the read costs nothing.
      const outOfView = next !== null && !audio.paused && !inView(next);
      sentenceElement = mark(next, CURRENT_SENTENCE);
      if (next && outOfView)
        next.scrollIntoView?.({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      options.onSentence?.(sentence);
    }
    const word = at.word ? `${at.word.sentence}:${at.word.word}` : '';
    if (word !== wordShown || (wordElement !== null && !wordElement.isConnected)) {
      unmark(wordElement, CURRENT_WORD);
      wordShown = word;
      wordElement = mark(
        at.word ? (itemAt(at.word.sentence)?.querySelector(`[data-word="${at.word.word}"]`) ?? null) : null,
        CURRENT_WORD,
      );
    }
  }

  function tick() {
    show();
    frame = requestAnimationFrame(tick);
  }
  const onPlay = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(tick);
  };
  const onPause = () => {
    cancelAnimationFrame(frame);
    show();
  };
  const onMoved = () => {
    if (audio.paused) show();
  };
  const onJump = () => sound.reset();
  const jumps = ['seeking', 'waiting', 'ratechange'];
  for (const event of jumps) audio.addEventListener(event, onJump);
  audio.addEventListener('play', onPlay);
  audio.addEventListener('pause', onPause);
  audio.addEventListener('ended', onPause);
  audio.addEventListener('seeked', onMoved);
  audio.addEventListener('timeupdate', onMoved);
  if (audio.paused) show();
  else onPlay();

  return {
    refresh() {
      // Found again: a render may have put new elements in the old ones' places.
      unmark(sentenceElement, CURRENT_SENTENCE);
      unmark(wordElement, CURRENT_WORD);
      sentenceElement = wordElement = items = null;
      sentenceShown = -2;
      wordShown = '-';
      show();
    },
    current: () => sentenceShown,
    stop() {
      cancelAnimationFrame(frame);
      audio.removeEventListener('play', onPlay);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('ended', onPause);
      audio.removeEventListener('seeked', onMoved);
      audio.removeEventListener('timeupdate', onMoved);
      for (const event of jumps) audio.removeEventListener(event, onJump);
      unmark(sentenceElement, CURRENT_SENTENCE);
      unmark(wordElement, CURRENT_WORD);
    },
  };
}
