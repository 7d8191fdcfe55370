import { useCallback, useEffect, useState } from 'react';

export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface RemoteData<T> {
  status: RemoteStatus;
  /** The last data that arrived (kept while a reload is under way), or undefined before the first answer. */
  data: T | undefined;
  /** Asks again; the current data stays on screen until the answer arrives. */
  reload: () => void;
}

interface Loaded<T> {
  /** Which request (0 = the first, then one per reload) the state belongs to. */
  request: number;
  status: 'ready' | 'error';
  data: T | undefined;
}

/**
 * Loads `fetcher`'s data once `enabled` is true (so a page can wait until a mode needs it), drops
 * answers that arrive after unmounting, and logs failures (the spec only logs network errors).
 */
export function useRemoteData<T>(fetcher: () => Promise<T>, what: string, enabled = true): RemoteData<T> {
  const [request, setRequest] = useState(0);
  const [wanted, setWanted] = useState(enabled);
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  // Once wanted, always wanted: switching a mode back and forth must not fetch again.
  if (enabled && !wanted) setWanted(true);

  useEffect(() => {
    if (!wanted) return;
    let active = true;
    fetcher().then(
      (data) => {
        if (active) setLoaded({ request, status: 'ready', data });
      },
      (error: unknown) => {
        console.error(`The ${what} could not be loaded.`, error);
        if (active) setLoaded((previous) => ({ request, status: 'error', data: previous?.data }));
      },
    );
    return () => {
      active = false;
    };
  }, [fetcher, what, wanted, request]);

  const reload = useCallback(() => setRequest((n) => n + 1), []);

  let status: RemoteStatus;
  // Data once arrived stays 'ready' through reloads (and a failed reload): no flash of a loading message.
  if (loaded?.data !== undefined) status = 'ready';
  else if (!wanted) status = 'idle';
  else status = loaded?.request === request && loaded.status === 'error' ? 'error' : 'loading';
  return { status, data: loaded?.data, reload };
}
