// Lighthouse's mobile preset (its default: a mid-range phone on slow 4G, simulated) on /wordle and
// /words signed in, with the sample data plus 5,000 invented lexicon entries (labelled as benchmark
// entries, not language material). Starts the built web app in-process on loopback and, beside it,
// the web app of a reference commit (the build before issue 24, or LIGHTHOUSE_REFERENCE) over the
// same database; their runs alternate, so the host's noise weighs on both alike.
// Targets (issue 24): performance at least 95 on both pages (median of three runs), accessibility 100.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { RunnerResult } from 'lighthouse';
import { sampleInstallation, serveProduct, WEB_DIST_DIR } from './bench-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH, signInSampleLearner } from './chromium';
import { BEFORE_ISSUE_24, referenceWebDist } from './reference-build';

const LEXICON_ENTRIES = 5_000;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;
/** A folder to keep each page's median report in (Lighthouse's JSON, for its own breakdown), if set. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;
const webDistDir = WEB_DIST_DIR;
if (!fs.existsSync(path.join(webDistDir, 'index.html'))) {
  console.error('Build the web app first: pnpm build');
  process.exit(1);
}
const referenceRef = process.env.LIGHTHOUSE_REFERENCE || BEFORE_ISSUE_24;
const referenceDistDir = referenceWebDist(referenceRef);

const { db, mediaDir } = sampleInstallation('lighthouse');
db.transaction(() => {
  const insert = db.prepare(
    "INSERT INTO lexs (lex, pos, gloss, notes) VALUES (?, 'n', ?, 'benchmark entry, not language material')",
  );
  const have = db.prepare('SELECT COUNT(*) FROM lexs').pluck().get() as number;
  for (let i = have; i < LEXICON_ENTRIES; i++) insert.run(`bench${i.toString(36)}`, `benchmark gloss ${i}`);
})();
/** The product's server, or the reference build's, over the same database and media. */
const serve = (distDir: string) => serveProduct(db, { mediaDir, webDistDir: distDir });
const builds = [
  { name: 'this build', ...(await serve(webDistDir)) },
  { name: `reference ${referenceRef}`, ...(await serve(referenceDistDir)) },
];

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
  logLevel: 'silent',
});
type Run = RunnerResult;

/**
 * One Lighthouse run of `url`. A run whose trace Chromium failed to record (NO_NAVSTART and the
 * like: Lighthouse's advice is to run again) is run once more before the benchmark gives up.
 */
async function measure(url: string, headers: Record<string, string>, what: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: headers,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${what}`);
    const failure = result.lhr.runtimeError;
    if (!failure) return result;
    if (attempt === 2) throw new Error(`Lighthouse could not measure ${what}: ${failure.message}`);
    console.log(`(${what}: ${failure.code}, measured again)`);
  }
}
const scoreOf = (r: Run) => r.lhr.categories.performance?.score ?? 0;
const median = (runs: Run[]) =>
  [...runs].sort((a, b) => scoreOf(a) - scoreOf(b))[Math.floor(runs.length / 2)]!;

try {
  console.log(
    `${new Date().toISOString().slice(0, 10)}, Lighthouse mobile preset (simulated slow 4G, 4x CPU), ` +
      `${LEXICON_ENTRIES.toLocaleString('en-US')} lexicon entries; ${RUNS} runs of each page, alternating ` +
      `between this build and the reference ${referenceRef}`,
  );
  const pages = [
    { url: '/wordle', signedIn: false },
    { url: '/words', signedIn: true },
  ];
  const runs = new Map<string, Run[]>();
  for (let run = 0; run < RUNS; run++) {
    for (const { url, signedIn } of pages) {
      for (const build of builds) {
        const headers: Record<string, string> = signedIn
          ? { Cookie: await signInSampleLearner(build.base) }
          : {};
        const result = await measure(`${build.base}${url}`, headers, `${url} of ${build.name}`);
        const key = `${build.name} ${url}`;
        runs.set(key, [...(runs.get(key) ?? []), result]);
      }
    }
  }
  for (const { url } of pages) {
    for (const build of builds) {
      const all = runs.get(`${build.name} ${url}`)!;
      const { categories, audits } = median(all).lhr;
      if (REPORTS_DIR) {
        fs.mkdirSync(REPORTS_DIR, { recursive: true });
        const name = `${build.name}${url}`.replace(/[^a-z0-9]+/gi, '-');
        fs.writeFileSync(path.join(REPORTS_DIR, `${name}.json`), JSON.stringify(median(all).lhr));
      }
      const performance = Math.round(scoreOf(median(all)) * 100);
      const accessibility = Math.round((categories.accessibility?.score ?? 0) * 100);
      const ms = (id: string) => audits[id]?.displayValue ?? '?';
      const failing = Object.values(audits)
        .filter(
          (a) =>
            a.score !== null && a.score < 1 && categories.accessibility?.auditRefs.some((r) => r.id === a.id),
        )
        .map((a) => a.id);
      const verdict =
        build === builds[0]
          ? `; target performance >= 95 and accessibility 100: ${performance >= 95 && accessibility === 100 ? 'meets' : 'MISSES'}`
          : '';
      console.log(
        `${url}, ${build.name}: performance ${performance}, median of ${RUNS} runs ` +
          `(${all.map((r) => Math.round(scoreOf(r) * 100)).join(', ')}) (FCP ${ms('first-contentful-paint')}, ` +
          `LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, CLS ${ms('cumulative-layout-shift')}), ` +
          `accessibility ${accessibility}${failing.length ? ` (failing: ${failing.join(', ')})` : ''}${verdict}`,
      );
    }
  }
} finally {
  chrome.kill();
  for (const { server } of builds) server.close();
  db.close();
}
