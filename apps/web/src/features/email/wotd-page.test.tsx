import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { fakeAudio } from '../../test/fake-audio';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, networkDown, signedIn, visitor } from '../../test/mock-fetch';
import type { Call, Reply } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import { emailLinkTestRoutes } from './test-routes';

const AUTH_INVALID = 'Authorization code invalid. Please contact Ms. Rivera for assistance.';

const wordOfTheDay = {
  success: true,
  info: {
    lex: 'himma',
    choices: ['to eat', 'to see', 'house', 'water'],
    correct_trans: 'to see',
    correct_index: 2,
  },
};

const example = {
  success: true,
  info: {
    text: 'Kay himmak.',
    trans: 'I see the house.',
    lexs: [
      { id: 7, lex: 'kay', pos: 'n', gloss: 'house' },
      { id: 3, lex: 'himma', pos: 'v', gloss: 'to see' },
    ],
  },
};

function openWotd(
  path: string,
  replies: { info?: Reply; example?: Reply; session?: Record<string, Reply> } = {},
) {
  const server = mockFetch({
    ...(replies.session ?? visitor),
    ...(replies.info ? { 'POST /email/wotd-info': replies.info } : {}),
    ...(replies.example ? { 'POST /email/example': replies.example } : {}),
  });
  return { ...renderApp(path, { routes: emailLinkTestRoutes }), ...server };
}

/**
 * A signed-in learner who opens the link: the signed-in navbar asks for the review count, and a
 * wrong answer sends the word to the review deck.
 */
const learner: Record<string, Reply> = {
  ...signedIn(),
  'GET /api/review/summary': { body: { counts: { new: 0, learning: 0, review: 0 }, nextDue: null } },
  'POST /api/review/items': { body: { success: true, added: 2 } },
};

