import { DEFAULT_VISIBILITY, lessonDataWithout, lessonItemIds, lessonLexSteps } from '@langapp/shared';
import type { LessonWord, Viewer, Visibility, VocabLesson } from '@langapp/shared';
import type { Db } from '../../db/database';

/**
 * Who may see a lesson (ADR 058): its level, and an unpublished lesson is for teachers. Bound as
 * @viewer; `l` is the lesson.
 */
export const LESSON_SEEN = "may_see(@viewer, l.visibility, CASE WHEN l.published = 1 THEN NULL ELSE 'teachers' END)";

type LessonRow = Omit<VocabLesson, 'done' | 'words'>;

/** What saving changes besides the steps: a title or description left out keeps the stored one. */
export interface LessonNames {
  title?: string;
  description?: string;
  /** The level of a lesson this save creates; an existing lesson keeps its own. */
  visibility?: Visibility;
}

export function createLessonsRepo(db: Db) {
  // The title is NULL until the teacher gives one: the id stands in.
  const cols =
    'l.id, COALESCE(l.title, l.id) AS title, l.description, l.data, l.published, l.date_added, l.visibility';
  const s = {
    list: db.prepare<{ userId: number; viewer: Viewer; all: number }, LessonRow & { done: number }>(
      `SELECT ${cols}, EXISTS (SELECT 1 FROM vocab_lesson_done d WHERE d.lesson_id = l.id AND d.user_id = @userId) AS done
       FROM vocab_lessons l WHERE (@all = 1 OR l.published = 1) AND ${LESSON_SEEN} ORDER BY l.date_added, l.id`,
    ),
    ids: db.prepare<{ viewer: Viewer }, { id: string }>(
      `SELECT l.id FROM vocab_lessons l WHERE ${LESSON_SEEN} ORDER BY l.date_added, l.id`,
    ),
    byId: db.prepare<{ id: string; viewer: Viewer }, LessonRow>(
      `SELECT ${cols} FROM vocab_lessons l WHERE l.id = @id AND ${LESSON_SEEN}`,
    ),
    // Among some entries and sentences, those there are that a viewer may not see.
    hiddenLexIds: db
      .prepare<{ ids: string; viewer: Viewer }, number>(
        `SELECT id FROM live_lexs WHERE id IN (SELECT value FROM json_each(@ids)) AND NOT may_see(@viewer, visibility)`,
      )
      .pluck(),
    hiddenSentIds: db
      .prepare<{ ids: string; viewer: Viewer }, string>(
        `SELECT id FROM sents WHERE id IN (SELECT value FROM json_each(@ids)) AND NOT may_see(@viewer, visibility)`,
      )
      .pluck(),
    exists: db.prepare('SELECT EXISTS (SELECT 1 FROM vocab_lessons WHERE id = ?)').pluck(),
    upsert: db.prepare<{
      id: string;
      data: string;
      at: string;
      title: string | null;
      description: string | null;
      visibility: Visibility;
    }>(
      `INSERT INTO vocab_lessons (id, data, published, date_added, updated_at, title, description, visibility)
       VALUES (@id, @data, 0, @at, @at, @title, COALESCE(@description, ''), @visibility)
       ON CONFLICT (id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at,
         title = COALESCE(@title, vocab_lessons.title),
         description = COALESCE(@description, vocab_lessons.description)`,
    ),
    setPublished: db.prepare('UPDATE vocab_lessons SET published = ?, updated_at = ? WHERE id = ?'),
    // The latest finish stands: one made offline and sent later does not move it back (ADR 063).
    done: db.prepare(
      'INSERT INTO vocab_lesson_done (user_id, lesson_id, done_at) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET done_at = MAX(done_at, excluded.done_at)',
    ),
    // The lexicon is read through live_lexs: a deleted entry is no word of a lesson.
    lexExists: db.prepare('SELECT EXISTS (SELECT 1 FROM live_lexs WHERE id = ?)').pluck(),
    lexsByIds: db.prepare<{ ids: string; viewer: Viewer }, { id: number; lex: string; gloss: string }>(
      'SELECT id, lex, gloss FROM live_lexs WHERE id IN (SELECT value FROM json_each(@ids)) AND may_see(@viewer, visibility)',
    ),
    sentExists: db.prepare('SELECT EXISTS (SELECT 1 FROM sents WHERE id = ?)').pluck(),
    sentsByIds: db.prepare<{ ids: string; viewer: Viewer }, { id: string; text: string; trans: string }>(
      'SELECT id, text, trans FROM sents WHERE id IN (SELECT value FROM json_each(@ids)) AND may_see(@viewer, visibility)',
    ),
  };

  /** The entries and sentences of lesson data that exist and that `viewer` may not see. */
  function hiddenItems(data: string, viewer: Viewer) {
    const { lexIds, sentIds } = lessonItemIds(data);
    return {
      lexIds: new Set(lexIds.length === 0 ? [] : s.hiddenLexIds.all({ ids: JSON.stringify(lexIds), viewer })),
      sentIds: new Set(sentIds.length === 0 ? [] : s.hiddenSentIds.all({ ids: JSON.stringify(sentIds), viewer })),
    };
  }

  /**
   * Each lesson (without the steps the viewer may not see) with its words and their meanings, as the lexicon has them now, in one read of the
   * lexicon; a word the viewer may not see is left out (one deleted since stays, as stored).
   */
  function withWords<L extends LessonRow>(lessons: L[], viewer: Viewer): (L & { words: LessonWord[] | null })[] {
    const steps = lessons.map((lesson) => lessonLexSteps(lesson.data));
    const ids = [...new Set(steps.flatMap((lexSteps) => (lexSteps ?? []).map((step) => step.lexId)))];
    const json = JSON.stringify(ids);
    const entries = new Map(
      ids.length === 0 ? [] : s.lexsByIds.all({ ids: json, viewer }).map((entry) => [entry.id, entry]),
    );
    const hidden = new Set(ids.length === 0 ? [] : s.hiddenLexIds.all({ ids: json, viewer }));
    return lessons.map((lesson, index) => ({
      ...lesson,
      data: lessonDataWithout(lesson.data, hiddenItems(lesson.data, viewer)),
      words:
        steps[index]
          ?.filter(({ lexId }) => !hidden.has(lexId))
          .map(({ lexId, lex }) => {
            const entry = entries.get(lexId);
            return { lexId, lex: entry?.lex ?? lex, gloss: entry?.gloss ?? null };
          }) ?? null,
    }));
  }

  return {
    /** The published lessons `viewer` may see (with `all`, the unpublished too), with whether learner `userId` finished each. */
    list: (userId: number, viewer: Viewer, all: boolean) =>
      withWords(
        s.list.all({ userId, viewer, all: all ? 1 : 0 }).map((l) => ({ ...l, done: l.done === 1 })),
        viewer,
      ),
    ids: (viewer: Viewer) => s.ids.all({ viewer }).map((r) => r.id),
    /** Lesson `id` when `viewer` may see it. */
    byId: (id: string, viewer: Viewer) => s.byId.get({ id, viewer }),
    hiddenItems,
    /**
     * The live entries and the sentences of lesson data that `viewer` may see, in the order the
     * steps first name them: what the player shows of each (a deleted entry is not among them).
     */
    items(data: string, viewer: Viewer) {
      const { lexIds, sentIds } = lessonItemIds(data);
      const entries = new Map(
        lexIds.length === 0
          ? []
          : s.lexsByIds.all({ ids: JSON.stringify(lexIds), viewer }).map((e) => [e.id, e]),
      );
      const sentences = new Map(
        sentIds.length === 0
          ? []
          : s.sentsByIds.all({ ids: JSON.stringify(sentIds), viewer }).map((e) => [e.id, e]),
      );
      return {
        words: lexIds.flatMap((id) => entries.get(id) ?? []),
        sentences: sentIds.flatMap((id) => sentences.get(id) ?? []),
      };
    },
    exists: (id: string) => s.exists.get(id) === 1,
    save: (id: string, data: string, at: string, names: LessonNames) =>
      s.upsert.run({
        id,
        data,
        at,
        title: names.title ?? null,
        description: names.description ?? null,
        visibility: names.visibility ?? DEFAULT_VISIBILITY,
      }),
    setPublished: (id: string, published: boolean, at: string) =>
      s.setPublished.run(published ? 1 : 0, at, id).changes === 1,
    markDone: (userId: number, lessonId: string, at: string) => s.done.run(userId, lessonId, at),
    lexExists: (id: number) => s.lexExists.get(id) === 1,
    sentExists: (id: string) => s.sentExists.get(id) === 1,
  };
}
