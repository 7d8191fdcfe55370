#!/usr/bin/env node
// Runs one script of package.json (`pnpm run <name> [args]`) and then prints how long it took, so
// the output of `pnpm test` (the CI's command) shows the time of each step: "== test:unit: 1m20s".
// Exits with the script's code. Plain Node, so it works wherever pnpm does.
import { spawn } from 'node:child_process';

const [name, ...args] = process.argv.slice(2);
if (!name) {
  console.error('usage: node scripts/timed.mjs <package.json script> [arguments]');
  process.exit(2);
}

/** 80_400 ms -> "1m20s", 7_420 ms -> "7.4s". */
function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s`;
}

// pnpm names its own entry point when it runs a script; run as `node scripts/timed.mjs`, look it up.
const pnpm = process.env.npm_execpath;
const [command, commandArgs] = pnpm
  ? /\.[cm]?js$/.test(pnpm)
    ? [process.execPath, [pnpm, 'run', name, ...args]]
    : [pnpm, ['run', name, ...args]]
  : ['pnpm', ['run', name, ...args]];

const started = performance.now();
const child = spawn(command, commandArgs, { stdio: 'inherit', shell: !pnpm && process.platform === 'win32' });
child.on('error', (error) => {
  console.error(`== ${name}: could not start (${error.message})`);
  process.exit(1);
});
child.on('exit', (code) => {
  const took = formatDuration(performance.now() - started);
  console.log(code === 0 ? `== ${name}: ${took}` : `== ${name}: failed after ${took}`);
  process.exit(code ?? 1);
});
