import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { E2E_MAILBOX_DIR, REPO_ROOT, serverEnv } from './env';

const run = promisify(execFile);

/** Runs `pnpm cli …` against the test server's database; returns stdout lines. */
export async function cli(...args: string[]): Promise<string[]> {
  return cliOn(serverEnv(process.env.E2E_SMTP_URL ?? ''), ...args);
}

/** Runs `pnpm cli …` against the database of the server `env` starts (a spec's own server); returns stdout lines. */
async function cliOn(env: NodeJS.ProcessEnv, ...args: string[]): Promise<string[]> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/src/cli.ts'), ...args], {
    cwd: REPO_ROOT,
    env,
  });
  return stdout.trim().split('\n');
}

let counter = 0;
/** A name no other test uses, so tests never share accounts. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid % 1000}${counter}`;
}

/** A new account on the test server (or, with `env`, on a spec's own server): its name, password and address. */
export async function createUser(opts: { admin?: boolean; password?: string; env?: NodeJS.ProcessEnv } = {}) {
  const username = uniqueName(opts.admin ? 'admin' : 'user');
  const password = opts.password ?? 'e2e-password-1';
  const email = `${username}@example.org`;
  const args = ['user:add', username, '--email', email, '--password', password, ...(opts.admin ? ['--admin'] : [])];
  await (opts.env ? cliOn(opts.env, ...args) : cli(...args));
  return { username, password, email };
}

/** Every message to `to` in the SMTP sink's mailbox so far, oldest first. */
export async function mailsTo(to: string): Promise<ParsedMail[]> {
  const files = fs.existsSync(E2E_MAILBOX_DIR) ? fs.readdirSync(E2E_MAILBOX_DIR).sort() : [];
  const found: ParsedMail[] = [];
  for (const f of files) {
    const mail = await simpleParser(fs.readFileSync(path.join(E2E_MAILBOX_DIR, f)));
    const rcpts = [mail.to].flat().flatMap((a) => a?.value ?? []).map((v) => v.address);
    if (rcpts.includes(to)) found.push(mail);
  }
  return found;
}

/** Waits for a message to `to` (whose subject matches, if given) and returns it parsed. */
export async function waitForMail(to: string, timeoutMs = 10_000, subject?: RegExp): Promise<ParsedMail> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const files = fs.existsSync(E2E_MAILBOX_DIR) ? fs.readdirSync(E2E_MAILBOX_DIR).sort().reverse() : [];
    for (const f of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(E2E_MAILBOX_DIR, f)));
      const rcpts = [mail.to].flat().flatMap((a) => a?.value ?? []).map((v) => v.address);
      if (rcpts.includes(to) && (!subject || subject.test(mail.subject ?? ''))) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
}

export function firstLink(mail: ParsedMail, prefix: string): string {
  const link = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((l) => l.includes(prefix));
  if (!link) throw new Error(`No link containing ${prefix} in the mail "${mail.subject}"`);
  return link;
}

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // A pointer left over a button after a click would check its hover colours mid-transition; so
  // would a modal fading in. Check once every transition has ended: the colours people see.
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  // axe leaves its target-size rule (WCAG 2.5.8: 24 px, or spaced apart) off unless asked (ADR 054).
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Below 1200 px the greeting is inside the folded menu: its toggle shows the signed-in bar instead.
  await expect(
    page.getByText(`Hello ${username}`).or(page.getByRole('button', { name: 'Toggle navigation' })).first(),
  ).toBeVisible();
}
