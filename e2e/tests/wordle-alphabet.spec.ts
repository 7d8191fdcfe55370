import path from 'node:path';
import type { Page } from '@playwright/test';
import { openDatabase } from '../../apps/api/src/db/database';
import { E2E_DATA_DIR } from '../support/env';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn } from '../support/helpers';
import { PHONE } from '../support/phone';

// Wordle by the teacher's alphabet (issue 40, ADR 096), on a phone: the keyboard has the alphabet's
// letters, the digraph ts is one key and one tile (tapped, or typed t then s), and a word of six
// characters and five letters is played. SAMPLE: the alphabet is the sample words' letters with ts
// added, and tsakam is a word invented for this test (not language material), put in the game's
// list for it and taken out after, as the alphabet is.

const WORD = 'tsakam';
const NO_LETTERS = { letters: [], caseMatters: false, almostCounts: false };
const database = () => openDatabase(path.join(E2E_DATA_DIR, 'app.sqlite'));

test.describe.configure({ mode: 'serial' });
test.use({ ...PHONE });

let teacherPage: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  const teacher = await createUser({ admin: true });
  teacherPage = await browser.newPage();
  await logIn(teacherPage, teacher.username, teacher.password);
  // Every letter the game's words use, in code point order, with ts after t: no sample word has ts,
  // so the other specs' games read as before.
  const { lexs } = (await (await teacherPage.request.get('/api/wordle-valid')).json()) as { lexs: string[] };
  const used = [...new Set(lexs.join(''))].filter((ch) => ch !== "'").sort();
  const letters: { letter: string; equivalents?: string[] }[] = used.flatMap((letter) =>
    letter === 't' ? [{ letter }, { letter: 'ts' }] : [{ letter }],
  );
  letters.push({ letter: "'", equivalents: ['’', 'ʼ'] });
  const saved = await teacherPage.request.post('/api/admin/alphabet', {
    data: { letters, caseMatters: false, almostCounts: false },
  });
  expect(saved.ok(), 'the alphabet saved').toBe(true);
  const db = database();
  db.prepare('INSERT OR IGNORE INTO wordle_words (lex, is_answer) VALUES (?, 0)').run(WORD);
  db.close();
});

test.afterAll(async () => {
  const db = database();
  db.prepare('DELETE FROM wordle_words WHERE lex = ?').run(WORD);
  db.close();
  await teacherPage.request.post('/api/admin/alphabet', { data: NO_LETTERS });
  await teacherPage.close();
});

test('Wordle with a digraph alphabet keeps ts as one tile, tapped or typed, and plays a word of five letters', async ({
  page,
}) => {
  await page.goto('/wordle');
  const keyboard = page.getByRole('group', { name: 'Keyboard' });
  await expect(keyboard.getByRole('button', { name: 'Enter' })).toBeVisible();
  const row = page.getByRole('group', { name: 'Row 1' }).getByRole('img');

  // The alphabet's letters, ts among them; none of the spec's unused letters.
  await expect(keyboard.getByRole('button', { name: 'TS', exact: true })).toBeVisible();
  await expect(keyboard.getByRole('button', { name: /not used in the language/ })).toHaveCount(0);
  await expectAccessible(page);

  await keyboard.getByRole('button', { name: 'TS', exact: true }).tap();
  await expect(row.first()).toHaveAccessibleName('TS, not checked yet');
  await expect(row.nth(1)).toHaveAccessibleName('empty');
  await keyboard.getByRole('button', { name: 'Delete' }).tap();
  await expect(row.first()).toHaveAccessibleName('empty');

  // t then s on a physical keyboard: one tile; the rest by taps.
  await page.keyboard.press('t');
  await page.keyboard.press('s');
  await expect(row.first()).toHaveAccessibleName('TS, not checked yet');
  for (const letter of 'akam') await keyboard.getByRole('button', { name: letter.toUpperCase(), exact: true }).tap();
  await expect(row.nth(4)).toHaveAccessibleName('M, not checked yet');
  await keyboard.getByRole('button', { name: 'Enter' }).tap();

  // Scored: six characters, five tiles, and no 'Word not found'.
  await expect(row.first()).not.toHaveAccessibleName(/not checked yet/);
  await expect(row).toHaveCount(5);
  await expect(page.getByText('Word not found')).toHaveCount(0);
  await expect(row.first()).toHaveAccessibleName(/^TS, (absent|present|correct position)$/);
  await expect(page.getByRole('group', { name: 'Row 1' })).toContainText(/^TS.A.K.A.M.$/);
  await expectAccessible(page);
});
