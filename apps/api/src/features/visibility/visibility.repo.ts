import type { Statement } from 'better-sqlite3';
import type { Visibility, VisibilityCounts, VisibilityKind } from '@langapp/shared';
import type { Db } from '../../db/database';

/**
 * Where each kind of item keeps its level, and which of its rows are live (the console shows no
 * deleted entry, text or recording, and an example lives as long as its entry).
 */
const TABLES: Record<VisibilityKind, { table: string; live: string; textId: boolean }> = {
  entry: { table: 'lexs', live: 'deleted_at IS NULL', textId: false },
  example: {
    table: 'sense_examples',
    live: `sense_id IN (SELECT s.id FROM senses s JOIN lexs l ON l.id = s.lex_id WHERE l.deleted_at IS NULL)`,
    textId: false,
  },
  sentence: { table: 'sents', live: '1', textId: true },
  text: { table: 'texts', live: 'deleted_at IS NULL', textId: false },
  lesson: { table: 'vocab_lessons', live: '1', textId: true },
  'word-recording': { table: 'word_audio', live: 'deleted_at IS NULL', textId: false },
  'sentence-recording': { table: 'sent_audio', live: 'deleted_at IS NULL', textId: false },
  // Rows matched to the folder's files before each use (features/recordings/lesson-recordings.ts).
  'lesson-recording': { table: 'lesson_recordings', live: '1', textId: true },
};

/** Whether the kind's ids are texts (sentences, lessons, lesson recordings) rather than whole numbers. */
export function hasTextIds(kind: VisibilityKind): boolean {
  return TABLES[kind].textId;
}

interface CountRow {
  kind: VisibilityKind;
  visibility: Visibility;
  n: number;
}

export function createVisibilityRepo(db: Db) {
  const kinds = Object.keys(TABLES) as VisibilityKind[];
  const statements = Object.fromEntries(
    kinds.map((kind) => {
      const { table, live } = TABLES[kind];
      return [
        kind,
        {
          exists: db.prepare<[number | string], { id: number | string }>(
            `SELECT id FROM ${table} WHERE id = ? AND ${live}`,
          ),
          set: db.prepare<[Visibility, number | string, Visibility]>(
            `UPDATE ${table} SET visibility = ? WHERE id = ? AND visibility <> ?`,
          ),
        },
      ];
    }),
  ) as Record<
    VisibilityKind,
    {
      exists: Statement<[number | string], { id: number | string }>;
      set: Statement<[Visibility, number | string, Visibility]>;
    }
  >;
  const counts = db.prepare<[], CountRow>(
    kinds
      .map((kind) => {
        const { table, live } = TABLES[kind];
        return `SELECT '${kind}' AS kind, visibility, count(*) AS n FROM ${table} WHERE ${live} GROUP BY visibility`;
      })
      .join('\nUNION ALL\n'),
  );

  const entryOfExample = db
    .prepare<[number | string], number>(
      'SELECT s.lex_id FROM sense_examples e JOIN senses s ON s.id = e.sense_id WHERE e.id = ?',
    )
    .pluck();

  return {
    /** The entry an example of a sense belongs to (its history keeps the example's level). */
    entryOfExample: (id: number | string) => entryOfExample.get(id),
    /** Whether a live item of the kind has this id. */
    exists(kind: VisibilityKind, id: number | string): boolean {
      return statements[kind].exists.get(id) !== undefined;
    },
    /** Gives the item the level; true when it had another one before. */
    set(kind: VisibilityKind, id: number | string, visibility: Visibility): boolean {
      return statements[kind].set.run(visibility, id, visibility).changes > 0;
    },
    /** How many live items of each kind are at each level (a level without items is missing). */
    counts(): Partial<VisibilityCounts> {
      const result: Partial<VisibilityCounts> = {};
      for (const row of counts.all()) {
        const perLevel = (result[row.kind] ??= { public: 0, learners: 0, teachers: 0 });
        perLevel[row.visibility] = row.n;
      }
      return result;
    },
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}
