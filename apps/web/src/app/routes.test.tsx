import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { holdReplies } from '../test/hold-replies';
import { networkDown, signedIn, mockFetch, visitor } from '../test/mock-fetch';
import type { Reply } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';
import { VISIBILITY_COUNTS } from '../test/sample-data';

describe('access to routes', () => {
  it('when the session check is under way, then the page says Loading...', async () => {
    let answerWho: (value: Response) => void = () => {};
    // A who call that answers only when the test says so.
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answerWho = resolve)));
    renderApp('/');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    answerWho(new Response(JSON.stringify({ username: null })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('when a visitor opens /login, then it redirects to / with the login form', async () => {
    mockFetch(visitor);
    const { router } = renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('when a learner opens /listen (the spec route table), then it is sent to the listening exercise', async () => {
    mockFetch(signedIn());
    const { router } = renderApp('/listen');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/exercises/listening'));
  });

  it.each(['/admin', '/change-password'])(
    'when a visitor opens %s, then it redirects to / with the login form',
    async (path) => {
      mockFetch(visitor);
      const { router } = renderApp(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  // What the public pages ask the server for; the answers do not matter here, only the navbar.
  const publicPageReplies: Record<string, Reply> = {
    'GET /api/wordle-valid': { body: { lexs: [] } },
    'GET /api/wordle-answer': { body: { invalidDate: true } },
    'GET /api/wordle-dates-all': { body: [] },
    'POST /email/wotd-info': { status: 401, body: { success: false, error: 'The link is not valid.' } },
    'POST /email/example': { status: 401, body: { success: false, error: 'The link is not valid.' } },
    'POST /email/sotw-info': { status: 401, body: { success: false, error: 'The link is not valid.' } },
    'GET /email/lexs': { status: 401, body: { success: false, error: 'The link is not valid.' } },
    'POST /email/unsubscribe': { status: 401, body: { success: false, error: 'The link is not valid.' } },
    'GET /api/invitation': { body: { status: 'open', email: 'new@example.org' } },
  };
  const publicPages = [
    '/wordle',
    '/wordle/previous',
    '/wotd?auth=abc&answer=1',
    '/sotw?auth=abc',
    '/unsubscribe?code=abc',
    '/forgot',
    '/restore?code=abc',
    '/join?code=abc',
  ];

  it.each(publicPages)(
    'when a visitor opens %s, then the navbar holds the brand link and Sign in',
    async (path) => {
      mockFetch({ ...visitor, ...publicPageReplies });
      renderApp(path);

      const navbar = await screen.findByRole('navigation', { name: 'Main' });
      expect(within(navbar).getAllByRole('link')).toHaveLength(2);
      expect(within(navbar).getByRole('link', { name: 'Testlang' })).toHaveAttribute('href', '/');
      expect(within(navbar).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      expect(within(navbar).queryByRole('button')).not.toBeInTheDocument();
    },
  );

  // The design's rule: a signed-in learner keeps the full menu on every public page, the account pages
  // included (a reset or invitation link may be opened in a browser that is still signed in).
  it.each(publicPages)('when a signed-in learner opens %s, then the full navbar stays', async (path) => {
    mockFetch({
      ...signedIn('learner'),
      ...publicPageReplies,
      // What the pages ask for a signed-in learner: they show together with the menu (ADR 082).
      'GET /api/wordle-game': { body: { game: { date: '2025-01-31', guesses: [], finished: false, wonIn: null } } },
      'GET /api/wordle-results': { body: { results: {} } },
    });
    renderApp(path);

    // The full menu is a chunk of its own, which the session gate waits for.
    const greeting = await screen.findByRole('button', { name: 'Hello learner' });
    const navbar = screen.getByRole('navigation', { name: 'Main' });
    expect(navbar).toContainElement(greeting);
    expect(within(navbar).getByRole('link', { name: 'Words' })).toHaveAttribute('href', '/words');
    expect(within(navbar).getByRole('button', { name: 'Exercises' })).toBeInTheDocument();
  });

  it('when a signed-in user first opens /words, then the lexicon is asked for once the session check has answered', async () => {
    const { calls } = mockFetch({
      ...signedIn(),
      'GET /api/lexs': { body: { data: [] } },
      'GET /api/audio-recordings-info': { body: { data: [] } },
    });
    const answerWho = holdReplies('/api/who');
    renderApp('/words');

    await answerWho.asked;
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(calls.map((c) => c.path)).not.toContain('/api/lexs');
    answerWho();
    expect(await screen.findByRole('heading', { level: 1, name: 'Words' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/who')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/lexs')).toHaveLength(1);
  });

  it.each(['/words', '/plurals', '/vocab', '/progress', '/text-view?id=1'])(
    'when a visitor opens %s, then the login form shows and no call that needs a session is sent',
    async (path) => {
      const { calls } = mockFetch(visitor);
      const { router } = renderApp(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(calls.map((c) => c.path)).toEqual(['/api/who']);
    },
  );

  it('when the public dictionary is open and a visitor opens /words, then the words show under the visitor’s navbar (brand and Sign in), with no review, no sentences and no suggestions', async () => {
    const { calls } = mockFetch({
      'GET /api/who': { body: { username: null, admin: false, publicDictionary: true } },
      // The dictionary's order (ADR 089): none made.
      'GET /api/alphabet': { body: { writingSystem: 'und', alphabet: null } },
      'GET /api/lexs': {
        body: { data: [{ id: 1, lex: 'pubaa', pos: 'n', gloss: 'a public word', notes: '' }] },
      },
      'GET /api/audio-recordings-info': { body: { data: [] } },
      'GET /api/lex-entry/1': {
        body: {
          data: {
            id: 1,
            lex: 'pubaa',
            homograph: null,
            guid: null,
            notes: '',
            senses: [
              {
                id: 1,
                pos: 'n',
                gloss: 'a public word',
                definition: '',
                examples: [{ id: 1, text: 'Pubaa pubaa.', translation: 'A public example.' }],
                notes: [],
              },
            ],
            forms: [],
            typedNotes: [],
            recordings: [],
          },
        },
      },
    });
    const { router, user } = renderApp('/words');

    expect(await screen.findByRole('heading', { level: 1, name: 'Words' })).toBeInTheDocument();
    expect(await screen.findByText('a public word')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/words');
    const navbar = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(navbar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Testlang', 'Sign in']);
    expect(screen.queryByRole('button', { name: /Add to my review/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show details for pubaa' }));
    expect(await screen.findByRole('button', { name: 'Hide details for pubaa' })).toBeInTheDocument();
    // The entry whole, with no correction to suggest: that is for accounts.
    expect(await screen.findByText('Pubaa pubaa.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Suggest a correction/ })).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).not.toContain('/api/sents');
    expect(calls.map((c) => c.path)).not.toContain('/api/review/deck');
  });

  it.each(['/admin', '/admin/learners', '/admin/dictionary'])(
    'when a user who is not admin opens %s, then the console has nothing to show and the placeholder says so',
    async (path) => {
      mockFetch(signedIn('learner', false));
      const { router } = renderApp(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Administrative features for the database are not ready.',
      );
      expect(screen.queryByRole('navigation', { name: 'Console sections' })).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('when an admin opens /admin, then the console shows its sections and the other tools, without the placeholder', async () => {
    mockFetch({
      ...signedIn('teacher', true),
      'GET /api/admin/visibility-counts': { body: VISIBILITY_COUNTS },
    });
    renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    expect(
      screen.queryByText('Administrative features for the database are not ready.'),
    ).not.toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(sections).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    for (const [name, href] of [
      ['Learners and invitations', '/admin/learners'],
      ['Progress', '/admin/progress'],
      ['Recording coverage', '/admin/recordings'],
      ['Dictionary', '/admin/dictionary'],
    ] as const) {
      expect(within(sections).getByRole('link', { name })).toHaveAttribute('href', href);
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Annotate texts' })).toHaveAttribute('href', '/annotate');
    // Who sees what: the counts per level of each kind (ADR 062).
    const counts = await screen.findByRole('table', { name: 'How many items each level lets see' });
    const entries = within(counts).getByRole('row', { name: /Dictionary entries/ });
    expect(
      within(entries)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '40', '3']);
    expect(within(counts).getByRole('columnheader', { name: 'Teachers only' })).toBeInTheDocument();
  });

  it('when a visitor opens a console section, then the login form shows', async () => {
    mockFetch(visitor);
    const { router } = renderApp('/admin/progress');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('pages that need the server, offline (ADR 065)', () => {
  const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

  it.each(['/admin', '/admin/dictionary', '/change-password', '/annotate'])(
    'when a signed-in teacher opens %s offline, then it says the page needs a connection',
    async (path) => {
      offline();
      mockFetch(signedIn('teacher', true));
      renderApp(path);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'This page needs a connection' }),
      ).toBeInTheDocument();
      vi.restoreAllMocks();
    },
  );

  it.each(['/wotd', '/sotw', '/unsubscribe', '/join', '/forgot', '/'])(
    'when a visitor opens %s offline, then it says the page needs a connection',
    async (path) => {
      offline();
      mockFetch(visitor);
      renderApp(path);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'This page needs a connection' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
      vi.restoreAllMocks();
    },
  );

  it('when the device has never kept a session check and is offline, then it says a connection is needed', async () => {
    offline();
    mockFetch({ 'GET /api/who': networkDown() });
    renderApp('/review');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page needs a connection' }),
    ).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('when a learner opens a learning page offline, then the page itself opens', async () => {
    offline();
    mockFetch(signedIn());
    renderApp('/pronouns');

    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('needs a connection');
    vi.restoreAllMocks();
  });
});
