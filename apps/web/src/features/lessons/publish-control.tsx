import { useCallback, useId } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { usePublishingLessons, useSetLessonPublished } from '../../api/lessons';

/** The spec's alerts, word for word. */
export const publishedAlert = (id: string, published: boolean) =>
  published ? `Published lesson ${id}!` : `Unpublished lesson ${id}!`;
export const publishErrorAlert = (id: string) => `Error publishing/unpublishing lesson ${id}!`;

/**
 * Publishing and unpublishing lessons: calls the server and alerts the outcome; on success every
 * view of the lesson shows its new state. `busy` holds the lessons whose call is under way.
 */
export function usePublishLesson() {
  const busy = usePublishingLessons();
  const { mutateAsync } = useSetLessonPublished();

  const toggle = useCallback(
    async (id: string, publish: boolean) => {
      let ok = false;
      try {
        ok = await mutateAsync({ id, published: publish });
      } catch (error) {
        console.error(`Lesson ${id} could not be ${publish ? 'published' : 'unpublished'}.`, error);
      }
      window.alert(ok ? publishedAlert(id, publish) : publishErrorAlert(id));
    },
    [mutateAsync],
  );

  return { busy, toggle };
}

/**
 * The state as a coloured badge with its word (green 'Published', yellow 'Unpublished'), and a
 * button that flips it, named after the lesson and described by the state.
 */
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
  const stateId = useId();
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <Badge id={stateId} bg={published ? 'success' : 'warning'} text={published ? undefined : 'dark'}>
        {published ? 'Published' : 'Unpublished'}
      </Badge>
      <Button
        size="sm"
        variant={published ? 'outline-warning' : 'outline-success'}
        className="text-body"
        aria-describedby={stateId}
        disabled={busy}
        onClick={() => onToggle(!published)}
      >
        {published ? 'Unpublish' : 'Publish'}
        <span className="visually-hidden"> lesson {id}</span>
      </Button>
    </span>
  );
}
