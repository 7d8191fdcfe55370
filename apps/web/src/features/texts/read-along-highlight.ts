import { readAlongFrame } from '@langapp/shared';
import type { ReadAlongTimeline } from '@langapp/shared';

/** The class of the sentence being heard, and of the word being heard (read-along.css). */
const CURRENT_SENTENCE = 'read-along-current';
const CURRENT_WORD = 'read-along-word';

/** The longest the page's clock carries the position on while the media clock does not move. */
const MAX_CARRY_MS = 250;

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
 * Follows `audio` in the text under `root` (issue 39, ADR 093): on every animation frame while it
 * plays, and on each seek or time update while it does not, it finds the sentence and word heard
 * (a binary search, readAlongFrame) and, only when they changed, moves the marks from the old
 * elements to the new ones and scrolls the sentence into view: no React render, whatever the text's
 * length. A looped sentence's end sends the position back to its start. Elements are found by
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

  // The media clock moves in steps (a browser updates currentTime as its audio buffers play, tens
  // of ms apart): between two steps the position is carried on by the page's clock, at most a
  // quarter of a second, so that a mark comes with the frame after its start, not with the next step.
  let stepAt = 0;
  let stepMs = -1;
  function position(): number {
    const ms = audio.currentTime * 1000;
    const now = performance.now();
    if (audio.paused || ms !== stepMs) {
      stepMs = ms;
      stepAt = now;
      return ms;
    }
    return ms + Math.min(now - stepAt, MAX_CARRY_MS) * audio.playbackRate;
  }

  function show() {
    const at = readAlongFrame(timeline, options.loop(), position());
    if (at.seekTo !== undefined) audio.currentTime = at.seekTo / 1000;
    const sentence = at.sentence?.index ?? -1;
    if (sentence !== sentenceShown || !sentenceElement?.isConnected) {
      unmark(sentenceElement, CURRENT_SENTENCE);
      sentenceShown = sentence;
      sentenceElement = mark(sentence < 0 ? null : itemAt(sentence), CURRENT_SENTENCE);
      if (sentenceElement && !audio.paused)
        sentenceElement.scrollIntoView?.({
          block: 'nearest',
          behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        });
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
      unmark(sentenceElement, CURRENT_SENTENCE);
      unmark(wordElement, CURRENT_WORD);
    },
  };
}
