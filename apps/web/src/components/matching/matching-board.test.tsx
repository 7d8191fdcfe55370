import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isMatchingPair } from '@langapp/shared';
import { passTime, takeOverTheClock } from '../../test/timers';
import { MatchingBoard } from './matching-board';
import { MATCH_FEEDBACK_MS, useMatching } from './use-matching';

const entries = [
  { lex: 'word-a', gloss: 'river' },
  { lex: 'word-b', gloss: 'stone' },
  { lex: 'word-c', gloss: 'red' },
];

function Board({ onMismatch }: { onMismatch?: (pair: { word: number; gloss: number }) => void }) {
  const matching = useMatching({
    size: entries.length,
    isMatch: (word, gloss) => isMatchingPair(entries[word], entries[gloss]),
    onMismatch,
  });
  return (
    <MatchingBoard entries={entries} glossOrder={[2, 0, 1]} matching={matching} headingLevel={2} showMarks />
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const queryButton = (name: string) => screen.queryByRole('button', { name });

describe('matching board', () => {
  it('when a gloss and then its word are chosen, then the pair shows as correct and goes after the feedback', async () => {
    render(<Board />);
    const user = takeOverTheClock();

    await user.click(button('stone'));
    expect(button('stone')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('word-b'));

    expect(screen.getByText('Correct!')).toBeInTheDocument();
    await passTime(MATCH_FEEDBACK_MS - 1);
    expect(button('word-b')).toBeInTheDocument();
    await passTime(1);
    expect(queryButton('word-b')).not.toBeInTheDocument();
    expect(queryButton('stone')).not.toBeInTheDocument();
    expect(button('word-a')).toHaveFocus();
  });

  it('when a word and a wrong gloss are chosen, then both are let go after the feedback', async () => {
    render(<Board />);
    const user = takeOverTheClock();

    await user.click(button('word-a'));
    await user.click(button('red'));

    expect(screen.getByText('Not a match. Try again.')).toBeInTheDocument();
    await passTime(MATCH_FEEDBACK_MS);
    expect(button('word-a')).toHaveAttribute('aria-pressed', 'false');
    expect(button('red')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Not a match. Try again.')).not.toBeInTheDocument();
  });

  it('when the chosen item is chosen again, then it is let go', async () => {
    render(<Board />);
    const user = takeOverTheClock();

    await user.click(button('word-c'));
    await user.click(button('word-c'));

    expect(button('word-c')).toHaveAttribute('aria-pressed', 'false');
  });

  it('when a mismatch is made, in either order, then onMismatch hears the word and the gloss chosen; a match says nothing', async () => {
    const onMismatch = vi.fn();
    render(<Board onMismatch={onMismatch} />);
    const user = takeOverTheClock();

    await user.click(button('word-a'));
    await user.click(button('red'));
    expect(onMismatch.mock.calls).toEqual([[{ word: 0, gloss: 2 }]]);
    await passTime(MATCH_FEEDBACK_MS);

    await user.click(button('stone'));
    await user.click(button('word-c'));
    await passTime(MATCH_FEEDBACK_MS);
    await user.click(button('word-b'));
    await user.click(button('stone'));
    await passTime(MATCH_FEEDBACK_MS);

    expect(onMismatch.mock.calls).toEqual([[{ word: 0, gloss: 2 }], [{ word: 2, gloss: 1 }]]);
  });
});
