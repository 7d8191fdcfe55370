import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';
import { finishLesson, lessonContent } from '../support/lessons';
import { playing, SAMPLE_MP3, watchPlayback } from '../support/playback';

// Issue 38 (ADR 081): Listen hands-free on a lesson, and the review in Say it. The seed's sample
// lesson s1a1 (invented words, each with a sample recording) is what plays.

const LESSON = 's1a1';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The Listen panel's one audio element: where it plays from now. */
const listenSrc = (page: Page) =>
  page.locator('audio[data-listen-audio]').evaluate((audio: HTMLAudioElement) => audio.currentSrc);

/** What the lock screen shows: the Media Session's title and artist line. */
const lockScreen = (page: Page) =>
  page.evaluate(() => {
    const metadata = navigator.mediaSession.metadata;
    return { title: metadata?.title ?? null, artist: metadata?.artist ?? null };
  });

/** Presses a Media Session action as the lock screen or headphones would (the handler the page set). */
const pressOnLockScreen = (page: Page, action: 'play' | 'pause' | 'nexttrack' | 'previoustrack') =>
  page.evaluate((name) => {
    const handlers = (window as unknown as { __mediaHandlers: Map<string, () => void> }).__mediaHandlers;
    const handler = handlers.get(name);
    if (!handler) throw new Error(`No ${name} handler`);
    handler();
  }, action);

