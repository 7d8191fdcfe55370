import type * as z from 'zod/mini';
import { LESSON_TITLE_REQUIRED, storedSteps } from '@langapp/shared';
import type { saveVocabLessonRequestSchema } from '@langapp/shared';
import type { Clock } from '../../lib/clock';
import { InvalidError, NotFoundError } from '../../lib/domain-errors';
import type { createLessonsRepo } from './lessons.repo';

/** What else happens when a learner finishes a lesson (its items join their review deck). */
export interface LessonDoneListener {
  lessonFinished(userId: number, lesson: { id: string; data: string }, tz: string | undefined): void;
}

/** Who asks, as far as lessons care: an unpublished lesson exists for admins only. */
export interface LessonViewer {
  id: number;
  isAdmin: boolean;
}

type SavedLesson = z.output<typeof saveVocabLessonRequestSchema>;

const notFound = () => new NotFoundError('Lesson not found.');

/**
 * The one rule of who sees a lesson: an unpublished lesson is invisible unless the viewer is an
 * admin. The lesson itself when visible; not found otherwise (and when there is none).
 */
export function visibleLesson<L extends { published: number | boolean }>(
  lesson: L | undefined,
  viewer: { isAdmin: boolean },
): L {
  if (!lesson || (!lesson.published && !viewer.isAdmin)) throw notFound();
  return lesson;
}

/** The vocabulary lessons' rules: who sees which, what a saved lesson must hold, finishing one. */
export function createLessonsService(
  repo: ReturnType<typeof createLessonsRepo>,
  clock: Clock,
  onDone: LessonDoneListener,
) {
  const now = () => clock.now().toISOString();

  /** The lesson as stored, when the viewer may see it (an unpublished one is invisible unless admin). */
  const visible = (id: string, viewer: { isAdmin: boolean }) => visibleLesson(repo.byId(id), viewer);

  return {
    /** The published lessons (all of them with `all`), with whether the viewer finished each. */
    list: (viewer: LessonViewer, all: boolean) => repo.list(viewer.id, all),
    ids: (viewer: LessonViewer) => repo.ids(viewer.isAdmin),
    visible,

    setPublished(id: string, published: boolean): void {
      if (!repo.setPublished(id, published, now())) throw notFound();
    },

    /**
     * Saves a lesson's steps (and its names when given). Every step must name an existing entry or
     * sentence; a new lesson needs its name, while replacing the steps of an existing one may leave
     * it out (it stays).
     */
    save(lesson: SavedLesson): void {
      for (const step of lesson.steps) {
        if (step.kind === 'lex' && !repo.lexExists(step.lexId)) {
          throw new InvalidError(`No lexical entry has the id ${step.lexId}.`);
        }
        if (step.kind === 'sent' && !repo.sentExists(step.sentId)) {
          throw new InvalidError(`No sentence has the id ${step.sentId}.`);
        }
      }
      if (lesson.title === undefined && !repo.exists(lesson.id))
        throw new InvalidError(LESSON_TITLE_REQUIRED);
      repo.save(lesson.id, JSON.stringify(storedSteps(lesson.steps)), now(), {
        title: lesson.title,
        description: lesson.description,
      });
    },

    /** Marks a lesson the viewer may see as finished; its items join their review deck. */
    finish(viewer: LessonViewer, id: string, tz: string | undefined): void {
      const lesson = visible(id, viewer);
      repo.markDone(viewer.id, id, now());
      onDone.lessonFinished(viewer.id, lesson, tz);
    },
  };
}
