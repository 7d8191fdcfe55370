import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import type { ListenLauncherProps, ListenSource } from '../../components/listen/listen-source';
import { Loading } from '../../components/loading';

// The panel and its player load on the first press of the button (ADR 081).
const Panel = lazy(async () => ({ default: (await import('./listen-panel')).ListenPanel }));

/**
 * The "Listen" button of a page with recordings (the review deck, a lesson, a text): it opens the
 * hands-free player in place; closing it gives the focus back to the button.
 */
export function ListenLauncher({ title, sources, className }: ListenLauncherProps) {
  // The items as they were when Listen was pressed: a list under way does not change under the learner.
  const [playing, setPlaying] = useState<readonly ListenSource[] | null>(null);
  const open = playing !== null;
  const button = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  useEffect(() => {
    if (!open && closed.current) button.current?.focus();
  }, [open]);
  if (sources.length === 0 && !open) return null;
  return (
    <div className={className}>
      {playing ? (
        <Suspense fallback={<Loading label="Loading Listen..." />}>
          <Panel
            title={title}
            sources={playing}
            onClose={() => {
              closed.current = true;
              setPlaying(null);
            }}
          />
        </Suspense>
      ) : (
        <Button ref={button} variant="outline-primary" onClick={() => setPlaying(sources)}>
          Listen hands-free
        </Button>
      )}
    </div>
  );
}
