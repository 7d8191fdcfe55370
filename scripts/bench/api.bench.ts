// Requests per second and latency of the public game calls and a signed-in call, against an
// in-process server over loopback with the sample data loaded.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../apps/api/src/app';
import { MIGRATIONS_DIR, SEED_DIR } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/database';
import { migrate } from '../../apps/api/src/db/migrate';
import { loadSampleData } from '../../apps/api/src/db/seed';
import { systemClock } from '../../apps/api/src/lib/clock';
import { silentLogger } from '../../apps/api/src/lib/logger';
import { testConfig } from '../../apps/api/src/test-support/test-app';

const REQUESTS = 2000;
const CONCURRENCY = 20;

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-bench-'));
const db = openDatabase(':memory:');
migrate(db, MIGRATIONS_DIR);
loadSampleData(db, { seedDir: SEED_DIR, mediaDir, bcryptCost: 4, now: new Date() });
const config = testConfig({ mediaDir, rateLimits: { windowMs: 60_000, failedLoginsPerUser: 1e9, accountCallsPerClient: 1e9, apiCallsPerMinute: 1e9 } });
const app = createApp({ db, mailer: { send: async () => {} }, clock: systemClock, config, logger: silentLogger });
const server = app.listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  body: new URLSearchParams({ username: 'learner', password: 'learner-sample' }),
});
const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

async function measure(name: string, url: string, headers: Record<string, string> = {}) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${name}: status ${res.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(2);
  console.log(
    `${name.padEnd(34)} ${String(Math.round(latencies.length / seconds)).padStart(6)} req/s   p50 ${pct(50)} ms   p95 ${pct(95)} ms   p99 ${pct(99)} ms`,
  );
}

// Warm-up: JIT and statement caches, not measured.
for (let i = 0; i < 300; i++) await (await fetch(`${base}/api/who`)).arrayBuffer();

console.log(`${REQUESTS} requests each, ${CONCURRENCY} at a time, one process on ${os.cpus().length} cores`);
await measure('GET /api/who (visitor)', `${base}/api/who`);
await measure('GET /api/wordle-valid', `${base}/api/wordle-valid`);
await measure('GET /api/wordle-answer (today)', `${base}/api/wordle-answer`);
await measure('GET /api/random-vocab (signed in)', `${base}/api/random-vocab`, { Cookie: cookie });
server.close();
db.close();
