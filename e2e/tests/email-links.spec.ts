import { expect, test } from '../support/fixtures';
import { cli, createUser, expectAccessible, firstLink, logIn, mailsTo, waitForMail } from '../support/helpers';

const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;

test('a word-of-the-day e-mail: a right and a wrong answer link', async ({ page }) => {
  const user = await createUser();
  await cli('send:wotd');
  const mail = await waitForMail(user.email, 10_000, /word of the day/);
  const links = (mail.text ?? '').match(/https?:\/\/\S+\/wotd\?auth=\S+&answer=\d/g)!;
  expect(links).toHaveLength(4);
  const auth = new URL(links[0]!).searchParams.get('auth')!;
  const info = (await (await page.request.post('/email/wotd-info', { form: { auth } })).json()) as {
    info: { correct_index: number; correct_trans: string };
  };
  const right = links[info.info.correct_index - 1]!;
  const wrong = links.find((l) => l !== right)!;

  await page.goto(pathOf(right));
  await expect(page.getByText('Correct!')).toBeVisible();
  await expectAccessible(page);
  await page.goto(pathOf(wrong));
  await expect(page.getByText('Not quite.')).toBeVisible();
  await expect(page.getByText(info.info.correct_trans).first()).toBeVisible();
  await page.goto(pathOf(right).replace(/answer=\d/, 'answer=7'));
  await expect(page.getByText('The chosen answer is invalid.')).toBeVisible();
  await page.goto('/wotd?auth=made-up&answer=1');
  await expect(page.getByText('Authorization code invalid. Please contact your teacher for assistance.')).toBeVisible();

  // The word links to its page (issue 36): signed in, the learner reads the entry there.
  const info2 = (await (await page.request.post('/email/wotd-info', { form: { auth } })).json()) as {
    info: { lex: string; lexId: number };
  };
  const entryLink = firstLink(mail, `/words/${info2.info.lexId}`);
  await logIn(page, user.username, user.password);
  await page.goto(pathOf(entryLink));
  await expect(page.getByRole('heading', { level: 1, name: info2.info.lex })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Senses' })).toBeVisible();
});

test('a sentence-of-the-week e-mail: submit, replace, and the teacher reads it and adds a note', async ({ page, openBrowser }) => {
  // A mailing, two submissions and the teacher's page: about 12 s alone, 21 s beside a second worker.
  test.slow();
  const user = await createUser();
  await cli('send:sotw');
  const mail = await waitForMail(user.email, 10_000, /sentence of the week/);
  await page.goto(pathOf(firstLink(mail, '/sotw?auth=')));
  await expect(page.getByLabel('Your sentence')).toBeVisible();
  await expectAccessible(page);

  const sentence = `E2E sentence ${Date.now()}`;
  await page.getByLabel(/sentence/i).first().fill(`${sentence} first`);
  await page.getByLabel(/translation/i).first().fill('The first try.');
  await page.getByRole('button', { name: /submit/i }).click();
  await expect(page.getByRole('button', { name: 'Replace your submission with a new sentence' })).toBeVisible();
  await expectAccessible(page);

  // A later visit without the code in the address finds it in local storage.
  await page.goto('/sotw');
  await page.getByRole('button', { name: 'Replace your submission with a new sentence' }).click();
  await page.getByLabel(/sentence/i).first().fill(sentence);
  await page.getByLabel(/translation/i).first().fill('The second try.');
  await page.getByRole('button', { name: /submit/i }).click();
  await expect(page.getByRole('button', { name: 'Replace your submission with a new sentence' })).toBeVisible();

  const admin = await createUser({ admin: true });
  const teacher = await openBrowser();
  await logIn(teacher, admin.username, admin.password);
  await teacher.goto('/admin-sotw');
  await expect(teacher.getByText(sentence, { exact: true })).toBeVisible();
  await expect(teacher.getByText(`${sentence} first`)).toHaveCount(0);
  await expectAccessible(teacher);
  // The page lists every learner's sentence, other tests' too: work in this one's card.
  const card = teacher.getByRole('article').filter({ has: teacher.getByText(sentence, { exact: true }) });
  await card.getByLabel('New note').fill('Nice use of the verb.');
  teacher.once('dialog', (d) => {
    expect(d.message()).toBe('Note recorded! Re-submit to add an addition note.');
    void d.accept();
  });
  await card.getByRole('button', { name: /add note/i }).click();
  await expect(card.getByRole('listitem').filter({ hasText: 'Nice use of the verb.' })).toBeVisible();
});

test('an unsubscribe link stops the next mailing to that address', async ({ page }) => {
  const user = await createUser();
  const stays = await createUser();
  await cli('send:wotd');
  const mail = await waitForMail(user.email, 10_000, /word of the day/);
  await page.goto(pathOf(firstLink(mail, '/unsubscribe?code=')));
  await expect(page.getByText(/unsubscribed/i)).toBeVisible();
  await expectAccessible(page);
  await cli('send:sotw');
  // The mailing went out (to the learner who stayed), but not to the address that left.
  await waitForMail(stays.email, 10_000, /sentence of the week/);
  expect((await mailsTo(user.email)).filter((m) => /sentence of the week/.test(m.subject ?? ''))).toHaveLength(0);
  await page.goto('/unsubscribe');
  await expect(
    page.getByText('Your unsubscribe link is invalid. Please try to unsubscribe using a different link or contact your teacher.'),
  ).toBeVisible();
});
