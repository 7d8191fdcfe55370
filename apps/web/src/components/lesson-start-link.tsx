import { Link } from 'react-router-dom';
import type { VocabLesson } from '@langapp/shared';

/**
 * The spec's '{name} | Start' button of a lesson, named by its title (the id until the teacher
 * gives one), leading to its player.
 */
export function LessonStartLink({
  lesson,
  className = '',
}: {
  lesson: Pick<VocabLesson, 'id' | 'title'>;
  /** Spacing and wrapping classes besides the button's own. */
  className?: string;
}) {
  return (
    <Link to={`/vocab/${encodeURIComponent(lesson.id)}`} className={`btn btn-primary ${className}`.trim()}>
      {lesson.title} | Start
    </Link>
  );
}
