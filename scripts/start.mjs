#!/usr/bin/env node
// `pnpm start`: runs the built server with plain node (no TypeScript tooling at run time),
// building the web app or the server first only when its build is missing or out of date. The
// package script gives node the production command's heap limit (README, Deployment).
import fs from 'node:fs';
import path from 'node:path';

const server = path.resolve(import.meta.dirname, '../apps/api/dist/server.js');
const sourcesPresent = fs.existsSync(path.resolve(import.meta.dirname, '../apps/api/src'));
if (sourcesPresent) {
  // Only a checkout with sources can be stale; a deployed build folder runs as it is.
  const { buildIfStale } = await import('./build-if-stale.mjs');
  buildIfStale();
} else if (!fs.existsSync(server)) {
  console.error('There is no built server (apps/api/dist/server.js). Run `pnpm build` first.');
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import(server);
