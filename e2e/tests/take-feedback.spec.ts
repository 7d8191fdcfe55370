import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, fakeMicrophoneArgs } from '../../scripts/chromium-args';
import { hummedMelodyWav } from '../../scripts/hummed-melody-wav';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';
import { publishedTextWithTake, wordWithTake } from '../support/lexicon';

// "Send to my teacher" (issue 38, ADR 083): a learner sends takes from /words and from a review
// card; the teacher hears one in the console beside the speaker and replies with a text and a
// recording; the learner is told on the progress page and hears the reply on the word; nobody else
// reaches the take or its thread. Sample data, invented: not language material.

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...fakeMicrophoneArgs(hummedMelodyWav())],
  },
});

/** Records about two seconds with the keyboard in the open comparison, until it is drawn. */
async function recordAndCompare(page: Page) {
  const panel = page.getByRole('region', { name: /and compare$/ });
  await expect(panel.getByRole('img', { name: 'The speaker’s pitch' })).toBeVisible();
  await panel.getByRole('button', { name: /^Record( again)?$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Stop' })).toBeFocused();
  await page.waitForTimeout(2200); // the fake microphone's melody lasts 1.2 s of every 2 s
  await page.keyboard.press('Enter');
  await expect(panel.locator('[data-compared="true"]')).toBeVisible({ timeout: 15_000 });
  return panel;
}

/** Sends the newest take on the device with the keyboard, and waits until it is sent. */
async function sendNewestTake(page: Page) {
  const takes = page.getByRole('region', { name: 'Your takes on this device' }).getByRole('listitem');
  const send = takes.first().getByRole('button', { name: /^Send your take of .* to your teacher$/ });
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(takes.first().getByText('Sent to your teacher')).toBeVisible({ timeout: 15_000 });
}

/** An audio element's file, fetched as the page's account: its status. */
async function fileStatus(page: Page, audio: ReturnType<Page['getByLabel']>) {
  const src = await audio.getAttribute('src');
  return (await page.request.get(src!)).status();
}

test('a learner sends takes; the teacher hears one and replies with text and a recording; the learner hears the reply; nobody else reaches them', async ({
  page,
  openBrowser,
}) => {
  test.setTimeout(240_000);
  const teacher = await createUser({ admin: true });
  const teacherPage = await openBrowser();
  await logIn(teacherPage, teacher.username, teacher.password);
  const lex = uniqueName('hum');
  const { id } = await wordWithTake(teacherPage, lex, 'sample hum');

  const learner = await createUser();
  await logIn(page, learner.username, learner.password);

  // On /words/{id}: record, compare, send.
  await page.goto(`/words/${id}`);
  await page.getByRole('button', { name: `Say ${lex} and compare` }).click();
  await recordAndCompare(page);
  await sendNewestTake(page);
  await expectAccessible(page);

  // On a review card: record, compare, send (the second take of the word).
  expect(
    (
      await page.request.post('/api/review/items', { data: { kind: 'word', lexId: id, source: 'words' } })
    ).ok(),
  ).toBe(true);
  await page.goto('/review');
  await page.getByRole('button', { name: 'Show answer' }).click();
  await page.getByRole('button', { name: `Say ${lex} and compare` }).click();
  await recordAndCompare(page);
  await sendNewestTake(page);
  const mine = (await (await page.request.get('/api/take-feedback')).json()) as { data: { id: number }[] };
  expect(mine.data).toHaveLength(2);
  const [newest] = mine.data;

  // The teacher hears it in the console, beside the speaker's recording, and replies.
  await teacherPage.goto('/admin/takes');
  await expect(teacherPage.getByRole('heading', { level: 1, name: "Learners' takes" })).toBeVisible();
  await teacherPage.getByLabel('Learner').selectOption(learner.username);
  const cards = teacherPage
    .getByRole('listitem')
    .filter({ has: teacherPage.getByRole('heading', { name: `${learner.username}: ${lex}` }) });
  await expect(cards).toHaveCount(2);
  const card = cards.first();
  await expect(card.getByText('Unanswered')).toBeVisible();
  const take = card.getByLabel(`${learner.username}'s take of ${lex}`);
  expect(await fileStatus(teacherPage, take)).toBe(200);
  expect(await fileStatus(teacherPage, card.getByLabel(`The speaker's recording of ${lex}`))).toBe(200);
  await take.evaluate((audio: HTMLAudioElement) => audio.play());
  await expect.poll(() => take.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0);
  await expectAccessible(teacherPage);
  await teacherPage.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(teacherPage);
  await teacherPage.setViewportSize({ width: 1280, height: 800 });

  const text = card.getByLabel(`Your reply about ${lex} to ${learner.username}`);
  await text.focus();
  await teacherPage.keyboard.type('Hold the first vowel a little longer.');
  await card.getByRole('button', { name: 'Record a reply' }).focus();
  await teacherPage.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  await teacherPage.waitForTimeout(1500);
  await card.getByRole('button', { name: 'Stop recording' }).press('Enter');
  await expect(card.getByLabel(`Your recorded reply about ${lex} to ${learner.username}`)).toBeVisible();
  await card.getByRole('button', { name: 'Send reply' }).focus();
  await teacherPage.keyboard.press('Enter');
  await expect(teacherPage.getByText('Hold the first vowel a little longer.')).toBeVisible({
    timeout: 15_000,
  });
  const answered = cards.filter({ hasText: 'Hold the first vowel a little longer.' });
  const replyAudio = answered.getByLabel(`The recorded reply to ${learner.username} about ${lex}`);
  expect(await fileStatus(teacherPage, replyAudio)).toBe(200);

  // Another learner reaches none of it.
  const other = await createUser();
  const otherPage = await openBrowser();
  await logIn(otherPage, other.username, other.password);
  const threads = (await (await page.request.get('/api/take-feedback')).json()) as {
    data: { id: number; replies: { id: number }[] }[];
  };
  const answeredTake = threads.data.find((t) => t.replies.length > 0)!;
  expect(answeredTake.id).toBe(newest!.id);
  for (const url of [
    `/api/take-feedback/${answeredTake.id}/audio`,
    `/api/take-feedback/replies/${answeredTake.replies[0]!.id}/audio`,
  ])
    expect((await otherPage.request.get(url)).status()).toBe(404);
  expect(await (await otherPage.request.get('/api/take-feedback')).json()).toMatchObject({
    data: [],
    unread: 0,
  });
  expect((await otherPage.request.get('/api/admin/take-feedback')).status()).toBe(403);

  // The learner is told on the progress page, follows the link and hears the reply on the word.
  await page.goto('/progress');
  const notice = page.getByRole('region', { name: 'Your teacher replied: 1 new reply' });
  await expect(notice).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await notice.getByRole('link', { name: lex }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/words/${id}$`));
  const thread = page.getByRole('region', { name: `Your takes of ${lex} sent to your teacher` });
  await expect(thread.getByText('Hold the first vowel a little longer.')).toBeVisible();
  const heard = thread.getByLabel(`Your teacher's recorded reply on ${lex}`);
  expect(await fileStatus(page, heard)).toBe(200);
  await heard.evaluate((audio: HTMLAudioElement) => audio.play());
  await expect.poll(() => heard.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0);
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('reply-on-word-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  // Seen there, the reply is read: the progress page's notice is gone.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/take-feedback')).json()) as { unread: number }).unread,
    )
    .toBe(0);
  await page.goto('/progress');
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Your teacher replied/ })).toHaveCount(0);

  // Each author deletes their own: the teacher their reply, the learner a take with its thread.
  await teacherPage.reload();
  await teacherPage
    .getByRole('button', { name: `Delete your reply to ${learner.username} about ${lex}` })
    .first()
    .click();
  await expect(teacherPage.getByText('Hold the first vowel a little longer.')).toHaveCount(0);
  await page.goto(`/words/${id}`);
  await expect(thread.getByRole('listitem')).toHaveCount(2);
  await thread
    .getByRole('button', { name: /^Delete your take of .* and its replies$/ })
    .first()
    .click();
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  expect((await teacherPage.request.get(`/api/take-feedback/${answeredTake.id}/audio`)).status()).toBe(404);
});

