// How long typing in the search box takes to update the visible results, in this machine's
// Chromium, with 20,000 lexical entries and 10,000 sentences loaded (issue 11: from each keystroke of a
// 6-letter query to the painted frame that shows its result, median under 16 ms and max under 33 ms).
// Issue 36 folds diacritics and apostrophe-like letters in every search: this build is measured
// against the web app of the commit before it (SEARCH_REFERENCE to choose another), built once into
// node_modules, over the same data in the same run, the two taking turns query by query.
// Starts the built app in-process on loopback; needs `pnpm build` first.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../apps/api/src/app';
import { MIGRATIONS_DIR, REPO_ROOT } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/database';
import { migrate } from '../../apps/api/src/db/migrate';
import { systemClock } from '../../apps/api/src/lib/clock';
import { silentLogger } from '../../apps/api/src/lib/logger';
import { testConfig } from '../../apps/api/src/test-support/test-app';
import { foldForSearch } from '../../packages/shared/src/orthography/search-fold';
import { launchChromium } from './chromium';
import { BEFORE_ISSUE_36, referenceWebDist } from './reference-build';

const LEXS = 20_000;
const SENTS = 10_000;
/** Each build types every query this many times, the builds taking turns. */
const ROUNDS = 3;
const webDistDir = path.join(REPO_ROOT, 'apps', 'web', 'dist');
if (!fs.existsSync(path.join(webDistDir, 'index.html'))) {
  console.error('Build the web app first: pnpm build');
  process.exit(1);
}

const referenceRef = process.env.SEARCH_REFERENCE || BEFORE_ISSUE_36;
const referenceDistDir = referenceWebDist(referenceRef);

// Deterministic invented data (not language material): syllables (some with diacritics, as
// orthographies write them, precomposed and decomposed) and numbered glosses.
let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const syll = [
  'ka',
  'ta',
  'mi',
  'no',
  'se',
  'hu',
  'lo',
  'pe',
  'ri',
  'wa',
  "'a",
  'yu',
  'ch',
  'me',
  't\u016d',
  'na\u0301',
];
const word = () =>
  Array.from({ length: 2 + Math.floor(rand() * 3) }, () => syll[Math.floor(rand() * syll.length)]).join('');
const glossWords = [
  'river',
  'stone',
  'house',
  'bird',
  'see',
  'walk',
  'eat',
  'tree',
  'fire',
  'water',
  'sun',
  'moon',
  'run',
];

