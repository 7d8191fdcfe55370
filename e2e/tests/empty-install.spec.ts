import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { startAppServer } from '../support/app-server';
import { E2E_PORT, REPO_ROOT, serverEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { expectAccessible, uniqueName } from '../support/helpers';

// A second server, on a fresh data folder without the sample data (SEED=none): the installation a
// community starts from, before its teacher has imported a dictionary or anyone has joined. Every
// list page shows its designed empty state there (ADR 057), never a blank area.

const EMPTY_PORT = Number(process.env.E2E_EMPTY_PORT || E2E_PORT + 10);
const EMPTY_URL = `http://127.0.0.1:${EMPTY_PORT}`;
const EMPTY_DATA_DIR = path.join(os.tmpdir(), `langapp-e2e-empty-${EMPTY_PORT}`);

const emptyEnv = (): NodeJS.ProcessEnv => ({
  ...serverEnv(process.env.E2E_SMTP_URL ?? ''),
  PORT: String(EMPTY_PORT),
  DATA_DIR: EMPTY_DATA_DIR,
  PUBLIC_URL: EMPTY_URL,
  SEED: 'none',
});

const run = promisify(execFile);

/** An account on the empty installation, made with the CLI as a teacher would. */
async function addAccount({ admin }: { admin: boolean }) {
  const username = uniqueName(admin ? 'teacher' : 'learner');
  const password = 'e2e-password-1';
  await run(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(REPO_ROOT, 'apps/api/src/cli.ts'),
      'user:add',
      username,
      '--email',
      `${username}@example.org`,
      '--password',
      password,
      ...(admin ? ['--admin'] : []),
    ],
    { cwd: REPO_ROOT, env: emptyEnv() },
  );
  return { username, password };
}

async function logIn(page: Page, { username, password }: { username: string; password: string }) {
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(`Hello ${username}`)).toBeVisible();
}

/** A list page: its h1, the heading of its empty state, and the next step that state offers. */
type EmptyPage = readonly [path: string, h1: string, empty: string, next: { name: string; href: string }];

const LEARNER_PAGES: readonly EmptyPage[] = [
  ['/words', 'Words', 'No words yet', { name: 'Learn the pronouns meanwhile', href: '/pronouns' }],
  ['/sents', 'Sentences', 'No sentences yet', { name: 'Go to the texts', href: '/texts' }],
  ['/texts', 'Texts', 'There are no texts yet.', { name: 'Text 0 (sample text)', href: '/text-view-legacy' }],
  [
    '/vocab',
    'Vocabulary lessons',
    'There are currently no lessons available.',
    { name: 'Browse the words', href: '/words' },
  ],
  [
    '/vocab-random',
    'Match the words',
    'There are no words with recordings to practise yet.',
    { name: 'Browse the words', href: '/words' },
  ],
  [
    '/review',
    'Review',
    'Nothing to review right now.',
    { name: 'Add words from the dictionary', href: '/words' },
  ],
  ['/progress', 'Progress', 'No progress yet', { name: 'Start a lesson', href: '/vocab' }],
  [
    '/recordings',
    'Lesson recordings',
    'There are no lesson recordings yet.',
    { name: 'Go to the vocabulary lessons', href: '/vocab' },
  ],
  [
    '/plurals',
    'Plurals',
    'There are no nouns in the lexicon yet.',
    { name: 'Learn the pronouns meanwhile', href: '/pronouns' },
  ],
];

const TEACHER_PAGES: readonly EmptyPage[] = [
  ['/words', 'Words', 'No words yet', { name: 'Import a dictionary', href: '/admin/import' }],
  [
    '/admin/dictionary',
    'Dictionary',
    'The dictionary is empty',
    { name: 'Import a dictionary', href: '/admin/import' },
  ],
  [
    '/admin/learners',
    'Learners and invitations',
    'No learner has joined yet',
    { name: 'Invite a learner', href: '' },
  ],
  [
    '/admin/progress',
    'Class progress',
    'No learner has joined yet',
    { name: 'Invite a learner', href: '/admin/learners' },
  ],
  [
    '/admin/recordings',
    'Recording coverage',
    'No words to record',
    { name: 'Import a dictionary', href: '/admin/import' },
  ],
  [
    '/admin-sotw',
    'Sentence Of The Week Admin',
    'No sentences have been submitted yet.',
    { name: 'See the learners', href: '/admin/learners' },
  ],
  [
    '/modify-vocab-lessons',
    'Modify vocabulary lessons',
    'There are no lessons yet.',
    { name: 'Add new lesson', href: '' },
  ],
];

/**
 * Opens each page and checks it: its heading, no loading status left, its empty state with its
 * next step (a link to `href`, or a button when there is none), and axe.
 */
async function expectEmptyStates(page: Page, pages: readonly EmptyPage[]) {
  for (const [address, h1, empty, next] of pages) {
    await page.goto(address);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    await expect(
      main.getByRole('heading', { name: empty }).first(),
      `${address}'s empty state`,
    ).toBeVisible();
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    if (next.href) {
      await expect(main.getByRole('link', { name: next.name }).first()).toHaveAttribute('href', next.href);
    } else {
      await expect(main.getByRole('button', { name: next.name }).first()).toBeVisible();
    }
    await expectAccessible(page);
  }
}

test.describe('a fresh installation with no content', () => {
  // The class progress says no learner has joined: the teacher looks before the learner joins.
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: EMPTY_URL });

  let stopServer: (() => Promise<void>) | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    fs.rmSync(EMPTY_DATA_DIR, { recursive: true, force: true });
    fs.mkdirSync(EMPTY_DATA_DIR, { recursive: true });
    stopServer = await startAppServer(emptyEnv(), path.join(EMPTY_DATA_DIR, 'server.log'));
  });
  test.afterAll(async () => {
    await stopServer?.();
  });

  for (const width of [1280, 390]) {
    test(`the teacher's list pages each show their empty state at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await logIn(page, await addAccount({ admin: true }));
      await page.setViewportSize({ width, height: 900 });
      await expectEmptyStates(page, TEACHER_PAGES);
      await page.goto('/admin/learners');
      await expect(
        page.getByRole('heading', { name: 'There are no open invitations.' }),
        'the open invitations say so too',
      ).toBeVisible();
    });
  }

  for (const width of [1280, 390]) {
    test(`a learner's list pages each show their empty state at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await logIn(page, await addAccount({ admin: false }));
      await page.setViewportSize({ width, height: 900 });
      await expectEmptyStates(page, LEARNER_PAGES);
    });
  }
});
