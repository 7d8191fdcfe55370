#!/usr/bin/env node
// `pnpm bench`: runs every benchmark in scripts/bench/ and prints its figures. Benchmarks talk only
// to servers they start themselves on loopback, with bounded request counts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { buildIfStale } from './build-if-stale.mjs';

// Benchmarks measure the built product: build what is missing or out of date first.
buildIfStale();
const dir = path.join(import.meta.dirname, 'bench');
const only = process.argv[2];
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n== ${file}`);
  execFileSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], { stdio: 'inherit' });
}
