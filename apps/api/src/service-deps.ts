import type { Config } from './config';
import type { Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import type { Mailer } from './mail/mailer';
import type { Repos } from './repos';

/**
 * What every service is built from (ADR 075): one shape, `createXService(deps)`, a service taking
 * what it needs from it. A service that uses another one gets it beside these, by name
 * (`ServiceDeps & { review: ReviewService }`), from `createServices`.
 */
export interface ServiceDeps {
  repos: Repos;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  logger: Logger;
}
