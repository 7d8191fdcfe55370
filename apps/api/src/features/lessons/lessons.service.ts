import type * as z from 'zod/mini';
import { LESSON_TITLE_REQUIRED, lessonDataWithout, storedSteps } from '@langapp/shared';
import type { saveVocabLessonRequestSchema, Viewer } from '@langapp/shared';
import { InvalidError, NotFoundError } from '../../lib/domain-errors';
import type { ServiceDeps } from '../../service-deps';
import type { createLessonsRepo } from './lessons.repo';

/** What else happens when a learner finishes a lesson (its items join their review deck). */
export interface LessonDoneListener {
  lessonFinished(userId: number, lesson: { id: string; data: string }, tz: string | undefined, at: Date): void;
}

/** Who asks, as far as lessons care: the account, and what it may see (ADR 058). */
export interface LessonViewer {
  id: number;
  viewer: Viewer;
}

type SavedLesson = z.output<typeof saveVocabLessonRequestSchema>;

const notFound = () => new NotFoundError('Lesson not found.');

/**
 * A lesson as `viewer` may see it (the repo's read decides whether they may see the lesson at all:
 * its level, and an unpublished lesson is for teachers): without the steps of the entries and
 * sentences they may not see. Not found when there is no such lesson for them.
 */
function visibleLesson<L extends { data: string }>(
  repo: Pick<ReturnType<typeof createLessonsRepo>, 'hiddenItems'>,
  lesson: L | undefined,
  viewer: Viewer,
): L {
  if (!lesson) throw notFound();
  return { ...lesson, data: lessonDataWithout(lesson.data, repo.hiddenItems(lesson.data, viewer)) };
}

/** The vocabulary lessons' rules: who sees which, what a saved lesson must hold, finishing one. */
export function createLessonsService({ repos, clock, review }: ServiceDeps & { review: LessonDoneListener }) {
  const repo = repos.lessons;
  const now = () => clock.now().toISOString();

  /** The lesson, when the viewer may see it, without the items they may not see. */
  const visible = (id: string, viewer: Viewer) => visibleLesson(repo, repo.byId(id, viewer), viewer);

  return {
    /** The published lessons the viewer may see (with `all`, the unpublished ones too), with whether they finished each. */
    list: (viewer: LessonViewer, all: boolean) => repo.list(viewer.id, viewer.viewer, all),
    ids: (viewer: LessonViewer) => repo.ids(viewer.viewer),
    visible,

    /** The lesson as `visible` gives it, with the entries and sentences of its steps the viewer may see. */
    withItems(id: string, viewer: Viewer) {
      const lesson = visible(id, viewer);
      return { lesson, ...repo.items(lesson.data, viewer) };
    },

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
        visibility: lesson.visibility,
      });
    },

    /** Marks a lesson the viewer may see as finished at `at`; its items join their review deck. */
    finish(viewer: LessonViewer, id: string, tz: string | undefined, at: Date = clock.now()): void {
      const lesson = visible(id, viewer.viewer);
      repo.markDone(viewer.id, id, at.toISOString());
      review.lessonFinished(viewer.id, lesson, tz, at);
    },
  };
}

export type LessonsService = ReturnType<typeof createLessonsService>;
