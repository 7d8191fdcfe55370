import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Call, Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { lexEntry } from '../../test/sample-data';
import { DictionaryPage } from './dictionary-page';
import { SAVE_ERROR } from './entry-editor';

const routes = testRoutes({ admin: [{ path: 'admin/dictionary', element: <DictionaryPage /> }] });

// Sample entries, invented: not language material.
const LEXICON = [
  lexEntry(1, 'tietu', 'v', 'see'),
  lexEntry(2, 'okihu', 'n', 'river'),
  lexEntry(3, "pa'no", 'n', 'tree'),
  lexEntry(4, 'okihu', 'adv', 'quickly'),
];

const NO_USES = { sentences: [], texts: [], lessons: [], recordings: [] };

function openDictionary(replies: Record<string, Reply> = {}) {
  const server: Record<string, Reply> = {
    ...signedIn('teacher', true),
    'GET /api/lexs': { body: { data: LEXICON } },
    ...replies,
  };
  const { calls } = mockFetch(server);
  return { ...renderApp('/admin/dictionary', { routes }), calls, server };
}

const table = () => screen.findByRole('table', { name: 'Dictionary entries' });
const shownWords = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const posted = (calls: Call[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.form);

describe('DictionaryPage', () => {
  it('when it opens, then it lists the entries with a count; search and the part of speech filter narrow them', async () => {
    const { user } = openDictionary();
    await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Dictionary' })).toBeInTheDocument();
    expect(screen.getByText('4 entries.')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search by word or gloss' }), 'okihu');
    expect(await screen.findByText('2 entries.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Part of speech' }), 'adv');
    expect(await screen.findByText('1 entry.')).toBeInTheDocument();
    expect(shownWords()).toEqual(['okihu']);
    expect(within(screen.getByRole('table')).getByText('quickly')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search by word or gloss' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by word or gloss' }), 'zzz');
    expect(await screen.findByText('No matching lexical entries found.')).toBeInTheDocument();
  });

  it('when an entry is edited with the keyboard alone and saved, then it is posted and the list shows the correction', async () => {
    const { user, calls, server } = openDictionary({
      'POST /api/update-lex': {
        body: { success: true, entry: lexEntry(2, 'okihum', 'n', 'stream'), recordingsMoved: 1 },
      },
    });
    await table();
    screen.getByRole('button', { name: 'Edit okihu (river)' }).focus();
    await user.keyboard('{Enter}');
    const form = screen.getByRole('region', { name: 'Edit okihu (entry 2)' });
    expect(within(form).getByRole('textbox', { name: 'Word' })).toHaveFocus();
    expect(within(form).getByRole('combobox', { name: 'Part of speech' })).toHaveValue('n');
    // The parts of speech in use are offered.
    expect([...form.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'))).toEqual([
      'adv',
      'n',
      'v',
    ]);

    await user.keyboard('m');
    await user.tab();
    await user.tab();
    server['GET /api/lexs'] = {
      body: { data: LEXICON.map((e) => (e.id === 2 ? lexEntry(2, 'okihum', 'n', 'stream') : e)) },
    };
    await user.keyboard('{Control>}a{/Control}stream{Enter}');

    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Saved okihum. 1 recording moves with the new spelling.',
    );
    expect(posted(calls, '/api/update-lex')).toEqual([
      { id: '2', lex: 'okihum', pos: 'n', gloss: 'stream', notes: '' },
    ]);
    expect(await within(screen.getByRole('table')).findByText('stream')).toBeInTheDocument();
  });

  it('when the word and gloss match another entry, then a warning names it; Save anyway saves with confirm', async () => {
    const { user, calls, server } = openDictionary({
      'POST /api/update-lex': {
        status: 409,
        body: {
          success: false,
          error: 'An entry with the same word and gloss already exists.',
          duplicates: [lexEntry(2, 'okihu', 'n', 'river')],
        },
      },
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit okihu (quickly)' }));
    const form = screen.getByRole('region', { name: 'Edit okihu (entry 4)' });
    await user.clear(within(form).getByRole('textbox', { name: 'Gloss' }));
    await user.type(within(form).getByRole('textbox', { name: 'Gloss' }), 'river');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const warning = await within(form).findByText(
      'The lexicon already has an entry with this word and gloss:',
    );
    expect(warning.closest('[role="alert"]')).toHaveFocus();
    expect(within(form).getByText(/okihu \(n\) .river., entry 2/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();

    server['POST /api/update-lex'] = {
      body: { success: true, entry: lexEntry(4, 'okihu', 'adv', 'river'), recordingsMoved: 0 },
    };
    await user.click(within(form).getByRole('button', { name: 'Save anyway' }));
    expect(await within(form).findByText('Saved okihu.')).toBeInTheDocument();
    expect(posted(calls, '/api/update-lex')).toEqual([
      { id: '4', lex: 'okihu', pos: 'adv', gloss: 'river', notes: '' },
      { id: '4', lex: 'okihu', pos: 'adv', gloss: 'river', notes: '', confirm: 'true' },
    ]);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when Cancel answers the duplicate warning, then nothing more is sent and the word field has the focus', async () => {
    const { user, calls } = openDictionary({
      'POST /api/update-lex': {
        status: 409,
        body: { success: false, error: 'Duplicate.', duplicates: [lexEntry(2, 'okihu', 'n', 'river')] },
      },
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit okihu (quickly)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Word' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Save anyway' })).not.toBeInTheDocument();
    expect(posted(calls, '/api/update-lex')).toHaveLength(1);
  });

  it('when a required field is emptied, then it says so beside the field and nothing is sent', async () => {
    const { user, calls } = openDictionary();
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit tietu (see)' }));
    await user.clear(screen.getByRole('textbox', { name: 'Gloss' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Gloss' })).toHaveAccessibleDescription('Gloss is required.');
    expect(screen.getByRole('textbox', { name: 'Gloss' })).toHaveFocus();
    expect(posted(calls, '/api/update-lex')).toEqual([]);
  });

  it.each([
    [
      'the server refuses it',
      { status: 404, body: { success: false, error: 'There is no lexical entry with the id 1.' } },
      'There is no lexical entry with the id 1.',
    ],
    ['the network fails', networkDown(), SAVE_ERROR],
  ])('when saving fails because %s, then an alert says so', async (_case, reply, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openDictionary({ 'POST /api/update-lex': reply });
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit tietu (see)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('when an unused entry is deleted after confirming, then it is posted, announced and gone from the list', async () => {
    const { user, calls, server } = openDictionary({
      'GET /api/lex-uses/3': {
        body: { success: true, data: { entry: LEXICON[2], uses: NO_USES, used: false } },
      },
      'POST /api/delete-lex': { body: { success: true } },
    });
    await table();
    await user.click(screen.getByRole('button', { name: "Edit pa'no (tree)" }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('region', { name: "Delete pa'no?" });
    expect(confirm).toHaveFocus();
    expect(await within(confirm).findByText(/Nothing uses pa'no\./)).toBeInTheDocument();
    expect(posted(calls, '/api/delete-lex')).toEqual([]);

    server['GET /api/lexs'] = { body: { data: LEXICON.filter((e) => e.id !== 3) } };
    await user.click(within(confirm).getByRole('button', { name: "Delete pa'no" }));

    expect(
      await screen.findByText("Deleted pa'no. The command pnpm cli lex:restore 3 can bring it back."),
    ).toBeInTheDocument();
    expect(posted(calls, '/api/delete-lex')).toEqual([{ id: '3' }]);
    expect(await screen.findByText('3 entries.')).toBeInTheDocument();
    expect(shownWords()).not.toContain("pa'no");
    expect(screen.queryByRole('region', { name: /Edit pa'no/ })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by word or gloss' })).toHaveFocus();
  });

  it('when the server refuses the delete, then the places of use are listed with links to their pages', async () => {
    const uses = {
      sentences: [{ id: 's1', text: 'Tietuk okihu.', trans: 'I see the river.' }],
      texts: [{ id: 7, title: 'River story', links: 2 }],
      lessons: [
        { id: 'ab12', title: 'Water words' },
        { id: 'cd34', title: 'cd34' },
      ],
      recordings: [{ filename: 'okihu-ana.mp3', speaker: 'Ana', timestamp: '2025-01-02T18:00:00.000Z' }],
    };
    const { user } = openDictionary({
      // Checked as unused when the confirmation opened; used by the time Delete was pressed.
      'GET /api/lex-uses/2': {
        body: { success: true, data: { entry: LEXICON[1], uses: NO_USES, used: false } },
      },
      'POST /api/delete-lex': {
        status: 409,
        body: { success: false, error: 'The entry okihu cannot be deleted.', uses },
      },
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit okihu (river)' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete okihu' }));

    const refused = await screen.findByRole('region', { name: 'okihu cannot be deleted' });
    expect(within(refused).getByText(/Remove it from them first/)).toBeInTheDocument();
    expect(within(refused).getByRole('heading', { name: 'Sentences (1)' })).toBeInTheDocument();
    expect(within(refused).getByText(/Tietuk okihu\./)).toBeInTheDocument();
    expect(within(refused).getByRole('link', { name: 'River story' })).toHaveAttribute(
      'href',
      '/text-view?id=7',
    );
    expect(within(refused).getByRole('link', { name: 'Water words' })).toHaveAttribute(
      'href',
      '/edit-vocab-lesson?id=ab12',
    );
    expect(within(refused).getByRole('link', { name: 'Lesson cd34' })).toHaveAttribute(
      'href',
      '/edit-vocab-lesson?id=cd34',
    );
    expect(within(refused).getByText(/Ana, Jan 2, 2025, 10:00\sAM PST/)).toBeInTheDocument();
    expect(
      within(refused).getByRole('link', { name: 'Manage the recordings of okihu on the Words page' }),
    ).toHaveAttribute('href', '/words?lex=okihu');
    expect(within(refused).queryByRole('button', { name: 'Delete okihu' })).not.toBeInTheDocument();
  });

  it('when the uses are known before confirming, then no delete button is offered and the places are listed', async () => {
    const uses = { ...NO_USES, lessons: [{ id: 'ab12', title: 'Water words' }] };
    const { user, calls } = openDictionary({
      'GET /api/lex-uses/1': { body: { success: true, data: { entry: LEXICON[0], uses, used: true } } },
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit tietu (see)' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const refused = await screen.findByRole('region', { name: 'tietu cannot be deleted' });
    expect(within(refused).getByRole('link', { name: 'Water words' })).toBeInTheDocument();
    expect(within(refused).queryByRole('button', { name: 'Delete tietu' })).not.toBeInTheDocument();
    expect(posted(calls, '/api/delete-lex')).toEqual([]);
  });

  it('when an entry is open and its delete confirmation shows, then the page has one h1 and no serious axe violation', async () => {
    const { user } = openDictionary({
      'GET /api/lex-uses/1': {
        body: { success: true, data: { entry: LEXICON[0], uses: NO_USES, used: false } },
      },
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit tietu (see)' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('button', { name: 'Delete tietu' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when Close is pressed, then the form goes and the entry’s Edit button has the focus again', async () => {
    const { user } = openDictionary();
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit tietu (see)' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: /Edit tietu/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit tietu (see)' })).toHaveFocus();
  });
});
