import { expect, test } from '../support/fixtures';
import {
  cli,
  createUser,
  expectAccessible,
  firstLink,
  logIn,
  uniqueName,
  waitForMail,
} from '../support/helpers';

test('a learner logs in and out', async ({ page }) => {
  const user = await createUser();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Username').fill(`  ${user.username.toUpperCase()} `);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid login credentials.')).toBeVisible();

  await logIn(page, user.username, user.password);
  await expect(page.getByRole('heading', { name: 'Welcome to the new Sample Language App!' })).toBeVisible();
  await expect(page.getByText('Admin Functions')).toHaveCount(0);
  await expectAccessible(page);

  // Change password and Log out sit in the menu behind the greeting (ADR 023).
  await page.getByRole('button', { name: `Hello ${user.username}` }).click();
  await page
    .getByRole('link', { name: 'Log out' })
    .or(page.getByRole('button', { name: 'Log out' }))
    .click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('an admin sees the admin functions and the console; a learner sees the placeholder there', async ({
  page,
}) => {
  const admin = await createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  await expect(page.getByText('Admin Functions')).toBeVisible();
  await page.getByRole('link', { name: 'Administration' }).click();
  await expect(page.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
  await expect(page.getByText('Administrative features for the database are not ready.')).toHaveCount(0);
  await expectAccessible(page);

  await page.context().clearCookies();
  const learner = await createUser();
  await logIn(page, learner.username, learner.password);
  await page.goto('/admin');
  await expect(page.getByText('Administrative features for the database are not ready.')).toBeVisible();
});

test('a newcomer joins with a link made by pnpm cli invite', async ({ page }) => {
  const joinUrl = (await cli('invite')).at(-1)!;
  expect(joinUrl).toContain('/join?code=');
  const username = uniqueName('joiner');
  await page.goto(new URL(joinUrl).pathname + new URL(joinUrl).search);
  await expect(page.getByRole('button', { name: 'Join' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/e-mail/i).fill(`${username}@example.org`);
  const passwords = page.getByLabel(/password/i);
  await passwords.nth(0).fill('joiner-pass-1');
  await passwords.nth(1).fill('joiner-pass-2');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText('Passwords do not match!')).toBeVisible();
  await passwords.nth(1).fill('joiner-pass-1');
  await expect(page.getByText('Passwords do not match!')).toHaveCount(0);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText(`Hello ${username}`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The link is spent: a second visitor cannot use it. The signed-in page is left first, so no
  // answer still on its way (each renews the session cookie) can bring the cookie back.
  await page.goto('about:blank');
  await page.context().clearCookies();
  // The page says the link was used, offers to sign in, and shows no form.
  await page.goto(new URL(joinUrl).pathname + new URL(joinUrl).search);
  await expect(page.getByText('This invitation has already been used to create an account.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join' })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/join?code=not-a-code');
  await expect(page.getByText('Invalid join code. Please contact your teacher.')).toBeVisible();
});

test('a learner who forgot the password restores it from the e-mailed link', async ({ page }) => {
  const user = await createUser({ password: 'forgotten-pass' });
  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel(/e-mail/i).fill(user.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('A reset link will be sent to your email.')).toBeVisible();

  // Filtered by subject: a mailing another test sends meanwhile reaches this learner too.
  const mail = await waitForMail(user.email, 10_000, /reset your password/);
  const link = firstLink(mail, '/restore?code=');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('button', { name: 'Reset password' })).toBeVisible();
  await expectAccessible(page);
  const fields = page.getByLabel(/password/i);
  await fields.nth(0).fill('restored-pass-1');
  await fields.nth(1).fill('restored-pass-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await fields.nth(1).fill('restored-pass-1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been changed. Please log in.')).toBeVisible();

  await page.getByRole('link', { name: /log in/i }).click();
  await logIn(page, user.username, 'restored-pass-1');
});

test('changing the password ends the session in another browser', async ({ page: here, openBrowser }) => {
  // Two browsers, and the page signs out 5 s after the change: about 10 s alone, 16 s beside a second worker.
  test.slow();
  const user = await createUser({ password: 'first-password' });
  const there = await openBrowser();
  await logIn(there, user.username, 'first-password');
  await logIn(here, user.username, 'first-password');

  await here.getByRole('button', { name: `Hello ${user.username}` }).click();
  await here.getByRole('link', { name: 'Change password' }).click();
  await expect(here).toHaveURL(/\/change-password$/);
  await expect(here.getByLabel('Re-enter new password')).toBeVisible();
  await expectAccessible(here);
  const fields = here.getByLabel(/password/i);
  await fields.nth(0).fill('first-password');
  await fields.nth(1).fill('second-password');
  await fields.nth(2).fill('second-password');
  await here.getByRole('button', { name: /change password|update|submit/i }).click();
  await expect(
    here.getByText(
      'Your password has successfully been updated! You will be logged out of all sessions and redirected in 5 seconds.',
    ),
  ).toBeVisible();

  await there.reload();
  await expect(there.getByRole('button', { name: 'Log in' })).toBeVisible();
  // After the 5-second reload this browser is signed out too.
  await expect(here.getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 10_000 });
  await logIn(there, user.username, 'second-password');
});

test('a protected route while signed out shows the login form', async ({ page }) => {
  await page.goto('/change-password');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404: Not Found' })).toBeVisible();
  await expect(page.getByText('Sorry, the requested route cannot be found.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the whole login flow works with the keyboard alone', async ({ page }) => {
  const user = await createUser();
  await page.goto('/');
  await page.getByLabel('Username').focus();
  await page.keyboard.type(user.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Hello ${user.username}`)).toBeVisible();
});
