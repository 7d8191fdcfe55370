import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Every page is a lazy route: its first render waits for its module, which on a busy machine can
// take longer than the default second.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  // Spies first: a spy on a faked timer must not put the fake back after the real clock returns.
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
