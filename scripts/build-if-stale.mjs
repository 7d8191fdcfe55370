#!/usr/bin/env node
// Builds the web app and the server only when a build is missing or older than its sources, so
// `pnpm start`, the browser tests and the benchmarks start at once after an unchanged checkout.
// Run directly, it builds what is stale; `pnpm build` always builds both.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const shared = ['packages/shared/src', 'packages/shared/package.json'];

/** Each part: the file its build writes last, and the sources it is made from. */
const PARTS = {
  web: {
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/build', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', ...shared],
  },
  api: {
    output: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', ...shared],
  },
};

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}test-support${path.sep}`) || file.includes(`${path.sep}test${path.sep}`);

/** The newest modification time among the files under `p` (tests excluded), or 0. */
function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return isTest(p) ? 0 : stat.mtimeMs;
  let latest = 0;
  for (const entry of fs.readdirSync(p)) latest = Math.max(latest, newest(path.join(p, entry)));
  return latest;
}

/** The parts whose build is missing or older than one of their sources. */
export function staleParts() {
  return Object.entries(PARTS)
    .filter(([, part]) => {
      const output = path.join(root, part.output);
      if (!fs.existsSync(output)) return true;
      const built = fs.statSync(output).mtimeMs;
      return part.sources.some((s) => newest(path.join(root, s)) > built);
    })
    .map(([name]) => name);
}

export function buildIfStale() {
  const stale = staleParts();
  for (const name of stale) {
    console.error(`Building ${name} (missing or older than its sources)…`);
    execFileSync('pnpm', ['--filter', `@langapp/${name}`, 'build'], { cwd: root, stdio: 'inherit' });
  }
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
