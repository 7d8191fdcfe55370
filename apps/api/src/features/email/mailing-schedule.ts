import { DateTime } from 'luxon';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { MailingsService, SendSummary } from './mailings.service';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
type Weekday = (typeof WEEKDAYS)[number];

export interface MailingSchedule {
  /** 'HH:MM' in Los Angeles, or null for no automatic word of the day. */
  wotdAt: string | null;
  /** Weekday and 'HH:MM' in Los Angeles, or null for no automatic sentence of the week. */
  sotw: { day: Weekday; at: string } | null;
}

/**
 * The optional built-in schedule: called every minute, it sends each mailing once its Los Angeles
 * time has come, at most once per day (week) per process. Sending is idempotent, so a restart after
 * the time only retries the recipients that failed.
 */
export function createMailingScheduler(deps: {
  schedule: MailingSchedule;
  mailings: MailingsService;
  clock: Clock;
  logger: Logger;
}) {
  const { schedule, mailings, clock, logger } = deps;
  const attempted = { wotd: '', sotw: '' };

  async function run(kind: 'wotd' | 'sotw', period: string, send: () => Promise<SendSummary>) {
    attempted[kind] = period;
    try {
      const s = await send();
      const failed = s.failed.map((f) => `${f.email} (${f.error})`).join(', ');
      logger.info(
        `Scheduled ${kind} ${s.period}: sent ${s.sent.length}, failed ${s.failed.length}${failed ? `: ${failed}` : ''}`,
      );
    } catch (err) {
      logger.error(`Scheduled ${kind} could not be sent`, err);
    }
  }

  return {
    async tick(): Promise<void> {
      const now = DateTime.fromJSDate(clock.now()).setZone('America/Los_Angeles');
      const time = now.toFormat('HH:mm');
      const today = now.toISODate()!;
      if (schedule.wotdAt && time >= schedule.wotdAt && attempted.wotd !== today) {
        await run('wotd', today, mailings.sendWordOfTheDay);
      }
      const week = now.toFormat("kkkk-'W'WW");
      if (
        schedule.sotw &&
        WEEKDAYS[now.weekday - 1] === schedule.sotw.day &&
        time >= schedule.sotw.at &&
        attempted.sotw !== week
      ) {
        await run('sotw', week, mailings.sendSentenceOfTheWeek);
      }
    },
  };
}

export function scheduleFromConfig(
  config: Pick<Config, 'wotdSendAt' | 'sotwSendDay' | 'sotwSendAt'>,
): MailingSchedule {
  return {
    wotdAt: config.wotdSendAt,
    sotw: config.sotwSendDay ? { day: config.sotwSendDay, at: config.sotwSendAt } : null,
  };
}
