import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { fakeAudio } from '../../test/fake-audio';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
// The route table hands the lazily loaded editor to the page; the test does the same.
import { sentenceTake } from '../../test/sample-data';
import { LazyAnnotationEditor } from './lazy-annotation-editor';
import { SAMPLE_TEXT_NOTE } from './legacy-text';
import { LegacyTextPage } from './legacy-text-page';
import { Text7Page } from './text-7-page';
import { DELETE_CONFIRM, editDraftKey, TextViewPage } from './text-view-page';

const routes = testRoutes({
  signedIn: [
    { path: 'texts', element: <p>The text index</p> },
    { path: 'text-view', element: <TextViewPage editor={LazyAnnotationEditor} /> },
    { path: 'text-view-legacy', element: <LegacyTextPage /> },
    { path: 'text-7', element: <Text7Page /> },
  ],
});

// Sample entries and text, invented: not language material.
const LEXICON = [
  { id: 1, lex: 'tietu', pos: 'v', gloss: 'see', notes: '' },
  { id: 2, lex: 'okihu', pos: 'n', gloss: 'river', notes: '' },
];
const TEXT = {
  title: 'The river',
  sents: [
    {
      text: 'Okihu tietuk.',
      trans: 'I see the river.',
      words: [
        { text: 'Okihu', gloss: 'river', morphs: [{ text: 'okihu', lexId: 2 }] },
        { text: 'tietuk.', gloss: 'see-1SG', morphs: [{ text: 'tietu', lexId: 1 }, { text: '-k' }] },
      ],
    },
    {
      text: 'Napam.',
      trans: 'A stone.',
      words: [{ text: 'Napam.', gloss: 'stone', morphs: [{ text: 'napam' }] }],
    },
  ],
};
const textReply = (id: number, text = TEXT, visibility?: string): Reply => ({
  body: {
    success: true,
    data: { id, title: text.title, data: JSON.stringify(text), published: 1, visibility },
  },
});
const notFound: Reply = { status: 404, body: { success: false, error: 'No text found.' } };

function open(path: string, { admin = false, replies = {} as Record<string, Reply> } = {}) {
  const server: Record<string, Reply> = {
    ...signedIn(admin ? 'teacher' : 'learner', admin),
    'GET /api/text/3': textReply(3),
    'GET /api/lexs': { body: { data: LEXICON } },
    'GET /api/sent-audios': { body: { data: [] } },
    ...replies,
  };
  const { calls } = mockFetch(server);
  return { ...renderApp(path, { routes }), calls, server };
}

const heading = () => screen.findByRole('heading', { level: 1 });
const sentenceItems = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const fakeClock = () => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });

afterEach(() => window.localStorage.clear());

