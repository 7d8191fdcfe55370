import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Lex, LexEntry } from '@langapp/shared';
import { SEARCH_PAGE_SIZE } from '../../components/paged-search/use-paged-search';
import { seriousAxeViolations } from '../../test/axe';
import { fakeAudio } from '../../test/fake-audio';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Call, Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { lexEntry, OKIHU_TIETUK, sentenceTake, wordTake } from '../../test/sample-data';
import { ADD_LEX_ERROR, ERROR_BANNER_MS } from './add-lex-form';
import { WordsPage } from './words-page';

const routes = testRoutes({ signedIn: [{ path: 'words', element: <WordsPage /> }] });

// Sample entries and sentences, invented: not language material.
const entry = lexEntry;
const LEXICON = [
  entry(1, 'tietu', 'v', 'see'),
  entry(2, 'okihu', 'n', 'river'),
  entry(11, "pa'no", 'n', 'tree'),
  entry(4, "he'ul", 'v', 'eat'),
];
const SENTENCES = [
  OKIHU_TIETUK,
  {
    id: 'sample-2',
    text: "Pa'no tietum.",
    trans: 'You see the tree.',
    anno: JSON.stringify({
      words: [{ text: 'tietum', gloss: 'see-2SG', morphs: [{ text: 'tietu', lexId: 1 }] }],
    }),
    timestamp: '2025-01-21T12:00:00.000Z',
  },
];

// okihu has two takes (the newer mp3 plays) and a newer webm; tietu has only a webm (nothing to play).
const WORD_RECORDINGS = [
  wordTake('okihu', 'okihu-old.mp3', '2025-01-01T00:00:00Z'),
  wordTake('okihu', 'okihu-new.mp3', '2025-02-01T00:00:00Z'),
  wordTake('okihu', 'okihu-newest.webm', '2025-03-01T00:00:00Z'),
  wordTake('tietu', 'tietu.webm'),
];
const SENTENCE_RECORDINGS = [sentenceTake('sample-1', 'sample-1.mp3')];

/** GET /api/lex-entry/:id of entries that are no more than their row: one sense, nothing else. */
const plainDetails = (entries: readonly Lex[]): Record<string, Reply> =>
  Object.fromEntries(
    entries.map((e) => [
      `GET /api/lex-entry/${e.id}`,
      {
        body: {
          data: {
            id: e.id,
            lex: e.lex,
            homograph: e.homograph ?? null,
            guid: null,
            notes: e.notes,
            senses: [{ id: e.id * 10, pos: e.pos, gloss: e.gloss, definition: '', examples: [], notes: [] }],
            forms: [],
            typedNotes: [],
            recordings: [],
          } satisfies LexEntry,
        },
      },
    ]),
  );

/** The signed-in navbar asks for the count of review cards due. */
const NAVBAR_REVIEW: Record<string, Reply> = {
  'GET /api/review/summary': { body: { counts: { new: 0, learning: 0, review: 0 }, nextDue: null } },
};

function openWords(path = '/words', { admin = false, replies = {} as Record<string, Reply> } = {}) {
  const server: Record<string, Reply> = {
    ...signedIn(admin ? 'teacher' : 'learner', admin),
    ...NAVBAR_REVIEW,
    'GET /api/lexs': { body: { data: LEXICON } },
    'GET /api/sents': { body: { data: SENTENCES } },
    'GET /api/audio-recordings-info': { body: { data: WORD_RECORDINGS } },
    'GET /api/sent-audios': { body: { data: SENTENCE_RECORDINGS } },
    'GET /api/review/deck': { body: { words: [2], sentences: [] } },
    'POST /api/review/items': { body: { success: true, added: 2 } },
    ...plainDetails(LEXICON),
    ...replies,
  };
  const { calls } = mockFetch(server);
  return { ...renderApp(path, { routes }), calls, server };
}

