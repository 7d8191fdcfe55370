import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';

// The learner's /alphabet (ADR 089): the letters in teaching order with upper case and sample, or a
// clear message while the teacher has made none.

function openAlphabet(alphabet: unknown) {
  mockFetch({ ...signedIn('learner'), 'GET /api/alphabet': { body: { writingSystem: 'und', alphabet } } });
  return renderApp('/alphabet');
}

describe('/alphabet', () => {
  it('when the teacher has made no alphabet, then the learner is told so', async () => {
    openAlphabet(null);
    expect(await screen.findByText(/The teacher has not made the alphabet yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Alphabet' })).toBeInTheDocument();
  });

  it('when there is an alphabet, then its letters show in teaching order, with upper case and a playable sample', async () => {
    openAlphabet({
      caseMatters: false,
      almostCounts: false,
      letters: [
        { letter: 'kw', upper: 'Kw', sample: { word: 'kwala', lexId: 3, audio: '/api/audio/kwala.mp3', speaker: 'Ana' } },
        { letter: 'a', sample: { word: 'atak (sample)' } },
        { letter: "'" },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Letters' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Kw kwkwala', 'A aatak (sample)', "'"]);
    expect(within(items[0]!).getByRole('button', { name: 'Play kwala' })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: /Play/ })).not.toBeInTheDocument();
  });
});
