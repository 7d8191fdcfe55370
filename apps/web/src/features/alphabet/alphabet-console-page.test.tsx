import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';

// The console's Alphabet section (ADR 089), through the app's real routes: Detect's proposal into
// the editor, a move by keyboard, Save sending the letters in teaching order, the server's refusal shown.

const DETECTED = {
  writingSystem: 'und',
  headwords: 3,
  proposal: [
    { letter: 'a', upper: 'A', count: 4, example: 'ta', cluster: false, suggested: true },
    { letter: 'k', upper: 'K', count: 3, example: 'ka', cluster: false, suggested: true },
    { letter: 'w', upper: 'W', count: 2, example: 'kwa', cluster: false, suggested: true },
    { letter: 'kw', upper: 'Kw', count: 2, example: 'kwa', cluster: true, suggested: true, share: 0.67 },
    { letter: 'ta', upper: 'Ta', count: 2, example: 'ta', cluster: true, suggested: false, share: 0.5 },
  ],
};

function openConsole(saveReply: Reply) {
  const { calls } = mockFetch({
    ...signedIn('teacher', true),
    'GET /api/alphabet': { body: { writingSystem: 'und', alphabet: null } },
    'POST /api/admin/alphabet/detect': { body: DETECTED },
    'POST /api/admin/alphabet': saveReply,
    'GET /api/lexs': { body: { data: [] } },
    'GET /api/audio-recordings-info': { body: { data: [] } },
  });
  return { ...renderApp('/admin/alphabet'), calls };
}

const letterValues = () =>
  within(screen.getByRole('list', { name: 'Letters in teaching order' }))
    .getAllByRole('textbox', { name: 'Letter' })
    .map((input) => (input as HTMLInputElement).value);

describe('the console’s Alphabet section', () => {
  it('when the teacher detects, adds the ticked letters, moves one up and saves, then the letters go in that order', async () => {
    const saved = { writingSystem: 'und', alphabet: { letters: [], caseMatters: true, almostCounts: false } };
    const { user, calls } = openConsole({ body: saved });
    await user.click(await screen.findByRole('button', { name: 'Detect' }));
    expect(await screen.findByRole('heading', { name: 'Proposed from 3 headwords' })).toBeInTheDocument();
    // The unsuggested sequence is offered unticked.
    expect(screen.getByRole('checkbox', { name: 'Use ta (a sequence)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Use kw (a sequence)' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add the ticked letters' }));
    expect(letterValues()).toEqual(['a', 'k', 'w', 'kw']);

    screen.getByRole('button', { name: 'Move kw up' }).focus();
    await user.keyboard('{Enter}');
    expect(letterValues()).toEqual(['a', 'k', 'kw', 'w']);
    await user.click(screen.getByRole('checkbox', { name: 'Case matters' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The alphabet is saved.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/admin/alphabet');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      letters: [{ letter: 'a' }, { letter: 'k' }, { letter: 'kw', upper: 'Kw' }, { letter: 'w' }],
      caseMatters: true,
      almostCounts: false,
    });
  });

  it('when the server refuses the alphabet, then its sentence shows', async () => {
    const error = 'The letter “a” is in the alphabet twice.';
    const { user } = openConsole({ status: 400, body: { success: false, error } });
    await user.click(await screen.findByRole('button', { name: 'Add a letter' }));
    await user.type(screen.getByRole('textbox', { name: 'Letter' }), 'a');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(screen.queryByText('The alphabet is saved.')).not.toBeInTheDocument();
  });
});
