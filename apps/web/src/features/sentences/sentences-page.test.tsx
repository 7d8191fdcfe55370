import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { fakeAudio } from '../../test/fake-audio';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { OKIHU_TIETUK, sentenceTake } from '../../test/sample-data';
import { SentencesPage } from './sentences-page';

const routes = testRoutes({ signedIn: [{ path: 'sents', element: <SentencesPage /> }] });

// Sample entries and sentences, invented: not language material. Entry 99 does not exist.
const LEXICON = [
  { id: 1, lex: 'tietu', pos: 'v', gloss: 'see', notes: '' },
  { id: 2, lex: 'okihu', pos: 'n', gloss: 'river', notes: '' },
];
const SENTENCES = [
  OKIHU_TIETUK,
  {
    id: 'sample-2',
    text: 'Napam masumm.',
    trans: 'You dance on the stone.',
    anno: JSON.stringify([
      { text: 'napam', gloss: 'stone', morphs: [{ text: 'napam', lexId: 99 }] },
      { text: 'masumm', gloss: 'dance-2SG', morphs: [] },
    ]),
    timestamp: '2025-01-21T12:00:00.000Z',
  },
];

function openSentences(replies: Record<string, Reply> = {}) {
  const { calls } = mockFetch({
    ...signedIn(),
    'GET /api/sents': { body: { data: SENTENCES } },
    'GET /api/lexs': { body: { data: LEXICON } },
    'GET /api/sent-audios': {
      body: {
        data: [
          sentenceTake('sample-2', 'sample-2-old.mp3', '2025-01-01T00:00:00Z'),
          sentenceTake('sample-2', 'sample-2.mp3', '2025-02-01T00:00:00Z'),
        ],
      },
    },
    ...replies,
  });
  return { ...renderApp('/sents', { routes }), calls };
}

const list = async () => (await screen.findByText('Okihu tietuk.')).closest('ul')!;
const shownTexts = (ul: HTMLElement) =>
  within(ul)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent);

describe('sentences page', () => {
  it('when a sentence has a recording, then its play button plays the newest mp3; others have none', async () => {
    const { played } = fakeAudio();
    const { user } = openSentences();
    await list();

    await user.click(await screen.findByRole('button', { name: 'Play Napam masumm.' }));

    expect(played).toEqual(['/api/audio-sent/sample-2.mp3']);
    expect(screen.queryByRole('button', { name: 'Play Okihu tietuk.' })).not.toBeInTheDocument();
  });

  it('when the sentences load, then a loading message shows, then each sentence with its translation', async () => {
    const { calls } = openSentences();
    const release = holdReplies('/api/sents');

    expect(await screen.findByRole('status', { name: 'Loading data...' })).toBeInTheDocument();
    release();
    const ul = await list();
    expect(
      within(ul)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      // Each sentence, its translation, whose voice its recording is (ADR 085), and the button that
      // suggests a correction of it.
      'Okihu tietuk.I see the river.Suggest a correction to Okihu tietuk.',
      'Napam masumm.You dance on the stone.Speaker: teacherSuggest a correction to Napam masumm.',
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sentences');
    expect(screen.getByRole('radio', { name: 'Plain text' })).toBeChecked();
    // The lexicon is needed only for the linked display.
    expect(calls.some((call) => call.path === '/api/lexs')).toBe(false);
  });

  it.each([
    ['the sentence text', 'NAPAM', ['Napam masumm.']],
    ['the translation', 'river', ['Okihu tietuk.']],
    ['a shared part', 'ma', ['Napam masumm.']],
  ])('when part of %s is typed, then only the matching sentences show', async (_case, query, texts) => {
    const { user } = openSentences();
    const ul = await list();

    await user.type(screen.getByRole('searchbox', { name: 'Search sentences' }), query);

    expect(shownTexts(ul)).toEqual(texts);
  });

  it('when nothing matches, then the empty message shows', async () => {
    const { user } = openSentences();
    await list();

    await user.type(screen.getByRole('searchbox', { name: 'Search sentences' }), 'zzz');

    expect(screen.getByRole('heading', { name: 'No matching sentences found.' })).toBeInTheDocument();
    expect(screen.queryByText('Okihu tietuk.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByText('Okihu tietuk.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search sentences' })).toHaveFocus();
  });

  it('when there are no sentences at all, then a learner is told where they come from and sent to the texts', async () => {
    openSentences({ 'GET /api/sents': { body: { data: [] } } });

    expect(await screen.findByRole('heading', { level: 2, name: 'No sentences yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the texts' })).toHaveAttribute('href', '/texts');
    expect(screen.queryByText('No matching sentences found.')).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the linked display is chosen and a linked morph pressed, then a popover shows its word, part of speech and gloss', async () => {
    const { user } = openSentences();
    await list();

    await user.click(screen.getByRole('radio', { name: 'Word by word' }));
    const morph = await screen.findByRole('button', { name: 'tietu' });
    expect(screen.getByText('see-1SG')).toBeInTheDocument();
    expect(screen.getByText('-k').tagName).toBe('SPAN');
    await user.click(morph);

    const popover = await screen.findByRole('tooltip');
    expect(within(popover).getByText('tietu')).toBeInTheDocument();
    expect(within(popover).getByText('Part of speech').nextElementSibling).toHaveTextContent('v');
    expect(within(popover).getByText('Gloss').nextElementSibling).toHaveTextContent('see');
    expect(morph).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(morph).toHaveAttribute('aria-expanded', 'false');
  });

  it('when a linked morph is opened with the keyboard, then Tab reaches its headword, a link to the entry page (issue 36)', async () => {
    const { user } = openSentences();
    await list();
    await user.click(screen.getByRole('radio', { name: 'Word by word' }));
    const morph = await screen.findByRole('button', { name: 'tietu' });
    morph.focus();

    await user.keyboard('{Enter}');
    const popover = await screen.findByRole('tooltip');
    const link = within(popover).getByRole('link', { name: 'tietu' });
    expect(link).toHaveAttribute('href', '/words/1');
    await user.tab();

    expect(link).toHaveFocus();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when a morph links an id the lexicon lacks, then the popover says UNKNOWN and Lexical item not found!', async () => {
    const { user } = openSentences();
    await list();
    await user.click(screen.getByRole('radio', { name: 'Word by word' }));

    await user.click(await screen.findByRole('button', { name: 'napam' }));

    const popover = await screen.findByRole('tooltip');
    expect(within(popover).getByText('UNKNOWN')).toBeInTheDocument();
    expect(within(popover).getByText('Lexical item not found!')).toBeInTheDocument();
  });

  it('when the linked display shows with a popover open, then the page has one h1 and no serious axe violation', async () => {
    const { user } = openSentences();
    await list();
    await user.click(screen.getByRole('radio', { name: 'Word by word' }));
    await user.click(await screen.findByRole('button', { name: 'okihu' }));
    await screen.findByRole('tooltip');

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
