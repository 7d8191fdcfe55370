import { Suspense, useContext, useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Loading } from '../loading';
import { ListenPanelContext } from './listen-context';
import type { ListenSource } from './listen-context';

/**
 * The "Listen" button of a page with recordings (the review deck, a lesson, a text): it opens the
 * hands-free player in place; closing it gives the focus back to the button.
 */
export function ListenLauncher({
  title,
  sources,
  className,
}: {
  title: string;
  sources: readonly ListenSource[];
  className?: string;
}) {
  const Panel = useContext(ListenPanelContext);
  // The items as they were when Listen was pressed: a list under way does not change under the learner.
  const [playing, setPlaying] = useState<readonly ListenSource[] | null>(null);
  const open = playing !== null;
  const button = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  useEffect(() => {
    if (!open && closed.current) button.current?.focus();
  }, [open]);
  if (!Panel || (sources.length === 0 && !open)) return null;
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
