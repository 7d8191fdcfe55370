import { useCallback, useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { setLessonPublished } from './api';

/** The spec's alerts, word for word. */
export const publishedAlert = (id: string, published: boolean) =>
  published ? `Published lesson ${id}!` : `Unpublished lesson ${id}!`;
export const publishErrorAlert = (id: string) => `Error publishing/unpublishing lesson ${id}!`;

/**
 * Publishing and unpublishing lessons: calls the server, alerts the outcome, and on success tells
 * the page the new state. `busy` holds the lessons whose call is under way.
 */
export function usePublishLesson(onChanged: (id: string, published: boolean) => void) {
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = useCallback(
    async (id: string, publish: boolean) => {
      setBusy((previous) => new Set(previous).add(id));
      let ok = false;
      try {
        ok = await setLessonPublished(id, publish);
      } catch (error) {
        console.error(`Lesson ${id} could not be ${publish ? 'published' : 'unpublished'}.`, error);
      }
      setBusy((previous) => {
        const next = new Set(previous);
        next.delete(id);
        return next;
      });
      if (ok) onChanged(id, publish);
      window.alert(ok ? publishedAlert(id, publish) : publishErrorAlert(id));
    },
    [onChanged],
  );

  return { busy, toggle };
}

/** The state as a coloured badge with its word, and a button that flips it. */
export function PublishControl({
  id,
  published,
  busy,
  onToggle,
}: {
  id: string;
  published: boolean;
  busy: boolean;
  onToggle: (publish: boolean) => void;
}) {
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <Badge bg={published ? 'success' : 'warning'} text={published ? undefined : 'dark'}>
        {published ? 'Published' : 'Unpublished'}
      </Badge>
      <Button
        size="sm"
        variant={published ? 'outline-warning' : 'outline-success'}
        className="text-body"
        disabled={busy}
        onClick={() => onToggle(!published)}
      >
        {published ? 'Unpublish' : 'Publish'}
        <span className="visually-hidden"> lesson {id}</span>
      </Button>
    </span>
  );
}
