import type { VocabLesson } from '@langapp/shared';
import type { Db } from '../../db/database';

export function createLessonsRepo(db: Db) {
  const cols = 'l.id, l.data, l.published, l.date_added';
  const s = {
    list: db.prepare<{ userId: number; all: number }, Omit<VocabLesson, 'done'> & { done: number }>(
      `SELECT ${cols}, EXISTS (SELECT 1 FROM vocab_lesson_done d WHERE d.lesson_id = l.id AND d.user_id = @userId) AS done
       FROM vocab_lessons l WHERE @all = 1 OR l.published = 1 ORDER BY l.date_added, l.id`,
    ),
    ids: db.prepare<{ all: number }, { id: string }>(
      'SELECT id FROM vocab_lessons WHERE @all = 1 OR published = 1 ORDER BY date_added, id',
    ),
    byId: db.prepare<[string], VocabLesson>(`SELECT ${cols} FROM vocab_lessons l WHERE l.id = ?`),
    upsert: db.prepare(
      `INSERT INTO vocab_lessons (id, data, published, date_added, updated_at) VALUES (@id, @data, 0, @at, @at)
       ON CONFLICT (id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
    ),
    setPublished: db.prepare('UPDATE vocab_lessons SET published = ?, updated_at = ? WHERE id = ?'),
    done: db.prepare(
      'INSERT INTO vocab_lesson_done (user_id, lesson_id, done_at) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET done_at = excluded.done_at',
    ),
    lexExists: db.prepare('SELECT EXISTS (SELECT 1 FROM lexs WHERE id = ?)').pluck(),
    sentExists: db.prepare('SELECT EXISTS (SELECT 1 FROM sents WHERE id = ?)').pluck(),
  };
  return {
    list: (userId: number, all: boolean) =>
      s.list.all({ userId, all: all ? 1 : 0 }).map((l) => ({ ...l, done: l.done === 1 })),
    ids: (all: boolean) => s.ids.all({ all: all ? 1 : 0 }).map((r) => r.id),
    byId: (id: string) => s.byId.get(id),
    save: (id: string, data: string, at: string) => s.upsert.run({ id, data, at }),
    setPublished: (id: string, published: boolean, at: string) =>
      s.setPublished.run(published ? 1 : 0, at, id).changes === 1,
    markDone: (userId: number, lessonId: string, at: string) => s.done.run(userId, lessonId, at),
    lexExists: (id: number) => s.lexExists.get(id) === 1,
    sentExists: (id: string) => s.sentExists.get(id) === 1,
  };
}
