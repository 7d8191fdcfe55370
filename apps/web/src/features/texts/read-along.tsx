import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Alert } from 'react-bootstrap';
import {
  allTranslationsHidden,
  initialReadAlongState,
  readAlongReducer,
  readAlongTimeline,
  stepSentence,
  wordRanges,
} from '@langapp/shared';
import type { TextRecording, TextSentence } from '@langapp/shared';
import { InterlinearText } from '../../components/interlinear/interlinear-text';
import type { InterlinearTextProps, SentenceExtras } from '../../components/interlinear/interlinear-text';
import { clockTime, ReadAlongBar } from './read-along-bar';
import { followRecording } from './read-along-highlight';
import type { Highlighter } from './read-along-highlight';
import './read-along.css';

export interface ReadAlongProps extends Omit<InterlinearTextProps, 'sentenceExtras'> {
  /** The text's whole recording (ADR 087), whose times the sentences carry. */
  recording: TextRecording;
}

const PLAY_ERROR = 'The recording could not be played.';

/** Where the player is, as the bar says it. */
const whereLabel = (heard: number, count: number, looping: boolean) =>
  heard >= 0 ? `Sentence ${heard + 1} of ${count}${looping ? ', looping' : ''}` : 'Between sentences';

/** The sentence's text with each word whose place is known in a span the highlight can find. */
function MarkedWords({ sentence }: { sentence: TextSentence }) {
  const ranges = wordRanges(sentence.text, sentence.words);
  if (!ranges) return <>{sentence.text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  ranges.forEach((range, word) => {
    if (!range) return;
    if (range[0] > at) parts.push(sentence.text.slice(at, range[0]));
    parts.push(
      <span key={word} data-word={word}>
        {sentence.text.slice(range[0], range[1])}
      </span>,
    );
    at = range[1];
  });
  if (at < sentence.text.length) parts.push(sentence.text.slice(at));
  return <>{parts}</>;
}

/** Whether focus is where a key means something of its own (typing, a slider, a choice of options). */
const keepsItsKeys = (target: Element) =>
  target.closest(
    'input, textarea, select, [contenteditable="true"], [role="radiogroup"], [role="slider"]',
  ) !== null;

/**
 * The read-along (issue 39, ADR 093): the text's recording played as one, the sentence heard marked
 * and kept in view, word by word where the words have times (read-along-highlight.ts, with no React
 * render per frame); a tap on a sentence plays from there; a sentence loops; 0.75 speed with the
 * pitch kept (the browser's default, set explicitly); each translation, or all, hidden and shown.
 * Space plays or pauses and the left and right arrows go to the previous or next sentence while
 * focus is in the player or the text (never in a field). The times are the text's data as loaded.
 */
/**
 * The text's sentences in blocks of 20, each left unrendered while out of sight: the browser then
 * watches 50 blocks, not 1,000 sentences, on a long text's every frame (ADR 093).
 */
const SENTENCE_BLOCKS = { size: 20, className: 'read-along-block' };

export function ReadAlong({ recording, sents, ...listProps }: ReadAlongProps) {
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  const textRoot = useRef<HTMLDivElement | null>(null);
  const highlighter = useRef<Highlighter | null>(null);
  const [state, dispatch] = useReducer(readAlongReducer, initialReadAlongState);
  // "Sentence 2 of 9": written by the highlighter as it moves, not rendered by React.
  const status = useRef<HTMLSpanElement | null>(null);
  const [error, setError] = useState('');
  const timeline = useMemo(() => readAlongTimeline(sents), [sents]);
  // The loop as the highlighter reads it on each frame, set at once by the handlers.
  const loop = useRef<number | null>(null);

  const setLoop = useCallback((sentence: number | null) => {
    loop.current = sentence;
    dispatch({ type: 'loop', sentence });
  }, []);

  useEffect(() => {
    if (!audio || !textRoot.current) return;
    const follower = followRecording(audio, textRoot.current, timeline, {
      loop: () => loop.current,
      onSentence: (index) => {
        if (status.current)
          status.current.textContent = whereLabel(index, sents.length, loop.current !== null);
      },
    });
    highlighter.current = follower;
    return () => {
      follower.stop();
      highlighter.current = null;
    };
  }, [audio, timeline, sents.length]);

  useEffect(() => {
    if (!audio) return;
    audio.preservesPitch = true;
    audio.defaultPlaybackRate = state.rate;
    audio.playbackRate = state.rate;
  }, [audio, state.rate]);

  const play = useCallback(() => {
    if (!audio) return;
    setError('');
    audio.play().catch((failure: unknown) => {
      // A pause asked for before playing began is no failure.
      if (!(failure instanceof DOMException && failure.name === 'AbortError')) setError(PLAY_ERROR);
    });
  }, [audio]);

  const goTo = useCallback(
    (index: number, andPlay: boolean) => {
      const span = timeline.sentence(index);
      if (!audio || !span) return;
      dispatch({ type: 'go-to', sentence: index });
      if (loop.current !== null) loop.current = index;
      audio.currentTime = span.start / 1000;
      highlighter.current?.refresh();
      if (andPlay) play();
    },
    [audio, timeline, play],
  );

  const playPause = () => {
    if (!audio) return;
    if (audio.paused) play();
    else audio.pause();
  };
  const step = (direction: -1 | 1) => {
    if (!audio) return;
    const to = stepSentence(timeline, audio.currentTime * 1000, direction);
    if (to) goTo(to.index, !audio.paused);
  };

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const target = event.target as Element;
    if (event.altKey || event.ctrlKey || event.metaKey || keepsItsKeys(target)) return;
    if (event.key === ' ' && target.closest('button, a') === null) {
      event.preventDefault();
      playPause();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    }
  }

  function onTextClick(event: MouseEvent<HTMLElement>) {
    const target = event.target as Element;
    if (target.closest('button, a, input, select, textarea, .popover')) return;
    if (window.getSelection()?.toString()) return;
    const item = target.closest<HTMLElement>('[data-sentence]');
    if (item && textRoot.current?.contains(item)) goTo(Number(item.dataset.sentence), true);
  }

  const { hidden } = state;
  const extras = useCallback(
    (sentence: TextSentence, index: number): SentenceExtras => {
      const span = timeline.sentence(index);
      const transHidden = hidden.has(index);
      const wordsTimed = sentence.words.some((w) => w.start !== undefined && w.end !== undefined);
      return {
        plain: wordsTimed ? <MarkedWords sentence={sentence} /> : undefined,
        transHidden,
        after: (
          <div className="d-flex flex-wrap gap-2 mt-1">
            {span && (
              <button
                type="button"
                className="btn btn-sm btn-outline-primary read-along-button"
                onClick={() => goTo(index, true)}
              >
                Play from {clockTime(span.start / 1000)}
                <span className="visually-hidden"> (sentence {index + 1})</span>
              </button>
            )}
            {sentence.trans !== '' && (
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary read-along-button"
                onClick={() => dispatch({ type: 'translation', sentence: index, hidden: !transHidden })}
              >
                {transHidden ? 'Show translation' : 'Hide translation'}
                <span className="visually-hidden"> of sentence {index + 1}</span>
              </button>
            )}
          </div>
        ),
      };
    },
    [timeline, hidden, goTo],
  );

  // The text renders again only when what it shows changes, never as the recording plays.
  const { mode, lexicon, renderSentenceActions, recordingOf } = listProps;
  const text = useMemo(
    () => (
      <InterlinearText
        {...{ sents, mode, lexicon, renderSentenceActions, recordingOf }}
        sentenceExtras={extras}
        blocks={SENTENCE_BLOCKS}
      />
    ),
    [sents, mode, lexicon, renderSentenceActions, recordingOf, extras],
  );

  // Each render of the text (display mode, a translation hidden) may replace the marked elements;
  // the loop's change is said in the status.
  useLayoutEffect(() => highlighter.current?.refresh(), [text, state.loop]);

  const lastEnd = timeline.sentences.spans.reduce((end, span) => Math.max(end, span.end), 0);
  const allHidden = allTranslationsHidden(state, sents.length);
  return (
    <section className="read-along" aria-label="Read along with the recording" onKeyDown={onKeyDown}>
      <audio ref={setAudio} src={recording.url} preload="metadata" onError={() => setError(PLAY_ERROR)} />
      <ReadAlongBar
        audio={audio}
        fallbackDuration={lastEnd / 1000}
        status={status}
        looping={state.loop !== null}
        slow={state.rate !== 1}
        translationsHidden={allHidden}
        onPlayPause={playPause}
        onStep={step}
        onSeek={(seconds) => {
          if (!audio) return;
          const looped = state.loop === null ? undefined : timeline.sentence(state.loop);
          // Moved out of the looped sentence by hand: the loop ends rather than pulling it back.
          if (looped && (seconds * 1000 < looped.start || seconds * 1000 >= looped.end)) setLoop(null);
          audio.currentTime = seconds;
        }}
        onLoop={() => {
          if (state.loop !== null) return setLoop(null);
          const at = audio ? audio.currentTime * 1000 : 0;
          const started = timeline.sentences.spans[Math.max(timeline.sentences.lastStartedAt(at), 0)];
          const heard = highlighter.current?.current() ?? -1;
          setLoop(heard >= 0 ? heard : (started?.index ?? null));
        }}
        onSlow={() => dispatch({ type: 'slow', on: state.rate === 1 })}
        onTranslations={() => dispatch({ type: 'all-translations', count: sents.length, hidden: !allHidden })}
      />
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      {/* Focusable, so that space and the arrows work while reading; a tap on a sentence plays it. */}
      <div
        ref={textRoot}
        className="read-along-text"
        role="group"
        aria-label="The text: space plays or pauses, the arrows go to the previous or next sentence"
        tabIndex={0}
        onClick={onTextClick}
      >
        {text}
      </div>
    </section>
  );
}
