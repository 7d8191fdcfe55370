#!/usr/bin/env node
// `pnpm dev`: the API in watch mode on :3000 and Vite's dev server (hot reload) on :5173, which
// proxies /api, /email, /media and /app-config.js to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('pnpm', ['--filter', '@langapp/api', 'dev'], { stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@langapp/web', 'dev'], { stdio: 'inherit' }),
];
let exiting = false;
const stopAll = (code) => {
  if (exiting) return;
  exiting = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
