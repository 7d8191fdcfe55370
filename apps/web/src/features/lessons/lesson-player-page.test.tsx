import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from '../../lib/time-zone';
import { seriousAxeViolations } from '../../test/axe';
import { fakeAudio } from '../../test/fake-audio';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Call, Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { LessonPlayerPage } from './lesson-player-page';
import { VocabPage } from './vocab-page';

/** A signed-in learner; the signed-in navbar asks for the count of review cards due. */
const learner: Record<string, Reply> = {
  ...signedIn(),
  'GET /api/review/summary': { body: { counts: { new: 0, learning: 0, review: 0 }, nextDue: null } },
};

/** The calls of the page, without the navbar's. */
const pagePaths = (calls: Call[]) =>
  calls.map((call) => call.path).filter((path) => path !== '/api/review/summary');

const routes = testRoutes({
  signedIn: [
    { path: 'vocab', element: <p>The lesson selection</p> },
    { path: 'vocab/:id', element: <LessonPlayerPage /> },
  ],
});

// Sample entries, invented: not language material.
const LEXICON = [
  { id: 1, lex: 'okihu', pos: 'n', gloss: 'river', notes: '' },
  { id: 2, lex: 'tietu', pos: 'v', gloss: 'see', notes: '' },
  { id: 3, lex: 'napam', pos: 'n', gloss: 'stone', notes: '' },
  { id: 4, lex: 'kawi', pos: 'n', gloss: 'tree', notes: '' },
  { id: 5, lex: 'lomu', pos: 'v', gloss: 'walk', notes: '' },
  { id: 6, lex: 'sepra', pos: 'n', gloss: 'moon', notes: '' },
];
const SENTS = [{ id: 's1', text: 'Okihu tietuk.', trans: 'I see the river.', anno: '[]', timestamp: '' }];
// Each entry's takes, as GET /api/audio-recordings-info?lexId= answers them; napam (3) and the rest have none.
const OKIHU_AUDIO = [
  { word: 'okihu', filename: 'okihu-old.mp3', speaker: 'A', timestamp: '2025-01-01T00:00:00Z', lex_id: 1 },
  { word: 'okihu', filename: 'okihu-new.mp3', speaker: 'B', timestamp: '2025-02-01T00:00:00Z', lex_id: 1 },
  {
    word: 'okihu',
    filename: 'okihu-newest.webm',
    speaker: 'B',
    timestamp: '2025-03-01T00:00:00Z',
    lex_id: 1,
  },
];
const TIETU_AUDIO = [
  { word: 'tietu', filename: 'tietu.webm', speaker: 'A', timestamp: '2025-01-01T00:00:00Z', lex_id: 2 },
];
const SENT_AUDIO = [
  { sent_id: 's1', filename: 's1-a.mp3', speaker: 'A', timestamp: '2025-01-01T00:00:00Z' },
  { sent_id: 's1', filename: 's1-b.mp3', speaker: 'B', timestamp: '2025-04-01T00:00:00Z' },
  { sent_id: 's2', filename: 's2.mp3', speaker: 'B', timestamp: '2025-05-01T00:00:00Z' },
];

const lex = (id: number) => ({ kind: 'lex', lexId: id, lex: LEXICON[id - 1]?.lex ?? 'gone' });
const THREE_STEPS = [lex(1), lex(2), { kind: 'sent', sentId: 's1' }];
const SIX_WORDS = [1, 2, 3, 4, 5, 6].map(lex);