test('a learner listens to a lesson hands-free: each recording, a pause, its meaning; the lock screen drives it', async ({
  page,
}) => {
  test.slow();
  await watchPlayback(page);
  // Keeps the handlers the page gives the Media Session, so the test can press them as a headset would.
  await page.addInitScript(() => {
    const handlers = new Map<string, () => void>();
    (window as unknown as { __mediaHandlers: typeof handlers }).__mediaHandlers = handlers;
    const set = navigator.mediaSession.setActionHandler.bind(navigator.mediaSession);
    navigator.mediaSession.setActionHandler = (action, handler) => {
      if (handler) handlers.set(action, handler as () => void);
      else handlers.delete(action);
      set(action, handler);
    };
  });
  const learner = await createUser();
  await logIn(page, learner.username, learner.password);
  const { words } = await lessonContent(page, LESSON);
  const [first, second] = words;
  if (!first || !second) throw new Error('The sample lesson has fewer than two words');

  await page.setViewportSize(DESKTOP);
  await page.goto(`/vocab/${LESSON}`);
  const listen = page.getByRole('button', { name: 'Listen hands-free' });
  await expect(listen).toBeVisible();
  // Keyboard alone: to the button, Enter.
  await listen.focus();
  await page.keyboard.press('Enter');

  const panel = page.getByRole('region', { name: 'Listen hands-free: Sample lesson 1' });
  await expect(panel).toBeVisible();
  /** The panel's line saying which item plays ('Item 2 of 5'). */
  const itemLine = (n: number) => panel.locator('p').filter({ hasText: new RegExp(`^Item ${n} of`) });
  await expect(itemLine(1)).toBeVisible();
  await expect(panel.getByText(first.lex, { exact: true })).toBeVisible();
  await expect.poll(() => listenSrc(page)).toMatch(/\/api\/audio\/[^/]+\.mp3$/);
  const firstSrc = await listenSrc(page);
  await expect.poll(() => playing(page)).toContain(firstSrc);
  expect(await lockScreen(page)).toEqual({ title: first.lex, artist: '' });
  await expectAccessible(page);

  // After the recording, a silence to repeat it through the same element, then the meaning.
  await expect.poll(() => listenSrc(page), { timeout: 10_000 }).toMatch(/^blob:/);
  await expect(itemLine(1)).toHaveText('Item 1 of 5: say it after the speaker.');
  await expect(panel.locator('[data-listen-meaning]')).toHaveText(first.gloss, { timeout: 15_000 });
  expect(await lockScreen(page)).toEqual({ title: first.lex, artist: first.gloss });

  // Then the next item, on its own.
  await expect(panel.getByText(second.lex, { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => listenSrc(page)).toMatch(/\/api\/audio\/[^/]+\.mp3$/);
  expect(await listenSrc(page)).not.toBe(firstSrc);
  // The meaning heard stays on the screen.
  await expect(panel.getByRole('listitem').filter({ hasText: `${first.lex}: ${first.gloss}` })).toBeVisible();

  // The lock screen's controls: pause, next, previous.
  await pressOnLockScreen(page, 'pause');
  await expect(panel.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await pressOnLockScreen(page, 'nexttrack');
  await expect(itemLine(3)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await pressOnLockScreen(page, 'previoustrack');
  await expect(itemLine(2)).toBeVisible();
  expect((await lockScreen(page)).title).toBe(second.lex);

  // The page's own buttons, by keyboard.
  await panel.getByRole('button', { name: 'Pause', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Play', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Next', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(itemLine(3)).toBeVisible();

  await page.setViewportSize(PHONE);
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Close' }).press('Enter');
  await expect(listen).toBeFocused();
});

test('a learner reviews in Say it: the meaning, then the speaker and the word; the choice is remembered', async ({
  page,
}) => {
  test.slow();
  await watchPlayback(page);
  const learner = await createUser();
  await logIn(page, learner.username, learner.password);
  await finishLesson(page, LESSON);
  const { words } = await lessonContent(page, LESSON);

  await page.setViewportSize(DESKTOP);
  await page.goto('/review');
  const mode = page.getByRole('group', { name: 'Review mode' });
  await expect(mode.getByRole('radio', { name: 'Standard' })).toBeChecked();
  // Keyboard alone: the arrow key moves the choice to Say it.
  await mode.getByRole('radio', { name: 'Standard' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(mode.getByRole('radio', { name: 'Say it' })).toBeChecked();

  const question = page.getByRole('heading', {
    level: 2,
    name: 'Say it aloud, then show the answer to hear the speaker.',
  });
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  await expectAccessible(page);
  await page.setViewportSize(DESKTOP);

  // The card shows a meaning of the lesson's words, never the word itself.
  const meanings = words.map((w) => w.gloss);
  const shown = await page.locator('.card-body section').first().locator('p').first().innerText();
  expect(meanings).toContain(shown);
  const word = words.find((w) => w.gloss === shown)!;
  await expect(page.locator('.card-body').getByText(word.lex, { exact: true })).toHaveCount(0);

  const before = (await playing(page)).length;
  // Space turns the card (the focus on the page, not on a control): the speaker plays, the word shows.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Space');
  const answer = page.getByRole('region', { name: 'Answer', exact: true });
  await expect(answer.getByRole('link', { name: word.lex, exact: true })).toBeVisible();
  await expect.poll(async () => (await playing(page)).length).toBeGreaterThan(before);
  expect((await playing(page)).at(-1)).toMatch(/\/api\/audio\/[^/]+\.mp3$/);
  await expect(answer.getByRole('button', { name: 'Replay' })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  await expectAccessible(page);
  await page.setViewportSize(DESKTOP);

  // The usual ratings: 3 is Good; the next card comes as Say it too.
  await page.keyboard.press('3');
  await expect(question).toBeVisible();
  await expect(page.getByRole('region', { name: 'Answer', exact: true })).toHaveCount(0);

  // Remembered on the account: another visit (the device's copy forgotten) is in Say it.
  await page.evaluate(() => window.localStorage.removeItem('review:mode'));
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Review mode' }).getByRole('radio', { name: 'Say it' }),
  ).toBeChecked();
  await expect(question).toBeVisible();
});

test('a learner listens to a text: its recorded sentences play, one without a recording is skipped and counted', async ({
  page,
}) => {
  const admin = await createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  const title = uniqueName('Sample text');
  const sentence = (text: string) => ({ text, trans: `(sample) ${text}`, words: [] });
  const added = await page.request.post('/api/add-text', {
    form: { title, data: JSON.stringify({ title, sents: [sentence('Okihu.'), sentence('Napam tietuk.')] }) },
  });
  const { id } = (await added.json()) as { id: number };
  // The first sentence has a recording; the second has none.
  const recorded = await page.request.post('/api/upload-sent-audio', {
    multipart: {
      filetype: 'audio/mpeg',
      id: `${id}.1`,
      audio: { name: `${id}.1.mp3`, mimeType: 'audio/mpeg', buffer: fs.readFileSync(SAMPLE_MP3) },
    },
  });
  expect(recorded.ok()).toBe(true);
  await page.request.post('/api/publish-text', { form: { id: String(id) } });

  const learner = await createUser();
  await page.request.get('/api/logout');
  await logIn(page, learner.username, learner.password);
  await page.goto(`/text-view?id=${id}`);
  await page.getByRole('button', { name: 'Listen hands-free' }).press('Enter');

  const panel = page.getByRole('region', { name: `Listen hands-free: ${title}` });
  await expect(panel.getByText('1 item has no recording and is skipped.')).toBeVisible();
  await expect(panel.getByText('Okihu.', { exact: true })).toBeVisible();
  await expect.poll(() => listenSrc(page)).toMatch(/\/api\/audio-sent\/[^/]+\.mp3$/);
  await expect(panel.locator('[data-listen-meaning]')).toHaveText('(sample) Okihu.', { timeout: 15_000 });
  // The last item done, the list ends.
  await expect(panel.locator('p').filter({ hasText: /^Finished\.$/ })).toBeVisible({ timeout: 10_000 });
  await expect(panel.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expectAccessible(page);
});