const table = () => screen.findByRole('table', { name: 'Lexical entries' });
const shownWords = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** The words sent to the learner's review deck. */
const addedToReview = (calls: Call[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === '/api/review/items')
    .map((call) => JSON.parse(String(call.init?.body)) as unknown);

/** The suggestions sent (POST /api/suggestions, JSON). */
const suggested = (calls: Call[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === '/api/suggestions')
    .map((call) => JSON.parse(String(call.init?.body)) as unknown);

/** The server's answer to a suggestion about `target`: stored, open. */
const suggestionSent = (target: object): Reply => ({
  body: {
    success: true,
    data: {
      id: 1,
      target,
      itemLabel: 'tahak',
      original: 'before',
      proposal: 'after',
      comment: '',
      status: 'open',
      acceptedText: null,
      reason: null,
      createdAt: '2026-03-04T18:00:00.000Z',
      decidedAt: null,
    },
  },
});

/** Admin mode on, once its add form (a chunk of its own) has arrived. */
async function turnOnAdminMode(user: UserEvent) {
  await user.click(screen.getByRole('switch', { name: 'Admin mode' }));
  await screen.findByRole('heading', { name: 'Add a lexical entry' });
}

/** A fake clock that still follows real time, so the testing library's own short waits go on working. */
const fakeClock = () => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });

