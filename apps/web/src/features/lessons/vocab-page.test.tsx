import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { fakeAudio } from '../../test/fake-audio';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testConfig, testRoutes } from '../../test/render-app';
import { sentenceTake, wordTake } from '../../test/sample-data';
import { VocabPage } from './vocab-page';

const routes = testRoutes({
  signedIn: [
    { path: 'vocab', element: <VocabPage /> },
    { path: 'vocab/:id', element: <p>The lesson player</p> },
  ],
});

// Sample data, invented: not language material. The server sends each word with its meaning.
const GLOSSES: Record<string, string> = { okihu: 'river', tietu: 'see', napam: 'stone', kawi: 'tree' };
const lesson = (id: string, title: string, lexs: string[], done = false, description = '') => ({
  id,
  title,
  description,
  data: JSON.stringify([
    ...lexs.map((lex, index) => ({ kind: 'lex', lexId: index + 1, lex })),
    { kind: 'sent', sentId: 's1' },
  ]),
  published: 1,
  date_added: '2025-03-01T18:00:00.000Z',
  done,
  words: lexs.map((lex, index) => ({ lexId: index + 1, lex, gloss: GLOSSES[lex] ?? null })),
});
const LESSONS = [
  lesson('ab12', 'Sample lesson 1', ['okihu', 'tietu'], true, 'Sample words about the river.'),
  lesson('cd34', 'Sample lesson 2', ['napam']),
  lesson('ef56', 'Sample lesson 3', ['kawi']),
  // A lesson the teacher has not named: its id stands in (the server says so).
  lesson('gh78', 'gh78', ['lomu']),
];
const SENTS = [{ id: 's1', text: 'Okihu tietuk.', trans: 'I see the river.', anno: '[]', timestamp: '' }];

/** The signed-in navbar asks for the count of review cards due. */
const NAVBAR_REVIEW: Record<string, Reply> = {
  'GET /api/review/summary': { body: { counts: { new: 0, learning: 0, review: 0 }, nextDue: null } },
};

function openVocab({ admin = false, replies = {} as Record<string, Reply>, config = testConfig } = {}) {
  const { calls } = mockFetch({
    ...signedIn(admin ? 'teacher' : 'learner', admin),
    ...NAVBAR_REVIEW,
    'GET /api/vocab-lessons': { body: { data: LESSONS } },
    'GET /api/sents': { body: { data: SENTS } },
    'GET /api/audio-recordings-info': {
      body: {
        data: [wordTake('tietu', 'tietu.mp3')],
      },
    },
    'GET /api/sent-audios': {
      body: {
        data: [sentenceTake('s1', 's1.mp3')],
      },
    },
    ...replies,
  });
  return { ...renderApp('/vocab', { routes, config }), calls };
}

