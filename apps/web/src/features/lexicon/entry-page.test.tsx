import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LexEntry } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { fakeAudio } from '../../test/fake-audio';
import { mockFetch, networkDown, signedIn, visitor } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import { sentenceTake } from '../../test/sample-data';
import { parseEntryId } from './entry-page';

// SAMPLE entry, invented for the test: not language material.
const ENTRY: LexEntry = {
  id: 7,
  lex: 'at\u016dn',
  homograph: 2,
  guid: null,
  notes: 'A sample general note.',
  senses: [
    {
      id: 70,
      pos: 'n',
      gloss: 'stone',
      definition: 'A small sample stone.',
      examples: [{ id: 700, text: 'At\u016dn okihu.', translation: 'A stone in the river.' }],
      notes: [{ type: 'grammar', text: 'Sample plural in -ek.' }],
    },
    { id: 71, pos: 'v', gloss: 'to throw', definition: '', examples: [], notes: [] },
  ],
  forms: [{ kind: 'variant', ws: 'qaa', text: 'atun' }],
  typedNotes: [{ type: 'anthropology', text: 'Sample stones mark the paths.' }],
  recordings: [
    { filename: 'atun-ana.mp3', speaker: 'Ana', timestamp: '2025-02-01T00:00:00Z', to_confirm: false },
    { filename: 'atun-ben.mp3', speaker: 'Ben', timestamp: '2025-01-01T00:00:00Z', to_confirm: false },
  ],
  uses: {
    sentences: [{ id: 's1', text: 'At\u016dn tietu.', trans: 'See the stone.' }],
    sentenceCount: 1,
    texts: [{ id: 3, title: 'A sample story' }],
  },
};

const learnerServer = (entry: Reply = { body: { data: ENTRY } }): Record<string, Reply> => ({
  ...signedIn('learner'),
  'GET /api/lex-entry/7': entry,
  'GET /api/review/deck': { body: { words: [], sentences: [] } },
  'POST /api/review/items': { body: { success: true, added: 2 } },
  // The listed sentences' recordings, asked for by id.
  'GET /api/sent-audios?sent=s1': { body: { data: [sentenceTake('s1', 's1.mp3')] } },
});

