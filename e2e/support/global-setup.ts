import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_MAILBOX_DIR, REPO_ROOT, serverEnv } from './env';

const SMTP_PORT = Number(process.env.E2E_SMTP_PORT || 2599);

/** Every message the app sends lands here as an .eml file that the tests read. */
async function startSmtpSink(): Promise<SMTPServer> {
  fs.mkdirSync(E2E_MAILBOX_DIR, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        n += 1;
        const file = path.join(E2E_MAILBOX_DIR, `${Date.now()}-${String(n).padStart(5, '0')}.eml`);
        fs.writeFileSync(file, Buffer.concat(chunks));
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve));
  return server;
}

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

/** Starts an SMTP sink and the built app on loopback with a fresh data folder; returns the teardown. */
export default async function globalSetup() {
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(E2E_DATA_DIR, { recursive: true });
  const smtp = await startSmtpSink();
  // The built server, as production runs it (`pnpm test:e2e` builds it first when it is stale).
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(REPO_ROOT, 'apps/api/dist/server.js')], {
    cwd: REPO_ROOT,
    env: serverEnv(`smtp://127.0.0.1:${SMTP_PORT}`),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = fs.createWriteStream(path.join(E2E_DATA_DIR, 'server.log'));
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  server.stderr.on('data', (d: Buffer) => process.stderr.write(d));
  await waitForServer(`${E2E_BASE_URL}/readyz`, 60_000);
  process.env.E2E_SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await new Promise<void>((r) => smtp.close(() => r()));
  };
}
