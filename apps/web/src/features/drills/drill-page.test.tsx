import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Lex } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { fakeAudio } from '../../test/fake-audio';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { lexEntry, wordTake } from '../../test/sample-data';
import { LocativesPage, PluralsPage } from './drill-page';

/** A seeded source of numbers in [0, 1): the same seed gives the same draws, so no test is flaky. */
function seeded(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** The drills with a seeded random source (one for both pages, as Math.random is in the app). */
const drillRoutes = (random = seeded(1)) =>
  testRoutes({
    signedIn: [
      { path: 'plurals', element: <PluralsPage random={random} /> },
      { path: 'locatives', element: <LocativesPage random={random} /> },
    ],
  });
const routes = drillRoutes();

const entry = lexEntry;
// okihu ends in a vowel, napam in a consonant, tiyay in y (a consonant); tietu is a verb.
const lexicon = [
  entry(1, 'tietu', 'v', 'see'),
  entry(2, 'okihu', 'n', 'river'),
  entry(3, 'napam', 'n', 'stone'),
  entry(4, 'tiyay', 'n', 'sun'),
];

// napam has a recording to play.
const RECORDINGS: Reply = {
  body: {
    data: [wordTake('napam', 'napam.mp3')],
  },
};

async function openDrill(path: string, reply: Reply = { body: { data: lexicon } }, random = seeded(1)) {
  mockFetch({ ...signedIn(), 'GET /api/lexs': reply, 'GET /api/audio-recordings-info': RECORDINGS });
  const view = renderApp(path, { routes: drillRoutes(random) });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const row = (select: HTMLElement) => select.closest('li') as HTMLElement;

/** The words the drill shows, read from the selects' names ("Plural suffix for okihu (river)"). */
const shownWords = () =>
  new Set(
    screen
      .getAllByRole('combobox')
      .map(
        (select) =>
          /for (\S+) \(/.exec((select as HTMLSelectElement).labels[0]?.textContent ?? '')?.[1] ?? '',
      ),
  );

// Invented sample entries (not language material): 45 nouns, and numbers, places and verbs that
// must never be drilled. Their order is neither alphabetical nor by kind.
const MANY: Lex[] = Array.from({ length: 60 }, (_, i) => {
  const pos = i % 4 === 3 ? ['num', 'place', 'v'][i % 3]! : 'n';
  return entry(i + 1, `w${String((i * 37) % 60).padStart(2, '0')}${pos === 'n' ? 'a' : 'x'}`, pos, `g${i}`);
});
const NOUNS = new Set(MANY.filter((e) => e.pos === 'n').map((e) => e.lex));

describe('plural and locative drills', () => {
  it('when the plural drill loads, then each noun has a labelled select with choose, -kma and -mak, and the rule shows', async () => {
    await openDrill('/plurals');

    const select = await screen.findByRole('combobox', { name: 'Plural suffix for okihu (river)' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['choose', '-kma', '-mak']);
    expect(screen.getAllByRole('combobox')).toHaveLength(3);
    expect(screen.queryByRole('combobox', { name: /tietu/ })).not.toBeInTheDocument();
    expect(screen.getByText(/After a vowel \(a, e, i, o, u\) the plural is/)).toBeInTheDocument();
    expect(screen.getByText(/The letters y, w and h count as consonants/)).toBeInTheDocument();
  });

  it('when an entry’s second sense is a noun, then the drill asks for it with that sense’s meaning', async () => {
    await openDrill('/plurals', {
      body: {
        data: [
          ...lexicon,
          {
            ...entry(5, 'mahup', 'v', 'to live'),
            senses: [
              { pos: 'v', gloss: 'to live' },
              { pos: 'n', gloss: 'house' },
            ],
          },
        ],
      },
    });

    expect(
      await screen.findByRole('combobox', { name: 'Plural suffix for mahup (house)' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('combobox')).toHaveLength(4);
  });

  it('when the work is checked, then right rows are outlined green and wrong ones red, with words saying so; Uncheck clears it', async () => {
    const { user } = await openDrill('/plurals');
    const okihu = await screen.findByRole('combobox', { name: /okihu/ });
    const napam = screen.getByRole('combobox', { name: /napam/ });
    const tiyay = screen.getByRole('combobox', { name: /tiyay/ });

    await user.selectOptions(okihu, '-kma'); // vowel-final: right
    await user.selectOptions(napam, '-kma'); // consonant-final: wrong
    await user.selectOptions(tiyay, '-mak'); // y is a consonant: right
    await user.click(screen.getByRole('button', { name: 'Check work' }));

    expect(row(okihu)).toHaveClass('border-success');
    expect(row(okihu)).toHaveTextContent('✓ Right');
    expect(row(napam)).toHaveClass('border-danger');
    expect(row(napam)).toHaveTextContent('✗ Not quite — the plural is napammak (-mak)');
    expect(row(tiyay)).toHaveClass('border-success');
    expect(screen.getByText('2 of 3 right.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Uncheck work' }));

    expect(row(okihu)).not.toHaveClass('border-success');
    expect(row(napam)).not.toHaveClass('border-danger');
    expect(row(napam)).not.toHaveTextContent('Not quite');
    expect(screen.getByRole('button', { name: 'Check work' })).toBeInTheDocument();
  });

  it('when the learner writes the words, then each is judged by the answer rule: right, almost with the accent marked, or wrong', async () => {
    mockFetch({
      ...signedIn(),
      'GET /api/lexs': { body: { data: lexicon } },
      'GET /api/audio-recordings-info': RECORDINGS,
      // SAMPLE alphabet: á a letter of its own, the glottal stop with its curly equivalent.
      'GET /api/alphabet': {
        body: {
          writingSystem: 'sample',
          alphabet: {
            letters: [{ letter: 'a' }, { letter: 'á' }, { letter: "'", equivalents: ['’'] }],
            caseMatters: false,
            almostCounts: false,
          },
        },
      },
    });
    const { user } = renderApp('/plurals', { routes: drillRoutes(seeded(1)) });
    await screen.findByRole('combobox', { name: /okihu/ });
    expect(
      screen.getByText('Choose the plural suffix for each noun, then press Check work.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Write the word' }));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('Write the plural of each noun, then press Check work.')).toBeInTheDocument();
    const okihu = screen.getByRole('textbox', { name: 'The plural of okihu (river)' });
    const napam = screen.getByRole('textbox', { name: 'The plural of napam (stone)' });
    const tiyay = screen.getByRole('textbox', { name: 'The plural of tiyay (sun)' });
    // Each is a language field: the letter bar comes with its focus.
    expect(okihu).toHaveAttribute('data-letter-bar');

    await user.type(okihu, 'OKIHUKMA '); // case and a trailing space do not matter: right
    await user.type(napam, 'napammák'); // an accent too many: almost, not counted (the teacher's choice)
    await user.type(tiyay, 'tiyaykma'); // the wrong suffix: wrong
    await user.click(screen.getByRole('button', { name: 'Check work' }));

    expect(row(okihu)).toHaveClass('border-success');
    expect(row(okihu)).toHaveTextContent('Right!');
    expect(row(napam)).toHaveClass('border-danger');
    expect(row(napam)).toHaveTextContent(
      'Almost: napamma (this differs)k. Mind the marked letters, then try again.',
    );
    expect(within(row(napam)).getByText('a', { selector: 'mark' })).toBeInTheDocument();
    expect(row(tiyay)).toHaveTextContent('Not right yet. Try again.');
    expect(screen.getByText('1 of 3 right.')).toBeInTheDocument();

    // Back to choosing: the selects again, with nothing chosen or checked.
    await user.click(screen.getByRole('radio', { name: 'Choose the suffix' }));
    expect(screen.getAllByRole('combobox')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Check work' })).toBeInTheDocument();
  });

  it('when the locative drill is checked, then -tka is right after a vowel and -tak after a consonant; an unanswered row is wrong', async () => {
    const { user } = await openDrill('/locatives');
    const okihu = await screen.findByRole('combobox', { name: 'Locative suffix for okihu (river)' });
    const napam = screen.getByRole('combobox', { name: /napam/ });
    const tiyay = screen.getByRole('combobox', { name: /tiyay/ });
    expect(
      within(okihu)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['choose', '-tka', '-tak']);

    await user.selectOptions(okihu, '-tka');
    await user.selectOptions(napam, '-tak');
    await user.click(screen.getByRole('button', { name: 'Check work' }));

    expect(row(okihu)).toHaveClass('border-success');
    expect(row(napam)).toHaveClass('border-success');
    expect(row(tiyay)).toHaveClass('border-danger');
    expect(row(tiyay)).toHaveTextContent('✗ No suffix chosen — the locative is tiyaytak (-tak)');
  });

  it('when the lexicon has fewer than 20 nouns, then all of them show and there is no New words button', async () => {
    await openDrill('/plurals');

    await screen.findByRole('combobox', { name: /okihu/ });
    expect(shownWords()).toEqual(new Set(['okihu', 'napam', 'tiyay']));
    expect(screen.queryByRole('button', { name: 'New words' })).not.toBeInTheDocument();
  });

  it('when the lexicon has many entries, then 20 different nouns show, drawn from the whole lexicon, no number, place or verb', async () => {
    await openDrill('/plurals', { body: { data: MANY } });
    await screen.findAllByRole('combobox');

    const words = shownWords();
    expect(screen.getAllByRole('combobox')).toHaveLength(20);
    expect(words.size).toBe(20);
    expect([...words].every((word) => NOUNS.has(word))).toBe(true);
    // Not the first 20 nouns in the lexicon's or in alphabetical order: a draw.
    expect(words).not.toEqual(
      new Set(
        MANY.filter((e) => e.pos === 'n')
          .slice(0, 20)
          .map((e) => e.lex),
      ),
    );
    expect(words).not.toEqual(new Set([...NOUNS].sort().slice(0, 20)));
  });

  it('when New words is pressed, then a different set of nouns shows, the answers reset and the focus goes to the list', async () => {
    const { user } = await openDrill('/plurals', { body: { data: MANY } });
    const [first] = await screen.findAllByRole('combobox');
    const before = shownWords();
    await user.selectOptions(first!, '-kma');
    await user.click(screen.getByRole('button', { name: 'Check work' }));
    expect(screen.getByText(/of 20 right\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New words' }));

    const after = shownWords();
    expect(after.size).toBe(20);
    expect([...after].every((word) => NOUNS.has(word))).toBe(true);
    // 45 nouns: the new set has none of the words just shown.
    expect([...after].filter((word) => before.has(word))).toEqual([]);
    for (const select of screen.getAllByRole('combobox')) expect(select).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Check work' })).toBeInTheDocument();
    expect(screen.queryByText(/Not quite|No suffix chosen/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Words' })).toHaveFocus();
    expect(screen.getByText('A new set of 20 words.')).toBeInTheDocument();

    // The next Tab reaches the first new word.
    await user.tab();
    expect(screen.getAllByRole('combobox')[0]).toHaveFocus();
  });

  it('when New words is pressed with the keyboard, then a new set shows', async () => {
    const { user } = await openDrill('/locatives', { body: { data: MANY } });
    await screen.findAllByRole('combobox');
    const before = shownWords();

    act(() => screen.getByRole('button', { name: 'New words' }).focus());
    await user.keyboard('{Enter}');
    const afterEnter = shownWords();
    act(() => screen.getByRole('button', { name: 'New words' }).focus());
    await user.keyboard(' ');

    expect(afterEnter).not.toEqual(before);
    expect(shownWords()).not.toEqual(afterEnter);
  });

  it('when the drill is visited again, then it draws a new set', async () => {
    const { router } = await openDrill('/plurals', { body: { data: MANY } });
    await screen.findAllByRole('combobox');
    const firstVisit = shownWords();

    await act(() => router.navigate('/locatives'));
    await screen.findByRole('heading', { level: 1, name: 'Locatives' });
    await act(() => router.navigate('/plurals'));
    await screen.findByRole('heading', { level: 1, name: 'Plurals' });

    expect(shownWords().size).toBe(20);
    expect(shownWords()).not.toEqual(firstVisit);
  });

  it('when a drill word has a recording, then its play button plays it', async () => {
    const { played } = fakeAudio();
    const { user } = await openDrill('/plurals');

    await user.click(await screen.findByRole('button', { name: 'Play napam' }));

    expect(played).toEqual(['/api/audio/napam.mp3']);
    expect(screen.queryByRole('button', { name: 'Play okihu' })).not.toBeInTheDocument();
  });

  it('when the lexicon has no noun, then the drill says so and offers the pronoun lesson', async () => {
    await openDrill('/plurals', { body: { data: [] } });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'There are no nouns in the lexicon yet.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn the pronouns meanwhile' })).toHaveAttribute(
      'href',
      '/pronouns',
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the words cannot be loaded, then a message says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openDrill('/plurals', networkDown());

    expect(
      await screen.findByText('The words could not be loaded. Please refresh the page.'),
    ).toBeInTheDocument();
  });

  it('when the drill shows, then Loading data... comes first, it has one h1 and no serious axe violation', async () => {
    mockFetch({
      ...signedIn(),
      'GET /api/lexs': { body: { data: lexicon } },
      'GET /api/audio-recordings-info': RECORDINGS,
    });
    const release = holdReplies('/api/lexs');
    renderApp('/locatives', { routes });

    expect(await screen.findByRole('status', { name: 'Loading data...' })).toBeInTheDocument();
    release();
    await screen.findByRole('combobox', { name: /okihu/ });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