function openLesson(steps: unknown[] | string = THREE_STEPS, replies: Record<string, Reply> = {}) {
  const { calls } = mockFetch({
    ...learner,
    'GET /api/vocab-lesson/ab12': {
      body: {
        success: true,
        data: {
          id: 'ab12',
          title: 'Sample lesson: rivers',
          description: '',
          data: typeof steps === 'string' ? steps : JSON.stringify(steps),
          published: 1,
          date_added: '2025-03-01T18:00:00.000Z',
        },
      },
    },
    'GET /api/lexs': { body: { data: LEXICON } },
    'GET /api/sents': { body: { data: SENTS } },
    'GET /api/audio-recordings-info?lexId=1': { body: { data: OKIHU_AUDIO } },
    'GET /api/audio-recordings-info?lexId=2': { body: { data: TIETU_AUDIO } },
    'GET /api/audio-recordings-info': { body: { data: [] } },
    'GET /api/sent-audios': { body: { data: SENT_AUDIO } },
    'POST /api/vocab-lesson-done': { body: { success: true } },
    'GET /api/review/deck': { body: { words: [], sentences: [] } },
    'POST /api/review/items': { body: { success: true, added: 2 } },
    ...replies,
  });
  return { ...renderApp('/vocab/ab12', { routes }), calls };
}

/** The words sent to the learner's review deck. */
const addedToReview = (calls: Call[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === '/api/review/items')
    .map((call) => JSON.parse(String(call.init?.body)) as unknown);

const fakeClock = () => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

async function start(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Start' }));
}

/** Steps through to the practice: Next on every step, Finish on the last. */
async function stepThrough(user: UserEvent, steps: number) {
  for (let i = 1; i < steps; i++) await user.click(await screen.findByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Finish' }));
}

async function match(user: UserEvent, word: string, gloss: string) {
  await user.click(screen.getByRole('button', { name: word }));
  await user.click(screen.getByRole('button', { name: gloss }));
  await wait(250);
}

describe('lesson player: loading', () => {
  it('when the server does not know the lesson (404), then "Lesson not found!" shows with a link back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = mockFetch({
      ...learner,
      'GET /api/vocab-lesson/zz99': { status: 404, body: { success: false, error: 'Lesson not found.' } },
    });
    renderApp('/vocab/zz99', { routes });

    expect(await screen.findByText('Lesson not found!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Lesson Selection' })).toHaveAttribute('href', '/vocab');
    // The one lesson is asked for by its id alone, not after the list of ids.
    expect(pagePaths(calls)).toEqual(['/api/who', '/api/vocab-lesson/zz99']);
  });

  it('when the id cannot be a lesson id, then "Lesson not found!" shows without asking the server', async () => {
    const { calls } = mockFetch(learner);
    renderApp('/vocab/not-a-lesson', { routes });

    expect(await screen.findByText('Lesson not found!')).toBeInTheDocument();
    expect(pagePaths(calls)).toEqual(['/api/who']);
  });

  it.each([
    ['the network is down', { 'GET /api/vocab-lesson/ab12': networkDown() }],
    ['the server fails', { 'GET /api/vocab-lesson/ab12': { status: 500, body: { success: false } } }],
  ])(
    'when the lesson cannot be loaded (%s), then "Lesson could not be loaded!" shows',
    async (_case, replies) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      openLesson(THREE_STEPS, replies);

      expect(await screen.findByText('Lesson could not be loaded!')).toBeInTheDocument();
    },
  );

  it.each([
    ['is not JSON', '{broken', 'ERROR: Lesson JSON could not be parsed!'],
    ['is empty', '', 'ERROR: Lesson JSON could not be parsed!'],
    ['is not a list of steps', '{"steps":[]}', 'Failure to initialize lesson!'],
    ['is an empty list', '[]', 'Failure to initialize lesson!'],
    ['has a step that is not an object', JSON.stringify([lex(1), 'okihu']), 'Failure to initialize lesson!'],
    ['has a step without a kind', JSON.stringify([lex(1), { lexId: 3 }]), 'Failure to initialize lesson!'],
    [
      'has a word step with malformed fields',
      JSON.stringify([lex(1), { kind: 'lex', lexId: 'three' }]),
      'Failure to initialize lesson!',
    ],
  ])(
    'when the stored lesson data %s, then the player says so and offers no Start',
    async (_case, data, message) => {
      openLesson(data);

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Lesson Selection' })).toHaveAttribute(
        'href',
        '/vocab',
      );
      expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    },
  );

  it('when a stored step is of an unknown kind, then the lesson starts, that step says "Unknown lesson step type!" and the next plays', async () => {
    fakeAudio();
    const { user } = openLesson([lex(1), { kind: 'video', url: 'x' }, lex(3)]);

    expect(await screen.findByText('This lesson has 3 steps.', { exact: false })).toBeInTheDocument();
    await start(user);
    expect(screen.queryByText('Unknown lesson step type!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Unknown lesson step type!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('napam')).toBeInTheDocument();
    expect(screen.queryByText('Unknown lesson step type!')).not.toBeInTheDocument();
  });

  it('when the lesson loads, then its title heads the page and the start screen shows its number of steps', async () => {
    openLesson();

    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sample lesson: rivers');
    expect(screen.getByText(/This lesson has 3 steps/)).toBeInTheDocument();
  });
});

