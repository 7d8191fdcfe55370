import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../lib/clock';
import { silentLogger } from '../../lib/logger';
import { createMailingScheduler } from './mailing-schedule';
import type { MailingSchedule } from './mailing-schedule';
import type { SendSummary } from './mailings.service';

function setup(schedule: MailingSchedule, start: string) {
  const clock = new FixedClock(start);
  const calls: string[] = [];
  const summary = (kind: 'wotd' | 'sotw'): SendSummary => ({
    kind,
    period: 'p',
    sent: [],
    alreadySent: 0,
    failed: [],
  });
  const mailings = {
    sendWordOfTheDay: async () => (calls.push(`wotd ${clock.now().toISOString()}`), summary('wotd')),
    sendSentenceOfTheWeek: async () => (calls.push(`sotw ${clock.now().toISOString()}`), summary('sotw')),
  } as unknown as Parameters<typeof createMailingScheduler>[0]['mailings'];
  return {
    clock,
    calls,
    scheduler: createMailingScheduler({ schedule, mailings, clock, logger: silentLogger }),
  };
}

describe('the built-in mailing schedule', () => {
  it('when the Los Angeles time reaches WOTD_SEND_AT, then the word of the day goes once that day', async () => {
    // 2026-03-04 15:59 UTC is 07:59 in Los Angeles (PST).
    const { clock, calls, scheduler } = setup({ wotdAt: '08:00', sotw: null }, '2026-03-04T15:59:00Z');
    await scheduler.tick();
    expect(calls).toEqual([]);
    clock.advance(60_000);
    await scheduler.tick();
    clock.advance(60_000);
    await scheduler.tick();
    expect(calls).toEqual(['wotd 2026-03-04T16:00:00.000Z']);
    clock.advance(24 * 3600_000);
    await scheduler.tick();
    expect(calls).toHaveLength(2);
  });

  it('when it is the configured weekday and time in Los Angeles, then the sentence of the week goes once that week', async () => {
    // 2026-03-09 is a Monday; daylight saving has begun, so 09:00 in Los Angeles is 16:00 UTC.
    const { clock, calls, scheduler } = setup(
      { wotdAt: null, sotw: { day: 'monday', at: '09:00' } },
      '2026-03-09T15:59:00Z',
    );
    await scheduler.tick();
    clock.advance(60_000);
    await scheduler.tick();
    await scheduler.tick();
    clock.advance(24 * 3600_000);
    await scheduler.tick();
    expect(calls).toEqual(['sotw 2026-03-09T16:00:00.000Z']);
  });

  it('when nothing is configured, then nothing is sent', async () => {
    const { calls, scheduler } = setup({ wotdAt: null, sotw: null }, '2026-03-09T20:00:00Z');
    await scheduler.tick();
    expect(calls).toEqual([]);
  });
});