describe('/words/{id}', () => {
  it('when a learner opens an entry, then every part shows: senses, definitions, examples, notes, forms, each speaker, the sentences and texts', async () => {
    fakeAudio();
    mockFetch(learnerServer());
    renderApp('/words/7');

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('at\u016dn 2');
    expect(document.title).toContain('at\u016dn 2');
    const senses = screen.getByRole('region', { name: 'Senses' });
    expect(senses).toHaveTextContent('n stone');
    expect(senses).toHaveTextContent('A small sample stone.');
    expect(senses).toHaveTextContent('At\u016dn okihu. (A stone in the river.)');
    expect(senses).toHaveTextContent('Grammar: Sample plural in -ek.');
    expect(senses).toHaveTextContent('v to throw');
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(notes).toHaveTextContent('Note: A sample general note.');
    expect(notes).toHaveTextContent('Anthropology: Sample stones mark the paths.');
    expect(screen.getByRole('region', { name: 'Other forms' })).toHaveTextContent('Variant (qaa): atun');
    const recordings = screen.getByRole('region', { name: 'Recordings' });
    expect(within(recordings).getByRole('button', { name: 'Play at\u016dn 2 by Ana' })).toBeInTheDocument();
    expect(within(recordings).getByRole('button', { name: 'Play at\u016dn 2 by Ben' })).toBeInTheDocument();
    const sentences = screen.getByRole('list', { name: 'Sentences using at\u016dn 2' });
    expect(within(sentences).getByRole('listitem')).toHaveTextContent('At\u016dn tietu. (See the stone.)');
    expect(
      await within(sentences).findByRole('button', { name: 'Play At\u016dn tietu.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'A sample story' })).toHaveAttribute('href', '/text-view?id=3');
    expect(screen.getByRole('button', { name: 'Suggest a correction to at\u016dn 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All words' })).toHaveAttribute('href', '/words');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the learner presses Add to my review, a labelled button, then the word is sent and the button says it is in the review', async () => {
    const { calls } = mockFetch(learnerServer());
    const { user } = renderApp('/words/7');

    const add = await screen.findByRole('button', { name: 'Add to my review: at\u016dn 2' });
    expect(add).toHaveTextContent('Add to my review');
    add.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('button', { name: 'In my review: at\u016dn 2' })).toHaveTextContent(
      'In my review',
    );
    const posted = calls.filter((c) => c.method === 'POST' && c.path === '/api/review/items');
    expect(posted.map((c) => JSON.parse(String(c.init?.body)) as unknown)).toEqual([
      { kind: 'word', lexId: 7, source: 'words' },
    ]);
  });

  it.each([
    ['an entry the server does not show (404)', '/words/8'],
    ['an address that names no entry', '/words/abc'],
    ['an id of zero', '/words/0'],
  ])('when %s is opened, then a clear not-found page shows', async (_case, path) => {
    mockFetch({
      ...learnerServer(),
      'GET /api/lex-entry/8': { status: 404, body: { success: false, error: 'Entry 8 not found.' } },
    });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Word not found' })).toBeInTheDocument();
    expect(
      screen.getByText('This word is not in the dictionary, or it is not shown to you.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search the words' })).toHaveAttribute('href', '/words');
  });

  it('when the entry cannot be loaded for another reason, then the page says so without an error page', async () => {
    mockFetch(learnerServer({ status: 500, body: { success: false, error: 'Internal error.' } }));
    renderApp('/words/7');

    expect(
      await screen.findByText('The word could not be loaded. Please refresh the page.'),
    ).toBeInTheDocument();
  });

  it('when a download without the uses answers the entry, then the page says the sentences and texts show online', async () => {
    const { uses: _uses, ...offlineEntry } = ENTRY;
    mockFetch(learnerServer({ body: { data: offlineEntry } }));
    renderApp('/words/7');

    expect(
      await screen.findByText('The sentences and texts that use this word show when you are online.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Senses' })).toBeInTheDocument();
  });

  it('when the network is down and the entry was not downloaded, then the page says how to read it offline', async () => {
    mockFetch(learnerServer(networkDown()));
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      renderApp('/words/7');
      expect(await screen.findByText(/this word is not in your downloads/)).toBeInTheDocument();
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
  });

  it('when the public dictionary is open, then a visitor reads a public entry without review, suggestions or sentences', async () => {
    const { uses: _uses, ...publicEntry } = ENTRY;
    const { calls } = mockFetch({
      ...visitor,
      'GET /api/who': { body: { username: null, admin: false, publicDictionary: true } },
      'GET /api/lex-entry/7': { body: { data: publicEntry } },
    });
    renderApp('/words/7');

    expect(await screen.findByRole('region', { name: 'Senses' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /to my review/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Suggest a correction/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/show when you are online/)).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).not.toContain('/api/review/deck');
  });

  it('when the public dictionary is closed, then a visitor who opens an entry is sent to the login form', async () => {
    const { calls } = mockFetch(visitor);
    const { router } = renderApp('/words/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.map((c) => c.path)).toEqual(['/api/who']);
  });
});

describe('/words: search that forgives diacritics, and headwords that link to their page', () => {
  // SAMPLE entries, invented for the test.
  const LEXICON = [
    { id: 7, lex: 'at\u016dn', pos: 'n', gloss: 'stone', notes: '', homograph: 2 },
    { id: 8, lex: 'matun', pos: 'v', gloss: 'see', notes: '' },
    { id: 9, lex: 'he\u02bcul', pos: 'v', gloss: 'eat', notes: '' },
    { id: 10, lex: 'pelo', pos: 'n', gloss: 'river', notes: '' },
  ];
  const openWords = () => {
    mockFetch({
      ...learnerServer(),
      'GET /api/lexs': { body: { data: LEXICON } },
      'GET /api/audio-recordings-info': { body: { data: [] } },
    });
    return renderApp('/words');
  };
  const shownWords = () =>
    within(screen.getByRole('table', { name: 'Lexical entries' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

  it.each([
    ['atun', ['matun', 'at\u016dn 2']],
    ['AT\u016cN', ['at\u016dn 2', 'matun']],
    ['heul', ['he\u02bcul']],
    ['he\u2019ul', ['he\u02bcul']],
  ])('when %j is typed, then the words %j show, those written as typed first', async (query, words) => {
    const { user } = openWords();
    await screen.findByRole('table', { name: 'Lexical entries' });
    await user.type(screen.getByRole('searchbox', { name: 'Search words' }), query);

    await expect.poll(shownWords).toEqual(words);
  });

  it('when a headword is followed with the keyboard, then its page opens', async () => {
    const { user, router } = openWords();
    await screen.findByRole('table', { name: 'Lexical entries' });
    // Named as a screen reader says it: the homograph number a word apart.
    const link = await screen.findByRole('link', { name: 'at\u016dn 2' });
    expect(link).toHaveAttribute('href', '/words/7');
    link.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('region', { name: 'Senses' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/words/7');
  });
});

describe('parseEntryId', () => {
  it.each([
    ['7', 7],
    ['123456', 123456],
    ['0', null],
    ['-1', null],
    ['07', null],
    ['1.5', null],
    ['abc', null],
    ['99999999999999999', null],
    [undefined, null],
  ])('when the address says %j, then the id is %j', (raw, expected) => {
    expect(parseEntryId(raw)).toBe(expected);
  });
});
