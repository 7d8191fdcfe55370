import { describe, expect, it } from 'vitest';
import { msUntilDue } from '../../api/review-summary';
import { describeNextDue } from './next-due';

const NOW = Date.parse('2025-03-10T15:00:00Z'); // 11:00 in New York (EDT), 08:00 in Los Angeles

describe('describeNextDue', () => {
  it.each([
    ['already due', '2025-03-10T14:59:00Z', 'America/New_York', 'now'],
    ['due in 30 seconds', '2025-03-10T15:00:30Z', 'America/New_York', 'in 1 minute'],
    ['due in 8 minutes', '2025-03-10T15:08:00Z', 'America/New_York', 'in 8 minutes'],
    ['due in 59 minutes', '2025-03-10T15:59:00Z', 'America/New_York', 'in 59 minutes'],
    ['due later the same local day', '2025-03-10T22:30:00Z', 'America/New_York', 'today at 6:30 PM'],
    ['due the next local day', '2025-03-11T13:15:00Z', 'America/New_York', 'tomorrow at 9:15 AM'],
    // 01:30 UTC on the 11th is still the 10th in Los Angeles: the learner's own day counts.
    [
      'due after midnight UTC but the same day in Los Angeles',
      '2025-03-11T01:30:00Z',
      'America/Los_Angeles',
      'today at 6:30 PM',
    ],
    // 15:00 UTC is already midnight in Tokyo: a card due at 14:00 UTC the next day is due today there.
    [
      'due the next day in UTC but the same day in Tokyo',
      '2025-03-11T14:00:00Z',
      'Asia/Tokyo',
      'today at 11:00 PM',
    ],
    ['due in three days', '2025-03-13T13:15:00Z', 'America/New_York', 'on Mar 13, 2025, 9:15 AM'],
  ])(
    'when the card is %s, then it reads as the learner would say it',
    (_case, nextDue, timeZone, expected) => {
      expect(describeNextDue(nextDue, NOW, { locale: 'en-US', timeZone })).toBe(expected);
    },
  );

  it('when the time is not a date, then there is nothing to say', () => {
    expect(describeNextDue('soon', NOW, { locale: 'en-US', timeZone: 'UTC' })).toBeNull();
  });
});

describe('msUntilDue', () => {
  it.each([
    ['no deck', null, false],
    ['a card due in 8 minutes', '2025-03-10T15:08:00Z', 8 * 60_000 + 1000],
    ['a card already due', '2025-03-10T14:00:00Z', false],
    ['a card due in two days', '2025-03-12T15:00:00Z', false],
  ])('when there is %s, then the next question waits until it is due', (_case, nextDue, expected) => {
    expect(msUntilDue(nextDue, NOW)).toBe(expected);
  });
});
