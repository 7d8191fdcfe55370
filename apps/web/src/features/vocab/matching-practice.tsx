import { useEffect, useRef, useState } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import { isPracticeMatch, practiceBlocks } from './lesson-data';
import type { PracticeBlock, PracticeItem } from './lesson-data';

/** How long a match or a mismatch stays highlighted before the pair goes or is let go (spec: 250 ms). */
export const FEEDBACK_MS = 250;

interface Attempt {
  word: number;
  gloss: number;
  correct: boolean;
}

function PracticeButton({
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
  let variant = selected ? 'primary' : 'outline-primary';
  if (attempt) variant = attempt.correct ? 'success' : 'danger';
  return (
    <Button
      ref={buttonRef}
      variant={variant}
      className="w-100 text-start"
      aria-pressed={selected}
      onClick={onClick}
    >
      {label}
      {attempt && (
        <span aria-hidden="true" className="float-end">
          {attempt.correct ? '✓' : '✗'}
        </span>
      )}
    </Button>
  );
}

const EMPTY: ReadonlySet<number> = new Set();

/**
 * Matching practice: the lesson's words and their shuffled glosses in blocks of five. Choose a word
 * and a gloss in either order: a match turns both green and they go; a mismatch turns red and is let go.
 * A cleared block brings the next; clearing the last calls onComplete once.
 */
export function MatchingPractice({
  items,
  onComplete,
  random = Math.random,
}: {
  items: readonly PracticeItem[];
  onComplete: () => void;
  random?: () => number;
}) {
  const [blocks] = useState<PracticeBlock[]>(() => practiceBlocks(items, random));
  const [blockIndex, setBlockIndex] = useState(0);
  const [hiddenWords, setHiddenWords] = useState<ReadonlySet<number>>(EMPTY);
  const [hiddenGlosses, setHiddenGlosses] = useState<ReadonlySet<number>>(EMPTY);
  const [word, setWord] = useState<number | null>(null);
  const [gloss, setGloss] = useState<number | null>(null);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef(false);
  const complete = useRef(onComplete);
  const completed = useRef(false);
  useEffect(() => {
    complete.current = onComplete;
  }, [onComplete]);

  const block = blocks[blockIndex];

  // After the highlight: a match goes (and may clear the block), a mismatch is let go.
  useEffect(() => {
    if (attempt === null || block === undefined) return;
    const timer = setTimeout(() => {
      setWord(null);
      setGloss(null);
      setAttempt(null);
      if (!attempt.correct) return;
      focusNext.current = true;
      const words = new Set([...hiddenWords, attempt.word]);
      if (words.size < block.items.length) {
        setHiddenWords(words);
        setHiddenGlosses(new Set([...hiddenGlosses, attempt.gloss]));
      } else if (blockIndex + 1 < blocks.length) {
        setBlockIndex(blockIndex + 1);
        setHiddenWords(EMPTY);
        setHiddenGlosses(EMPTY);
      } else if (!completed.current) {
        completed.current = true;
        complete.current();
      }
    }, FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [attempt, block, blockIndex, blocks.length, hiddenWords, hiddenGlosses]);

  // A matched pair (or a whole block) went: focus moves on to the first word left, not to the page.
  useEffect(() => {
    if (!focusNext.current || block === undefined) return;
    focusNext.current = false;
    const first = block.items.findIndex((_item, index) => !hiddenWords.has(index));
    const target = buttons.current.get(`word-${first}`);
    const active = document.activeElement;
    if (target && (active === null || active === document.body || !active.isConnected)) target.focus();
  }, [block, hiddenWords]);

  if (block === undefined) return null;

  function choose(kind: 'word' | 'gloss', index: number) {
    if (attempt !== null || block === undefined) return;
    const [selected, setSelected, other] = kind === 'word' ? [word, setWord, gloss] : [gloss, setGloss, word];
    if (selected === index) {
      setSelected(null);
      return;
    }
    setSelected(index);
    if (other === null) return;
    const pair = kind === 'word' ? { word: index, gloss: other } : { word: other, gloss: index };
    setAttempt({ ...pair, correct: isPracticeMatch(block.items[pair.word], block.items[pair.gloss]) });
  }

  const register = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <>
      <p>
        Choose a word and its meaning, in either order. Choose a selected item again to let it go.{' '}
        <span aria-live="polite">
          Set {blockIndex + 1} of {blocks.length}.
        </span>
      </p>
      <Row className="g-4" style={{ maxWidth: '40rem' }}>
        <Col xs={6}>
          <h3 className="h5">Words</h3>
          <ul className="list-unstyled d-grid gap-2">
            {block.items.map((item, index) =>
              hiddenWords.has(index) ? null : (
                <li key={`${blockIndex}-word-${item.id}`}>
                  <PracticeButton
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
          <h3 className="h5">Meanings</h3>
          <ul className="list-unstyled d-grid gap-2">
            {block.glossOrder.map((index) =>
              hiddenGlosses.has(index) ? null : (
                <li key={`${blockIndex}-gloss-${block.items[index]?.id ?? index}`}>
                  <PracticeButton
                    label={block.items[index]?.gloss ?? ''}
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
        {attempt?.correct === true && 'Correct!'}
        {attempt?.correct === false && 'Not a match. Try again.'}
      </p>
    </>
  );
}
