import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Lex } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { LocativesPage, PluralsPage } from './drill-page';

const routes = testRoutes({
  signedIn: [
    { path: 'plurals', element: <PluralsPage /> },
    { path: 'locatives', element: <LocativesPage /> },
  ],
});

const entry = (id: number, lex: string, pos: string, gloss: string): Lex => ({
  id,
  lex,
  pos,
  gloss,
  notes: '',
});
// okihu ends in a vowel, napam in a consonant, tiyay in y (a consonant); tietu is a verb.
const lexicon = [
  entry(1, 'tietu', 'v', 'see'),
  entry(2, 'okihu', 'n', 'river'),
  entry(3, 'napam', 'n', 'stone'),
  entry(4, 'tiyay', 'n', 'sun'),
];

async function openDrill(path: string, reply: Reply = { body: { data: lexicon } }) {
  mockFetch({ ...signedIn(), 'GET /api/lexs': reply });
  const view = renderApp(path, { routes });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const row = (select: HTMLElement) => select.closest('li') as HTMLElement;

describe('plural and locative drills', () => {
  it('when the plural drill loads, then each noun has a labelled select with choose, -kma and -mak, and the rule shows', async () => {
    await openDrill('/plurals');

    const select = await screen.findByRole('combobox', { name: 'Plural suffix for okihu (river)' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['choose', '-kma', '-mak']);
    expect(screen.getAllByRole('combobox')).toHaveLength(3);
    expect(screen.queryByRole('combobox', { name: /tietu/ })).not.toBeInTheDocument();
    expect(screen.getByText(/After a vowel \(a, e, i, o, u\) the plural is/)).toBeInTheDocument();
    expect(screen.getByText(/The letters y, w and h count as consonants/)).toBeInTheDocument();
  });

  it('when the work is checked, then right rows are outlined green and wrong ones red, with words saying so; Uncheck clears it', async () => {
    const { user } = await openDrill('/plurals');
    const okihu = await screen.findByRole('combobox', { name: /okihu/ });
    const napam = screen.getByRole('combobox', { name: /napam/ });
    const tiyay = screen.getByRole('combobox', { name: /tiyay/ });

    await user.selectOptions(okihu, '-kma'); // vowel-final: right
    await user.selectOptions(napam, '-kma'); // consonant-final: wrong
    await user.selectOptions(tiyay, '-mak'); // y is a consonant: right
    await user.click(screen.getByRole('button', { name: 'Check work' }));

    expect(row(okihu)).toHaveClass('border-success');
    expect(row(okihu)).toHaveTextContent('✓ Right');
    expect(row(napam)).toHaveClass('border-danger');
    expect(row(napam)).toHaveTextContent('✗ Wrong');
    expect(row(tiyay)).toHaveClass('border-success');
    expect(screen.getByText('2 of 3 right.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Uncheck work' }));

    expect(row(okihu)).not.toHaveClass('border-success');
    expect(row(napam)).not.toHaveClass('border-danger');
    expect(row(napam)).not.toHaveTextContent('Wrong');
    expect(screen.getByRole('button', { name: 'Check work' })).toBeInTheDocument();
  });

  it('when the locative drill is checked, then -tka is right after a vowel and -tak after a consonant; an unanswered row is wrong', async () => {
    const { user } = await openDrill('/locatives');
    const okihu = await screen.findByRole('combobox', { name: 'Locative suffix for okihu (river)' });
    const napam = screen.getByRole('combobox', { name: /napam/ });
    const tiyay = screen.getByRole('combobox', { name: /tiyay/ });
    expect(
      within(okihu)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['choose', '-tka', '-tak']);

    await user.selectOptions(okihu, '-tka');
    await user.selectOptions(napam, '-tak');
    await user.click(screen.getByRole('button', { name: 'Check work' }));

    expect(row(okihu)).toHaveClass('border-success');
    expect(row(napam)).toHaveClass('border-success');
    expect(row(tiyay)).toHaveClass('border-danger');
    expect(row(tiyay)).toHaveTextContent('✗ Wrong');
  });

  it('when the lexicon has more than 20 nouns, then the drill shows the first 20 alphabetically', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      entry(i + 1, `noun${String(30 - i).padStart(2, '0')}a`, 'n', `g${i}`),
    );
    await openDrill('/plurals', { body: { data: many } });

    const selects = await screen.findAllByRole('combobox');
    expect(selects).toHaveLength(20);
    expect(selects[0]).toHaveAccessibleName(/noun01a/);
    expect(selects[19]).toHaveAccessibleName(/noun20a/);
  });

  it('when the words cannot be loaded, then a message says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openDrill('/plurals', networkDown());

    expect(
      await screen.findByText('The words could not be loaded. Please refresh the page.'),
    ).toBeInTheDocument();
  });

  it('when the drill shows, then Loading data... comes first, it has one h1 and no serious axe violation', async () => {
    mockFetch({ ...signedIn(), 'GET /api/lexs': { body: { data: lexicon } } });
    const release = holdReplies('/api/lexs');
    renderApp('/locatives', { routes });

    expect(await screen.findByText('Loading data...')).toBeInTheDocument();
    release();
    await screen.findByRole('combobox', { name: /okihu/ });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
