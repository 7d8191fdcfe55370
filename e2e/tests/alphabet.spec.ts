import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible, logIn } from '../support/helpers';
import { useOwnServer } from '../support/own-server';
import { PHONE } from '../support/phone';
import { playing, watchPlayback } from '../support/playback';

// Issue 40's alphabet (ADR 089): the teacher detects an alphabet from the sample dictionary, moves a
// letter with the keyboard, gives a letter a recorded sample word and saves; a learner's /alphabet
// lists the letters and plays the sample; /words follows the alphabet's order. All of it on a server
// of this spec's own (useOwnServer): the other specs' /words never sees this alphabet.

interface Letter {
  letter: string;
  sample?: { word: string; audio?: string };
}

/** The index of the longest letter `word` starts with at `at`, or -1. */
function letterIndexAt(word: string, letters: string[]): number {
  let best = -1;
  let length = 0;
  letters.forEach((letter, index) => {
    if (letter.length > length && word.toLowerCase().startsWith(letter)) {
      best = index;
      length = letter.length;
    }
  });
  return best;
}

const server = useOwnServer('alphabet', 2000);

async function clearAlphabet(page: Page) {
  const res = await page.request.post('/api/admin/alphabet', {
    data: { letters: [], caseMatters: false, almostCounts: false },
  });
  expect(res.ok()).toBe(true);
}

test('the teacher detects, orders and saves the alphabet; a learner hears its samples on /alphabet; /words follows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await server.createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  try {
    // A recorded sample entry: its headword's first letter gets it as the sample.
    const info = await (await page.request.get('/api/audio-recordings-info')).json();
    const recorded = (info.data as { word: string; lex_id: number | null; filename: string }[]).find(
      (r) => r.lex_id !== null && r.filename.endsWith('.mp3') && /^[a-z]/.test(r.word),
    );
    expect(recorded).toBeDefined();

    await page.goto('/admin/alphabet');
    await expect(page.getByRole('heading', { name: 'Alphabet' })).toBeVisible();
    await page.getByRole('button', { name: 'Detect' }).click();
    await expect(page.getByRole('heading', { name: /Proposed from \d+ headwords/ })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add the ticked letters' }).click();
    const list = page.getByRole('list', { name: 'Letters in teaching order' });
    await expect(list.getByRole('group').first()).toBeVisible();

    // The second letter moved up with the keyboard alone.
    const second = (await list.getByRole('textbox', { name: 'Letter' }).nth(1).inputValue()).trim();
    await page.getByRole('button', { name: `Move ${second} up` }).focus();
    await page.keyboard.press('Enter');
    await expect(list.getByRole('textbox', { name: 'Letter' }).first()).toHaveValue(second);

    const first = recorded!.word[0]!;
    const group = list.getByRole('group', { name: new RegExp(`^\\d+\\. ${first}$`) });
    await group.getByRole('combobox', { name: 'Sample word' }).selectOption({ label: recorded!.word });
    await expect(group.getByRole('button', { name: `Play ${recorded!.word}` })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The alphabet is saved.')).toBeVisible();
    await expectAccessible(page);

    const saved = (await (await page.request.get('/api/alphabet')).json()) as { alphabet: { letters: Letter[] } };
    const letters = saved.alphabet.letters.map((l) => l.letter);
    expect(letters[0]).toBe(second);

    // A learner's /alphabet, on a phone and on a desktop.
    const learner = await server.createUser();
    for (const options of [PHONE, { viewport: { width: 1280, height: 900 } }]) {
      const context = await browser.newContext({ ...options, baseURL: server.baseURL });
      const learnerPage = await context.newPage();
      await watchPlayback(learnerPage);
      await logIn(learnerPage, learner.username, learner.password);
      await learnerPage.goto('/alphabet');
      const shown = learnerPage.getByRole('list', { name: 'Letters' }).getByRole('listitem');
      await expect(shown).toHaveCount(letters.length);
      await expect(shown.first()).toContainText(second);
      await expectAccessible(learnerPage);
      await learnerPage.getByRole('button', { name: `Play ${recorded!.word}` }).click();
      await expect.poll(() => playing(learnerPage)).toEqual([expect.stringContaining(recorded!.filename)]);

      // /words in the alphabet's order: each row's first letter never comes before the last one's.
      await learnerPage.goto('/words');
      const table = learnerPage.getByRole('table', { name: 'Lexical entries' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const words = await table.getByRole('row').locator('td:first-child').allTextContents();
      const places = words.map((w) => letterIndexAt(w.trim(), letters)).filter((i) => i >= 0);
      expect(places.length).toBeGreaterThan(3);
      expect(places).toEqual([...places].sort((a, b) => a - b));
      await context.close();
    }
  } finally {
    // This server's alphabet back to none, for the test below.
    await clearAlphabet(page);
  }
});

test('while the teacher has made no alphabet, /alphabet says so', async ({ page }) => {
  const learner = await server.createUser();
  await logIn(page, learner.username, learner.password);
  // This spec's own server: no other spec saves an alphabet on it, so the answer is certain.
  const answer = (await (await page.request.get('/api/alphabet')).json()) as { alphabet: { letters: unknown[] } | null };
  expect(answer.alphabet?.letters ?? []).toEqual([]);
  await page.goto('/alphabet');
  await expect(page.getByText('The teacher has not made the alphabet yet.', { exact: false })).toBeVisible();
  await expectAccessible(page);
});
