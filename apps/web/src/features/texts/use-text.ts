import { useCallback, useEffect, useState } from 'react';
import { fetchText } from './api';
import type { LoadedText } from './api';

export type TextLoad = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; text: LoadedText };

type Answer = { id: number; request: number } & (
  { status: 'missing' } | { status: 'ready'; text: LoadedText }
);

/** Loads text `id` (null: no id given, which is a missing text); `reload` asks again without a loading flash. */
export function useText(id: number | null): { load: TextLoad; reload: () => void } {
  const [request, setRequest] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (id === null) return;
    let active = true;
    fetchText(id).then(
      (text) => {
        if (active) setAnswer({ id, request, status: 'ready', text });
      },
      (error: unknown) => {
        console.error(`Text ${id} could not be loaded.`, error);
        if (active) setAnswer({ id, request, status: 'missing' });
      },
    );
    return () => {
      active = false;
    };
  }, [id, request]);

  const reload = useCallback(() => setRequest((n) => n + 1), []);

  let load: TextLoad = { status: 'loading' };
  if (id === null) load = { status: 'missing' };
  // An answer for this id (even of an earlier request) is shown until the reload's answer arrives.
  else if (answer?.id === id)
    load = answer.status === 'ready' ? { status: 'ready', text: answer.text } : { status: 'missing' };
  return { load, reload };
}
