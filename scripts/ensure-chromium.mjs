#!/usr/bin/env node
// Finds the Chromium the browser tests drive (CHROMIUM_PATH, else /usr/bin/chromium). Where there is
// none, installs Debian's package when it can (root with apt-get); never downloads a browser build.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (fs.existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!process.env.CHROMIUM_PATH && isRoot && hasApt) {
  console.log('Chromium not found: installing Debian\'s chromium package (apt-get)...');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (fs.existsSync(path)) process.exit(0);
}
console.error(
  `No Chromium at ${path}: install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`,
);
process.exit(1);
