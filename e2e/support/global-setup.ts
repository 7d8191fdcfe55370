import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startAppServer } from './app-server';
import { E2E_DATA_DIR, E2E_MAILBOX_DIR, serverEnv } from './env';

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

/** Starts an SMTP sink and the built app on loopback with a fresh data folder; returns the teardown. */
export default async function globalSetup() {
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(E2E_DATA_DIR, { recursive: true });
  const smtp = await startSmtpSink();
  // The built server, as production runs it (`pnpm test:e2e` builds it first when it is stale).
  const stopServer = await startAppServer(
    serverEnv(`smtp://127.0.0.1:${SMTP_PORT}`),
    path.join(E2E_DATA_DIR, 'server.log'),
  );
  process.env.E2E_SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;

  return async () => {
    await stopServer();
    await new Promise<void>((r) => smtp.close(() => r()));
  };
}
