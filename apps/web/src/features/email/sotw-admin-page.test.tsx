import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, networkDown, signedIn, visitor } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { SotwAdminPage } from './sotw-admin-page';

/** The page inside the app's real layouts and admin guard, as the route table holds it. */
const routes = testRoutes({
  errorPage: true,
  admin: [{ path: 'admin-sotw', element: <SotwAdminPage /> }],
});

const sentences = [
  {
    id: 12,
    pretty_name: 'Ana',
    date_user_submitted: '2025-03-04T18:15:00.000Z',
    date_expired: '2025-03-10T17:00:00.000Z',
    text: 'Kay himmak.',
    trans: 'I see the house.',
    lexical_items: '{"verb":["himma"],"noun":["kay","tah"],"other":[]}',
  },
  {
    id: 13,
    pretty_name: 'Ben',
    date_user_submitted: '2025-07-01T19:00:00.000Z',
    date_expired: null,
    text: "Pa' tah.",
    trans: 'Go to the river.',
    lexical_items: 'not json',
  },
];

const existingNote = { id: 1, sent_id: 12, note: 'Lovely sentence.', created_at: '2025-03-05T01:00:00.000Z' };

function openAdminPage(replies: Record<string, Reply> = {}) {
  const server = {
    ...signedIn('teacher', true),
    'GET /api/sotw-submitted-sents': { body: { success: true, results: sentences } } as Reply,
    'GET /api/sotw-notes': { body: { success: true, results: [existingNote] } } as Reply,
    ...replies,
  };
  const { calls } = mockFetch(server);
  return { ...renderApp('/admin-sotw', { routes }), calls, server };
}

const card = async (name: string) =>
  (await screen.findByRole('heading', { name: `Sentence from ${name}` })).closest('article')!;

/** The definition list of a card as [term, description] pairs. */
const detailsOf = (article: HTMLElement) =>
  [...article.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);

async function addNoteTo(user: UserEvent, article: HTMLElement, note: string) {
  await user.type(within(article).getByLabelText('New note'), note);
  await user.click(within(article).getByRole('button', { name: 'Add note' }));
}

describe('sentence of the week admin page', () => {
  it('when an admin opens it, then each submission shows its submitter, dates, sentence, words and notes', async () => {
    openAdminPage();

    const ana = await card('Ana');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sentence Of The Week Admin');
    expect(detailsOf(ana)).toEqual([
      ['Submitted', 'Mar 4, 2025, 10:15 AM PST'],
      ['Expires', 'Mar 10, 2025, 10:00 AM PDT'],
      ['Sentence', 'Kay himmak.'],
      ['Translation', 'I see the house.'],
      ['Verbs', 'himma'],
      ['Nouns', 'kay, tah'],
      ['Other', 'none'],
    ]);
    expect(within(ana).getByRole('listitem')).toHaveTextContent(
      'Lovely sentence. (Mar 4, 2025, 5:00 PM PST)',
    );

    const ben = await card('Ben');
    expect(detailsOf(ben)).toEqual([
      ['Submitted', 'Jul 1, 2025, 12:00 PM PDT'],
      ['Expires', 'when the next invitation is sent'],
      ['Sentence', "Pa' tah."],
      ['Translation', 'Go to the river.'],
      ['Lexical items', '(could not be read)'],
    ]);
    expect(within(ben).getByText('No notes yet.')).toBeInTheDocument();
  });

  it('when nothing has been submitted, then the page says so', async () => {
    openAdminPage({ 'GET /api/sotw-submitted-sents': { body: { success: true, results: [] } } });

    expect(await screen.findByText('No sentences have been submitted yet.')).toBeInTheDocument();
  });

  it('when the submissions cannot be loaded, then an error shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openAdminPage({ 'GET /api/sotw-submitted-sents': networkDown() });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The submitted sentences could not be loaded. Please refresh the page.',
    );
  });

  it.each([
    ['a user who is not admin', signedIn('learner', false), 'Welcome to the new Testlang App!'],
    ['a visitor', visitor, 'Log in'],
  ])('when %s opens it, then they are sent to / and nothing is fetched', async (_who, replies, heading) => {
    const { calls } = mockFetch(replies);
    const { router } = renderApp('/admin-sotw', { routes });

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.filter((call) => call.path.startsWith('/api/sotw'))).toEqual([]);
  });

  it('when a note is added, then it is posted as JSON, the recorded alert shows and the note appears', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, calls, server } = openAdminPage({ 'POST /api/sotw-add-note': { body: { success: true } } });
    const ben = await card('Ben');
    server['GET /api/sotw-notes'] = {
      body: {
        success: true,
        results: [
          existingNote,
          { id: 2, sent_id: 13, note: 'Check the verb.', created_at: '2025-07-02T16:30:00.000Z' },
        ],
      },
    };

    await addNoteTo(user, ben, 'Check the verb.');

    expect(alert).toHaveBeenCalledWith('Note recorded! Re-submit to add an addition note.');
    expect(await within(ben).findByRole('listitem')).toHaveTextContent(
      'Check the verb. (Jul 2, 2025, 9:30 AM PDT)',
    );
    expect(within(ben).getByLabelText('New note')).toHaveValue('');
    const post = calls.find((call) => call.path === '/api/sotw-add-note');
    expect(post?.method).toBe('POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ sent_id: 13, note: 'Check the verb.' });
    expect(calls.filter((call) => call.path === '/api/sotw-notes')).toHaveLength(2);
  });

  it.each([
    ['the server answers success false', { body: { success: false } }],
    [
      'the server refuses the note',
      { status: 404, body: { success: false, error: 'There is no submitted sentence with that id.' } },
    ],
  ])('when %s, then the not-recorded alert shows and the note is kept', async (_case, reply) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = openAdminPage({ 'POST /api/sotw-add-note': reply });
    const ana = await card('Ana');

    await addNoteTo(user, ana, 'Check the verb.');

    expect(alert).toHaveBeenCalledWith('Note not recorded!');
    expect(within(ana).getByLabelText('New note')).toHaveValue('Check the verb.');
  });

  it.each([
    ['the network fails', networkDown()],
    ['the answer is not JSON', { status: 502, body: '<html>Bad gateway</html>' }],
  ])('when %s, then the error alert shows', async (_case, reply) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = openAdminPage({ 'POST /api/sotw-add-note': reply });

    await addNoteTo(user, await card('Ana'), 'Check the verb.');

    expect(alert).toHaveBeenCalledWith('Error submitting note!');
  });

  it('when Add note is pressed with an empty note, then the field says it is required and nothing is sent', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, calls } = openAdminPage();
    const ana = await card('Ana');

    await user.click(within(ana).getByRole('button', { name: 'Add note' }));

    expect(within(ana).getByLabelText('New note')).toHaveAccessibleDescription('The note is required.');
    expect(within(ana).getByLabelText('New note')).toHaveFocus();
    expect(alert).not.toHaveBeenCalled();
    expect(calls.some((call) => call.path === '/api/sotw-add-note')).toBe(false);
  });

  it('when the list shows, then the page has one h1 and no serious axe violation', async () => {
    openAdminPage();

    await card('Ana');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
