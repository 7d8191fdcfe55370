import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lex } from '@langapp/shared';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { lexEntry, partsOfSpeechReply, wholeEntry } from '../../test/sample-data';
import { DictionaryPage } from './dictionary-page';

// The console's parts of speech, picked from one list, and entries named by their headwords (ADR 071).
// Sample entries, invented: not language material.
const LEXICON: Lex[] = [
  lexEntry(1, 'tahak', 'noun', 'river'),
  lexEntry(2, 'lumah', 'Noun', 'stone'),
  lexEntry(3, 'kawa', 'n', 'ceremony'),
  { ...lexEntry(4, 'okihu', 'Verb', 'go'), homograph: 1 },
  { ...lexEntry(5, 'okihu', 'adv', 'quickly'), homograph: 2 },
];

function openDictionary(replies: Record<string, Reply> = {}) {
  mockFetch({
    ...signedIn('teacher', true),
    'GET /api/lexs': { body: { data: LEXICON } },
    'GET /api/admin/parts-of-speech': partsOfSpeechReply(LEXICON),
    'GET /api/admin/public-dictionary': { body: { publicDictionary: false } },
    ...Object.fromEntries(
      LEXICON.map((e) => [`GET /api/lex-entry/${e.id}`, { body: { data: wholeEntry(e) } }]),
    ),
    ...replies,
  });
  return renderApp('/admin/dictionary', {
    routes: testRoutes({ admin: [{ path: 'admin/dictionary', element: <DictionaryPage /> }] }),
  });
}

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the console dictionary: parts of speech and names', () => {
  it('when the lexicon spells a part of speech in several cases, then the filter lists it once with its count and finds every spelling', async () => {
    const { user } = openDictionary();
    await screen.findByRole('table', { name: 'Dictionary entries' });
    const filter = screen.getByRole('combobox', { name: 'Part of speech' });

    expect(optionNames(filter)).toEqual(['All parts of speech', 'adv (1)', 'n (1)', 'noun (2)', 'Verb (1)']);
    await user.selectOptions(filter, 'noun (2)');

    expect(await screen.findByText('2 entries.')).toBeInTheDocument();
    const words = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(words).toEqual(['tahak', 'lumah']);
  });

  it('when an entry with a homograph number is opened, then the editor names it by headword and number, not by its id', async () => {
    const { user } = openDictionary();
    await user.click(await screen.findByRole('button', { name: 'Edit okihu 2 (quickly)' }));

    const editor = await screen.findByRole('region', { name: 'Edit okihu 2' });
    expect(within(editor).getByRole('heading', { level: 2 })).toHaveTextContent(/^Edit okihu 2$/);
    expect(editor).not.toHaveTextContent(/entry 5\b/);
  });

  it('when the teacher picks a part of speech, then it is chosen from the list; a new one is typed only after choosing to add it', async () => {
    const { user } = openDictionary();
    await user.click(await screen.findByRole('button', { name: 'Edit lumah (stone)' }));
    const editor = await screen.findByRole('region', { name: 'Edit lumah' });
    const picker = within(editor).getByRole('combobox', { name: 'Part of speech' });

    // 'Noun' is the list's 'noun': the same part of speech, shown once.
    expect(picker).toHaveDisplayValue('noun (2)');
    expect(optionNames(picker)).toEqual([
      'No part of speech',
      'adv (1)',
      'n (1)',
      'noun (2)',
      'Verb (1)',
      'New part of speech…',
    ]);
    expect(within(editor).queryByRole('textbox', { name: 'New part of speech' })).not.toBeInTheDocument();

    await user.selectOptions(picker, 'New part of speech…');
    const typed = within(editor).getByRole('textbox', { name: 'New part of speech' });
    expect(typed).toHaveFocus();
    await user.type(typed, 'VERB');
    expect(
      within(editor).getByText(
        'Verb is in the list already: pick it there to keep the list to one spelling.',
      ),
    ).toHaveAttribute('role', 'status');
    await user.clear(typed);
    await user.type(typed, 'classifier');
    expect(within(editor).queryByText(/is in the list already/)).not.toBeInTheDocument();

    await user.selectOptions(picker, 'adv (1)');
    expect(within(editor).queryByRole('textbox', { name: 'New part of speech' })).not.toBeInTheDocument();
    expect(picker).toHaveDisplayValue('adv (1)');
  });
});
