import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './env';

async function waitForServer(url: string, deadlineMs: number): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The app did not answer at ${url} within ${deadlineMs} ms`);
}

/**
 * Starts the built server (as production runs it: node, no TypeScript tooling) with `env`, its
 * output written to `logFile`, and waits until it is ready. Answers how to stop it.
 */
export async function startAppServer(env: NodeJS.ProcessEnv, logFile: string): Promise<() => Promise<void>> {
  const server = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(REPO_ROOT, 'apps/api/dist/server.js')],
    {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log = fs.createWriteStream(logFile);
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  server.stderr.on('data', (d: Buffer) => process.stderr.write(d));
  const exited = new Promise((r) => server.once('exit', r));
  await Promise.race([
    waitForServer(`http://${env.HOST}:${env.PORT}/readyz`, 60_000),
    exited.then(() => {
      throw new Error(`The server exited before it was ready; see ${logFile}`);
    }),
  ]);
  return async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
  };
}
