import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lex } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import type { Call, Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { lexEntry, partsOfSpeechReply } from '../../test/sample-data';
import { DictionaryPage } from './dictionary-page';

// Who may see each entry, set in the console's dictionary (ADR 062). Sample entries, invented.
const routes = testRoutes({ admin: [{ path: 'admin/dictionary', element: <DictionaryPage /> }] });

const LEXICON: Lex[] = [
  { ...lexEntry(1, 'tietu', 'v', 'see'), visibility: 'learners' },
  { ...lexEntry(2, 'okihu', 'n', 'river'), visibility: 'public' },
  { ...lexEntry(3, "pa'no", 'n', 'tree'), visibility: 'teachers' },
];

function openDictionary(replies: Record<string, Reply> = {}) {
  const server: Record<string, Reply> = {
    ...signedIn('teacher', true),
    'GET /api/lexs': { body: { data: LEXICON } },
    'GET /api/admin/parts-of-speech': partsOfSpeechReply(LEXICON),
    'POST /api/admin/visibility': { body: { success: true, changed: 2 } },
    'GET /api/admin/visibility-counts': { body: {} },
    'GET /api/admin/public-dictionary': { body: { publicDictionary: false } },
    ...replies,
  };
  const { calls } = mockFetch(server);
  return { ...renderApp('/admin/dictionary', { routes }), calls, server };
}

const setCalls = (calls: Call[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === '/api/admin/visibility')
    .map((call) => JSON.parse(String(call.init?.body)) as unknown);
const rowOf = (word: string) =>
  screen
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[1]?.textContent?.startsWith(word))!;

describe('DictionaryPage: visibility', () => {
  it('when it opens, then each entry shows its level and only the teachers-only one carries the badge', async () => {
    openDictionary();
    await screen.findByRole('table', { name: 'Dictionary entries' });
    expect(screen.getByRole('combobox', { name: 'Visible to: tietu (see)' })).toHaveValue('learners');
    expect(screen.getByRole('combobox', { name: 'Visible to: okihu (river)' })).toHaveValue('public');
    expect(screen.getByRole('combobox', { name: "Visible to: pa'no (tree)" })).toHaveValue('teachers');
    expect(within(rowOf("pa'no")).getByText('Teachers only', { selector: '.badge' })).toBeInTheDocument();
    expect(within(rowOf('tietu')).queryByText('Teachers only', { selector: '.badge' })).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the teacher picks another level for one entry, then it is sent for that entry alone', async () => {
    const { user, calls } = openDictionary({
      'POST /api/admin/visibility': { body: { success: true, changed: 1 } },
    });
    await screen.findByRole('table', { name: 'Dictionary entries' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Visible to: tietu (see)' }), 'teachers');
    expect(setCalls(calls)).toEqual([{ kind: 'entry', ids: [1], visibility: 'teachers' }]);
  });

  it('when the teacher selects two entries and sets them to teachers only, then one call carries both, the selection clears and the outcome is announced', async () => {
    const { user, calls } = openDictionary();
    await screen.findByRole('table', { name: 'Dictionary entries' });
    const bulk = screen.getByRole('button', { name: 'Set visibility of 0 selected' });
    expect(bulk).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select tietu (see)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select okihu (river)' }));
    expect(screen.getByText('2 entries selected.')).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Visibility for the selected entries' }),
      'teachers',
    );
    await user.click(screen.getByRole('button', { name: 'Set visibility of 2 selected' }));

    expect(await screen.findByText('2 entries set to Teachers only.')).toBeInTheDocument();
    expect(setCalls(calls)).toEqual([{ kind: 'entry', ids: [1, 2], visibility: 'teachers' }]);
    expect(screen.getByRole('checkbox', { name: 'Select tietu (see)' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Set visibility of 0 selected' })).toBeDisabled();
  });

  it('when "select all shown" is ticked after a search, then only the shown entries are selected', async () => {
    const { user } = openDictionary();
    await screen.findByRole('table', { name: 'Dictionary entries' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by word or gloss' }), 'okihu');
    await screen.findByText('1 entry.');
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(screen.getByText('1 entry selected.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set visibility of 1 selected' })).toBeEnabled();
  });

  it('when the server refuses the selection, then its sentence is shown and the selection stays', async () => {
    const { user } = openDictionary({
      'POST /api/admin/visibility': {
        status: 404,
        body: {
          success: false,
          error: 'There is no entry with the id 2; no level was changed.',
          missing: ['2'],
        },
      },
    });
    await screen.findByRole('table', { name: 'Dictionary entries' });
    await user.click(screen.getByRole('checkbox', { name: 'Select okihu (river)' }));
    await user.click(screen.getByRole('button', { name: 'Set visibility of 1 selected' }));
    expect(
      await screen.findByText('There is no entry with the id 2; no level was changed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select okihu (river)' })).toBeChecked();
  });
});
