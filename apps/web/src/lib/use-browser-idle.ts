import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after the component has mounted (and so painted), then
 * true: for a call that may wait until the page's own content is on the screen. Where there is no
 * `requestIdleCallback` (Safari before 18, a test's jsdom), the next task.
 */
export function useBrowserIdle(timeoutMs = 2_000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 0);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }, [idle, timeoutMs]);
  return idle;
}