describe('vocabulary lesson selection', () => {
  it('when a lesson word or the sample sentence has a recording, then it plays from the page', async () => {
    const { played } = fakeAudio();
    const { user } = openVocab();
    const first = await screen.findByRole('article', { name: /Sample lesson 1/ });

    await user.click(await within(first).findByRole('button', { name: 'Play tietu' }));
    await user.click(await screen.findByRole('button', { name: 'Play Okihu tietuk.' }));

    expect(played).toEqual(['/api/audio/tietu.mp3', '/api/audio-sent/s1.mp3']);
    expect(within(first).queryByRole('button', { name: 'Play okihu' })).not.toBeInTheDocument();
  });

  it('when lessons exist, then each card shows its title, description and id, a "{title} | Start" button and its words with their meanings, three to a row', async () => {
    const { user, router } = openVocab();

    const first = await screen.findByRole('article', { name: /Sample lesson 1/ });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vocabulary lessons');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(first.parentElement).toHaveClass('col-md-4');
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('Sample lesson 1');
    expect(within(first).getByText('Sample words about the river.')).toBeInTheDocument();
    expect(within(first).getByText('Lesson id: ab12')).toBeInTheDocument();
    expect(
      within(within(first).getByRole('list', { name: 'Words in Sample lesson 1' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['okihu: river', 'tietu: see']);
    // The lesson as an Anki deck: a plain download link, named for its lesson.
    expect(within(first).getByRole('link', { name: 'Download for Anki (Sample lesson 1)' })).toHaveAttribute(
      'href',
      '/api/vocab-lessons/ab12/anki.apkg',
    );
    expect(within(first).getByRole('link', { name: /Download for Anki/ })).toHaveAttribute('download');

    await user.click(within(first).getByRole('link', { name: 'Sample lesson 1 | Start' }));
    expect(router.state.location.pathname).toBe('/vocab/ab12');
  });

  it('when a lesson lists its words, then each word links to its entry page (issue 36)', async () => {
    const { user, router } = openVocab();

    const first = await screen.findByRole('article', { name: /Sample lesson 1/ });
    const words = within(first).getByRole('list', { name: 'Words in Sample lesson 1' });
    expect(within(words).getByRole('link', { name: 'okihu' })).toHaveAttribute('href', '/words/1');
    expect(within(words).getByRole('link', { name: 'tietu' })).toHaveAttribute('href', '/words/2');

    await user.click(within(words).getByRole('link', { name: 'tietu' }));
    expect(router.state.location.pathname).toBe('/words/2');
  });

  it('when a lesson has no title yet, then its id names it and its Start button', async () => {
    openVocab();

    const untitled = await screen.findByRole('article', { name: /gh78/ });
    expect(within(untitled).getByRole('link', { name: 'gh78 | Start' })).toHaveAttribute(
      'href',
      '/vocab/gh78',
    );
    // A word whose entry is gone shows without a meaning.
    expect(within(untitled).getByRole('listitem')).toHaveTextContent(/^lomu$/);
  });

  it('when the learner has finished a lesson, then only that card shows the Finished badge', async () => {
    openVocab();

    const finished = await screen.findByRole('article', { name: /Sample lesson 1/ });
    expect(within(finished).getByText('Finished')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: /Sample lesson 2/ })).queryByText('Finished'),
    ).not.toBeInTheDocument();
  });

  it('when there are no lessons, then the page says so and asks to wait', async () => {
    openVocab({ replies: { 'GET /api/vocab-lessons': { body: { data: [] } } } });

    expect(
      await screen.findByRole('heading', { level: 3, name: 'There are currently no lessons available.' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Please wait/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the words' })).toHaveAttribute('href', '/words');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when there are no lessons, then the teacher is offered to build one', async () => {
    openVocab({ admin: true, replies: { 'GET /api/vocab-lessons': { body: { data: [] } } } });

    expect(
      await screen.findByRole('heading', { name: 'There are currently no lessons available.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Build a lesson' })).toHaveAttribute(
      'href',
      '/modify-vocab-lessons',
    );
  });

  it('when the lessons are on their way, then a status named after them shows', async () => {
    openVocab();
    const release = holdReplies('/api/vocab-lessons');

    expect(await screen.findByRole('status', { name: 'Loading the lessons...' })).toBeInTheDocument();
    release();
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(screen.queryByRole('status', { name: 'Loading the lessons...' })).not.toBeInTheDocument();
  });

  it('when the lessons cannot be loaded, then an error shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openVocab({ replies: { 'GET /api/vocab-lessons': networkDown() } });

    expect(await screen.findByText('The lessons could not be loaded. Please refresh the page.')).toHaveRole(
      'alert',
    );
  });

  it('when an admin opens it, then a Modify lessons button leads to /modify-vocab-lessons', async () => {
    openVocab({ admin: true });

    expect(await screen.findByRole('link', { name: 'Modify lessons' })).toHaveAttribute(
      'href',
      '/modify-vocab-lessons',
    );
  });

  it('when a learner opens it, then there is no Modify lessons button', async () => {
    openVocab();

    await screen.findByRole('article', { name: /Sample lesson 1/ });
    expect(screen.queryByRole('link', { name: 'Modify lessons' })).not.toBeInTheDocument();
  });

  it('when it opens, then the sample sentence, the random practice link and the construction notice show', async () => {
    openVocab();

    const sample = await screen.findByRole('region', { name: 'Sample sentence' });
    expect(sample).toHaveTextContent('Okihu tietuk.');
    expect(sample).toHaveTextContent('I see the river.');
    expect(screen.getByRole('link', { name: 'Practise random words' })).toHaveAttribute(
      'href',
      '/vocab-random',
    );
    expect(screen.getByText(/under construction/)).toBeInTheDocument();
  });

  it('when no old site is configured, then there is no link to it', async () => {
    openVocab();

    await screen.findByRole('article', { name: /Sample lesson 1/ });
    expect(screen.queryByRole('link', { name: 'the old site' })).not.toBeInTheDocument();
  });

  it('when the old site is configured, then the notice links to it', async () => {
    vi.stubGlobal('__APP_CONFIG__', { productName: 'Testlang', oldSiteUrl: 'https://old.example.org/' });
    openVocab();

    expect(await screen.findByRole('link', { name: 'the old site' })).toHaveAttribute(
      'href',
      'https://old.example.org/',
    );
  });

  it('when the page shows lessons, then axe finds no serious violations', async () => {
    openVocab({ admin: true });

    await screen.findByRole('region', { name: 'Sample sentence' });
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