const db = openDatabase(':memory:');
migrate(db, MIGRATIONS_DIR);
const lexs: { id: number; lex: string; gloss: string }[] = [];
db.transaction(() => {
  const insert = db.prepare("INSERT INTO lexs (id, lex, pos, gloss, notes) VALUES (?, ?, 'n', ?, '')");
  for (let id = 1; id <= LEXS; id++) {
    const entry = { id, lex: word(), gloss: `${glossWords[id % glossWords.length]} ${id}` };
    lexs.push(entry);
    insert.run(entry.id, entry.lex, entry.gloss);
  }
  const sent = db.prepare('INSERT INTO sents (id, text, trans, anno, timestamp) VALUES (?, ?, ?, ?, ?)');
  for (let i = 1; i <= SENTS; i++) {
    const a = lexs[Math.floor(rand() * LEXS)]!;
    const b = lexs[Math.floor(rand() * LEXS)]!;
    const anno = [a, b].map((l) => ({ text: l.lex, gloss: l.gloss, morphs: [{ text: l.lex, lexId: l.id }] }));
    sent.run(
      `b${i}`,
      `${a.lex} ${b.lex}.`,
      `${a.gloss} and ${b.gloss}.`,
      JSON.stringify(anno),
      new Date(0).toISOString(),
    );
  }
})();

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-bench-'));
/** This build's server, or the reference build's, over the same database. */
async function serve(distDir: string) {
  const config = testConfig({
    mediaDir,
    webDistDir: distDir,
    rateLimits: {
      windowMs: 60_000,
      failedLoginsPerUser: 1e9,
      accountCallsPerClient: 1e9,
      apiCallsPerMinute: 1e9,
      mediaFilesPerMinute: 1e9,
    },
  });
  const app = createApp({
    db,
    mailer: { send: async () => {} },
    clock: systemClock,
    config,
    logger: silentLogger,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { app, server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const thisBuild = await serve(webDistDir);
const referenceBuild = await serve(referenceDistDir);
await thisBuild.app.services.accounts.addUser({
  username: 'bench',
  email: null,
  password: 'bench-password',
  isAdmin: false,
});

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
// One session: both servers share the database (and the cookie is the host's, whatever the port).
await page.request.post(`${thisBuild.base}/api/login`, {
  form: { username: 'bench', password: 'bench-password' },
});

/** Types `query` one key at a time; for each key, ms from the input event until the list shows its result. */
async function typeAndMeasure(
  base: string,
  url: string,
  label: string,
  query: string,
  expectedStatus: (q: string) => string,
) {
  await page.goto(base + url);
  const box = page.getByLabel(label);
  await box.waitFor();
  await page
    .locator('[role=status]')
    .filter({ hasText: /entries|sentences|Showing|No matching/ })
    .first()
    .waitFor({ timeout: 60_000 });
  const times: number[] = [];
  for (let i = 1; i <= query.length; i++) {
    const q = query.slice(0, i);
    const ms = await page.evaluate(
      async ({ label, q, expected }) => {
        const input = [...document.querySelectorAll('label')].find((l) => l.textContent === label)!
          .control as HTMLInputElement;
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const t0 = performance.now();
        setter.call(input, q);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        for (;;) {
          await new Promise((r) => requestAnimationFrame(() => r(null)));
          const statuses = [...document.querySelectorAll('[role=status]')].map((p) => p.textContent ?? '');
          if (statuses.some((s) => s.trim().startsWith(expected))) return performance.now() - t0;
          if (performance.now() - t0 > 5000) return -1;
        }
      },
      { label, q, expected: expectedStatus(q) },
    );
    times.push(ms);
  }
  return times;
}

/**
 * How each build compares: this one with the shared search rule; the reference by case only when it
 * is older than that rule (issue 36), by the rule too when it has it (SEARCH_REFERENCE=main, say).
 */
type Fold = (s: string) => string;
const foldThis: Fold = (s) => foldForSearch(s);
const referenceFolds = (() => {
  try {
    execFileSync(
      'git',
      ['cat-file', '-e', `${referenceRef}:packages/shared/src/orthography/search-fold.ts`],
      {
        cwd: REPO_ROOT,
        stdio: 'ignore',
      },
    );
    return true;
  } catch {
    return false;
  }
})();
const foldReference: Fold = referenceFolds ? foldThis : (s) => s.normalize('NFC').toLowerCase();
const sentRows = db.prepare('SELECT text, trans FROM sents').all() as { text: string; trans: string }[];
const countOf =
  <T>(rows: readonly T[], fields: (row: T) => string[], fold: Fold) =>
  (q: string) => {
    const needle = fold(q.trim());
    return rows.filter((row) => fields(row).some((field) => fold(field).includes(needle))).length;
  };
/** The status line the page shows for `count` matches (PagedSearchStatus, 50 rows drawn at first). */
const statusFor = (count: number, one: string, many: string) =>
  count === 0
    ? 'No matching'
    : count > 50
      ? `Showing 50 of ${count} ${many}.`
      : `${count} ${count === 1 ? one : many}.`;

const QUERIES = [
  { name: '/words: typing "kamino"', url: '/words', label: 'Search words', query: 'kamino', rows: 'lexs' },
  { name: '/words: typing "river 1"', url: '/words', label: 'Search words', query: 'river 1', rows: 'lexs' },
  // Found only by folding: tŭ and ná are written with diacritics.
  { name: '/words: typing "tunaka"', url: '/words', label: 'Search words', query: 'tunaka', rows: 'lexs' },
  {
    name: '/sents: typing "kamino"',
    url: '/sents',
    label: 'Search sentences',
    query: 'kamino',
    rows: 'sents',
  },
] as const;

const builds = [
  { name: 'this build', base: thisBuild.base, fold: foldThis },
  { name: `reference ${referenceRef}`, base: referenceBuild.base, fold: foldReference },
];
const times = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round++) {
  for (const q of QUERIES) {
    // The builds take turns, the first one changing each round: the host's noise weighs on both.
    const order = round % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) {
      const count =
        q.rows === 'lexs'
          ? countOf(lexs, (l) => [l.lex, l.gloss], build.fold)
          : countOf(sentRows, (s) => [s.text, s.trans], build.fold);
      const [one, many] = q.rows === 'lexs' ? ['entry', 'entries'] : ['sentence', 'sentences'];
      const measured = await typeAndMeasure(build.base, q.url, q.label, q.query, (typed) =>
        statusFor(count(typed), one, many),
      );
      const key = `${q.name}|${build.name}`;
      times.set(key, [...(times.get(key) ?? []), ...measured]);
    }
  }
}

const report = (name: string, measured: number[]) => {
  const ok = measured.filter((t) => t >= 0).sort((a, b) => a - b);
  const max = ok.at(-1) ?? NaN;
  const median = ok[Math.floor(ok.length / 2)] ?? NaN;
  console.log(
    `${name.padEnd(52)} keystrokes ${String(measured.length).padStart(2)}   median ${median.toFixed(1).padStart(5)} ms   max ${max.toFixed(1).padStart(5)} ms   ` +
      `target median < 16 ms and max < 33 ms: ${measured.includes(-1) ? 'SOME DID NOT UPDATE' : median < 16 && max < 33 ? 'meets' : 'MISSES'}`,
  );
};

console.log(
  `${LEXS} lexical entries, ${SENTS} sentences; Chromium on ${os.cpus().length} cores; ${ROUNDS} rounds, the builds taking turns`,
);
for (const q of QUERIES) {
  for (const build of builds) report(`${q.name}, ${build.name}`, times.get(`${q.name}|${build.name}`)!);
}
await browser.close();
thisBuild.server.close();
referenceBuild.server.close();
db.close();
