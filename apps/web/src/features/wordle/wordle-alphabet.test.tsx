import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { wordleValidResponseSchema } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, visitor } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { WordlePage } from './wordle-page';
import { loadGame } from './wordle-storage';

// Wordle by the teacher's alphabet (issue 40, ADR 096): the keyboard has the alphabet's letters in
// teaching order, a digraph one key and one tile, the physical keyboard joins k and w into kw, and a
// guess typed with an equivalent spelling is the word of the list. SAMPLE: an invented alphabet and
// invented words, not language material.

const routes = testRoutes({ publicRoutes: [{ path: 'wordle', element: <WordlePage /> }] });
const DATE = '2025-02-01';
const ALPHABET = {
  letters: [
    { letter: 'a' },
    { letter: 'i' },
    { letter: 'k' },
    { letter: 'kw', upper: 'Kw' },
    { letter: 's' },
    { letter: 't' },
    { letter: 'ts' },
    { letter: "ts'", equivalents: ['tsʼ', 'ts’'] },
    { letter: 'u' },
    { letter: 'w' },
  ],
};
const WORDS = ['kasit', 'kwasit', "ts'ukaw", 'tsukai'];

function renderWordle(words: object = { lexs: WORDS, alphabet: ALPHABET }) {
  mockFetch({
    ...visitor,
    'GET /api/wordle-valid': { body: wordleValidResponseSchema.parse(words) },
    'GET /api/wordle-answer': { body: { lex: { id: 1, lex: 'kasit' } } },
  });
  return renderApp(`/wordle?date=${DATE}`, { routes });
}

const keyboard = () => screen.getByRole('group', { name: 'Keyboard' });
const rowTiles = (row: number) =>
  within(screen.getByRole('group', { name: `Row ${row}` }))
    .getAllByRole('img')
    .map((tile) => tile.textContent);

beforeEach(() => window.localStorage.clear());

describe('wordle by the alphabet', () => {
  it('when the teacher made an alphabet, then the keyboard has its letters in teaching order and no other', async () => {
    renderWordle();
    await screen.findByRole('button', { name: 'Enter' });
    const keys = within(keyboard())
      .getAllByRole('button')
      .map((key) => key.textContent);
    // Ten letters: one row, Enter and Delete at its ends.
    expect(keys).toEqual(['Enter', 'A', 'I', 'K', 'Kw', 'S', 'T', 'TS', "TS'", 'U', 'W', 'Delete']);
    expect(within(keyboard()).queryByRole('button', { name: 'Q' })).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when kw is tapped, or k then w typed, then it is one tile; a word of six characters and five letters is played', async () => {
    const user = userEvent.setup();
    renderWordle();
    await screen.findByRole('button', { name: 'Enter' });
    await user.click(within(keyboard()).getByRole('button', { name: 'Kw' }));
    expect(rowTiles(1)).toEqual(['Kw', '', '', '', '']);
    await user.click(within(keyboard()).getByRole('button', { name: 'Delete' }));
    expect(rowTiles(1)).toEqual(['', '', '', '', '']);
    await user.keyboard('kwasit{Enter}');
    expect(rowTiles(1)).toEqual(['Kw✕', 'A✓', 'S✓', 'I✓', 'T✓']);
    expect(within(keyboard()).getByRole('button', { name: 'KW, absent' })).toBeInTheDocument();
    // Kept in this browser by its letters, and read back as they were.
    expect(loadGame(DATE)?.board[0]).toEqual(['kw', 'a', 's', 'i', 't']);
  });

  it('when a guess is typed with an equivalent spelling of ts’, then it is the word of the list', async () => {
    const user = userEvent.setup();
    renderWordle();
    await screen.findByRole('button', { name: 'Enter' });
    await user.keyboard('TSʼUKAW{Enter}');
    expect(rowTiles(1)).toEqual(["TS'✕", 'U✕', 'K↔', 'A↔', 'W✕']);
    expect(screen.queryByText('Word not found')).toBeNull();
  });

  it('when a letter the alphabet lacks is typed, then nothing happens; a word of five characters but four letters is not a full row', async () => {
    const user = userEvent.setup();
    renderWordle();
    await screen.findByRole('button', { name: 'Enter' });
    await user.keyboard('zqkwasi{Enter}');
    expect(rowTiles(1)).toEqual(['Kw', 'A', 'S', 'I', '']);
    expect(screen.getByRole('group', { name: 'Row 2' })).toBeInTheDocument();
    expect(rowTiles(2)).toEqual(['', '', '', '', '']);
  });

  it('when there is no alphabet, then the keyboard is the spec’s, with its unused letters', async () => {
    renderWordle({ lexs: ['kasit', 'tasem'] });
    await screen.findByRole('button', { name: 'Enter' });
    expect(within(keyboard()).getByRole('button', { name: 'Q, not used in the language' })).toBeInTheDocument();
    // a to z, the apostrophe, Enter and Delete.
    expect(within(keyboard()).getAllByRole('button')).toHaveLength(29);
  });
});
