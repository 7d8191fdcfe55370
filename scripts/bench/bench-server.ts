// The installation and server the browser benchmarks measure: the product's own app (createApp) over
// a database in memory, on loopback at a free port. One place, so every benchmark serves the product
// as the others do.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../apps/api/src/app';
import { MIGRATIONS_DIR, REPO_ROOT, SEED_DIR } from '../../apps/api/src/config';
import type { Config } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/database';
import type { Db } from '../../apps/api/src/db/database';
import { migrate } from '../../apps/api/src/db/migrate';
import { loadSampleData } from '../../apps/api/src/db/seed';
import { systemClock } from '../../apps/api/src/lib/clock';
import { silentLogger } from '../../apps/api/src/lib/logger';
import { testConfig } from '../../apps/api/src/test-support/test-app';

/** The web app this checkout built (`pnpm build`). */
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps', 'web', 'dist');

/** An empty, migrated installation in memory, with a fresh temporary media folder named after `name`. */
function emptyInstallation(name: string): { db: Db; mediaDir: string } {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), `langapp-${name}-`));
  const db = openDatabase(':memory:');
  migrate(db, MIGRATIONS_DIR);
  return { db, mediaDir };
}

/** An installation in memory with the sample data and its recordings (demo accounts, cost-4 hashes). */
export function sampleInstallation(name: string): { db: Db; mediaDir: string } {
  const installation = emptyInstallation(name);
  loadSampleData(installation.db, {
    seedDir: SEED_DIR,
    mediaDir: installation.mediaDir,
    bcryptCost: 4,
    now: new Date(),
  });
  return installation;
}

/**
 * The product's server over `db`, listening on loopback at a free port; `config` changes the test
 * configuration (the media folder, another build's web app, the rate limits).
 */
export async function serveProduct(db: Db, config: Partial<Config> & { mediaDir: string }) {
  const app = createApp({
    db,
    mailer: { send: async () => {} },
    clock: systemClock,
    config: testConfig({ webDistDir: WEB_DIST_DIR, ...config }),
    logger: silentLogger,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { app, server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