test("a learner sends a take of a text's sentence; the teacher reads the text and the sentence and replies; the learner reads the reply under the sentence", async ({
  page,
  openBrowser,
}) => {
  test.setTimeout(180_000);
  const teacher = await createUser({ admin: true });
  const teacherPage = await openBrowser();
  await logIn(teacherPage, teacher.username, teacher.password);
  const title = uniqueName('Sample text');
  const sentence = 'Okihu tietuk.';
  const id = await publishedTextWithTake(teacherPage, {
    title,
    text: sentence,
    trans: '(sample) I see the river.',
  });

  const learner = await createUser();
  await logIn(page, learner.username, learner.password);
  await page.goto(`/text-view?id=${id}`);
  await page.getByRole('button', { name: `Say ${sentence} and compare` }).click();
  await recordAndCompare(page);
  await sendNewestTake(page);
  const about = `${title}, sentence 1: ${sentence}`;

  await teacherPage.goto('/admin/takes');
  await teacherPage.getByLabel('Learner').selectOption(learner.username);
  const card = teacherPage
    .getByRole('listitem')
    .filter({ has: teacherPage.getByRole('heading', { name: `${learner.username}: ${about}` }) });
  await expect(card).toHaveCount(1);
  expect(await fileStatus(teacherPage, card.getByLabel(`${learner.username}'s take of ${about}`))).toBe(200);
  expect(await fileStatus(teacherPage, card.getByLabel(`The speaker's recording of ${about}`))).toBe(200);
  await card.getByLabel(`Your reply about ${about} to ${learner.username}`).fill('Slow down at the end.');
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(card.getByText('Slow down at the end.')).toBeVisible({ timeout: 15_000 });

  // Nobody else reaches it.
  const other = await createUser();
  const otherPage = await openBrowser();
  await logIn(otherPage, other.username, other.password);
  const [sent] = ((await (await page.request.get('/api/take-feedback')).json()) as { data: { id: number }[] })
    .data;
  expect((await otherPage.request.get(`/api/take-feedback/${sent!.id}/audio`)).status()).toBe(404);

  // Told on the progress page; the link leads to the text, where the reply is read under the sentence.
  await page.goto('/progress');
  const notice = page.getByRole('region', { name: 'Your teacher replied: 1 new reply' });
  await notice.getByRole('link', { name: about }).click();
  await expect(page).toHaveURL(new RegExp(`/text-view\\?id=${id}$`));
  const thread = page.getByRole('region', { name: `Your takes of ${sentence} sent to your teacher` });
  await expect(thread.getByText('Slow down at the end.')).toBeVisible();
  expect(await fileStatus(page, thread.getByLabel(/^Your take of /))).toBe(200);
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
});
