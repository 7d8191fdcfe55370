import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  // Spies first: a spy on a faked timer must not put the fake back after the real clock returns.
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
