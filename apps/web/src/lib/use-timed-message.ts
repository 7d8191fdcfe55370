import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that disappears `ms` after it was last shown (each `show` starts the time again, from
 * the event itself rather than an effect after the render); `hide` takes it away at once. The
 * timer is cleared on unmount.
 */
export function useTimedMessage(ms: number): [string | null, (message: string) => void, () => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  return [message, show, hide];
}
