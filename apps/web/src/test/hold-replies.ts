import { vi } from 'vitest';

/**
 * Test helper: after mockFetch, holds back the answers to `path` until the returned function is
 * called, so a test can see the page while that call is under way. Its `asked` resolves once the
 * page has made the call (mockFetch records it only when it is let through).
 */
export function holdReplies(path: string): (() => void) & { asked: Promise<void> } {
  const answer = globalThis.fetch;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let markAsked: () => void = () => {};
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://localhost').pathname === path) {
      markAsked();
      await gate;
    }
    return answer(input, init);
  });
  return Object.assign(() => release(), { asked });
}