describe('text recordings', () => {
  it('when a sentence of the text has a recording under its stable id, then its play button plays it', async () => {
    const { played } = fakeAudio();
    // The first sentence was added later (id 5); the second is the text's first (id 1).
    const text = {
      ...TEXT,
      sents: [
        { ...TEXT.sents[1]!, id: 5 },
        { ...TEXT.sents[0]!, id: 1 },
      ],
    };
    const { user, calls } = open('/text-view?id=3', {
      replies: {
        'GET /api/text/3': textReply(3, text),
        'GET /api/sent-audios': {
          body: {
            data: [sentenceTake('3.1', '3.1.mp3')],
          },
        },
      },
    });
    await heading();

    await user.click(await screen.findByRole('button', { name: 'Play Okihu tietuk.' }));

    expect(played).toEqual(['/api/audio-sent/3.1.mp3']);
    expect(screen.queryByRole('button', { name: 'Play Napam.' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/sent-audios')).toHaveLength(1);
  });
});

describe('text view page', () => {
  it('when a text loads, then Loading text... shows, then its title and numbered sentences', async () => {
    const { calls } = open('/text-view?id=3');
    const release = holdReplies('/api/text/3');

    expect(await screen.findByText('Loading text...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'The river' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Okihu tietuk.I see the river.', 'Napam.A stone.']);
    expect(calls.some((call) => call.path === '/api/lexs')).toBe(false);
  });

  it('when the linked display is chosen, then the morphs show and a linked one opens its entry', async () => {
    const { user } = open('/text-view?id=3');
    await screen.findByRole('heading', { level: 1, name: 'The river' });

    await user.click(screen.getByRole('radio', { name: 'Word by word' }));
    await user.click(screen.getByRole('button', { name: 'okihu' }));

    const popover = await screen.findByRole('tooltip');
    expect(within(popover).getByText('Gloss').nextElementSibling).toHaveTextContent('river');
    expect(screen.getByText('see-1SG')).toBeInTheDocument();
  });

  it.each([
    ['no id is given', '/text-view'],
    ['the id is not a number', '/text-view?id=abc'],
  ])(
    'when %s, then No text found! shows with a link to the texts and nothing is fetched',
    async (_case, path) => {
      const { calls } = open(path);

      expect(await heading()).toHaveTextContent('No text found!');
      expect(screen.getByRole('link', { name: 'Back to texts' })).toHaveAttribute('href', '/texts');
      expect(calls.some((call) => call.path.startsWith('/api/text/'))).toBe(false);
    },
  );

  it.each([
    ['the text does not exist (or is unpublished)', notFound],
    ['the network fails', networkDown()],
    [
      'its data cannot be read',
      { body: { success: true, data: { id: 4, title: 'X', data: 'not json', published: 1 } } },
    ],
  ])('when %s, then No text found! shows', async (_case, reply) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    open('/text-view?id=4', { replies: { 'GET /api/text/4': reply } });

    expect(await screen.findByRole('heading', { level: 1, name: 'No text found!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to texts' })).toBeInTheDocument();
  });

  it('when a learner reads a text, then there is no Edit or Delete', async () => {
    open('/text-view?id=3');
    await screen.findByRole('heading', { level: 1, name: 'The river' });

    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export for FLEx (.flextext)' })).not.toBeInTheDocument();
  });

  it('when an admin reads a text, then a link downloads it for FLEx (ADR 086)', async () => {
    open('/text-view?id=3', { admin: true });
    await screen.findByRole('heading', { level: 1, name: 'The river' });

    expect(screen.getByRole('link', { name: 'Export for FLEx (.flextext)' })).toHaveAttribute(
      'href',
      '/api/admin/texts/3/flextext',
    );
  });

  it('when an admin declines the delete confirmation, then nothing is sent', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, calls } = open('/text-view?id=3', { admin: true });
    await screen.findByRole('heading', { level: 1, name: 'The river' });

    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(confirm).toHaveBeenCalledWith(DELETE_CONFIRM);
    expect(calls.some((call) => call.path === '/api/delete-text')).toBe(false);
  });

  it('when an admin confirms Delete, then the text is deleted and the text index shows', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, calls, router } = open('/text-view?id=3', {
      admin: true,
      replies: { 'POST /api/delete-text': { body: { success: true } } },
    });
    await screen.findByRole('heading', { level: 1, name: 'The river' });

    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The text index')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/texts');
    expect(calls.find((call) => call.path === '/api/delete-text')).toMatchObject({
      method: 'POST',
      form: { id: '3' },
    });
  });

  it('when deleting fails, then the error alert shows and the text stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, router } = open('/text-view?id=3', {
      admin: true,
      replies: { 'POST /api/delete-text': { status: 403, body: { success: false, error: 'Not allowed.' } } },
    });
    await screen.findByRole('heading', { level: 1, name: 'The river' });

    await user.click(screen.getByRole('button', { name: 'Delete' }));

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Error deleting text!'));
    expect(router.state.location.pathname).toBe('/text-view');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('when an admin presses Edit, then the editor opens with the text, and Back to text returns to it', async () => {
    const { user } = open('/text-view?id=3', { admin: true });
    await screen.findByRole('heading', { level: 1, name: 'The river' });

    await user.click(screen.getByRole('button', { name: 'Edit' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit text: The river' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Title')).toHaveValue('The river');
    expect(screen.getByLabelText('Base text')).toHaveValue('Okihu tietuk.\nNapam.');

    await user.click(screen.getByRole('button', { name: 'Back to text' }));

    expect(screen.getByRole('heading', { level: 1, name: 'The river' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('when an edited text is submitted, then update-text gets it and after the notice the text shows again, reloaded', async () => {
    const { user, calls, server } = open('/text-view?id=3', {
      admin: true,
      replies: { 'POST /api/update-text': { body: { success: true } } },
    });
    await screen.findByRole('heading', { level: 1, name: 'The river' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'The wide river');
    await user.click(screen.getByRole('tab', { name: 'Review' }));
    server['GET /api/text/3'] = textReply(3, { ...TEXT, title: 'The wide river' });
    fakeClock();

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Text successfully submitted!')).toBeInTheDocument();
    const update = calls.find((call) => call.path === '/api/update-text');
    expect(update?.form).toMatchObject({ id: '3', title: 'The wide river' });
    expect(JSON.parse(update!.form!.data!)).toEqual({ ...TEXT, title: 'The wide river' });
    expect(window.localStorage.getItem(editDraftKey(3))).toBeNull();

    act(() => void vi.advanceTimersByTime(1500));

    expect(await screen.findByRole('heading', { level: 1, name: 'The wide river' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('when an admin reads a text, then the page has one h1 and no serious axe violation', async () => {
    open('/text-view?id=3', { admin: true });
    await screen.findByRole('heading', { level: 1, name: 'The river' });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});

describe('text editor: visibility', () => {
  const levelCalls = (calls: ReturnType<typeof open>['calls']) =>
    calls
      .filter((c) => c.method === 'POST' && c.path === '/api/admin/visibility')
      .map((c) => JSON.parse(String(c.init?.body)) as unknown);

  it('when an admin edits a teachers-only text and picks Everyone, then the level is set at once by the console’s call, not by Submit, and the text is asked for again', async () => {
    const { user, calls, server } = open('/text-view?id=3', {
      admin: true,
      replies: {
        'GET /api/text/3': textReply(3, TEXT, 'teachers'),
        'POST /api/admin/visibility': { body: { success: true, changed: 1 } },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'The river' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByLabelText('Title');

    const level = screen.getByRole('combobox', { name: 'Visible to' });
    expect(level).toHaveValue('teachers');
    expect(level).toHaveAccessibleDescription('Applies as soon as you choose; Submit is not needed.');
    server['GET /api/text/3'] = textReply(3, TEXT, 'public');
    const textReads = calls.filter((c) => c.path === '/api/text/3').length;

    await user.selectOptions(level, 'public');

    await waitFor(() =>
      expect(levelCalls(calls)).toEqual([{ kind: 'text', ids: [3], visibility: 'public' }]),
    );
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/text/3').length).toBe(textReads + 1));
    expect(screen.getByRole('combobox', { name: 'Visible to' })).toHaveValue('public');
    expect(calls.some((c) => c.path === '/api/update-text')).toBe(false);
    // The editor stays open with the text as it was.
    expect(screen.getByLabelText('Title')).toHaveValue('The river');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the server refuses the level, then the stored level shows again and its reason is announced', async () => {
    const { user } = open('/text-view?id=3', {
      admin: true,
      replies: {
        'GET /api/text/3': textReply(3, TEXT, 'learners'),
        'POST /api/admin/visibility': {
          status: 404,
          body: { success: false, error: 'No text with id 3.', missing: [3] },
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'The river' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const level = await screen.findByRole('combobox', { name: 'Visible to' });

    await user.selectOptions(level, 'teachers');

    expect(await screen.findByRole('alert')).toHaveTextContent('No text with id 3.');
    expect(screen.getByRole('combobox', { name: 'Visible to' })).toHaveValue('learners');
  });
});

describe('text view route', () => {
  it('when /text-view?id=3 is opened in the app, then its loader asks for text 3 once, with the page', async () => {
    const { calls } = mockFetch({
      ...signedIn(),
      'GET /api/text/3': textReply(3),
      'GET /api/sent-audios': { body: { data: [] } },
    });
    renderApp('/text-view?id=3');

    expect(await screen.findByRole('heading', { level: 1, name: 'The river' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/text/3')).toHaveLength(1);
  });
});

describe('text 7 page', () => {
  it('when text 7 exists, then it shows read-only through GET /api/text/7', async () => {
    const { calls } = open('/text-7', { admin: true, replies: { 'GET /api/text/7': textReply(7) } });

    expect(await screen.findByRole('heading', { level: 1, name: 'The river' })).toBeInTheDocument();
    expect(sentenceItems()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/text/7')).toBe(true);
  });

  it('when text 7 does not exist, then No text found! shows with the link', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    open('/text-7', { replies: { 'GET /api/text/7': notFound } });

    expect(await screen.findByRole('heading', { level: 1, name: 'No text found!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to texts' })).toHaveAttribute('href', '/texts');
  });
});

describe('legacy text page', () => {
  it('when it opens, then the sample Text 0 shows, labelled as invented, without calling the server', async () => {
    const { calls } = open('/text-view-legacy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Text 0' })).toBeInTheDocument();
    expect(screen.getByText(SAMPLE_TEXT_NOTE)).toBeInTheDocument();
    expect(sentenceItems()[0]).toBe('Okihu tietuk.I see the river.');
    // The navbar's review count is the bar's own call, not the page's.
    expect(
      calls.filter((call) => call.path.startsWith('/api/') && !/who|admin|review\/summary/.test(call.path)),
    ).toEqual([]);
  });

  it('when the linked display is chosen, then the morphs and glosses show and the page passes axe', async () => {
    const { user, calls } = open('/text-view-legacy');
    await screen.findByRole('heading', { level: 1, name: 'Text 0' });

    await user.click(screen.getByRole('radio', { name: 'Word by word' }));

    expect(screen.getByText('see-1SG')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/lexs')).toBe(false);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
