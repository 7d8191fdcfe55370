import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets, figureOf, gzipSizeOf, KB, precachedFiles } from './budgets';

// A fake build: an entry with its .gz copy (as vite-plugin-compression2 writes it), a page chunk
// without one, and a service worker listing its precache.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-budgets-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
fs.mkdirSync(path.join(dist, 'assets'));
// Random bytes as hex do not compress much: 40 KB of them make well over 20 KB of gzip.
const entry = crypto.randomBytes(40 * KB).toString('hex');
fs.writeFileSync(path.join(dist, 'assets/index-abc.js'), entry);
fs.writeFileSync(path.join(dist, 'assets/index-abc.js.gz'), zlib.gzipSync(entry, { level: 9 }));
const page = `export const page = ${JSON.stringify('word '.repeat(2000))};`;
fs.writeFileSync(path.join(dist, 'assets/wordle-page-def.js'), page);
fs.writeFileSync(
  path.join(dist, 'sw.js'),
  `precacheAndRoute([{"revision":null,"url":"assets/index-abc.js"},{"revision":null,"url":"assets/wordle-page-def.js"}])`,
);
const entryGzip = fs.statSync(path.join(dist, 'assets/index-abc.js.gz')).size;
const pageGzip = zlib.gzipSync(page, { level: 9 }).length;

describe('the delivery budgets', () => {
  it("when a file has the build's .gz copy, then its size is that copy's; else the file gzipped", () => {
    expect(gzipSizeOf(dist, '/assets/index-abc.js')).toBe(entryGzip);
    expect(gzipSizeOf(dist, 'assets/wordle-page-def.js')).toBe(pageGzip);
    expect(() => gzipSizeOf(dist, '../../etc/passwd')).toThrow(/outside the build/);
  });

  it('when a page downloads its files, then its figure adds up their gzip sizes once each', () => {
    const files = ['/assets/index-abc.js', '/assets/wordle-page-def.js', '/assets/index-abc.js'];
    const figure = figureOf('/wordle JavaScript', BUDGETS.wordleJs, dist, files);
    expect(figure.bytes).toBe(entryGzip + pageGzip);
    expect(figure.detail).toMatch(/^2 files; largest index-abc\.js /);
  });

  it('when the JavaScript grows past its budget, then the check fails and says which figure', () => {
    const files = ['/assets/index-abc.js', '/assets/wordle-page-def.js'];
    // On purpose: a budget 1 byte below what this build measures.
    const tight = entryGzip + pageGzip - 1;
    const { lines, over } = checkBudgets([
      figureOf('/wordle JavaScript', tight, dist, files),
      figureOf('CSS', BUDGETS.css, dist, []),
    ]);
    expect(over.map((f) => f.name)).toEqual(['/wordle JavaScript']);
    expect(lines[0]).toMatch(/^\/wordle JavaScript: [\d.]+ KB gzip \(budget [\d.]+ KB\): OVER BUDGET/);
    // The figure over its budget lists its files, largest first, before the next figure's line.
    expect(lines.slice(1, 3).map((line) => line.trim().split(/\s+/).at(-1))).toEqual([
      '/assets/index-abc.js',
      '/assets/wordle-page-def.js',
    ]);
    expect(lines[3]).toBe('CSS: 0.0 KB gzip (budget 25.0 KB): within [0 files; largest ]');
  });

  it('when the JavaScript is exactly at its budget, then the check passes', () => {
    const files = ['/assets/index-abc.js', '/assets/wordle-page-def.js'];
    const { over } = checkBudgets([figureOf('/wordle JavaScript', entryGzip + pageGzip, dist, files)]);
    expect(over).toEqual([]);
  });

  it("when the service worker is built, then the precache is the files it lists and sw.js itself", () => {
    expect(precachedFiles(dist)).toEqual(['assets/index-abc.js', 'assets/wordle-page-def.js', 'sw.js']);
    const figure = figureOf('precache', BUDGETS.learnerPrecache, dist, precachedFiles(dist));
    const swGzip = zlib.gzipSync(fs.readFileSync(path.join(dist, 'sw.js')), { level: 9 }).length;
    expect(figure.bytes).toBe(entryGzip + pageGzip + swGzip);
  });

  it('when sw.js lists no file, then reading the precache fails rather than measuring nothing', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-budgets-empty-'));
    fs.writeFileSync(path.join(empty, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    expect(() => precachedFiles(empty)).toThrow(/lists no precached file/);
    fs.rmSync(empty, { recursive: true });
  });
});
