import { useCallback, useEffect, useRef } from 'react';

/** setTimeout for one component: every pending timer is cleared when it unmounts. */
export function useTimers() {
  const pending = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = pending.current;
    return () => {
      for (const id of timers) clearTimeout(id);
      timers.clear();
    };
  }, []);
  return useCallback((callback: () => void, ms: number) => {
    const id = setTimeout(() => {
      pending.current.delete(id);
      callback();
    }, ms);
    pending.current.add(id);
  }, []);
}
