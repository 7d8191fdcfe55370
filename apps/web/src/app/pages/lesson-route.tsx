import { LessonPlayerPage } from '../../features/lessons/lesson-player-page';
import { ListenButton } from './listen-button';

/** /vocab/:id with Listen hands-free over the lesson's steps (ADR 081). */
export function LessonRoute() {
  return <LessonPlayerPage listen={ListenButton} />;
}
