import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, networkDown, visitor } from '../../test/mock-fetch';
import type { Call, Reply } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import { SOTW_AUTH_KEY } from './sotw-auth-storage';
import { emailLinkTestRoutes } from './test-routes';

const AUTH_INVALID = 'Authorization code invalid. Please contact Ms. Rivera for assistance.';

const lexicon = [
  { id: 1, lex: 'himma', pos: 'v', gloss: 'to see' },
  { id: 2, lex: 'kay', pos: 'n', gloss: 'house' },
  { id: 3, lex: "pa'", pos: 'v/prep', gloss: 'to go to' },
  { id: 4, lex: 'tah', pos: 'place', gloss: 'the river' },
  { id: 5, lex: 'wish', pos: 'pro', gloss: 'him, her' },
  { id: 6, lex: 'hiyi', pos: 'adv', gloss: 'now' },
];

// Sample sentence and notes, invented: not language material.
const sent = { text: 'Kay himmak.', trans: 'I see the house.' };
const info = (
  date_user_submitted: string | null = null,
  notes: { id: number; note: string; created_at: string }[] = [],
): Reply => ({
  body: {
    success: true,
    info: {
      pretty_name: 'Ana',
      date_user_submitted,
      submission: date_user_submitted === null ? null : { ...sent, notes },
    },
  },
});

function openSotw(path: string, replies: { info?: Reply; lexs?: Reply; submit?: Reply } = {}) {
  const server = mockFetch({
    ...visitor,
    'POST /email/sotw-info': replies.info ?? info(),
    'GET /email/lexs': replies.lexs ?? { body: { success: true, data: lexicon } },
    ...(replies.submit ? { 'POST /email/sotw-submit': replies.submit } : {}),
  });
  return { ...renderApp(path, { routes: emailLinkTestRoutes }), ...server };
}

const bearerOf = (call: Call | undefined) => new Headers(call?.init?.headers).get('Authorization');
const jsonOf = (call: Call | undefined): unknown => JSON.parse(String(call?.init?.body));
const callTo = (calls: Call[], path: string) => calls.find((call) => call.path === path);

async function fillSentence(user: UserEvent) {
  await user.type(await screen.findByLabelText('Your sentence'), 'Kay himmak.');
  await user.type(screen.getByLabelText('Its translation'), 'I see the house.');
}

