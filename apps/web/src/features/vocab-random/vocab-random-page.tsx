import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Col, Row } from 'react-bootstrap';
import { shuffle } from '@langapp/shared';
import type { RandomVocabItem } from '@langapp/shared';
import { recordingUrl, useAudioPlayer } from '../../components/audio/audio-player';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { fetchRandomVocab } from './api';

/** How long a match or a mismatch stays highlighted, and how long after choosing a word it is heard. */
export const FEEDBACK_MS = 250;
export const AUDIO_DELAY_MS = 250;
/** A cleared set stays cleared this long, with a word of praise, before the next set comes. */
export const NEXT_SET_DELAY_MS = 500;

interface VocabSet {
  items: RandomVocabItem[];
  /** The order the glosses are shown in: indexes into items. */
  glossOrder: number[];
}

const NO_ITEMS: RandomVocabItem[] = [];

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; set: VocabSet };

interface Attempt {
  word: number;
  gloss: number;
  correct: boolean;
}

/** A word and a gloss match when they are the same entry, or entries that share the word or the gloss. */
function isMatch(items: RandomVocabItem[], word: number, gloss: number): boolean {
  const a = items[word];
  const b = items[gloss];
  return a !== undefined && b !== undefined && (a.lex === b.lex || a.gloss === b.gloss);
}

function variantOf(selected: boolean, attempt: Attempt | null): string {
  if (attempt) return attempt.correct ? 'success' : 'danger';
  return selected ? 'primary' : 'outline-primary';
}

function VocabButton({
  label,
  selected,
  attempt,
  onClick,
  buttonRef,
}: {
  label: string;
  selected: boolean;
  /** The attempt this button is part of, while it is highlighted. */
  attempt: Attempt | null;
  onClick: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}) {
  return (
    <Button
      ref={buttonRef}
      variant={variantOf(selected, attempt)}
      className="w-100 text-start"
      aria-pressed={selected}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/** /vocab-random: match five words to their glosses; a cleared set brings a new one. */
export function VocabRandomPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [word, setWord] = useState<number | null>(null);
  const [gloss, setGloss] = useState<number | null>(null);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const play = useAudioPlayer();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // Set when a matched pair disappears, so focus moves on instead of falling to the page.
  const focusNext = useRef(false);

  const loadSet = useCallback(() => {
    let current = true;
    fetchRandomVocab()
      .then(({ result }) => {
        if (!current) return;
        const glossOrder = shuffle(
          result.map((_item, index) => index),
          Math.random,
        );
        setHidden(new Set());
        setWord(null);
        setGloss(null);
        setLoad({ state: 'ready', set: { items: result, glossOrder } });
      })
      .catch((error: unknown) => {
        console.error('The random vocabulary could not be loaded.', error);
        if (current) setLoad({ state: 'failed' });
      });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => loadSet(), [loadSet]);

  const items = load.state === 'ready' ? load.set.items : NO_ITEMS;
  const allHidden = items.length > 0 && hidden.size === items.length;

  // Every pair found: a moment to see it, then the next set.
  useEffect(() => {
    if (!allHidden) return;
    let cancelLoad = () => {};
    const timer = setTimeout(() => (cancelLoad = loadSet()), NEXT_SET_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelLoad();
    };
  }, [allHidden, loadSet]);

  // A word is heard a moment after it is chosen (not at all if it is let go before then).
  const chosenFile = word === null ? null : (items[word]?.filename ?? null);
  useEffect(() => {
    if (chosenFile === null) return;
    const timer = setTimeout(() => play(recordingUrl(chosenFile)), AUDIO_DELAY_MS);
    return () => clearTimeout(timer);
  }, [chosenFile, word, play]);

  // After the highlight: a match disappears, a mismatch is let go.
  useEffect(() => {
    if (attempt === null) return;
    const timer = setTimeout(() => {
      if (attempt.correct) {
        setHidden((previous) => new Set([...previous, attempt.word, attempt.gloss]));
        focusNext.current = true;
      }
      setWord(null);
      setGloss(null);
      setAttempt(null);
    }, FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [attempt]);

  useEffect(() => {
    if (!focusNext.current) return;
    const firstWord = items.findIndex((_item, index) => !hidden.has(index));
    const target = buttons.current.get(`word-${firstWord}`);
    // The last pair went: wait for the next set.
    if (!target) return;
    focusNext.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected) target.focus();
  }, [hidden, items]);

  function choose(kind: 'word' | 'gloss', index: number) {
    if (attempt !== null) return;
    const [selected, setSelected, other] = kind === 'word' ? [word, setWord, gloss] : [gloss, setGloss, word];
    if (selected === index) {
      setSelected(null);
      return;
    }
    setSelected(index);
    if (other === null) return;
    const pair = kind === 'word' ? { word: index, gloss: other } : { word: other, gloss: index };
    setAttempt({ ...pair, correct: isMatch(items, pair.word, pair.gloss) });
  }

  const register = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <>
      <PageHeader title="Match the words" />
      {load.state === 'loading' && <Loading />}
      {load.state === 'failed' && <Alert variant="danger">The lexical data could not be loaded!</Alert>}
      {load.state === 'ready' && items.length === 0 && (
        <Alert variant="info">There are no words with recordings to practise yet.</Alert>
      )}
      {load.state === 'ready' && items.length > 0 && (
        <>
          <p>Choose a word and its meaning, in either order. Choose a selected item again to let it go.</p>
          <Row className="g-4" style={{ maxWidth: '40rem' }}>
            <Col xs={6}>
              <h2 className="h5">Words</h2>
              <ul className="list-unstyled d-grid gap-2">
                {items.map((item, index) =>
                  hidden.has(index) ? null : (
                    <li key={`word-${index}`}>
                      <VocabButton
                        label={item.lex}
                        selected={word === index}
                        attempt={attempt?.word === index ? attempt : null}
                        onClick={() => choose('word', index)}
                        buttonRef={register(`word-${index}`)}
                      />
                    </li>
                  ),
                )}
              </ul>
            </Col>
            <Col xs={6}>
              <h2 className="h5">Meanings</h2>
              <ul className="list-unstyled d-grid gap-2">
                {load.set.glossOrder.map((index) =>
                  hidden.has(index) ? null : (
                    <li key={`gloss-${index}`}>
                      <VocabButton
                        label={items[index]?.gloss ?? ''}
                        selected={gloss === index}
                        attempt={attempt?.gloss === index ? attempt : null}
                        onClick={() => choose('gloss', index)}
                        buttonRef={register(`gloss-${index}`)}
                      />
                    </li>
                  ),
                )}
              </ul>
            </Col>
          </Row>
          <p aria-live="polite" className="mt-3" style={{ minHeight: '1.5em' }}>
            {allHidden && 'Well done! Here come new words.'}
            {attempt?.correct === true && 'Correct!'}
            {attempt?.correct === false && 'Not a match. Try again.'}
          </p>
        </>
      )}
    </>
  );
}