describe('lesson player: steps', () => {
  it('when a step shows, then its newest mp3 plays after 250 ms and its translation appears after 600 ms', async () => {
    fakeClock();
    const { played } = fakeAudio();
    const { user } = openLesson();
    await start(user);

    expect(await screen.findByText('okihu')).toBeInTheDocument();
    expect(screen.queryByText('river')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Replay' })).toBeEnabled());
    await wait(250);
    expect(played).toEqual(['/api/audio/okihu-new.mp3']);
    await wait(350);
    expect(screen.getByText('river')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Replay' }));
    expect(played).toEqual(['/api/audio/okihu-new.mp3', '/api/audio/okihu-new.mp3']);
  });

  it('when the learner goes through the steps, then progress rises and the last step has Finish', async () => {
    fakeAudio();
    const { user } = openLesson();
    await start(user);

    const progress = () => screen.getByRole('progressbar', { name: 'Lesson progress' });
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    expect(await screen.findByText('tietu')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(await screen.findByText('Okihu tietuk.')).toBeInTheDocument();
    expect(await screen.findByText('I see the river.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('when a sentence step shows, then the newest mp3 of that sentence plays', async () => {
    fakeClock();
    const { played } = fakeAudio();
    const { user } = openLesson([{ kind: 'sent', sentId: 's1' }]);
    await start(user);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Replay' })).toBeEnabled());
    await wait(250);
    expect(played).toEqual(['/api/audio-sent/s1-b.mp3']);
  });

  it('when the lesson has sentences, then only their recordings are asked for, once for the lesson', async () => {
    fakeAudio();
    const { user } = openLesson([{ kind: 'sent', sentId: 's1' }, lex(1), { kind: 'sent', sentId: 's2' }]);
    await start(user);
    await screen.findByText('Okihu tietuk.');

    const asked = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/sent-audios');
    expect(asked.map((url) => url.searchParams.getAll('sent'))).toEqual([['s1', 's2']]);
  });

  it('when a word has only recordings that are not mp3, then "MP3 file not found [lex]: …" shows', async () => {
    fakeAudio();
    const { user } = openLesson([lex(2)]);
    await start(user);

    expect(await screen.findByText('MP3 file not found [lex]: tietu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replay' })).toBeDisabled();
  });

  it('when a sentence has only recordings that are not mp3, then "MP3 file not found [sent]: …" shows', async () => {
    fakeAudio();
    const { user } = openLesson([{ kind: 'sent', sentId: 's1' }], {
      'GET /api/sent-audios': { body: { data: [{ ...SENT_AUDIO[0], filename: 's1.webm' }] } },
    });
    await start(user);

    expect(await screen.findByText('MP3 file not found [sent]: s1')).toBeInTheDocument();
  });

  it('when a word has no recording, then "No audio..." shows', async () => {
    fakeAudio();
    const { user } = openLesson([lex(3)]);
    await start(user);

    expect(await screen.findByText('No audio...')).toBeInTheDocument();
  });

  it('when the browser refuses to play, then "Error playing audio!" shows and nothing crashes', async () => {
    fakeClock();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeAudio(() => Promise.reject(new DOMException('Autoplay refused.', 'NotAllowedError')));
    const { user } = openLesson([lex(1)]);
    await start(user);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Replay' })).toBeEnabled());
    await wait(250);
    expect(await screen.findByText('Error playing audio!')).toBeInTheDocument();
  });

  it('when the mp3 file does not load, then "MP3 file not found!" shows', async () => {
    fakeClock();
    const { elements } = fakeAudio();
    const { user } = openLesson([lex(1)]);
    await start(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Replay' })).toBeEnabled());
    await wait(250);

    act(() => elements[0]?.dispatchEvent(new Event('error')));
    expect(screen.getByText('MP3 file not found!')).toBeInTheDocument();
  });

  it.each([
    [
      'the entry is missing from the lexicon',
      [lex(1), { kind: 'lex', lexId: 99, lex: 'gone' }],
      {},
      'Data for lexical item not found!',
    ],
    [
      'the lexicon cannot be loaded',
      [lex(1), lex(2)],
      { 'GET /api/lexs': networkDown() },
      'Lexical data not found!',
    ],
    ['the sentence is missing', [lex(1), { kind: 'sent', sentId: 'nope' }], {}, 'Sentence data not found!'],
    [
      'the step is of an unknown kind',
      [lex(1), { kind: 'video', url: 'x' }],
      {},
      'Unknown lesson step type!',
    ],
  ])('when %s, then the step says so', async (_case, steps, replies, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeAudio();
    const { user } = openLesson(steps, replies);
    await start(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('when a step shows, then Next is the primary action and Restart a quieter one after it', async () => {
    fakeAudio();
    const { user } = openLesson();
    await start(user);

    const next = screen.getByRole('button', { name: 'Next' });
    const restart = screen.getByRole('button', { name: 'Restart' });
    expect(next).toHaveClass('btn-primary', 'btn-lg');
    expect(restart).not.toHaveClass('btn-primary');
    expect(restart).toHaveClass('btn-link');
    // In reading and Tab order, going on comes first.
    expect(next.compareDocumentPosition(restart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('when Restart is pressed, then it asks first and goes back to the start only if confirmed', async () => {
    fakeAudio();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = openLesson();
    await start(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(confirm).toHaveBeenCalledWith('Restart this lesson from the beginning?');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    await start(user);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('when a word step shows, then the learner can add the word to their review; a sentence step offers no button', async () => {
    fakeAudio();
    const { user, calls } = openLesson([lex(1), { kind: 'sent', sentId: 's1' }], {
      'GET /api/review/deck': { body: { words: [6], sentences: [] } },
    });
    await start(user);

    // The word links to its entry's page (issue 36); a sentence does not.
    expect(await screen.findByRole('link', { name: 'okihu' })).toHaveAttribute('href', '/words/1');
    await user.click(await screen.findByRole('button', { name: 'Add to my review: okihu' }));

    expect(await screen.findByRole('button', { name: 'In my review: okihu' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(addedToReview(calls)).toEqual([{ kind: 'word', lexId: 1, source: 'lesson' }]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Okihu tietuk.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /my review/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Okihu tietuk.' })).not.toBeInTheDocument();
  });

  it('when a word of the step is already in the review deck, then it says so', async () => {
    fakeAudio();
    const { user } = openLesson([lex(2)], {
      'GET /api/review/deck': { body: { words: [2], sentences: [] } },
    });
    await start(user);

    expect(await screen.findByRole('button', { name: 'In my review: tietu' })).toBeInTheDocument();
  });

  it('when a step shows, then axe finds no serious violations', async () => {
    fakeAudio();
    const { user } = openLesson();
    await start(user);
    await screen.findByText('okihu');

    expect(await seriousAxeViolations()).toEqual([]);
  });
});

describe('lesson player: practice', () => {
  it('when a lesson of six words is finished, then it is practised in a block of five and a block of one, then recorded as done', async () => {
    fakeClock();
    fakeAudio();
    const { user, calls, router } = openLesson(SIX_WORDS);
    await start(user);
    await stepThrough(user, 6);

    expect(screen.getByRole('heading', { level: 2, name: 'Time to practice' })).toHaveFocus();
    expect(screen.getByText('Set 1 of 2.')).toBeInTheDocument();
    const words = () =>
      within(screen.getByRole('heading', { name: 'Words' }).parentElement!).getAllByRole('button');
    expect(words().map((button) => button.textContent)).toEqual(['okihu', 'tietu', 'napam', 'kawi', 'lomu']);
    expect(
      within(screen.getByRole('heading', { name: 'Meanings' }).parentElement!)
        .getAllByRole('button')
        .map((button) => button.textContent)
        .sort(),
    ).toEqual(['river', 'see', 'stone', 'tree', 'walk']);

    await user.click(screen.getByRole('button', { name: 'okihu' }));
    expect(screen.getByRole('button', { name: 'okihu' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'river' }));
    expect(screen.getByRole('button', { name: 'okihu' })).toHaveClass('btn-success');
    expect(screen.getByRole('button', { name: 'river' })).toHaveClass('btn-success');
    await wait(250);
    expect(screen.queryByRole('button', { name: /okihu/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /river/ })).not.toBeInTheDocument();

    // The gloss may come first, too.
    await user.click(screen.getByRole('button', { name: 'see' }));
    await user.click(screen.getByRole('button', { name: 'tietu' }));
    await wait(250);
    await match(user, 'napam', 'stone');
    await match(user, 'kawi', 'tree');
    expect(calls.some((call) => call.path === '/api/vocab-lesson-done')).toBe(false);
    await match(user, 'lomu', 'walk');

    expect(screen.getByText('Set 2 of 2.')).toBeInTheDocument();
    expect(words().map((button) => button.textContent)).toEqual(['sepra']);
    await match(user, 'sepra', 'moon');

    expect(await screen.findByRole('heading', { level: 2, name: 'Lesson complete!' })).toBeInTheDocument();
    const done = calls.filter((call) => call.path === '/api/vocab-lesson-done');
    expect(done).toHaveLength(1);
    expect(done[0]?.method).toBe('POST');
    expect(JSON.parse(String(done[0]?.init?.body))).toEqual({ id: 'ab12', tz: browserTimeZone() });

    await user.click(screen.getByRole('link', { name: 'Back to Lesson Selection' }));
    expect(router.state.location.pathname).toBe('/vocab');
  });

  it('when a word and a wrong gloss are chosen, then both show wrong and are let go after 250 ms', async () => {
    fakeClock();
    fakeAudio();
    const { user } = openLesson([lex(1), lex(2)]);
    await start(user);
    await stepThrough(user, 2);

    await user.click(screen.getByRole('button', { name: 'okihu' }));
    await user.click(screen.getByRole('button', { name: 'see' }));
    expect(screen.getByRole('button', { name: 'okihu' })).toHaveClass('btn-danger');
    expect(screen.getByRole('button', { name: 'see' })).toHaveClass('btn-danger');
    expect(screen.getByText('Not a match. Try again.')).toBeInTheDocument();

    await wait(250);
    expect(screen.getByRole('button', { name: 'okihu' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'see' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'okihu' })).toHaveClass('btn-outline-primary');
  });

  it('when a word is mismatched, then it is added to the review deck once, by its entry id', async () => {
    fakeClock();
    fakeAudio();
    const { user, calls } = openLesson([lex(1), lex(2), lex(3)]);
    await start(user);
    await stepThrough(user, 3);
    // Only the steps' own buttons added anything so far: none was pressed.
    expect(addedToReview(calls)).toEqual([]);

    await match(user, 'okihu', 'see');
    await match(user, 'stone', 'okihu');
    await match(user, 'tietu', 'see');

    await waitFor(() =>
      expect(addedToReview(calls)).toEqual([{ kind: 'word', lexId: 1, source: 'matching' }]),
    );
    // The gloss side's mistake is not the word's: napam was never picked on the word side.
    expect(addedToReview(calls)).toHaveLength(1);
  });

  it('when a selected word is chosen again, then it is let go', async () => {
    fakeAudio();
    const { user } = openLesson([lex(1), lex(2)]);
    await start(user);
    await stepThrough(user, 2);

    await user.click(screen.getByRole('button', { name: 'okihu' }));
    await user.click(screen.getByRole('button', { name: 'okihu' }));
    expect(screen.getByRole('button', { name: 'okihu' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('when a lesson has no words, then Finish goes straight to the finished screen', async () => {
    fakeAudio();
    const { user, calls } = openLesson([{ kind: 'sent', sentId: 's1' }]);
    await start(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('heading', { name: 'Lesson complete!' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/vocab-lesson-done')).toHaveLength(1);
    expect(calls.some((call) => call.path === '/api/lexs')).toBe(false);
  });

  it('when the finished lesson cannot be recorded, then the finished screen says progress was not saved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeAudio();
    const { user } = openLesson([{ kind: 'sent', sentId: 's1' }], {
      // A server fault (a call the network never answered waits in the queue instead).
      'POST /api/vocab-lesson-done': { status: 500, body: { error: 'Something went wrong.' } },
    });
    await start(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByText(/Your progress could not be saved/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Lesson Selection' })).toBeInTheDocument();
  });

  it('when the practice shows, then axe finds no serious violations', async () => {
    fakeAudio();
    const { user } = openLesson([lex(1), lex(2)]);
    await start(user);
    await stepThrough(user, 2);
    await screen.findByRole('heading', { name: 'Words' });

    expect(await seriousAxeViolations()).toEqual([]);
  });
});

describe('lesson player: the lesson list', () => {
  it('when a lesson is finished, then the lesson selection shows it as finished without a reload', async () => {
    fakeAudio();
    const lesson = {
      id: 'ab12',
      title: 'Sample lesson 1',
      description: '',
      data: JSON.stringify([{ kind: 'sent', sentId: 's1' }]),
      published: 1,
    };
    const { calls } = mockFetch({
      ...learner,
      // The server's list: finished once the learner has said so.
      'GET /api/vocab-lessons': {
        get body() {
          const done = calls.some((call) => call.path === '/api/vocab-lesson-done');
          return { data: [{ ...lesson, date_added: '2025-03-01T18:00:00.000Z', done, words: [] }] };
        },
      },
      'GET /api/vocab-lesson/ab12': {
        body: { success: true, data: { ...lesson, date_added: '2025-03-01T18:00:00.000Z' } },
      },
      'GET /api/sents': { body: { data: SENTS } },
      'GET /api/sent-audios': { body: { data: SENT_AUDIO } },
      'GET /api/audio-recordings-info': { body: { data: [] } },
      'POST /api/vocab-lesson-done': { body: { success: true } },
    });
    const { user } = renderApp('/vocab', {
      routes: testRoutes({
        signedIn: [
          { path: 'vocab', element: <VocabPage /> },
          { path: 'vocab/:id', element: <LessonPlayerPage /> },
        ],
      }),
    });
    const card = await screen.findByRole('article', { name: /Sample lesson 1/ });
    expect(within(card).queryByText('Finished')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('link', { name: 'Sample lesson 1 | Start' }));
    await start(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await user.click(await screen.findByRole('link', { name: 'Back to Lesson Selection' }));

    expect(
      await within(await screen.findByRole('article', { name: /Sample lesson 1/ })).findByText('Finished'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/vocab-lessons')).toHaveLength(2);
  });
});

describe('lesson player: its route', () => {
  it('when /vocab/{id} is opened in the app, then the lesson is asked for once, by its id alone', async () => {
    const { calls } = mockFetch({
      ...learner,
      'GET /api/vocab-lesson/ab12': {
        body: {
          success: true,
          data: {
            id: 'ab12',
            title: 'ab12',
            description: '',
            data: JSON.stringify(THREE_STEPS),
            published: 1,
            date_added: '',
          },
        },
      },
      'GET /api/lexs': { body: { data: LEXICON } },
      'GET /api/sents': { body: { data: SENTS } },
      'GET /api/sent-audios': { body: { data: SENT_AUDIO } },
    });
    renderApp('/vocab/ab12');

    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(
      calls.filter((call) => call.path.startsWith('/api/vocab-lesson')).map((call) => call.path),
    ).toEqual(['/api/vocab-lesson/ab12']);
  });
});