describe('words page', () => {
  it('when the lexicon loads, then a loading message shows, then each entry with word, part of speech and gloss', async () => {
    openWords();
    const release = holdReplies('/api/lexs');

    expect(await screen.findByRole('status', { name: 'Loading lexicon...' })).toHaveTextContent(
      'Loading lexicon...',
    );
    release();
    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Word', 'Part of speech', 'Gloss', 'Actions']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    ).toEqual(['tietu', 'v', 'see']);
    expect(shownWords()).toEqual(['tietu', 'okihu', "pa'no", "he'ul"]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Words');
  });

  it.each([
    ['part of a word', 'OKI', ['okihu']],
    ['part of a gloss', 'ee', ['tietu', "pa'no"]],
    ['a curly apostrophe typed by a phone', 'pa\u2019n', ["pa'no"]],
  ])('when %s is typed, then only the matching entries show', async (_case, query, words) => {
    const { user } = openWords();
    await table();

    await user.type(screen.getByRole('searchbox', { name: 'Search words' }), query);

    expect(shownWords()).toEqual(words);
  });

  it('when the teacher has made an alphabet, then the list and the search follow its order, not the code points', async () => {
    // A SAMPLE teaching order: t, o, h, e, p (a, i, k, n, u after every letter it has).
    const alphabet = {
      writingSystem: 'und',
      alphabet: {
        letters: ['t', 'o', 'h', 'e', 'p', 'a', 'i', 'k', 'n', 'u', "'", 'l'].map((letter) => ({ letter })),
        caseMatters: false,
        almostCounts: false,
      },
    };
    const { user } = openWords('/words', { replies: { 'GET /api/alphabet': { body: alphabet } } });
    await table();
    await waitFor(() => expect(shownWords()).toEqual(['tietu', 'okihu', "he'ul", "pa'no"]));
    // Within the search's group of matches, the alphabet's order too (not the lexicon's pa'no, he'ul).
    await user.type(screen.getByRole('searchbox', { name: 'Search words' }), 'a');
    expect(shownWords()).toEqual(["he'ul", "pa'no"]);
  });

  it('when nothing matches, then the empty message shows and no table', async () => {
    const { user } = openWords();
    await table();

    await user.type(screen.getByRole('searchbox', { name: 'Search words' }), 'zzz');

    expect(screen.getByRole('status')).toHaveTextContent('No matching lexical entries found.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('when nothing matches and Clear the search is pressed, then every entry shows again and the search box has the focus', async () => {
    const { user } = openWords();
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search words' }), 'zzz');

    expect(screen.getByRole('heading', { name: 'No matching lexical entries found.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));

    expect(await table()).toBeInTheDocument();
    expect(shownWords()).toEqual(['tietu', 'okihu', "pa'no", "he'ul"]);
    expect(screen.getByRole('searchbox', { name: 'Search words' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search words' })).toHaveFocus();
  });

  it('when the lexicon is empty, then a learner is told the words come from the teacher and offered the pronouns', async () => {
    openWords('/words', { replies: { 'GET /api/lexs': { body: { data: [] } } } });

    expect(await screen.findByRole('heading', { level: 2, name: 'No words yet' })).toBeInTheDocument();
    expect(screen.getByText(/appear here once your teacher adds them/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn the pronouns meanwhile' })).toHaveAttribute(
      'href',
      '/pronouns',
    );
    expect(screen.queryByRole('link', { name: 'Import a dictionary' })).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the lexicon is empty, then the teacher is offered to add a word, which opens the add form, or to import a dictionary', async () => {
    const { user } = openWords('/words', {
      admin: true,
      replies: { 'GET /api/lexs': { body: { data: [] } } },
    });

    expect(await screen.findByRole('heading', { name: 'No words yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import a dictionary' })).toHaveAttribute(
      'href',
      '/admin/import',
    );
    await user.click(screen.getByRole('button', { name: 'Add a word' }));

    expect(await screen.findByRole('heading', { name: 'Add a lexical entry' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Admin mode' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Add a word' })).not.toBeInTheDocument();
  });

  it('when the page is opened with ?lex=, then the search starts from that word', async () => {
    openWords("/words?lex=he'ul");
    await table();

    expect(screen.getByRole('searchbox', { name: 'Search words' })).toHaveValue("he'ul");
    expect(shownWords()).toEqual(["he'ul"]);
  });

  it('when Show sentences is pressed, then the sentences linking the entry show, and Hide sentences hides them', async () => {
    const { user } = openWords();
    await table();
    const show = screen.getByRole('button', { name: 'Show sentences for tietu' });
    expect(show).toHaveAttribute('aria-expanded', 'false');

    await user.click(show);

    const hide = screen.getByRole('button', { name: 'Hide sentences for tietu' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    const opened = document.getElementById(hide.getAttribute('aria-controls')!)!;
    expect(
      within(within(opened).getByRole('list', { name: 'Sentences using tietu' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Okihu tietuk. (I see the river.)Suggest a correction to Okihu tietuk.',
      "Pa'no tietum. (You see the tree.)Suggest a correction to Pa'no tietum.",
    ]);

    await user.click(hide);
    expect(screen.getByRole('button', { name: 'Show sentences for tietu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByText('Okihu tietuk.')).not.toBeInTheDocument();
  });

  it('when a learner suggests a correction from a sentence under a word, then it is about that sentence, its text or translation', async () => {
    const { user, calls } = openWords('/words', {
      replies: {
        'POST /api/suggestions': suggestionSent({
          kind: 'sentence',
          sentId: 'sample-1',
          field: 'translation',
        }),
      },
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Show sentences for tietu' }));
    const sentences = await screen.findByRole('list', { name: 'Sentences using tietu' });

    await user.click(
      await within(sentences).findByRole('button', { name: 'Suggest a correction to Okihu tietuk.' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Suggest a correction to Okihu tietuk.' });
    const field = within(dialog).getByLabelText('Field');
    expect(
      within(field)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sentence', 'Translation']);
    await user.selectOptions(field, 'Translation');
    const proposal = within(dialog).getByLabelText('Proposed text');
    expect(proposal).toHaveValue('I see the river.');
    await user.clear(proposal);
    await user.type(proposal, 'I see a river.');
    await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));

    expect(await within(dialog).findByText(/Your suggestion was sent to your teacher\./)).toBeInTheDocument();
    expect(suggested(calls)).toEqual([
      {
        target: { kind: 'sentence', sentId: 'sample-1', field: 'translation' },
        proposal: 'I see a river.',
        comment: '',
      },
    ]);
  });

  it('when an entry has an mp3 recording, then its row plays the newest one; an entry without one has no play button', async () => {
    const { played } = fakeAudio();
    const { user } = openWords();
    await table();

    await user.click(await screen.findByRole('button', { name: 'Play okihu' }));

    expect(played).toEqual(['/api/audio/okihu-new.mp3']);
    expect(screen.queryByRole('button', { name: 'Play tietu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Play pa'no" })).not.toBeInTheDocument();
  });

  it('when a row is expanded, then an example sentence with a recording plays it', async () => {
    const { played } = fakeAudio();
    const { user, calls } = openWords();
    await table();
    expect(calls.filter((c) => c.path === '/api/sent-audios')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Show sentences for tietu' }));
    await user.click(await screen.findByRole('button', { name: 'Play Okihu tietuk.' }));

    expect(played).toEqual(['/api/audio-sent/sample-1.mp3']);
    expect(screen.queryByRole('button', { name: "Play Pa'no tietum." })).not.toBeInTheDocument();
  });

  it('when the words show, then every row, opened or not, has its own labelled button to add the word to the review deck', async () => {
    const { user, calls } = openWords();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    const tietuRow = rows.find((row) => within(row).queryByText('tietu'))!;

    const add = await within(tietuRow).findByRole('button', { name: 'Add to my review: tietu' });
    // Its words show, not an icon alone (issue 36).
    expect(add).toHaveTextContent('Add to my review');
    expect(within(tietuRow).getByRole('button', { name: 'Show sentences for tietu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(add);

    expect(await within(tietuRow).findByRole('button', { name: 'In my review: tietu' })).toHaveTextContent(
      'In my review',
    );
    expect(addedToReview(calls)).toEqual([{ kind: 'word', lexId: 1, source: 'words' }]);
    // Opening the row shows no second button for the same word.
    await user.click(within(tietuRow).getByRole('button', { name: 'Show sentences for tietu' }));
    expect(screen.getAllByRole('button', { name: /my review: tietu/ })).toHaveLength(1);
  });

  it('when the rows show, then the deck is asked for once and a word already in it says so', async () => {
    const { calls } = openWords();
    await table();

    expect(await screen.findByRole('button', { name: 'In my review: okihu' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Add to my review: tietu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Add to my review: he'ul" })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/review/deck')).toHaveLength(1);
  });

  it('when an entry is used by no sentence, then its expanded row says so', async () => {
    const { user } = openWords();
    await table();

    await user.click(screen.getByRole('button', { name: "Show sentences for he'ul" }));

    expect(screen.getByText('No example sentences use this word yet.')).toBeInTheDocument();
  });

  it('when more entries match than a page holds, then Show more reveals the next ones', async () => {
    const many = Array.from({ length: SEARCH_PAGE_SIZE + 20 }, (_, i) =>
      entry(i + 1, `word${i + 1}`, 'n', 'thing'),
    );
    const { user } = openWords('/words', { replies: { 'GET /api/lexs': { body: { data: many } } } });
    await table();

    // The first screen of rows at once, the rest of the page over the next frames (ADR 091).
    await screen.findByText(`word${SEARCH_PAGE_SIZE}`, {}, { timeout: 10_000 });
    expect(shownWords()).toHaveLength(SEARCH_PAGE_SIZE);
    expect(
      screen.getByText(`Showing ${SEARCH_PAGE_SIZE} of ${SEARCH_PAGE_SIZE + 20} entries.`),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));

    await screen.findByText(`word${SEARCH_PAGE_SIZE + 20}`, {}, { timeout: 10_000 });
    expect(shownWords()).toHaveLength(SEARCH_PAGE_SIZE + 20);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    // Two full pages of rows in jsdom, a batch per frame: seconds on a busy machine, not a hang.
  }, 30_000);

  it('when a learner opens the page, then there is no admin mode switch and no add form', async () => {
    openWords();
    await table();

    expect(screen.queryByRole('switch', { name: 'Admin mode' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add a lexical entry' })).not.toBeInTheDocument();
  });

  it('when an admin turns admin mode on, then the add form shows', async () => {
    const { user } = openWords('/words', { admin: true });
    await table();
    expect(screen.queryByRole('heading', { name: 'Add a lexical entry' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Admin mode' }));

    expect(screen.getByRole('switch', { name: 'Admin mode' })).toBeChecked();
    expect(await screen.findByRole('heading', { level: 2, name: 'Add a lexical entry' })).toBeInTheDocument();
  });

  it('when an admin adds an entry, then it is posted as a form and the reloaded list includes it', async () => {
    const { user, calls, server } = openWords('/words', {
      admin: true,
      replies: { 'POST /api/add-lex': { body: { success: true, id: 12 } } },
    });
    await table();
    await turnOnAdminMode(user);
    server['GET /api/lexs'] = { body: { data: [...LEXICON, entry(12, 'sakar', 'n', 'water')] } };

    await user.type(screen.getByLabelText('Word'), 'sakar');
    await user.type(screen.getByLabelText('Part of speech'), 'n');
    await user.type(screen.getByLabelText('Gloss'), 'water');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));

    expect(await screen.findByRole('cell', { name: 'sakar' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/add-lex')).toMatchObject({
      method: 'POST',
      form: {
        lex: 'sakar',
        pos: 'n',
        gloss: 'water',
        notes: '',
        warnDuplicates: 'true',
        visibility: 'learners',
      },
    });
    expect(screen.getByText('Added sakar to the lexicon.')).toBeInTheDocument();
    expect(screen.getByLabelText('Word')).toHaveValue('');
  });

  it('when an admin adds an entry for teachers only, then the level is sent with it', async () => {
    const { user, calls } = openWords('/words', {
      admin: true,
      replies: { 'POST /api/add-lex': { body: { success: true, id: 12 } } },
    });
    await table();
    await turnOnAdminMode(user);
    await user.type(screen.getByLabelText('Word'), 'sakar');
    await user.type(screen.getByLabelText('Part of speech'), 'n');
    await user.type(screen.getByLabelText('Gloss'), 'water');
    const level = screen.getByRole('combobox', { name: 'Visible to' });
    expect(level).toHaveValue('learners');
    await user.selectOptions(level, 'teachers');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Added sakar to the lexicon.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/add-lex')?.form).toMatchObject({
      visibility: 'teachers',
    });
  });

  /** Fills the add form with a word and gloss the lexicon has (okihu 'river') and sends it. */
  async function addDuplicate() {
    const opened = openWords('/words', {
      admin: true,
      replies: {
        'POST /api/add-lex': {
          status: 409,
          body: { success: false, error: 'Duplicate.', duplicates: [entry(2, 'okihu', 'n', 'river')] },
        },
      },
    });
    await table();
    await turnOnAdminMode(opened.user);
    await opened.user.type(screen.getByLabelText('Word'), 'Okihu');
    await opened.user.type(screen.getByLabelText('Part of speech'), 'n');
    await opened.user.type(screen.getByLabelText('Gloss'), 'river');
    await opened.user.click(screen.getByRole('button', { name: 'Add entry' }));
    return opened;
  }

  const addCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/add-lex').map((c) => c.form);

  it('when the word and gloss match an entry, then a warning names it and Add anyway adds it without the check', async () => {
    const { user, calls, server } = await addDuplicate();
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('The lexicon already has an entry with this word and gloss:');
    expect(warning).toHaveTextContent('okihu (n) ‘river’');
    expect(warning).not.toHaveTextContent('entry 2');
    expect(warning).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Add entry' })).toBeDisabled();

    server['POST /api/add-lex'] = { body: { success: true, id: 12 } };
    await user.click(screen.getByRole('button', { name: 'Add anyway' }));

    expect(await screen.findByText('Added Okihu to the lexicon.')).toBeInTheDocument();
    expect(addCalls(calls)).toEqual([
      { lex: 'Okihu', pos: 'n', gloss: 'river', notes: '', warnDuplicates: 'true', visibility: 'learners' },
      { lex: 'Okihu', pos: 'n', gloss: 'river', notes: '', visibility: 'learners' },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the duplicate warning is cancelled, then nothing more is sent and the typed entry stays', async () => {
    const { user, calls } = await addDuplicate();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('The entry was not added.')).toBeInTheDocument();
    expect(screen.getByLabelText('Word')).toHaveValue('Okihu');
    expect(screen.getByLabelText('Word')).toHaveFocus();
    expect(addCalls(calls)).toHaveLength(1);
  });

  it('when a required field is empty, then it says so and nothing is sent', async () => {
    const { user, calls } = openWords('/words', { admin: true });
    await table();
    await turnOnAdminMode(user);

    await user.type(screen.getByLabelText('Word'), 'sakar');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));

    expect(screen.getByLabelText('Part of speech')).toHaveAccessibleDescription(
      'Part of speech is required.',
    );
    expect(screen.getByLabelText('Gloss')).toHaveAccessibleDescription('Gloss is required.');
    expect(screen.getByLabelText('Part of speech')).toHaveFocus();
    expect(calls.some((call) => call.path === '/api/add-lex')).toBe(false);
  });

  it.each([
    ['the server refuses it', { status: 400, body: { success: false, error: 'Word is required.' } }],
    ['the network fails', networkDown()],
  ])('when adding fails because %s, then the error banner shows for 3 s', async (_case, reply) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openWords('/words', { admin: true, replies: { 'POST /api/add-lex': reply } });
    await table();
    await turnOnAdminMode(user);
    await user.type(screen.getByLabelText('Word'), 'sakar');
    await user.type(screen.getByLabelText('Part of speech'), 'n');
    await user.type(screen.getByLabelText('Gloss'), 'water');
    fakeClock();

    await user.click(screen.getByRole('button', { name: 'Add entry' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ADD_LEX_ERROR);
    act(() => void vi.advanceTimersByTime(ERROR_BANNER_MS - 100));
    expect(screen.getByRole('alert')).toHaveTextContent(ADD_LEX_ERROR);
    act(() => void vi.advanceTimersByTime(100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Word')).toHaveValue('sakar');
  });

  it('when the lexicon cannot be loaded, then an error shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openWords('/words', { replies: { 'GET /api/lexs': networkDown() } });

    expect(await screen.findByRole('alert')).toHaveTextContent('The lexicon could not be loaded.');
  });

  describe('entries of a real dictionary: homographs, senses, notes, forms, speakers', () => {
    // Invented sample entries, not language material: two homographs written tahak, the first with
    // two senses; each has its own recordings.
    const TAHAK_1: Lex = {
      ...entry(21, 'tahak', 'n', 'river'),
      homograph: 1,
      senses: [
        { pos: 'n', gloss: 'river' },
        { pos: 'v', gloss: 'to flow' },
      ],
    };
    const TAHAK_2: Lex = { ...entry(22, 'tahak', 'adv', 'quickly'), homograph: 2 };
    const TAHAK_1_WHOLE: LexEntry = {
      id: 21,
      lex: 'tahak',
      homograph: 1,
      guid: null,
      notes: 'A sample note.',
      senses: [
        {
          id: 210,
          pos: 'n',
          gloss: 'river',
          definition: 'A wide stream of water (sample definition).',
          examples: [{ id: 1, text: 'Tahak lumah.', translation: 'The river is wide.' }],
          notes: [{ type: 'usage', text: 'Said of big rivers only.' }],
        },
        { id: 211, pos: 'v', gloss: 'to flow', definition: '', examples: [], notes: [] },
      ],
      forms: [
        { kind: 'pronunciation', ws: 'qaa-fonipa', text: 'ta.hak' },
        { kind: 'variant', ws: 'qaa', text: 'tahaak' },
      ],
      typedNotes: [{ type: 'grammar', text: 'Takes -kma in the plural.' }],
      // Newest first, as the server lists them: Ana twice (her newer take plays), Ben once.
      recordings: [
        { filename: 'tahak-ana-2.mp3', speaker: 'Ana', timestamp: '2025-03-01T00:00:00Z', to_confirm: false },
        { filename: 'tahak-ben.mp3', speaker: 'Ben', timestamp: '2025-02-01T00:00:00Z', to_confirm: false },
        { filename: 'tahak-ana-1.mp3', speaker: 'Ana', timestamp: '2025-01-01T00:00:00Z', to_confirm: false },
      ],
    };
    const openDictionaryWords = (replies: Record<string, Reply> = {}) =>
      openWords('/words', {
        replies: {
          'GET /api/lexs': { body: { data: [TAHAK_1, TAHAK_2, entry(2, 'okihu', 'n', 'river')] } },
          'GET /api/audio-recordings-info': {
            body: {
              data: [
                { ...wordTake('tahak', 'tahak-1.mp3'), lex_id: 21, to_confirm: false },
                { ...wordTake('tahak', 'tahak-2.mp3'), lex_id: 22, to_confirm: false },
              ],
            },
          },
          'GET /api/lex-entry/21': { body: { data: TAHAK_1_WHOLE } },
          ...plainDetails([TAHAK_2]),
          ...replies,
        },
      });
    const rowOf = (name: string) =>
      screen.getByRole('button', { name: `Show sentences for ${name}` }).closest('tr')!;

    it('when homographs are listed, then each carries its number as a subscript and plays its own recording', async () => {
      const { played } = fakeAudio();
      const { user } = openDictionaryWords();
      await table();

      expect(shownWords()).toEqual(['tahak 1', 'tahak 2', 'okihu']);
      const word = within(rowOf('tahak 2')).getAllByRole('cell')[0]!;
      expect(word.querySelector('sub')).toHaveTextContent('2');

      await user.click(screen.getByRole('button', { name: 'Play tahak 2' }));
      await user.click(screen.getByRole('button', { name: 'Play tahak 1' }));
      expect(played).toEqual(['/api/audio/tahak-2.mp3', '/api/audio/tahak-1.mp3']);
    });

    it('when an entry has several senses, then its part of speech and gloss cells number them in order', async () => {
      openDictionaryWords();
      await table();

      const [, pos, gloss] = within(rowOf('tahak 1')).getAllByRole('cell');
      const items = (cell: HTMLElement) =>
        within(within(cell).getByRole('list'))
          .getAllByRole('listitem')
          .map((li) => li.textContent);
      expect(within(pos!).getByRole('list').tagName).toBe('OL');
      expect(items(pos!)).toEqual(['n', 'v']);
      expect(items(gloss!)).toEqual(['river', 'to flow']);
      // A one-sense entry stays plain text.
      expect(
        within(rowOf('tahak 2'))
          .getAllByRole('cell')
          .map((c) => c.textContent)
          .slice(1, 3),
      ).toEqual(['adv', 'quickly']);
    });

    it('when a row is opened, then the entry whole shows: senses with definition, example and note, typed notes, other forms and each speaker', async () => {
      const { played } = fakeAudio();
      const { user, calls } = openDictionaryWords();
      await table();
      expect(calls.some((c) => c.path.startsWith('/api/lex-entry/'))).toBe(false);

      await user.click(screen.getByRole('button', { name: 'Show sentences for tahak 1' }));

      const opened = document.getElementById(
        screen.getByRole('button', { name: 'Hide sentences for tahak 1' }).getAttribute('aria-controls')!,
      )!;
      const senses = await within(opened).findByRole('heading', { name: 'Senses' });
      const senseItems = within(senses.nextElementSibling as HTMLElement).getAllByRole('listitem');
      expect(senseItems[0]).toHaveTextContent(/^n river/);
      expect(senseItems[0]).toHaveTextContent('A wide stream of water (sample definition).');
      expect(senseItems[0]).toHaveTextContent('Tahak lumah. (The river is wide.)');
      expect(senseItems[0]).toHaveTextContent('Usage: Said of big rivers only.');
      expect(within(opened).getByText('to flow', { exact: false })).toBeInTheDocument();
      expect(within(opened).getByText('Note:').parentElement).toHaveTextContent('Note: A sample note.');
      expect(within(opened).getByText('Grammar:').parentElement).toHaveTextContent(
        'Grammar: Takes -kma in the plural.',
      );
      expect(within(opened).getByText('Pronunciation (qaa-fonipa):').parentElement).toHaveTextContent(
        'Pronunciation (qaa-fonipa): ta.hak',
      );
      expect(within(opened).getByText('Variant (qaa):').parentElement).toHaveTextContent(
        'Variant (qaa): tahaak',
      );

      // One play button per speaker, named by speaker: the newest take of each.
      expect(within(opened).getAllByRole('button', { name: /^Play tahak 1 by/ })).toHaveLength(2);
      await user.click(within(opened).getByRole('button', { name: 'Play tahak 1 by Ana' }));
      await user.click(within(opened).getByRole('button', { name: 'Play tahak 1 by Ben' }));
      expect(played).toEqual(['/api/audio/tahak-ana-2.mp3', '/api/audio/tahak-ben.mp3']);
      expect(calls.filter((c) => c.path === '/api/lex-entry/21')).toHaveLength(1);
    });

    it("when a learner opens a row, then the details offer a correction of the entry and of each example, an example's form only its sentence and translation", async () => {
      const target = { kind: 'entry', lexId: 21, senseId: 210, exampleId: 1, field: 'example-translation' };
      const { user, calls } = openDictionaryWords({ 'POST /api/suggestions': suggestionSent(target) });
      await table();
      await user.click(screen.getByRole('button', { name: 'Show sentences for tahak 1' }));
      const opened = document.getElementById(
        screen.getByRole('button', { name: 'Hide sentences for tahak 1' }).getAttribute('aria-controls')!,
      )!;

      // The whole entry's form, in the details as on the row.
      expect(
        await within(opened).findByRole('button', { name: 'Suggest a correction to tahak 1' }),
      ).toBeInTheDocument();
      await user.click(within(opened).getByRole('button', { name: 'Suggest a correction to Tahak lumah.' }));
      const dialog = await screen.findByRole('dialog', { name: 'Suggest a correction to Tahak lumah.' });
      const field = within(dialog).getByLabelText('Field');
      expect(
        within(field)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Example sentence 1 (sense 1)', 'Example translation 1 (sense 1)']);
      expect(within(dialog).getByLabelText('Proposed text')).toHaveValue('Tahak lumah.');
      await user.selectOptions(field, 'Example translation 1 (sense 1)');
      const proposal = within(dialog).getByLabelText('Proposed text');
      expect(proposal).toHaveValue('The river is wide.');
      await user.clear(proposal);
      await user.type(proposal, 'The river is broad.');
      await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));

      expect(
        await within(dialog).findByText(/Your suggestion was sent to your teacher\./),
      ).toBeInTheDocument();
      expect(suggested(calls)).toEqual([{ target, proposal: 'The river is broad.', comment: '' }]);
      expect(await seriousAxeViolations()).toEqual([]);
    });

    it('when the entry whole cannot be loaded, then the opened row says so and still lists its sentences', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user } = openDictionaryWords({ 'GET /api/lex-entry/21': networkDown() });
      await table();

      await user.click(screen.getByRole('button', { name: 'Show sentences for tahak 1' }));

      expect(await screen.findByText('The details of tahak 1 could not be loaded.')).toBeInTheDocument();
      expect(screen.getByText('No example sentences use this word yet.')).toBeInTheDocument();
    });

    it('when a multi-sense entry is opened, then the page has no serious axe violation', async () => {
      const { user } = openDictionaryWords();
      await table();
      await user.click(screen.getByRole('button', { name: 'Show sentences for tahak 1' }));
      await screen.findByRole('heading', { name: 'Other forms' });

      expect(await seriousAxeViolations()).toEqual([]);
    });
  });

  it('when admin mode is on and a row is expanded, then the page has one h1 and no serious axe violation', async () => {
    const { user } = openWords('/words', { admin: true });
    await table();
    await turnOnAdminMode(user);
    await user.click(screen.getByRole('button', { name: 'Show sentences for tietu' }));

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
