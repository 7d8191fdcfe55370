import fs from 'node:fs';
import path from 'node:path';
import { startAppServer } from './app-server';
import { E2E_DATA_DIR, E2E_PORT, serverEnv } from './env';
import { test } from './fixtures';
import { createUser } from './helpers';

/**
 * A server of the calling spec's own, for a spec that changes what every page of the installation
 * shows (the alphabet, an entry's level): the shared server's other specs, running beside it on the
 * other worker, never see its changes, and it starts from the sample data whatever they did. Call it
 * at the top of the spec, before its own hooks: it starts the built server on `E2E_PORT + portOffset`
 * with a fresh data folder (seeded as the shared one is) before the spec's tests, points their
 * `baseURL` at it, and stops it after them. Pass `baseURL` to `browser.newContext`/`newPage` for pages
 * made outside the `page` fixture.
 */
export function useOwnServer(name: string, portOffset: number) {
  const port = E2E_PORT + portOffset;
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = `${E2E_DATA_DIR}-${name}`;
  const env: NodeJS.ProcessEnv = {
    ...serverEnv(process.env.E2E_SMTP_URL ?? 'smtp://127.0.0.1:9'),
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
  };
  let stopServer: (() => Promise<void>) | undefined;

  test.use({ baseURL });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    stopServer = await startAppServer(env, path.join(dataDir, 'server.log'));
  });
  test.afterAll(async () => {
    await stopServer?.();
  });

  return {
    baseURL,
    /** A new account on this server. */
    createUser: (opts: { admin?: boolean; password?: string } = {}) => createUser({ ...opts, env }),
  };
}
