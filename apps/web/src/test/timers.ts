import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * Fake timers from here on, with a user-event that moves them along. Testing Library advances fake
 * timers only through a global `jest`: this one drives vitest's (the setup file removes it).
 */
export function takeOverTheClock() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

/** Moves the fake clock on by `ms`, letting React apply what the timers did. */
export const passTime = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
