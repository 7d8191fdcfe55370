import { describe, expect, it } from 'vitest';
import { answeredOnGameDay } from './todays-wordle';

const answered = (date: string | null) => new Response('{}', { headers: date === null ? {} : { date } });

// The Wordle day is Los Angeles's: 2026-03-01 runs from 08:00 UTC to 08:00 UTC the next day.
describe('answeredOnGameDay', () => {
  it.each([
    ['answered earlier the same game day', 'Sun, 01 Mar 2026 09:00:00 GMT', '2026-03-02T07:59:59Z', true],
    ['answered the game day before', 'Sun, 01 Mar 2026 07:59:59 GMT', '2026-03-01T08:00:00Z', false],
    ['answered a week before', 'Sun, 22 Feb 2026 12:00:00 GMT', '2026-03-01T12:00:00Z', false],
    ['a date that is not one', 'yesterday', '2026-03-01T12:00:00Z', false],
    ['no date', null, '2026-03-01T12:00:00Z', false],
  ])('when the copy was %s, then it is used: %s', (_case, date, now, expected) => {
    expect(answeredOnGameDay(answered(date), new Date(now))).toBe(expected);
  });
});
