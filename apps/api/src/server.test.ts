import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.join(import.meta.dirname, 'server.ts');

/** Starts the real server process; resolves with its output once `until` appears, or on exit. */
function startServer(env: Record<string, string>, until: RegExp) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', BCRYPT_COST: '4', SEED: 'none', ...env },
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
  return { child, ready, exited, output: () => output };
}

describe('the server process', () => {
  it('when started and sent SIGTERM, then it listens, then stops cleanly with exit code 0', async () => {
    const s = startServer({}, /listening on/);
    await s.ready;
    expect(s.output()).toMatch(/listening on http:\/\/localhost:0/);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    expect(s.output()).toContain('Stopped.');
  });

  it('when the configuration is invalid, then it exits 1 with a message naming the variable', async () => {
    const s = startServer({ PORT: 'not-a-port' }, /Invalid configuration/);
    expect(await s.exited).toBe(1);
    expect(s.output()).toContain('PORT');
  });

  it('when in production with no admin, then it prints a one-time join link for the first admin', async () => {
    const s = startServer(
      { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-0123', PUBLIC_URL: 'https://lang.example.org' },
      /listening on/,
    );
    await s.ready;
    expect(s.output()).toMatch(/No administrator yet[\s\S]*https:\/\/lang\.example\.org\/join\?code=[\w-]+/);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  });
});
