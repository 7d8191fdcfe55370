import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from './app';
import { ConfigError } from './config';
import { openContext } from './context';
import type { Context } from './context';
import { createMailingScheduler, scheduleFromConfig } from './features/email/mailing-schedule';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const KEEP_ALIVE_MS = 65_000;

/**
 * In production, with no administrator yet, makes a one-time join link for the first admin. The
 * link carries a code, so it never goes to the log: it is written to a file only the server's user
 * can read, and the log says where. The file is removed once an administrator exists.
 */
function offerFirstAdminLink(
  ctx: Context,
  accounts: ReturnType<typeof createApp>['services']['accounts'],
): void {
  const file = path.join(ctx.config.dataDir, 'first-admin-link.txt');
  if (accounts.countAdmins() > 0) {
    fs.rmSync(file, { force: true });
    return;
  }
  if (ctx.config.env !== 'production') return;
  const url = accounts.createInvitation({ isAdmin: true });
  fs.writeFileSync(file, `${url}\n`, { mode: 0o600 });
  ctx.logger.info(
    `No administrator yet. A one-time link to create the first admin account is in ${file} ` +
      '(or make one with the CLI: invite --admin).',
  );
}

function start(ctx: Context): void {
  const { config, logger, db } = ctx;
  const app = createApp(ctx);
  const { accounts, sessionStore, operations } = app.services;

  offerFirstAdminLink(ctx, accounts);

  const scheduler = createMailingScheduler({
    schedule: scheduleFromConfig(config),
    mailings: app.services.mailings,
    clock: ctx.clock,
    logger,
  });
  const mailTimer = setInterval(() => void scheduler.tick(), 60_000);
  mailTimer.unref();

  // Expired sessions and synced operations too old to be sent again (ADR 063) are removed hourly.
  const sweep = () => {
    sessionStore.sweep();
    operations.prune();
  };
  sweep();
  const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS);
  sweeper.unref();

  const server: Server = app.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    logger.info(`${config.productName} App listening on ${config.publicUrl} (port ${port})`, { port });
  });
  // An idle kept-alive connection stays open longer than its clients (a reverse proxy's upstream pool, a browser,
  // a test's request context) keep it: with Node's 5 s, a client reusing a socket the server was closing at that
  // moment got ECONNRESET. The headers' timeout must exceed it.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  server.on('error', (err) => {
    logger.error('The server could not start', err);
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing open requests, then stopping.`);
    clearInterval(sweeper);
    clearInterval(mailTimer);
    server.close(() => {
      db.close();
      logger.info('Stopped.');
      process.exit(0);
    });
    server.closeIdleConnections();
    // Requests that will not finish (a stuck client) do not keep the process alive forever.
    setTimeout(() => {
      server.closeAllConnections();
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

try {
  start(openContext());
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
