import type { Visibility } from '@langapp/shared';
import type { Db } from '../../db/database';

/** A lesson recording's file name and level (db/migrations/029). */
export interface LessonRecordingRow {
  id: string;
  visibility: Visibility;
}

/** SQL of the lesson recordings' levels: the rows that mirror the folder of files. */
export function createLessonRecordingsRepo(db: Db) {
  const s = {
    all: db.prepare<[], LessonRecordingRow>('SELECT id, visibility FROM lesson_recordings ORDER BY id'),
    add: db.prepare<[string]>('INSERT OR IGNORE INTO lesson_recordings (id) VALUES (?)'),
    remove: db.prepare<[string]>('DELETE FROM lesson_recordings WHERE id = ?'),
  };
  return {
    /** Makes the rows those of `files` (new ones at the default level, gone ones dropped); answers them. */
    mirror: (files: readonly string[]): LessonRecordingRow[] =>
      db.transaction(() => {
        const present = new Set(files);
        for (const row of s.all.all()) if (!present.has(row.id)) s.remove.run(row.id);
        for (const file of files) s.add.run(file);
        return s.all.all();
      })(),
  };
}