/** The words sent to the learner's review deck. */
const addedToReview = (calls: Call[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === '/api/review/items')
    .map((call) => JSON.parse(String(call.init?.body)) as unknown);

const choiceItems = () => within(screen.getByRole('list', { name: 'The choices' })).getAllByRole('listitem');

describe('word of the day page', () => {
  it.each(['0', '5', 'x', '', '2.5', '-1'])(
    'when the answer is %j, then the invalid-answer message shows and nothing is asked of the server',
    async (answer) => {
      const { calls } = openWotd(`/wotd?auth=abc&answer=${answer}`);

      expect(await screen.findByRole('alert')).toHaveTextContent('The chosen answer is invalid.');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Word of the day');
      expect(calls.filter((call) => call.path.startsWith('/email/'))).toEqual([]);
    },
  );

  it('when there is no answer parameter, then the invalid-answer message shows', async () => {
    openWotd('/wotd?auth=abc');

    expect(await screen.findByRole('alert')).toHaveTextContent('The chosen answer is invalid.');
  });

  it.each([
    ['a visitor', visitor, 'Log in'],
    ['a signed-in learner', learner, 'Go to the home page'],
  ])(
    'when %s opens /wotd without a link, then it says what the page is and how it opens, in no alert and without calls',
    async (_who, session, wayOn) => {
      const { calls } = openWotd('/wotd', { session });

      expect(await screen.findByText(/The word of the day comes by e-mail/)).toBeInTheDocument();
      expect(
        screen.getByText(/To play, open your latest word-of-the-day e-mail and choose a meaning\./),
      ).toBeInTheDocument();
      expect(screen.getByText('Not getting these e-mails? Ask Ms. Rivera to add you.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: wayOn })).toHaveAttribute('href', '/');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Word of the day');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText('The chosen answer is invalid.')).not.toBeInTheDocument();
      expect(calls.filter((call) => call.path.startsWith('/email/'))).toEqual([]);
      expect(await seriousAxeViolations()).toEqual([]);
    },
  );

  it('when there is no auth, then the invalid-authorization message shows without any call', async () => {
    const { calls } = openWotd('/wotd?answer=2');

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_INVALID);
    expect(calls.filter((call) => call.path.startsWith('/email/'))).toEqual([]);
  });

  it.each([
    [
      'refuses the code',
      { status: 403, body: { success: false, error: 'The link is invalid or has expired.' } },
    ],
    ['answers success false', { status: 400, body: { success: false, error: 'auth is required.' } }],
  ])('when the server %s, then the invalid-authorization message shows', async (_case, reply) => {
    openWotd('/wotd?auth=abc&answer=2', { info: reply });

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_INVALID);
  });

  it('when the network fails, then an error message asks to refresh the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openWotd('/wotd?auth=abc&answer=2', { info: networkDown() });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error retrieving the word of the day. Please refresh the page. If the issue persists, contact Ms. Rivera.',
    );
  });

  it('when the word is being retrieved, then a retrieving message shows', async () => {
    openWotd('/wotd?auth=abc&answer=2', {
      info: { body: wordOfTheDay },
      example: { body: { success: true, info: null } },
    });
    const release = holdReplies('/email/wotd-info');

    expect(await screen.findByText('Retrieving the word of the day...')).toHaveAttribute('role', 'status');
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Correct!');
  });

  it('when the answer is the correct one, then Correct! shows and the choice is marked as both', async () => {
    const { calls } = openWotd('/wotd?auth=abc&answer=2', {
      info: { body: wordOfTheDay },
      example: { body: { success: true, info: null } },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Correct! himma means “to see”.');
    expect(screen.getByText('himma', { selector: 'p' })).toBeInTheDocument();
    expect(choiceItems().map((item) => item.textContent)).toEqual([
      'to eat',
      'to see (your answer) (correct)',
      'house',
      'water',
    ]);
    expect(calls.find((call) => call.path === '/email/wotd-info')?.form).toEqual({ auth: 'abc' });
    expect(calls.find((call) => call.path === '/email/example')?.form).toEqual({ auth: 'abc' });
    expect(screen.queryByRole('heading', { name: 'Example sentence' })).not.toBeInTheDocument();
  });

  it('when the answer is wrong, then Not quite. shows with the correct translation, both choices marked', async () => {
    openWotd('/wotd?auth=abc&answer=4', {
      info: { body: wordOfTheDay },
      example: { body: { success: true, info: null } },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Not quite. himma means “to see”.');
    expect(choiceItems().map((item) => item.textContent)).toEqual([
      'to eat',
      'to see (correct)',
      'house',
      'water (your answer)',
    ]);
  });

  it('when the word has an example sentence, then its text, translation and words with glosses show', async () => {
    openWotd('/wotd?auth=abc&answer=1', { info: { body: wordOfTheDay }, example: { body: example } });

    const section = (await screen.findByRole('heading', { level: 2, name: 'Example sentence' })).closest(
      'section',
    )!;
    expect(within(section).getByText('Kay himmak.')).toBeInTheDocument();
    expect(within(section).getByText('I see the house.')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['kay (n): house', 'himma (v): to see']);
  });

  it('when the word and its example have recordings, then the e-mail link plays them', async () => {
    const { played } = fakeAudio();
    const { user } = openWotd('/wotd?auth=a%2Bb&answer=1', {
      info: { body: { ...wordOfTheDay, info: { ...wordOfTheDay.info, has_recording: true } } },
      example: { body: { ...example, info: { ...example.info, has_recording: true } } },
    });

    await user.click(await screen.findByRole('button', { name: 'Play himma' }));
    await user.click(screen.getByRole('button', { name: 'Play Kay himmak.' }));

    expect(played).toEqual(['/email/wotd-audio?auth=a%2Bb', '/email/example-audio?auth=a%2Bb']);
  });

  it('when neither has a recording, then there is nothing to play', async () => {
    openWotd('/wotd?auth=abc&answer=1', { info: { body: wordOfTheDay }, example: { body: example } });

    await screen.findByRole('heading', { level: 2, name: 'Example sentence' });
    expect(screen.queryByRole('button', { name: /^Play / })).not.toBeInTheDocument();
  });

  it('when the example cannot be loaded, then the answer still shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openWotd('/wotd?auth=abc&answer=1', { info: { body: wordOfTheDay }, example: networkDown() });

    expect(await screen.findByRole('alert')).toHaveTextContent('Not quite.');
    expect(screen.queryByRole('heading', { name: 'Example sentence' })).not.toBeInTheDocument();
  });

  it('when the result and example show, then the page has one h1 and no serious axe violation', async () => {
    openWotd('/wotd?auth=abc&answer=1', { info: { body: wordOfTheDay }, example: { body: example } });

    await screen.findByRole('heading', { name: 'Example sentence' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when a signed-in learner answers wrongly, then the word of the day is added to their review deck once', async () => {
    const { calls } = openWotd('/wotd?auth=abc&answer=4', {
      info: { body: wordOfTheDay },
      example: { body: example },
      session: learner,
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Not quite.');
    await waitFor(() =>
      expect(addedToReview(calls)).toEqual([{ kind: 'word', lex: 'himma', gloss: 'to see', source: 'wotd' }]),
    );
  });

  it('when a signed-in learner answers rightly, then nothing is added to the review deck', async () => {
    const { calls } = openWotd('/wotd?auth=abc&answer=2', {
      info: { body: wordOfTheDay },
      example: { body: example },
      session: learner,
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Correct!');
    await screen.findByRole('heading', { name: 'Example sentence' });
    expect(addedToReview(calls)).toEqual([]);
  });

  it('when a signed-in learner has answered, then the word and the words of its example link to their pages', async () => {
    openWotd('/wotd?auth=abc&answer=2', {
      info: { body: { ...wordOfTheDay, info: { ...wordOfTheDay.info, lexId: 3 } } },
      example: { body: example },
      session: learner,
    });

    expect(await screen.findByRole('link', { name: 'See himma in the dictionary' })).toHaveAttribute(
      'href',
      '/words/3',
    );
    await screen.findByRole('heading', { name: 'Example sentence' });
    expect(screen.getByRole('link', { name: 'kay' })).toHaveAttribute('href', '/words/7');
  });

  it('when a visitor has answered, then no word links to a page that is for accounts', async () => {
    openWotd('/wotd?auth=abc&answer=2', {
      info: { body: { ...wordOfTheDay, info: { ...wordOfTheDay.info, lexId: 3 } } },
      example: { body: example },
    });

    await screen.findByRole('heading', { name: 'Example sentence' });
    expect(screen.queryByRole('link', { name: /himma|kay/ })).not.toBeInTheDocument();
  });

  it('when a visitor answers wrongly, then nothing is sent to a review deck', async () => {
    const { calls } = openWotd('/wotd?auth=abc&answer=4', {
      info: { body: wordOfTheDay },
      example: { body: example },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Not quite.');
    await screen.findByRole('heading', { name: 'Example sentence' });
    expect(addedToReview(calls)).toEqual([]);
  });

  it('when the review deck cannot take the word, then the failure is only logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    openWotd('/wotd?auth=abc&answer=4', {
      info: { body: wordOfTheDay },
      example: { body: example },
      session: { ...learner, 'POST /api/review/items': { status: 500, body: { success: false } } },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Not quite.');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('A word could not be added to the review deck.', expect.anything()),
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
