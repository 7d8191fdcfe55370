import { ensureSessionSecret, loadConfig, MIGRATIONS_DIR, SEED_DIR } from './config';
import type { Config } from './config';
import { openDatabase } from './db/database';
import type { Db } from './db/database';
import { migrate } from './db/migrate';
import { loadSampleData } from './db/seed';
import { systemClock } from './lib/clock';
import type { Clock } from './lib/clock';
import { consoleLogger } from './lib/logger';
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
 * What the server and the CLI both stand on: configuration from the environment, the migrated
 * database (with the sample data when SEED=sample) and the mailer.
 */
export function openContext(env: NodeJS.ProcessEnv = process.env, logger: Logger = consoleLogger): Context {
  const config = ensureSessionSecret(loadConfig(env));
  const db = openDatabase(config.databasePath);
  const { applied } = migrate(db, MIGRATIONS_DIR);
  if (applied.length > 0) logger.info(`Applied migrations: ${applied.join(', ')}`);
  if (config.seed === 'sample') {
    const loaded = loadSampleData(db, {
      seedDir: SEED_DIR,
      mediaDir: config.mediaDir,
      bcryptCost: config.bcryptCost,
      now: systemClock.now(),
    });
    if (loaded.length > 0) logger.info(`Loaded SAMPLE data (not real language material): ${loaded.join(', ')}`);
  }
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir }, logger);
  return { config, db, mailer, clock: systemClock, logger };
}
