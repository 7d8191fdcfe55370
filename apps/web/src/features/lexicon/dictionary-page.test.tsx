import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Lex, LexEntry } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Call, Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { lexEntry, partsOfSpeechReply } from '../../test/sample-data';
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

/** An entry whole as GET /api/lex-entry gives it: one sense with the list's part of speech and gloss. */
const whole = (e: Lex, more: Partial<LexEntry> = {}): LexEntry => ({
  id: e.id,
  lex: e.lex,
  homograph: e.homograph ?? null,
  guid: null,
  notes: e.notes,
  senses: [{ id: e.id * 10, pos: e.pos, gloss: e.gloss, definition: '', examples: [], notes: [] }],
  forms: [],
  typedNotes: [],
  recordings: [],
  ...more,
});

const entryReplies = (entries: readonly Lex[]): Record<string, Reply> =>
  Object.fromEntries(entries.map((e) => [`GET /api/lex-entry/${e.id}`, { body: { data: whole(e) } }]));

function openDictionary(replies: Record<string, Reply> = {}) {
  const server: Record<string, Reply> = {
    ...signedIn('teacher', true),
    'GET /api/lexs': { body: { data: LEXICON } },
    'GET /api/admin/parts-of-speech': partsOfSpeechReply(LEXICON),
    'GET /api/admin/public-dictionary': { body: { publicDictionary: false } },
    ...entryReplies(LEXICON),
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
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
const posted = (calls: Call[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.form);
/** The JSON bodies POSTed to `path`. */
const postedJson = (calls: Call[], path: string) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === path)
    .map((call) => JSON.parse(String(call.init?.body)) as unknown);
/** What update-lex-entry is sent for an entry of one sense with nothing more. */
const oneSense = (id: number, lex: string, pos: string, gloss: string, confirm = false) => ({
  id,
  lex,
  notes: '',
  senses: [{ id: id * 10, pos, gloss, definition: '', examples: [], notes: [] }],
  typedNotes: [],
  forms: [],
  confirm,
});
/** The editor once the entry whole has arrived (its Word field takes the focus). */
async function editorOf(name: string) {
  const form = await screen.findByRole('region', { name });
  await within(form).findByRole('textbox', { name: 'Word' });
  return form;
}

describe('DictionaryPage', () => {
  it('when the teacher turns the public dictionary on, then the server is told and the page says what visitors may see', async () => {
    const { user, calls } = openDictionary({
      'POST /api/admin/public-dictionary': { body: { publicDictionary: true } },
    });
    const toggle = await screen.findByRole('switch', { name: /Public dictionary/ });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Off: only learners and teachers with an account see the dictionary.')).toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByText(/^On: anyone can look up and hear the entries marked public/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Public dictionary/ })).toBeChecked();
    expect(postedJson(calls, '/api/admin/public-dictionary')).toEqual([{ publicDictionary: true }]);
  });

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

    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByText('4 entries.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Part of speech' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search by word or gloss' })).toHaveFocus();
  });

  it('when the teacher moves through the list with the keyboard, then each headword is a link to its entry page (issue 36)', async () => {
    const { user, router } = openDictionary();
    await table();
    const row = screen.getByRole('checkbox', { name: 'Select tietu (see)' });
    row.focus();

    await user.tab();
    const link = screen.getByRole('link', { name: 'tietu' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '/words/1');
    expect(screen.getAllByRole('link', { name: 'okihu' }).map((a) => a.getAttribute('href'))).toEqual([
      '/words/2',
      '/words/4',
    ]);
    await user.keyboard('{Enter}');

    expect(router.state.location.pathname).toBe('/words/1');
  });

  it('when the lexicon is on its way, then a status named after it shows', async () => {
    openDictionary();
    const release = holdReplies('/api/lexs');

    expect(await screen.findByRole('status', { name: 'Loading lexicon...' })).toBeInTheDocument();
    release();
    expect(await table()).toBeInTheDocument();
  });

  it('when the lexicon is empty, then the page says so and offers to import a dictionary or add words', async () => {
    openDictionary({ 'GET /api/lexs': { body: { data: [] } } });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'The dictionary is empty' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import a dictionary' })).toHaveAttribute(
      'href',
      '/admin/import',
    );
    expect(screen.getByRole('link', { name: 'Add words one by one' })).toHaveAttribute('href', '/words');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when an entry is edited with the keyboard alone and saved, then it is posted and the list shows the correction', async () => {
    const { user, calls, server } = openDictionary({
      'POST /api/update-lex-entry': {
        body: { success: true, data: whole(lexEntry(2, 'okihum', 'n', 'stream')) },
      },
    });
    await table();
    screen.getByRole('button', { name: 'Edit okihu (river)' }).focus();
    await user.keyboard('{Enter}');
    const form = await editorOf('Edit okihu');
    expect(within(form).getByRole('textbox', { name: 'Word' })).toHaveFocus();
    expect(within(form).getByRole('combobox', { name: 'Part of speech' })).toHaveValue('n');
    // The lexicon's parts of speech are picked, each with its count; a new one is a deliberate step.
    expect(
      within(within(form).getByRole('combobox', { name: 'Part of speech' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No part of speech', 'adv (1)', 'n (2)', 'v (1)', 'New part of speech…']);

    await user.keyboard('m');
    // Word, general note, then the first sense's buttons (move up and down, remove: all disabled
    // while it is the only sense), its part of speech and its gloss.
    await user.tab();
    await user.tab();
    expect(within(form).getByRole('combobox', { name: 'Part of speech' })).toHaveFocus();
    await user.tab();
    server['GET /api/lexs'] = {
      body: { data: LEXICON.map((e) => (e.id === 2 ? lexEntry(2, 'okihum', 'n', 'stream') : e)) },
    };
    await user.keyboard('{Control>}a{/Control}stream{Enter}');

    expect(await within(form).findByRole('status')).toHaveTextContent('Saved okihum.');
    expect(postedJson(calls, '/api/update-lex-entry')).toEqual([oneSense(2, 'okihum', 'n', 'stream')]);
    expect(await within(screen.getByRole('table')).findByText('stream')).toBeInTheDocument();
  });

  it('when the word and gloss match another entry, then a warning names it; Save anyway saves with confirm', async () => {
    const { user, calls, server } = openDictionary({
      'POST /api/update-lex-entry': {
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
    const form = await editorOf('Edit okihu');
    await user.clear(within(form).getByRole('textbox', { name: 'Gloss' }));
    await user.type(within(form).getByRole('textbox', { name: 'Gloss' }), 'river');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const warning = await within(form).findByText(
      'The lexicon already has an entry with this word and gloss:',
    );
    expect(warning.closest('[role="alert"]')).toHaveFocus();
    // The entry is named by its headword, never by its id.
    expect(within(form).getByText(/^okihu \(n\) .river.$/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();

    server['POST /api/update-lex-entry'] = {
      body: { success: true, data: whole(lexEntry(4, 'okihu', 'adv', 'river')) },
    };
    await user.click(within(form).getByRole('button', { name: 'Save anyway' }));
    expect(await within(form).findByText('Saved okihu.')).toBeInTheDocument();
    expect(postedJson(calls, '/api/update-lex-entry')).toEqual([
      oneSense(4, 'okihu', 'adv', 'river'),
      oneSense(4, 'okihu', 'adv', 'river', true),
    ]);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when Cancel answers the duplicate warning, then nothing more is sent and the word field has the focus', async () => {
    const { user, calls } = openDictionary({
      'POST /api/update-lex-entry': {
        status: 409,
        body: { success: false, error: 'Duplicate.', duplicates: [lexEntry(2, 'okihu', 'n', 'river')] },
      },
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit okihu (quickly)' }));
    await editorOf('Edit okihu');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Word' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Save anyway' })).not.toBeInTheDocument();
    expect(postedJson(calls, '/api/update-lex-entry')).toHaveLength(1);
  });

  it('when a required field is emptied, then it says so beside the field and nothing is sent', async () => {
    const { user, calls } = openDictionary();
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit tietu (see)' }));
    const form = await editorOf('Edit tietu');
    await user.click(within(form).getByRole('button', { name: 'Add an example to sense 1' }));
    await user.clear(screen.getByRole('textbox', { name: 'Word' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Word' })).toHaveAccessibleDescription('Word is required.');
    expect(screen.getByRole('textbox', { name: 'Example 1' })).toHaveAccessibleDescription(
      'An example sentence is required.',
    );
    expect(screen.getByRole('textbox', { name: 'Word' })).toHaveFocus();
    expect(postedJson(calls, '/api/update-lex-entry')).toEqual([]);
  });

  it.each([
    [
      'the server refuses it',
      { status: 404, body: { success: false, error: 'There is no lexical entry with the id 1.' } },
      'There is no lexical entry with the id 1.',
    ],
    ['the network fails', networkDown(), SAVE_ERROR],
    [
      'the server finds a field wrong',
      { status: 400, body: { success: false, error: 'A form must be at most 500 characters long.' } },
      'A form must be at most 500 characters long.',
    ],
  ])('when saving fails because %s, then an alert says so', async (_case, reply, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openDictionary({ 'POST /api/update-lex-entry': reply });
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit tietu (see)' }));
    await editorOf('Edit tietu');
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
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('region', { name: "Delete pa'no?" });
    expect(confirm).toHaveFocus();
    expect(await within(confirm).findByText(/Nothing uses pa'no\./)).toBeInTheDocument();
    expect(posted(calls, '/api/delete-lex')).toEqual([]);

    server['GET /api/lexs'] = { body: { data: LEXICON.filter((e) => e.id !== 3) } };
    await user.click(within(confirm).getByRole('button', { name: "Delete pa'no" }));

    expect(
      await screen.findByText("Deleted pa'no. Whoever runs the server can bring it back (entry 3)."),
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
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
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
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
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
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await screen.findByRole('button', { name: 'Delete tietu' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  describe('an entry whole: senses, examples, notes and other forms', () => {
    // An invented sample entry, not language material: two senses, the first with an example and a note.
    const TAHAK: Lex = {
      ...lexEntry(5, 'tahak', 'n', 'river'),
      senses: [
        { pos: 'n', gloss: 'river' },
        { pos: 'v', gloss: 'to flow' },
      ],
    };
    const TAHAK_WHOLE = whole(TAHAK, {
      senses: [
        {
          id: 50,
          pos: 'n',
          gloss: 'river',
          definition: 'A sample definition.',
          examples: [{ id: 500, text: 'Tahak lumah.', translation: 'The river is wide.' }],
          notes: [{ type: 'usage', text: 'A sample usage note.' }],
        },
        { id: 51, pos: 'v', gloss: 'to flow', definition: '', examples: [], notes: [] },
      ],
    });
    const SENSE_50 = {
      id: 50,
      pos: 'n',
      gloss: 'river',
      definition: 'A sample definition.',
      examples: [{ id: 500, text: 'Tahak lumah.', translation: 'The river is wide.' }],
      notes: [{ type: 'usage', text: 'A sample usage note.' }],
    };
    const SENSE_51 = { id: 51, pos: 'v', gloss: 'to flow', definition: '', examples: [], notes: [] };

    async function openTahak(replies: Record<string, Reply> = {}) {
      const opened = openDictionary({
        'GET /api/lexs': { body: { data: [...LEXICON, TAHAK] } },
        'GET /api/lex-entry/5': { body: { data: TAHAK_WHOLE } },
        'POST /api/update-lex-entry': { body: { success: true, data: TAHAK_WHOLE } },
        ...replies,
      });
      await table();
      await opened.user.click(screen.getByRole('button', { name: 'Edit tahak (river)' }));
      const form = await editorOf('Edit tahak');
      return { ...opened, form };
    }
    const sense = (form: HTMLElement, n: number) => within(form).getByRole('group', { name: `Sense ${n}` });

    it('when it opens, then every sense shows in order with its definition, example and note', async () => {
      const { form } = await openTahak();
      // The list names both senses, numbered.
      expect(within(screen.getByRole('table')).getByText('to flow')).toBeInTheDocument();

      expect(within(sense(form, 1)).getByRole('combobox', { name: 'Part of speech' })).toHaveValue('n');
      expect(within(sense(form, 1)).getByRole('textbox', { name: 'Definition' })).toHaveValue(
        'A sample definition.',
      );
      expect(within(sense(form, 1)).getByRole('textbox', { name: 'Example 1' })).toHaveValue('Tahak lumah.');
      expect(within(sense(form, 1)).getByRole('textbox', { name: 'Translation of example 1' })).toHaveValue(
        'The river is wide.',
      );
      expect(within(sense(form, 1)).getByRole('combobox', { name: 'Type of note 1' })).toHaveValue('usage');
      expect(within(sense(form, 2)).getByRole('textbox', { name: 'Gloss' })).toHaveValue('to flow');
      expect(within(sense(form, 1)).getByRole('button', { name: 'Move sense 1 up' })).toBeDisabled();
      expect(within(sense(form, 2)).getByRole('button', { name: 'Move sense 2 down' })).toBeDisabled();
    });

    it('when a sense is added, moved up and another removed with the keyboard, then save sends the new order with the kept ids', async () => {
      const { user, form, calls } = await openTahak();

      within(form).getByRole('button', { name: 'Add a sense' }).focus();
      await user.keyboard('{Enter}');
      expect(within(sense(form, 3)).getByRole('combobox', { name: 'Part of speech' })).toHaveFocus();
      await user.selectOptions(
        within(sense(form, 3)).getByRole('combobox', { name: 'Part of speech' }),
        'adv',
      );
      within(sense(form, 3)).getByRole('textbox', { name: 'Gloss' }).focus();
      await user.keyboard('quickly');

      within(sense(form, 3)).getByRole('button', { name: 'Move sense 3 up' }).focus();
      await user.keyboard('{Enter}');
      // The focus follows the sense to its new place.
      expect(within(sense(form, 2)).getByRole('textbox', { name: 'Gloss' })).toHaveValue('quickly');
      expect(within(sense(form, 2)).getByRole('button', { name: 'Move sense 2 up' })).toHaveFocus();
      expect(within(form).getByRole('status')).toHaveTextContent('Sense 3 moved to position 2.');
      await user.keyboard('{Enter}');
      // At the top it can go no higher: the focus is on its Down button.
      expect(within(sense(form, 1)).getByRole('textbox', { name: 'Gloss' })).toHaveValue('quickly');
      expect(within(sense(form, 1)).getByRole('button', { name: 'Move sense 1 down' })).toHaveFocus();

      within(sense(form, 3)).getByRole('button', { name: 'Remove sense 3' }).focus();
      await user.keyboard('{Enter}');
      expect(within(form).queryByRole('group', { name: 'Sense 3' })).not.toBeInTheDocument();
      expect(within(form).getByRole('status')).toHaveTextContent('Sense 3 removed.');
      expect(within(sense(form, 2)).getByRole('button', { name: 'Remove sense 2' })).toHaveFocus();

      await user.click(within(form).getByRole('button', { name: 'Save' }));

      expect(await within(form).findByText('Saved tahak.')).toBeInTheDocument();
      expect(postedJson(calls, '/api/update-lex-entry')).toEqual([
        {
          id: 5,
          lex: 'tahak',
          notes: '',
          senses: [{ pos: 'adv', gloss: 'quickly', definition: '', examples: [], notes: [] }, SENSE_50],
          typedNotes: [],
          forms: [],
          confirm: false,
        },
      ]);
    });

    it('when examples, notes with types and other forms are added, then save sends each in its place', async () => {
      const { user, form, calls } = await openTahak();

      await user.click(within(sense(form, 2)).getByRole('button', { name: 'Add an example to sense 2' }));
      expect(within(sense(form, 2)).getByRole('textbox', { name: 'Example 1' })).toHaveFocus();
      await user.keyboard('Tahak sepik.');
      await user.tab();
      await user.keyboard('It flows here.');
      await user.click(within(sense(form, 1)).getByRole('button', { name: 'Remove example 1 of sense 1' }));
      expect(within(sense(form, 1)).getByRole('button', { name: 'Add an example to sense 1' })).toHaveFocus();

      const entryNotes = within(form).getByRole('button', { name: 'Add a note to the entry' });
      await user.click(entryNotes);
      await user.keyboard('grammar');
      await user.tab();
      await user.keyboard('A sample grammar note.');

      await user.click(within(form).getByRole('button', { name: 'Add a form' }));
      const forms = within(form).getByRole('group', { name: 'Other forms' });
      expect(within(forms).getByRole('combobox', { name: 'Kind of form 1' })).toHaveFocus();
      await user.selectOptions(
        within(forms).getByRole('combobox', { name: 'Kind of form 1' }),
        'Pronunciation',
      );
      await user.type(within(forms).getByRole('textbox', { name: 'Writing system of form 1' }), 'qaa-fonipa');
      await user.type(within(forms).getByRole('textbox', { name: 'Form 1' }), 'ta.hak');

      await user.click(within(form).getByRole('button', { name: 'Save' }));

      expect(await within(form).findByText('Saved tahak.')).toBeInTheDocument();
      expect(postedJson(calls, '/api/update-lex-entry')).toEqual([
        {
          id: 5,
          lex: 'tahak',
          notes: '',
          senses: [
            { ...SENSE_50, examples: [] },
            { ...SENSE_51, examples: [{ text: 'Tahak sepik.', translation: 'It flows here.' }] },
          ],
          typedNotes: [{ type: 'grammar', text: 'A sample grammar note.' }],
          forms: [{ kind: 'pronunciation', ws: 'qaa-fonipa', text: 'ta.hak' }],
          confirm: false,
        },
      ]);
    });

    it('when a form has no writing system, then it says so beside the field, takes the focus and nothing is sent', async () => {
      const { user, form, calls } = await openTahak();
      await user.click(within(form).getByRole('button', { name: 'Add a form' }));
      const forms = within(form).getByRole('group', { name: 'Other forms' });
      await user.type(within(forms).getByRole('textbox', { name: 'Form 1' }), 'ta.hak');

      await user.click(within(form).getByRole('button', { name: 'Save' }));

      const ws = within(forms).getByRole('textbox', { name: 'Writing system of form 1' });
      expect(ws).toHaveFocus();
      expect(ws).toHaveAccessibleDescription(
        'A writing system is a language tag, such as en or qaa-fonipa (IPA). A writing system is a language tag such as en or qaa-fonipa.',
      );
      expect(postedJson(calls, '/api/update-lex-entry')).toEqual([]);
    });

    it('when the whole entry is open, then the page has no serious axe violation', async () => {
      const { user, form } = await openTahak();
      await user.click(within(form).getByRole('button', { name: 'Add a form' }));
      await user.click(within(form).getByRole('button', { name: 'Add a note to the entry' }));

      expect(await seriousAxeViolations()).toEqual([]);
    });
  });

  it('when Close is pressed, then the form goes and the entry’s Edit button has the focus again', async () => {
    const { user } = openDictionary();
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit tietu (see)' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: /Edit tietu/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit tietu (see)' })).toHaveFocus();
  });
});