describe('sentence of the week page', () => {
  beforeEach(() => localStorage.clear());

  it('when the link carries an auth, then it loads the invitation with it, greets and stores it', async () => {
    const { calls } = openSotw('/sotw?auth=code-1');

    expect(await screen.findByText('Hello Ana!')).toBeInTheDocument();
    expect(jsonOf(callTo(calls, '/email/sotw-info'))).toEqual({ auth: 'code-1' });
    expect(bearerOf(callTo(calls, '/email/lexs'))).toBe('Bearer code-1');
    // Stored by an effect, which runs after the greeting shows.
    await waitFor(() => expect(localStorage.getItem(SOTW_AUTH_KEY)).toBe('code-1'));
  });

  it('when /sotw is opened later without an auth, then the stored auth is used', async () => {
    localStorage.setItem(SOTW_AUTH_KEY, 'code-1');
    const { calls } = openSotw('/sotw');

    expect(await screen.findByText('Hello Ana!')).toBeInTheDocument();
    expect(jsonOf(callTo(calls, '/email/sotw-info'))).toEqual({ auth: 'code-1' });
    expect(bearerOf(callTo(calls, '/email/lexs'))).toBe('Bearer code-1');
  });

  it('when a new link is opened, then its auth replaces the stored one', async () => {
    localStorage.setItem(SOTW_AUTH_KEY, 'old-code');
    const { calls } = openSotw('/sotw?auth=new-code');

    expect(await screen.findByText('Hello Ana!')).toBeInTheDocument();
    expect(jsonOf(callTo(calls, '/email/sotw-info'))).toEqual({ auth: 'new-code' });
    await waitFor(() => expect(localStorage.getItem(SOTW_AUTH_KEY)).toBe('new-code'));
  });

  it('when /sotw is opened without a link and no code is stored, then it says what the page is and how it opens, in no alert and without calls', async () => {
    const { calls } = openSotw('/sotw');

    expect(
      await screen.findByText(/the sentence-of-the-week e-mail invites you to write a sentence of your own/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Open the link in your latest sentence-of-the-week e-mail to write this week's sentence/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Not getting these e-mails? Ask Ms. Rivera to add you.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Authorization code invalid/)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/email/'))).toEqual([]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the link carries an empty auth and none is stored, then the invalid-authorization message shows without calls', async () => {
    const { calls } = openSotw('/sotw?auth=');

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_INVALID);
    expect(calls.filter((call) => call.path.startsWith('/email/'))).toEqual([]);
  });

  it.each([
    ['sotw-info refuses the code', { info: { status: 403, body: { success: false, error: 'Expired.' } } }],
    [
      'the lexicon call refuses the code',
      { lexs: { status: 403, body: { success: false, error: 'Expired.' } } },
    ],
    [
      'sotw-info refuses while the lexicon call fails',
      { info: { status: 403, body: { success: false, error: 'x' } }, lexs: networkDown() },
    ],
  ])(
    'when %s, then the invalid-authorization message shows and the stored code is kept',
    async (_case, replies) => {
      localStorage.setItem(SOTW_AUTH_KEY, 'good-code');
      openSotw('/sotw?auth=bad-code', replies);

      expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_INVALID);
      expect(screen.queryByLabelText('Your sentence')).not.toBeInTheDocument();
      expect(localStorage.getItem(SOTW_AUTH_KEY)).toBe('good-code');
    },
  );

  it('when the network fails, then an error message asks to refresh the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openSotw('/sotw?auth=code-1', { info: networkDown() });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error loading the sentence of the week. Please refresh the page. If the issue persists, contact Ms. Rivera.',
    );
  });

  it('when the lexicon loads, then its words are grouped into verbs, nouns and other with their glosses', async () => {
    openSotw('/sotw?auth=code-1');

    const group = async (name: RegExp) =>
      within(await screen.findByRole('group', { name }))
        .getAllByRole('checkbox')
        .map((box) => box.closest('.form-check')?.textContent);
    expect(await group(/^Verbs/)).toEqual(['himma — to see', "pa' — to go to"]);
    expect(await group(/^Nouns/)).toEqual(['kay — house', 'tah — the river']);
    expect(await group(/^Other/)).toEqual(['wish — him, her', 'hiyi — now']);
  });

  it('when words are searched, then only matching words show and a curly apostrophe finds the straight one', async () => {
    const { user } = openSotw('/sotw?auth=code-1');

    await user.type(await screen.findByRole('searchbox', { name: 'Search the words' }), 'pa’');

    expect(screen.getAllByRole('checkbox').map((box) => box.id)).toEqual(['sotw-lex-3']);
    expect(screen.getByText('No nouns match the search.')).toBeInTheDocument();
  });

  it('when the form is sent empty, then both fields say they are required and nothing is sent', async () => {
    const { user, calls } = openSotw('/sotw?auth=code-1');

    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    expect(screen.getByLabelText('Your sentence')).toBeInvalid();
    expect(screen.getByLabelText('Your sentence')).toHaveAccessibleDescription('The sentence is required.');
    expect(screen.getByLabelText('Its translation')).toHaveAccessibleDescription(
      'The translation is required.',
    );
    expect(screen.getByLabelText('Your sentence')).toHaveFocus();
    expect(callTo(calls, '/email/sotw-submit')).toBeUndefined();
  });

  it('when only the translation is missing, then only it is marked and gets the focus', async () => {
    const { user } = openSotw('/sotw?auth=code-1');

    await user.type(await screen.findByLabelText('Your sentence'), 'Kay himmak.');
    await user.type(screen.getByLabelText('Its translation'), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByLabelText('Its translation')).toHaveAccessibleDescription(
      'The translation is required.',
    );
    expect(screen.getByLabelText('Its translation')).toHaveFocus();
    expect(screen.getByLabelText('Your sentence')).not.toHaveAccessibleDescription();
  });

  it('when a sentence with words is submitted, then the JSON body groups the words and the confirmation shows', async () => {
    const { user, calls } = openSotw('/sotw?auth=code-1', {
      submit: { body: { success: true, date: '2025-03-04T18:15:00.000Z' } },
    });

    await fillSentence(user);
    await user.click(screen.getByRole('checkbox', { name: 'himma — to see' }));
    await user.click(screen.getByRole('checkbox', { name: 'kay — house' }));
    await user.click(screen.getByRole('checkbox', { name: 'tah — the river' }));
    await user.click(screen.getByRole('checkbox', { name: 'hiyi — now' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const confirmation = await screen.findByRole('alert');
    expect(confirmation).toHaveTextContent(
      'Thank you! Your sentence was submitted on Mar 4, 2025, 10:15 AM PST.',
    );
    expect(confirmation).toHaveFocus();
    const submit = callTo(calls, '/email/sotw-submit');
    expect(submit?.method).toBe('POST');
    expect(bearerOf(submit)).toBe('Bearer code-1');
    expect(new Headers(submit?.init?.headers).get('Content-Type')).toBe('application/json');
    expect(jsonOf(submit)).toEqual({
      text: 'Kay himmak.',
      trans: 'I see the house.',
      lexical_items: { verb: ['himma'], noun: ['kay', 'tah'], other: ['hiyi'] },
    });
  });

  it('when a word with a verb sense and a noun sense is chosen among the nouns, then it is sent as a noun', async () => {
    const napam = {
      id: 7,
      lex: 'napam',
      pos: 'v',
      gloss: 'to flow',
      senses: [
        { pos: 'v', gloss: 'to flow' },
        { pos: 'n', gloss: 'stream' },
      ],
    };
    const { user, calls } = openSotw('/sotw?auth=code-1', {
      lexs: { body: { success: true, data: [...lexicon, napam] } },
      submit: { body: { success: true, date: '2025-03-04T18:15:00.000Z' } },
    });
    await fillSentence(user);
    await user.click(screen.getByRole('checkbox', { name: 'napam — stream' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alert');
    expect(jsonOf(callTo(calls, '/email/sotw-submit'))).toMatchObject({
      lexical_items: { verb: [], noun: ['napam'], other: [] },
    });
  });

  it('when the server refuses the sentence, then its error text shows and the form stays filled', async () => {
    const { user } = openSotw('/sotw?auth=code-1', {
      submit: { status: 400, body: { success: false, error: '"kay" is not a verb in the lexicon.' } },
    });

    await fillSentence(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('"kay" is not a verb in the lexicon.');
    expect(screen.getByLabelText('Your sentence')).toHaveValue('Kay himmak.');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('when the code has expired by the time of submitting, then the invalid-authorization message shows', async () => {
    const { user } = openSotw('/sotw?auth=code-1', {
      submit: { status: 403, body: { success: false, error: 'The link has expired.' } },
    });

    await fillSentence(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_INVALID);
  });

  it('when the submission cannot reach the server, then an error message asks to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openSotw('/sotw?auth=code-1', { submit: networkDown() });

    await fillSentence(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error submitting your sentence. Please try again. If the issue persists, contact Ms. Rivera.',
    );
  });

  it('when a sentence was already submitted this week, then the submitted state shows first', async () => {
    openSotw('/sotw?auth=code-1', { info: info('2025-07-01T19:00:00.000Z') });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Thank you! Your sentence was submitted on Jul 1, 2025, 12:00 PM PDT.',
    );
    expect(screen.queryByLabelText('Your sentence')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Replace your submission with a new sentence' }),
    ).toBeInTheDocument();
  });

  it('when the teacher replied to the sentence, then the notes show under it, headed as a reply', async () => {
    openSotw('/sotw?auth=code-1', {
      info: info('2025-07-01T19:00:00.000Z', [
        { id: 1, note: 'Good word order.\nCheck the suffix.', created_at: '2025-07-02T16:30:00.000Z' },
        { id: 2, note: 'Well done.', created_at: '2025-07-03T16:30:00.000Z' },
      ]),
    });

    const sentence = await screen.findByRole('region', { name: 'The sentence you sent' });
    expect(sentence).toHaveTextContent('Kay himmak.');
    expect(sentence).toHaveTextContent('I see the house.');
    const reply = within(sentence).getByRole('region', { name: 'Your teacher replied' });
    expect(
      within(reply)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Good word order.\nCheck the suffix.Jul 2, 2025, 9:30 AM PDT',
      'Well done.Jul 3, 2025, 9:30 AM PDT',
    ]);
    expect(
      screen.getByText(/A new sentence replaces this one and your teacher's replies to it/),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the teacher has not replied yet, then the sentence shows without a reply', async () => {
    openSotw('/sotw?auth=code-1', { info: info('2025-07-01T19:00:00.000Z') });

    const sentence = await screen.findByRole('region', { name: 'The sentence you sent' });
    expect(sentence).toHaveTextContent('Kay himmak.');
    expect(screen.queryByRole('region', { name: 'Your teacher replied' })).not.toBeInTheDocument();
    expect(screen.queryByText(/your teacher's replies/)).not.toBeInTheDocument();
  });

  it('when a sentence is submitted, then the confirmation shows the sentence just sent', async () => {
    const { user } = openSotw('/sotw?auth=code-1', {
      submit: { body: { success: true, date: '2025-03-04T18:15:00.000Z' } },
    });
    await user.type(await screen.findByLabelText('Your sentence'), '  Tah himmak. ');
    await user.type(screen.getByLabelText('Its translation'), 'I see the river.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const sentence = await screen.findByRole('region', { name: 'The sentence you sent' });
    expect(within(sentence).getByText('Tah himmak.')).toBeInTheDocument();
    expect(within(sentence).getByText('I see the river.')).toBeInTheDocument();
  });

  it('when Replace is chosen after submitting, then the form comes back empty with the cursor in it', async () => {
    const { user } = openSotw('/sotw?auth=code-1', {
      submit: { body: { success: true, date: '2025-03-04T18:15:00.000Z' } },
    });
    await fillSentence(user);
    await user.click(screen.getByRole('checkbox', { name: 'himma — to see' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await user.click(
      await screen.findByRole('button', { name: 'Replace your submission with a new sentence' }),
    );

    expect(screen.getByLabelText('Your sentence')).toHaveValue('');
    expect(screen.getByLabelText('Your sentence')).toHaveFocus();
    expect(screen.getByLabelText('Its translation')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'himma — to see' })).not.toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the form is used with the keyboard alone, then a sentence can be written, tagged and submitted', async () => {
    const { user, calls } = openSotw('/sotw?auth=code-1', {
      submit: { body: { success: true, date: '2025-03-04T18:15:00.000Z' } },
    });
    await screen.findByLabelText('Your sentence');

    screen.getByLabelText('Your sentence').focus();
    await user.keyboard('Kay himmak.');
    await user.tab();
    await user.keyboard('I see the house.');
    await user.tab();
    await user.keyboard('river{Enter}');
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Thank you!');
    expect(jsonOf(callTo(calls, '/email/sotw-submit'))).toMatchObject({
      lexical_items: { verb: [], noun: ['tah'], other: [] },
    });
  });

  it('when a sentence was submitted and the page is opened again, then it shows the submission without asking again', async () => {
    const { user, router, calls } = openSotw('/sotw?auth=code-1', {
      submit: { body: { success: true, date: '2025-03-04T18:15:00.000Z' } },
    });
    await fillSentence(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Thank you!');

    await router.navigate('/wotd?answer=9');
    await router.navigate('/sotw?auth=code-1');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Thank you! Your sentence was submitted on Mar 4, 2025, 10:15 AM PST.',
    );
    expect(calls.filter((call) => call.path === '/email/sotw-info')).toHaveLength(1);
  });

  it('when another link is opened, then its own invitation is asked for, not the last one shown', async () => {
    const { router, calls } = openSotw('/sotw?auth=code-1');
    expect(await screen.findByText('Hello Ana!')).toBeInTheDocument();

    await router.navigate('/sotw?auth=code-2');

    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === '/email/sotw-info').map(jsonOf)).toEqual([
        { auth: 'code-1' },
        { auth: 'code-2' },
      ]),
    );
    expect(calls.filter((call) => call.path === '/email/lexs').map(bearerOf)).toEqual([
      'Bearer code-1',
      'Bearer code-2',
    ]);
  });

  it('when the form shows, then the page has one h1 and no serious axe violation', async () => {
    openSotw('/sotw?auth=code-1');

    await screen.findByLabelText('Your sentence');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
