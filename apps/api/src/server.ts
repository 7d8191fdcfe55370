import type { Server } from 'node:http';
import { createApp } from './app';
import { ConfigError } from './config';
import { openContext } from './context';
import type { Context } from './context';
import { createMailingScheduler, scheduleFromConfig } from './features/email/mailing-schedule';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

function start(ctx: Context): void {
  const { config, logger, db } = ctx;
  const app = createApp(ctx);
  const { accounts, sessionStore } = app.services;

  if (config.env === 'production' && accounts.countAdmins() === 0) {
    const url = accounts.createInvitation({ isAdmin: true });
    logger.info(`No administrator yet. Create the first admin account with this one-time link:\n  ${url}`);
  }

  const scheduler = createMailingScheduler({
    schedule: scheduleFromConfig(config),
    mailings: app.services.mailings,
    clock: ctx.clock,
    logger,
  });
  const mailTimer = setInterval(() => void scheduler.tick(), 60_000);
  mailTimer.unref();

  sessionStore.sweep();
  const sweeper = setInterval(() => sessionStore.sweep(), SWEEP_INTERVAL_MS);
  sweeper.unref();

  const server: Server = app.listen(config.port, config.host, () => {
    logger.info(`${config.productName} App listening on ${config.publicUrl} (port ${config.port})`);
  });
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
