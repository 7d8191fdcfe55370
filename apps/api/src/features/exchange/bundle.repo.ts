import type { Visibility } from '@langapp/shared';
import type { Db } from '../../db/database';

/** A text as a bundle carries it (data is the stored JSON). */
export interface BundleTextRow {
  id: number;
  title: string;
  data: string;
  published: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  visibility: Visibility;
}

/** A lesson as a bundle carries it (title NULL: the id stands in). */
export interface BundleLessonRow {
  id: string;
  title: string | null;
  description: string;
  data: string;
  published: number;
  date_added: string;
  updated_at: string;
  visibility: Visibility;
}

/**
 * A recording row of either kind: `key` is the word (word_audio) or the sentence id (sent_audio);
 * lex_id the entry a word take belongs to (migration 014; always null for a sentence take).
 */
export interface BundleTakeRow {
  key: string;
  lex_id: number | null;
  filename: string;
  original: string | null;
  speaker: string;
  timestamp: string;
  deleted_at: string | null;
  visibility: Visibility;
}

export type TakeKind = 'word' | 'sentence';

/** The SQL of the media bundle (ADR 038): every table it carries, read whole and written by id. */
export function createBundleRepo(db: Db) {
  // lex: the column of the entry (word takes) or a constant NULL (sentence takes, which have none).
  const takes = (table: 'word_audio' | 'sent_audio', key: 'word' | 'sent_id', lex: 'lex_id' | 'NULL') => ({
    // The bundle carries the community's takes: not one waiting for a teacher's approval (ADR 085).
    live: db.prepare<[], BundleTakeRow>(
      `SELECT ${key} AS key, ${lex} AS lex_id, filename, original, speaker, timestamp, deleted_at, visibility FROM ${table}
       WHERE deleted_at IS NULL AND waiting = 0 ORDER BY timestamp, id`,
    ),
    byFilename: db.prepare<[string], BundleTakeRow>(
      `SELECT ${key} AS key, ${lex} AS lex_id, filename, original, speaker, timestamp, deleted_at, visibility FROM ${table}
       WHERE filename = ?`,
    ),
    insert: db.prepare(
      lex === 'NULL'
        ? `INSERT INTO ${table} (${key}, filename, original, speaker, timestamp, visibility)
           VALUES (@key, @filename, @original, @speaker, @timestamp, @visibility)`
        : `INSERT INTO ${table} (${key}, lex_id, filename, original, speaker, timestamp, visibility)
           VALUES (@key, @lex_id, @filename, @original, @speaker, @timestamp, @visibility)`,
    ),
    update: db.prepare(
      `UPDATE ${table} SET ${key} = @key, ${lex === 'NULL' ? '' : 'lex_id = @lex_id, to_confirm = 0, '}original = @original,
         speaker = @speaker, timestamp = @timestamp, visibility = @visibility, deleted_at = NULL
       WHERE filename = @filename`,
    ),
  });
  const s = {
    liveTexts: db.prepare<[], BundleTextRow>(
      'SELECT id, title, data, published, created_at, updated_at, deleted_at, visibility FROM texts WHERE deleted_at IS NULL ORDER BY id',
    ),
    textById: db.prepare<[number], BundleTextRow>(
      'SELECT id, title, data, published, created_at, updated_at, deleted_at, visibility FROM texts WHERE id = ?',
    ),
    // A FLEx interlinear text is the product's by its guid, else by its title (ADR 086).
    liveTextIdByGuid: db
      .prepare<[string], number>(
        `SELECT id FROM texts WHERE deleted_at IS NULL AND json_valid(data)
           AND json_extract(data, '$.guid') = ? ORDER BY id LIMIT 1`,
      )
      .pluck(),
    liveTextIdsTitled: db
      .prepare<[string], number>('SELECT id FROM texts WHERE deleted_at IS NULL AND title = ? ORDER BY id')
      .pluck(),
    maxTextId: db.prepare<[], number>('SELECT COALESCE(MAX(id), 0) FROM texts').pluck(),
    // A text of the bundle whose id names a deleted text brings it back with the bundle's content.
    upsertText: db.prepare(
      `INSERT INTO texts (id, title, data, published, created_at, updated_at, visibility)
       VALUES (@id, @title, @data, @published, @created_at, @updated_at, @visibility)
       ON CONFLICT (id) DO UPDATE SET title = excluded.title, data = excluded.data,
         published = excluded.published, created_at = excluded.created_at,
         updated_at = excluded.updated_at, visibility = excluded.visibility, deleted_at = NULL`,
    ),
    lessons: db.prepare<[], BundleLessonRow>(
      'SELECT id, title, description, data, published, date_added, updated_at, visibility FROM vocab_lessons ORDER BY date_added, id',
    ),
    lessonById: db.prepare<[string], BundleLessonRow>(
      'SELECT id, title, description, data, published, date_added, updated_at, visibility FROM vocab_lessons WHERE id = ?',
    ),
    upsertLesson: db.prepare(
      `INSERT INTO vocab_lessons (id, title, description, data, published, date_added, updated_at, visibility)
       VALUES (@id, @title, @description, @data, @published, @date_added, @updated_at, @visibility)
       ON CONFLICT (id) DO UPDATE SET title = excluded.title, description = excluded.description,
         data = excluded.data, published = excluded.published, date_added = excluded.date_added,
         updated_at = excluded.updated_at, visibility = excluded.visibility`,
    ),
    liveLexExists: db
      .prepare<[number], number>('SELECT EXISTS (SELECT 1 FROM live_lexs WHERE id = ?)')
      .pluck(),
    sentExists: db.prepare<[string], number>('SELECT EXISTS (SELECT 1 FROM sents WHERE id = ?)').pluck(),
    takes: { word: takes('word_audio', 'word', 'lex_id'), sentence: takes('sent_audio', 'sent_id', 'NULL') },
    entryWritten: db.prepare<{ word: string }, { id: number; lex: string }>(
      `SELECT id, lex FROM live_lexs WHERE fold_word(lex) = fold_word(@word)
       ORDER BY lex = @word DESC, homograph IS NULL, homograph, id LIMIT 1`,
    ),
    liveLex: db.prepare<[number], { id: number; lex: string }>('SELECT id, lex FROM live_lexs WHERE id = ?'),
  };
  return {
    /** Runs `fn` in one transaction: a throw rolls back everything it wrote. */
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
    liveTexts: () => s.liveTexts.all(),
    textById: (id: number) => s.textById.get(id),
    upsertText: (row: Omit<BundleTextRow, 'deleted_at'>) => s.upsertText.run(row),
    liveTextIdByGuid: (guid: string) => s.liveTextIdByGuid.get(guid),
    liveTextIdsTitled: (title: string) => s.liveTextIdsTitled.all(title),
    /** The highest id a text has had (deleted ones too): a new text's id is above it. */
    maxTextId: () => s.maxTextId.get() ?? 0,
    lessons: () => s.lessons.all(),
    lessonById: (id: string) => s.lessonById.get(id),
    upsertLesson: (row: BundleLessonRow) => s.upsertLesson.run(row),
    liveLexExists: (id: number) => s.liveLexExists.get(id) === 1,
    /** The live entry with the id, else the one written as `word` (the first homograph), if any. */
    entryOf: (id: number | null, word: string) =>
      (id === null ? undefined : s.liveLex.get(id)) ?? s.entryWritten.get({ word }),
    sentExists: (id: string) => s.sentExists.get(id) === 1,
    liveTakes: (kind: TakeKind) => s.takes[kind].live.all(),
    takeByFilename: (kind: TakeKind, filename: string) => s.takes[kind].byFilename.get(filename),
    insertTake: (kind: TakeKind, row: Omit<BundleTakeRow, 'deleted_at'>) => s.takes[kind].insert.run(row),
    updateTake: (kind: TakeKind, row: Omit<BundleTakeRow, 'deleted_at'>) => s.takes[kind].update.run(row),
  };
}
