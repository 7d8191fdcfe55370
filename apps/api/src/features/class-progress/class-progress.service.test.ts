import { describe, expect, it } from 'vitest';
import { QUARTER_HOUR_MS } from './class-progress.repo';
import { addQuartersToDays, shareOf } from './class-progress.service';

const quarterOf = (iso: string) => Math.floor(Date.parse(iso) / QUARTER_HOUR_MS);

describe('addQuartersToDays', () => {
  it.each([
    // Kathmandu is UTC+05:45: 18:14Z is 23:59 on the 9th, 18:15Z is midnight on the 10th.
    ['Asia/Kathmandu', '2026-03-09T18:14:59Z', '2026-03-09'],
    ['Asia/Kathmandu', '2026-03-09T18:15:00Z', '2026-03-10'],
    // Chatham is UTC+13:45 in March (daylight saving).
    ['Pacific/Chatham', '2026-03-09T10:14:00Z', '2026-03-09'],
    ['Pacific/Chatham', '2026-03-09T10:15:00Z', '2026-03-10'],
    // Los Angeles on the night daylight saving time begins (01:59 PST, then 03:00 PDT).
    ['America/Los_Angeles', '2026-03-08T09:59:00Z', '2026-03-08'],
    ['America/Los_Angeles', '2026-03-09T06:59:00Z', '2026-03-08'],
    ['America/Los_Angeles', '2026-03-09T07:00:00Z', '2026-03-09'],
  ])(
    'when an event falls at an instant in %s, then its quarter-hour counts on its local day',
    (tz, iso, day) => {
      const days = new Map([
        ['2026-03-08', 0],
        ['2026-03-09', 0],
        ['2026-03-10', 0],
      ]);
      addQuartersToDays(days, [{ quarter: quarterOf(iso), n: 3 }], tz);
      expect(Object.fromEntries(days)).toEqual({
        '2026-03-08': 0,
        '2026-03-09': 0,
        '2026-03-10': 0,
        [day]: 3,
      });
    },
  );

  it('when a quarter falls outside the days, then it is left out', () => {
    const days = new Map([['2026-03-09', 0]]);
    addQuartersToDays(days, [{ quarter: quarterOf('2026-03-11T12:00:00Z'), n: 5 }], 'UTC');
    expect(Object.fromEntries(days)).toEqual({ '2026-03-09': 0 });
  });
});

describe('shareOf', () => {
  it.each([
    [2, 3, 2 / 3],
    [0, 4, 0],
    [0, 0, null],
  ])('when %i of %i, then the share is %s', (part, whole, share) => {
    expect(shareOf(part, whole)).toBe(share);
  });
});
