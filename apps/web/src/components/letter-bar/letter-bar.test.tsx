import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch } from '../../test/mock-fetch';
import { installLetterBar, LANGUAGE_FIELD } from './language-field';

// SAMPLE alphabet, invented: not language material.
const ALPHABET = {
  writingSystem: 'sample',
  alphabet: {
    letters: [
      { letter: 'a' },
      { letter: 'á' },
      { letter: 'kw' },
      { letter: 'ŭ' },
      { letter: "'", equivalents: ['’'] },
    ],
    caseMatters: false,
    almostCounts: false,
  },
};

/** A controlled language field and a plain one, with the bar installed as the app does. */
function Page() {
  const [word, setWord] = useState('');
  const [queryClient] = useState(createQueryClient);
  useEffect(() => installLetterBar(queryClient), [queryClient]);
  return (
    <>
      <label htmlFor="word">Your answer</label>
      <input id="word" {...LANGUAGE_FIELD} value={word} onChange={(event) => setWord(event.target.value)} />
      <p>Typed: {word}</p>
      <label htmlFor="email">E-mail</label>
      <input id="email" />
    </>
  );
}

const bar = () => screen.findByRole('group', { name: 'Letters' });

describe('the letter bar', () => {
  it('when a language field gets focus, then the bar shows the letters a keyboard lacks and inserts at the caret', async () => {
    const { calls } = mockFetch({ 'GET /api/alphabet': { body: ALPHABET } });
    const user = userEvent.setup();
    render(<Page />);
    const field = screen.getByLabelText('Your answer');
    expect(calls).toHaveLength(0);
    await user.click(field);
    const letters = await bar();
    // á, ŭ and the apostrophe: a and kw are on every keyboard.
    expect(
      within(letters)
        .getAllByRole('button', { name: /^Insert / })
        .map((b) => b.textContent),
    ).toEqual(['á', 'ŭ', "'"]);
    await user.keyboard('ta');
    await user.click(within(letters).getByRole('button', { name: "Insert '" }));
    await user.keyboard('k');
    // Back before the k: the letter goes in at the caret, not at the end.
    await user.keyboard('{ArrowLeft}');
    await user.click(within(letters).getByRole('button', { name: 'Insert ŭ' }));
    expect(field).toHaveValue("ta'ŭk");
    expect(screen.getByText("Typed: ta'ŭk")).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when Upper case is pressed, then the next letter goes in upper case and the toggle goes back', async () => {
    mockFetch({ 'GET /api/alphabet': { body: ALPHABET } });
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByLabelText('Your answer'));
    const letters = await bar();
    const shift = within(letters).getByRole('button', { name: 'Upper case' });
    await user.click(shift);
    expect(shift).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(letters).getByRole('button', { name: 'Insert Ŭ' }));
    expect(screen.getByLabelText('Your answer')).toHaveValue('Ŭ');
    expect(shift).toHaveAttribute('aria-pressed', 'false');
  });

  it('when a key is reached with Tab and pressed with Enter, then the letter goes in and focus goes back to the field', async () => {
    mockFetch({ 'GET /api/alphabet': { body: ALPHABET } });
    const user = userEvent.setup();
    render(<Page />);
    const field = screen.getByLabelText('Your answer');
    await user.click(field);
    await bar();
    await user.keyboard('h');
    await user.tab(); // Upper case
    await user.tab(); // á
    expect(screen.getByRole('button', { name: 'Insert á' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('há');
    expect(field).toHaveFocus();
  });

  it('when focus goes to a field that is not a language field, then the bar goes', async () => {
    mockFetch({ 'GET /api/alphabet': { body: ALPHABET } });
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByLabelText('Your answer'));
    await bar();
    await user.click(screen.getByLabelText('E-mail'));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Letters' })).not.toBeInTheDocument());
  });

  it('when no alphabet is set, then no bar shows', async () => {
    const { calls } = mockFetch({ 'GET /api/alphabet': { body: { writingSystem: 'und', alphabet: null } } });
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByLabelText('Your answer'));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/alphabet'));
    await act(async () => {});
    expect(screen.queryByRole('group', { name: 'Letters' })).not.toBeInTheDocument();
  });

  it('when the field is in a dialog, then the bar is inside it and its keys keep focus within the dialog', async () => {
    mockFetch({ 'GET /api/alphabet': { body: ALPHABET } });
    const user = userEvent.setup();
    function DialogPage() {
      const [text, setText] = useState('');
      const [queryClient] = useState(createQueryClient);
      useEffect(() => installLetterBar(queryClient), [queryClient]);
      return (
        <Modal show onHide={() => {}} aria-labelledby="dialog-title">
          <Modal.Header>
            <Modal.Title id="dialog-title">Suggest</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <label htmlFor="proposal">Proposed text</label>
            <textarea
              id="proposal"
              {...LANGUAGE_FIELD}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </Modal.Body>
        </Modal>
      );
    }
    render(<DialogPage />);
    const field = await screen.findByLabelText('Proposed text');
    await user.click(field);
    const letters = await bar();
    expect(screen.getByRole('dialog')).toContainElement(letters);
    await user.tab();
    await user.tab();
    expect(within(letters).getByRole('button', { name: 'Insert á' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('á');
    expect(field).toHaveFocus();
  });
});
