import { describe, expect, it, vi } from 'vitest';
import { browserTimeZone, COMMUNITY_TIME_ZONE, timeZoneName } from './time-zone';

describe('browserTimeZone', () => {
  it('when the browser has Temporal, then its zone is read there, without making a date format', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Europe/Paris' } });
    const format = vi.spyOn(Intl, 'DateTimeFormat');

    expect(browserTimeZone()).toBe('Europe/Paris');
    expect(format).not.toHaveBeenCalled();
    format.mockRestore();
  });

  it('when the browser has no Temporal, then the zone is the one its date formats use', () => {
    vi.stubGlobal('Temporal', undefined);

    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  });
});

describe('timeZoneName', () => {
  it.each([
    [COMMUNITY_TIME_ZONE, 'Pacific Time (Los Angeles)'],
    ['Europe/Paris', 'Central European Time (Paris)'],
    ['America/New_York', 'Eastern Time (New York)'],
    ['UTC', 'UTC'],
    ['Etc/UTC', 'UTC'],
  ])('when the zone is %s, then it is named %s', (zone, name) => {
    expect(timeZoneName(zone)).toBe(name);
  });

  it('when the zone has no name of its own, then its id is shown rather than an offset', () => {
    expect(timeZoneName('Asia/Dubai')).not.toMatch(/^GMT/);
  });

  it('when the zone is unknown, then it is shown as it came', () => {
    expect(timeZoneName('Not/A_Zone')).toBe('Not/A_Zone');
  });
});
