#!/usr/bin/env node
// Bundles the server and the CLI into plain JavaScript in dist/ (ESM, Node 20), so production runs
// `node apps/api/dist/server.js` with no TypeScript tooling. The workspace package @langapp/shared
// is bundled in; every npm dependency stays external and is loaded from node_modules at run time
// (native modules such as better-sqlite3 and bcrypt cannot be bundled at all).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@langapp/'));
const outdir = path.join(root, 'dist');

fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: { server: path.join(root, 'src/server.ts'), cli: path.join(root, 'src/cli.ts') },
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Dev-only packages (pino-pretty) are required lazily by name and must never be bundled.
  external: [...external, 'pino-pretty'],
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, out]) => sum + out.bytes, 0);
console.log(`apps/api/dist: server.js and cli.js, ${(bytes / 1024).toFixed(0)} KB of JavaScript`);
