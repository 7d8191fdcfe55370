import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const API_DIR = path.resolve(import.meta.dirname, '..');
const BUILT_SERVER = path.join(API_DIR, 'dist', 'server.js');

/** The environment without any loader: the built server must run on plain node. */
function plainEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  delete env.VITEST;
  return env;
}

/** Starts the built server process; resolves with its output once `until` appears, or on exit. */
function startServer(env: Record<string, string>, until: RegExp) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-server-'));
  const child = spawn(process.execPath, [BUILT_SERVER], {
    env: {
      ...plainEnv(),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      BCRYPT_COST: '4',
      SEED: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      if (until.test(output)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => resolve());
  });
  return { child, ready, exited, dataDir, output: () => output };
}

/** The port the server chose (PORT=0), from the production log line. */
async function listeningPort(s: ReturnType<typeof startServer>): Promise<number> {
  await s.ready;
  const line = s
    .output()
    .split('\n')
    .find((l) => l.includes('listening on'));
  const port = line && /"port":(\d+)/.exec(line)?.[1];
  if (!port) throw new Error(`No port in: ${s.output()}`);
  return Number(port);
}

const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-0123',
  PUBLIC_URL: 'https://lang.example.org',
};

describe('the built server process (node dist/server.js, no TypeScript tooling)', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [path.join(API_DIR, 'build.mjs')], { env: plainEnv(), stdio: 'pipe' });
  }, 60_000);

  it('when started and sent SIGTERM, then it listens, then stops cleanly with exit code 0', async () => {
    const s = startServer({ NODE_ENV: 'development' }, /listening on/);
    await s.ready;
    expect(s.output()).toMatch(/listening on http:\/\/localhost:0/);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(s.output()).toContain('Stopped.');
  });

  it('when started in production, then /readyz answers ready and /healthz ok, in JSON log lines', async () => {
    const s = startServer(production, /listening on/);
    const port = await listeningPort(s);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    for (const line of s.output().trim().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('when the configuration is invalid, then it exits 1 with a message naming the variable', async () => {
    const s = startServer({ PORT: 'not-a-port' }, /Invalid configuration/);
    expect(await s.exited).toBe(1);
    expect(s.output()).toContain('PORT');
  });

  it('when in production without PUBLIC_URL, then it exits 1 naming PUBLIC_URL', async () => {
    const s = startServer({ ...production, PUBLIC_URL: '' }, /Invalid configuration/);
    expect(await s.exited).toBe(1);
    expect(s.output()).toMatch(/PUBLIC_URL: required when NODE_ENV=production/);
  });

  it('when in production with no admin, then the first-admin link goes to a private file, never to the log', async () => {
    const s = startServer(production, /listening on/);
    await s.ready;
    const file = path.join(s.dataDir, 'first-admin-link.txt');
    expect(s.output()).toContain(file);
    expect(s.output()).not.toMatch(/code=/);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^https:\/\/lang\.example\.org\/join\?code=[\w-]+\n$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  });
});
