// Lighthouse's mobile preset (its default: a mid-range phone on slow 4G, simulated) on /wordle and
// /words signed in, with the sample data plus 5,000 invented lexicon entries (labelled as benchmark
// entries, not language material). Starts the built web app in-process on loopback.
// Targets (issue 11): performance at least 95 on both pages, accessibility 100.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { RunnerResult } from 'lighthouse';
import { createApp } from '../../apps/api/src/app';
import { MIGRATIONS_DIR, REPO_ROOT, SEED_DIR } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/database';
import { migrate } from '../../apps/api/src/db/migrate';
import { loadSampleData } from '../../apps/api/src/db/seed';
import { systemClock } from '../../apps/api/src/lib/clock';
import { silentLogger } from '../../apps/api/src/lib/logger';
import { testConfig } from '../../apps/api/src/test-support/test-app';
import { CHROMIUM_ARGS, CHROMIUM_PATH, signInSampleLearner } from './chromium';

const LEXICON_ENTRIES = 5_000;
const RUNS = 3;
// LIGHTHOUSE_WEB_DIST serves another build of the web app (an earlier commit's apps/web/dist) from
// the same server, for runs interleaved with a reference build.
const webDistDir = process.env.LIGHTHOUSE_WEB_DIST || path.join(REPO_ROOT, 'apps', 'web', 'dist');
if (!fs.existsSync(path.join(webDistDir, 'index.html'))) {
  console.error('Build the web app first: pnpm build');
  process.exit(1);
}

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-lighthouse-'));
const db = openDatabase(':memory:');
migrate(db, MIGRATIONS_DIR);
loadSampleData(db, { seedDir: SEED_DIR, mediaDir, bcryptCost: 4, now: new Date() });
db.transaction(() => {
  const insert = db.prepare(
    "INSERT INTO lexs (lex, pos, gloss, notes) VALUES (?, 'n', ?, 'benchmark entry, not language material')",
  );
  const have = db.prepare('SELECT COUNT(*) FROM lexs').pluck().get() as number;
  for (let i = have; i < LEXICON_ENTRIES; i++) insert.run(`bench${i.toString(36)}`, `benchmark gloss ${i}`);
})();
const app = createApp({
  db,
  mailer: { send: async () => {} },
  clock: systemClock,
  config: testConfig({ mediaDir, webDistDir }),
  logger: silentLogger,
});
const server = app.listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
  logLevel: 'silent',
});
try {
  console.log(
    `${new Date().toISOString().slice(0, 10)}, Lighthouse mobile preset (simulated slow 4G, 4x CPU), ` +
      `${LEXICON_ENTRIES.toLocaleString('en-US')} lexicon entries, web app ${path.relative(REPO_ROOT, webDistDir)}`,
  );
  const cookie = await signInSampleLearner(base);
  for (const { url, headers } of [
    { url: '/wordle', headers: {} },
    { url: '/words', headers: { Cookie: cookie } },
  ]) {
    // Lighthouse's own advice for noisy machines: several runs, the median reported.
    const runs: RunnerResult[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${base}${url}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: headers,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      runs.push(result);
    }
    const scoreOf = (r: (typeof runs)[number]) => r.lhr.categories.performance?.score ?? 0;
    const sorted = [...runs].sort((a, b) => scoreOf(a) - scoreOf(b));
    const result = sorted[Math.floor(sorted.length / 2)]!;
    const allScores = runs.map((r) => Math.round(scoreOf(r) * 100)).join(', ');
    const { categories, audits } = result.lhr;
    const performance = Math.round((categories.performance?.score ?? 0) * 100);
    const accessibility = Math.round((categories.accessibility?.score ?? 0) * 100);
    const ms = (id: string) => audits[id]?.displayValue ?? '?';
    const failing = Object.values(audits)
      .filter(
        (a) =>
          a.score !== null && a.score < 1 && categories.accessibility?.auditRefs.some((r) => r.id === a.id),
      )
      .map((a) => a.id);
    console.log(
      `${url}: performance ${performance}, median of ${RUNS} runs (${allScores}) (FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, ` +
        `TBT ${ms('total-blocking-time')}, CLS ${ms('cumulative-layout-shift')}), accessibility ${accessibility}` +
        `${failing.length ? ` (failing: ${failing.join(', ')})` : ''}; ` +
        `target performance >= 95 and accessibility 100: ${performance >= 95 && accessibility === 100 ? 'meets' : 'MISSES'}`,
    );
  }
} finally {
  chrome.kill();
  server.close();
  db.close();
}
