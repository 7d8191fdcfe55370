import { useCallback } from 'react';
import { usePublishingLessons, useSetLessonPublished } from '../../api/lessons';

/** The spec's alerts, word for word. */
const publishedAlert = (id: string, published: boolean) =>
  published ? `Published lesson ${id}!` : `Unpublished lesson ${id}!`;
const publishErrorAlert = (id: string) => `Error publishing/unpublishing lesson ${id}!`;

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
      } catch {
        // Logged by the query client; the alert says it failed.
      }
      window.alert(ok ? publishedAlert(id, publish) : publishErrorAlert(id));
    },
    [mutateAsync],
  );

  return { busy, toggle };
}
