// The delivery budgets the build must hold (issue 37, ADR 076), checked by `pnpm test` in the
// browser tests (e2e/tests/budgets.spec.ts): the gzipped JavaScript a page's first visit downloads,
// its CSS, and the service worker's learner precache. Sizes are measured on the build's own files
// (the `.gz` copy the server sends, else the file gzipped at level 9), so the figures match the
// delivery and offline benchmarks (docs/benchmarks.md), whose KB are 1,024 bytes.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const KB = 1024;

/** The budgets, in bytes of gzip. */
export const BUDGETS = {
  wordleJs: 130 * KB,
  wordsJs: 160 * KB,
  learnerPrecache: 400 * KB,
  css: 25 * KB,
} as const;

/** One measured figure against its budget. */
export interface Figure {
  name: string;
  bytes: number;
  budget: number;
  /** What the figure is made of (file count and the largest files), printed beside it. */
  detail?: string;
  /** Every file and its gzip size, largest first: printed when the figure is over its budget. */
  files?: { file: string; bytes: number }[];
}

/** The gzip size of `file` (a path under the build's folder `distDir`, with or without a leading slash). */
export function gzipSizeOf(distDir: string, file: string): number {
  const full = path.join(distDir, file.replace(/^\/+/, ''));
  if (!full.startsWith(path.resolve(distDir) + path.sep)) throw new Error(`${file} is outside the build`);
  if (fs.existsSync(`${full}.gz`)) return fs.statSync(`${full}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length;
}

/** The files the built service worker precaches (Workbox's manifest inlined in `sw.js`), and sw.js itself. */
export function precachedFiles(distDir: string): string[] {
  const sw = fs.readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const files = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
  if (files.length === 0) throw new Error('The built sw.js lists no precached file: has the precache changed shape?');
  return [...files, 'sw.js'];
}

/** The figure of a set of built files: their gzip sizes added up, with the three largest named. */
export function figureOf(
  name: string,
  budget: number,
  distDir: string,
  files: readonly string[],
): Figure {
  const sizes = [...new Set(files)].map((file) => ({ file, bytes: gzipSizeOf(distDir, file) }));
  const sorted = [...sizes].sort((a, b) => b.bytes - a.bytes);
  const largest = sorted.slice(0, 3).map((s) => `${path.basename(s.file)} ${kb(s.bytes)}`);
  return {
    name,
    budget,
    bytes: sizes.reduce((sum, s) => sum + s.bytes, 0),
    detail: `${sizes.length} files; largest ${largest.join(', ')}`,
    files: sorted,
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Each figure's line (measured, budget, verdict) and the figures over their budget. */
export function checkBudgets(figures: readonly Figure[]) {
  const over = figures.filter((f) => f.bytes > f.budget);
  const lines = figures.flatMap((f) => [
    `${f.name}: ${kb(f.bytes)} gzip (budget ${kb(f.budget)}): ${f.bytes > f.budget ? 'OVER BUDGET' : 'within'}` +
      (f.detail ? ` [${f.detail}]` : ''),
    // What to look at first when a page grew: all its files.
    ...(f.bytes > f.budget ? (f.files ?? []).map((s) => `    ${kb(s.bytes).padStart(9)}  ${s.file}`) : []),
  ]);
  return { lines, over };
}
