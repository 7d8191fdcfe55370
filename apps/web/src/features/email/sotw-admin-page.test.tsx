import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SOTW_NOTE_MAX_LENGTH } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, networkDown, signedIn, visitor } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { SotwAdminPage } from './sotw-admin-page';

/** The page inside the app's real layouts and admin guard, as the route table holds it. */
const routes = testRoutes({
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

    expect(
      await screen.findByRole('heading', { level: 2, name: 'No sentences have been submitted yet.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the learners' })).toHaveAttribute('href', '/admin/learners');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the submissions are on their way, then a status named after them shows', async () => {
    openAdminPage();
    const release = holdReplies('/api/sotw-submitted-sents');

    expect(
      await screen.findByRole('status', { name: 'Loading the submitted sentences...' }),
    ).toBeInTheDocument();
    release();
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });

  it('when the submissions cannot be loaded, then an error shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openAdminPage({ 'GET /api/sotw-submitted-sents': networkDown() });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The submitted sentences could not be loaded. Please refresh the page.',
    );
  });

  it.each([
    ['the network fails', networkDown()],
    ['the server fails', { status: 500, body: { success: false, error: 'Something went wrong.' } } as Reply],
  ])(
    'when the notes cannot be loaded because %s, then the sentences still show and say their notes are missing',
    async (_case, reply) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      openAdminPage({ 'GET /api/sotw-notes': reply });

      const ana = await card('Ana');
      const ben = await card('Ben');
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The notes could not be loaded. Please refresh the page to see them.',
      );
      for (const article of [ana, ben]) {
        expect(within(article).getByText('The notes could not be loaded.')).toBeInTheDocument();
        expect(within(article).queryByText('No notes yet.')).not.toBeInTheDocument();
        expect(within(article).getByRole('button', { name: 'Add note' })).toBeEnabled();
      }
      expect(within(ana).getByText('Kay himmak.')).toBeInTheDocument();
    },
  );

  it('when a note could not be e-mailed (the learner unsubscribed, or sending failed), then it says so', async () => {
    openAdminPage({
      'GET /api/sotw-notes': { body: { success: true, results: [{ ...existingNote, emailed_at: null }] } },
    });

    const ana = await card('Ana');
    expect(await within(ana).findByRole('listitem')).toHaveTextContent(
      'Lovely sentence. (Mar 4, 2025, 5:00 PM PST; not e-mailed)',
    );
  });

  it('when the notes are still on their way, then the sentences show and say their notes are loading', async () => {
    openAdminPage();
    const release = holdReplies('/api/sotw-notes');

    const ana = await card('Ana');
    expect(within(ana).getByText('Loading notes...')).toBeInTheDocument();
    expect(within(ana).queryByText('No notes yet.')).not.toBeInTheDocument();
    release();
    expect(await within(ana).findByRole('listitem')).toHaveTextContent('Lovely sentence.');
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
    const { user, calls, server } = openAdminPage({
      'POST /api/sotw-add-note': { body: { success: true, emailed: true } },
    });
    const ben = await card('Ben');
    server['GET /api/sotw-notes'] = {
      body: {
        success: true,
        results: [
          existingNote,
          {
            id: 2,
            sent_id: 13,
            note: 'Check the verb.',
            created_at: '2025-07-02T16:30:00.000Z',
            emailed_at: '2025-07-02T16:30:00.000Z',
          },
        ],
      },
    };

    await addNoteTo(user, ben, 'Check the verb.');

    expect(alert).toHaveBeenCalledWith('Note recorded! Re-submit to add an addition note.');
    expect(await within(ben).findByRole('listitem')).toHaveTextContent(
      'Check the verb. (Jul 2, 2025, 9:30 AM PDT; e-mailed to Ben)',
    );
    expect(within(ben).getByLabelText('New note')).toHaveValue('');
    const post = calls.find((call) => call.path === '/api/sotw-add-note');
    expect(post?.method).toBe('POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ sent_id: 13, note: 'Check the verb.' });
    expect(calls.filter((call) => call.path === '/api/sotw-notes')).toHaveLength(2);
  });

  it.each([
    ['the server answers success false', { body: { success: false } }, 'Note not recorded!'],
    [
      'the server refuses the note as not found',
      { status: 404, body: { success: false, error: 'There is no submitted sentence with that id.' } },
      'Note not recorded! There is no submitted sentence with that id.',
    ],
    [
      'the server refuses the note as bad input',
      { status: 400, body: { success: false, error: 'The note is required.' } },
      'Note not recorded! The note is required.',
    ],
    [
      'the server refuses the note without a reason',
      { status: 403, body: { success: false } },
      'Note not recorded!',
    ],
  ])(
    'when %s, then the not-recorded alert gives its reason and the note is kept',
    async (_case, reply, message) => {
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
      const { user } = openAdminPage({ 'POST /api/sotw-add-note': reply as Reply });
      const ana = await card('Ana');

      await addNoteTo(user, ana, 'Check the verb.');

      expect(alert).toHaveBeenCalledWith(message);
      expect(within(ana).getByLabelText('New note')).toHaveValue('Check the verb.');
    },
  );

  it('when a note is typed, then the box counts its characters against the limit', async () => {
    const { user } = openAdminPage();
    const ana = await card('Ana');
    const box = within(ana).getByLabelText('New note');

    expect(box).toHaveAccessibleDescription(`0 / ${SOTW_NOTE_MAX_LENGTH} characters`);
    await user.type(box, '  Check it. ');
    expect(box).toHaveAccessibleDescription(`9 / ${SOTW_NOTE_MAX_LENGTH} characters`);
    expect(box).toBeValid();
  });

  it('when a note is longer than the limit, then the box says so and nothing is sent', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, calls } = openAdminPage();
    const ana = await card('Ana');
    const box = within(ana).getByLabelText('New note');

    await user.click(box);
    await user.paste('a'.repeat(SOTW_NOTE_MAX_LENGTH));
    expect(box).toHaveAccessibleDescription(`${SOTW_NOTE_MAX_LENGTH} / ${SOTW_NOTE_MAX_LENGTH} characters`);
    expect(box).toBeValid();
    await user.type(box, 'b');

    const tooLong = `${SOTW_NOTE_MAX_LENGTH + 1} / ${SOTW_NOTE_MAX_LENGTH} characters The note can have at most ${SOTW_NOTE_MAX_LENGTH} characters.`;
    expect(box).toHaveAccessibleDescription(tooLong);
    expect(box).toBeInvalid();
    await user.click(within(ana).getByRole('button', { name: 'Add note' }));
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(tooLong);
    expect(alert).not.toHaveBeenCalled();
    expect(calls.some((call) => call.path === '/api/sotw-add-note')).toBe(false);
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

    expect(within(ana).getByLabelText('New note')).toHaveAccessibleDescription(
      `0 / ${SOTW_NOTE_MAX_LENGTH} characters The note is required.`,
    );
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
