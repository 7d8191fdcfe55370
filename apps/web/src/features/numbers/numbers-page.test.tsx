import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { fakeAudio } from '../../test/fake-audio';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { NumbersPage } from './numbers-page';

const routes = testRoutes({ signedIn: [{ path: 'numbers', element: <NumbersPage /> }] });

const names = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const numbers = names.map((name, value) => ({
  value,
  name: `sample-${name}`,
  url: `/media/numbers/${value}.mp3`,
}));

function renderNumbers(reply: Reply = { body: { data: numbers } }) {
  const { played } = fakeAudio();
  mockFetch({ ...signedIn(), 'GET /api/numbers': reply });
  return { ...renderApp('/numbers', { routes }), played };
}

describe('numbers page', () => {
  it('when the numbers load, then 1 to 10 show as buttons, three to a row, after Loading data...', async () => {
    renderNumbers();
    const release = holdReplies('/api/numbers');

    expect(await screen.findByText('Loading data...')).toBeInTheDocument();
    release();
    const buttons = await screen.findAllByRole('button', { name: /^\d+$/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(buttons[0]?.parentElement).toHaveClass('col-4');
    expect(screen.queryByText('Loading data...')).not.toBeInTheDocument();
  });

  it('when a number is clicked, then its recording plays and its name shows', async () => {
    const { user, played } = renderNumbers();

    await user.click(await screen.findByRole('button', { name: '3' }));

    expect(played).toEqual(['/media/numbers/3.mp3']);
    expect(screen.getByText('sample-three')).toBeInTheDocument();
  });

  it('when the browser refuses to play and the number is chosen with the keyboard, then the name still shows', async () => {
    vi.stubGlobal(
      'Audio',
      class {
        play = () => Promise.reject(new DOMException('Autoplay refused', 'NotAllowedError'));
        pause() {}
      },
    );
    mockFetch({ ...signedIn(), 'GET /api/numbers': { body: { data: numbers } } });
    const { user } = renderApp('/numbers', { routes });

    (await screen.findByRole('button', { name: '7' })).focus();
    await user.keyboard('{Enter}');

    expect(screen.getByText('sample-seven')).toBeInTheDocument();
  });

  it('when the numbers cannot be loaded, then a message says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderNumbers(networkDown());

    expect(await screen.findByRole('alert')).toHaveTextContent('The numbers could not be loaded.');
  });

  it('when the page shows, then it has one h1 and no serious axe violation', async () => {
    renderNumbers();

    await screen.findByRole('button', { name: '1' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
