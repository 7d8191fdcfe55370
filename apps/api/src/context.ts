import { ensureSessionSecret, loadConfig, MIGRATIONS_DIR, SEED_DIR } from './config';
import type { Config } from './config';
import { openDatabase } from './db/database';
import type { Db } from './db/database';
import { migrate } from './db/migrate';
import { loadSampleData } from './db/seed';
import { shiftedClock, systemClock } from './lib/clock';
import type { Clock } from './lib/clock';
import { createLogger } from './lib/logger';
import type { Logger } from './lib/logger';
import { createMailer } from './mail/mailer';
import type { Mailer } from './mail/mailer';

export interface Context {
  config: Config;
  db: Db;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
}

/**
 * What the server and the CLI both stand on: configuration from the environment, the logger, the
 * migrated database (with the sample data when SEED=sample) and the mailer. The server logs to
 * stdout; the CLI to stderr (`fd: 2`), keeping its stdout for what scripts read.
 */
export function openContext(env: NodeJS.ProcessEnv = process.env, options: { fd?: 1 | 2 } = {}): Context {
  const config = ensureSessionSecret(loadConfig(env));
  const logger = createLogger({
    level: config.logLevel,
    pretty: config.env !== 'production',
    fd: options.fd,
  });
  const db = openDatabase(config.databasePath);
  const { applied } = migrate(db, MIGRATIONS_DIR);
  if (applied.length > 0) logger.info(`Applied migrations: ${applied.join(', ')}`);
  // Tests only: the clock starts at TEST_CLOCK_START and/or runs TEST_CLOCK_OFFSET_DAYS ahead.
  const startsAt = config.testClockStart ? config.testClockStart.getTime() - Date.now() : 0;
  const clock = shiftedClock(startsAt + config.testClockOffsetDays * 24 * 60 * 60 * 1000);
  if (clock !== systemClock) logger.warn(`The clock reads ${clock.now().toISOString()} (tests only).`);
  if (config.seed === 'sample') {
    const loaded = loadSampleData(db, {
      seedDir: SEED_DIR,
      mediaDir: config.mediaDir,
      bcryptCost: config.bcryptCost,
      now: clock.now(),
    });
    if (loaded.length > 0)
      logger.info(`Loaded SAMPLE data (not real language material): ${loaded.join(', ')}`);
  }
  const mailer = createMailer(
    {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: config.outboxDir,
      // Links carry one-time codes: a production log never shows them.
      logLinks: config.env !== 'production',
    },
    logger,
  );
  return { config, db, mailer, clock, logger };
}
