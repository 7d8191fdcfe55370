import type { ReactNode } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import type { MatchAttempt, Matching, MatchingColumn } from './use-matching';

interface BoardEntry {
  lex: string;
  gloss: string;
}

type LabelOf = (entry: BoardEntry | undefined) => string;

function variantOf(selected: boolean, attempt: MatchAttempt | null): string {
  if (attempt) return attempt.correct ? 'success' : 'danger';
  return selected ? 'primary' : 'outline-primary';
}

/** A word or a gloss on the board: pressed while chosen, green or red while its attempt shows. */
function MatchingButton({
  label,
  selected,
  attempt,
  showMark,
  onClick,
  buttonRef,
}: {
  label: string;
  selected: boolean;
  /** The attempt this button is part of, while it is highlighted. */
  attempt: MatchAttempt | null;
  /** Whether a highlighted button also shows ✓ or ✗ (hidden from screen readers). */
  showMark: boolean;
  onClick: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}) {
  return (
    <Button
      ref={buttonRef}
      variant={variantOf(selected, attempt)}
      className="w-100 text-start text-break"
      aria-pressed={selected}
      onClick={onClick}
    >
      {label}
      {showMark && attempt && (
        <span aria-hidden="true" className="float-end">
          {attempt.correct ? '✓' : '✗'}
        </span>
      )}
    </Button>
  );
}

export interface MatchingBoardProps {
  /** The words and their glosses; glossOrder gives the order the glosses are shown in. */
  entries: readonly BoardEntry[];
  glossOrder: readonly number[];
  matching: Matching;
  /** The level of the Words and Meanings headings under the page's own. */
  headingLevel: 2 | 3;
  showMarks?: boolean;
  /** Changes with each set, so that a new set's buttons are new buttons. */
  setKey?: string | number;
  /** Said after the instructions, e.g. which set this is. */
  progress?: ReactNode;
  /** Said before the feedback on an attempt, e.g. praise for a cleared set. */
  status?: ReactNode;
}

/** Two columns, words and meanings, to be matched with useMatching; and a live line of feedback. */
export function MatchingBoard({
  entries,
  glossOrder,
  matching,
  headingLevel,
  showMarks = false,
  setKey = 0,
  progress,
  status,
}: MatchingBoardProps) {
  const { attempt, hidden, choose, register } = matching;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hiddenIn = { word: hidden.words, gloss: hidden.glosses };
  const columns: { column: MatchingColumn; heading: string; order: readonly number[]; labelOf: LabelOf }[] = [
    {
      column: 'word',
      heading: 'Words',
      order: entries.map((_entry, index) => index),
      labelOf: (entry) => entry?.lex ?? '',
    },
    { column: 'gloss', heading: 'Meanings', order: glossOrder, labelOf: (entry) => entry?.gloss ?? '' },
  ];
  return (
    <>
      <p>
        Choose a word and its meaning, in either order. Choose a selected item again to let it go.
        {progress !== undefined && <> {progress}</>}
      </p>
      <Row className="g-4" style={{ maxWidth: '40rem' }}>
        {columns.map(({ column, heading, order, labelOf }) => (
          <Col xs={6} key={column}>
            <Heading className="h5">{heading}</Heading>
            <ul className="list-unstyled d-grid gap-2">
              {order.map((index) =>
                hiddenIn[column].has(index) ? null : (
                  <li key={`${setKey}-${column}-${index}`}>
                    <MatchingButton
                      label={labelOf(entries[index])}
                      selected={matching[column] === index}
                      attempt={attempt?.[column] === index ? attempt : null}
                      showMark={showMarks}
                      onClick={() => choose(column, index)}
                      buttonRef={register(column, index)}
                    />
                  </li>
                ),
              )}
            </ul>
          </Col>
        ))}
      </Row>
      <p aria-live="polite" className="mt-3" style={{ minHeight: '1.5em' }}>
        {status}
        {attempt?.correct === true && 'Correct!'}
        {attempt?.correct === false && 'Not a match. Try again.'}
      </p>
    </>
  );
}
