import { vi } from 'vitest';

/**
 * Test helper: after mockFetch, holds back the answers to `path` until the returned function is
 * called, so a test can see the page while that call is under way.
 */
export function holdReplies(path: string): () => void {
  const answer = globalThis.fetch;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://localhost').pathname === path) await gate;
    return answer(input, init);
  });
  return release;
}
