import type { HistoryKind, HistorySource, Visibility } from '@langapp/shared';
import type { Db } from '../../db/database';

/** One stored version (content_history, migration 017); the snapshots are JSON text. */
export interface VersionRow {
  id: number;
  kind: HistoryKind;
  item_id: string;
  who: string | null;
  source: HistorySource;
  at: string;
  before: string | null;
  after: string;
}

export interface NewVersion {
  kind: HistoryKind;
  item_id: string;
  account_id: number | null;
  source: HistorySource;
  at: string;
  before: string | null;
  after: string;
}

// Each snapshot is one statement: the item whole as JSON, built by SQLite (json_group_array with
// ORDER BY keeps every list in its stored order). Subqueries are wrapped in json() so that their
// text is nested as JSON, not as a string. The shapes are packages/shared/src/history/snapshots.ts.
const bool = (expression: string) => `json(CASE WHEN ${expression} THEN 'true' ELSE 'false' END)`;
const notesOf = (where: string) =>
  `json((SELECT json_group_array(json_object('type', n.type, 'text', n.text) ORDER BY n.position, n.id)
         FROM entry_notes n WHERE ${where}))`;

const SNAPSHOT_SQL: Record<HistoryKind, string> = {
  entry: `SELECT json_object(
      'headword', l.lex, 'homograph', l.homograph, 'notes', l.notes, 'visibility', l.visibility,
      'deleted', ${bool('l.deleted_at IS NOT NULL')},
      'senses', json((SELECT json_group_array(json_object(
          'id', s.id, 'pos', s.pos, 'gloss', s.gloss, 'definition', s.definition,
          'examples', json((SELECT json_group_array(json_object('id', e.id, 'text', e.text,
              'translation', e.translation, 'visibility', e.visibility) ORDER BY e.position)
            FROM sense_examples e WHERE e.sense_id = s.id)),
          'notes', ${notesOf('n.sense_id = s.id')}) ORDER BY s.position)
        FROM senses s WHERE s.lex_id = l.id)),
      'typedNotes', ${notesOf('n.lex_id = l.id AND n.sense_id IS NULL')},
      'forms', json((SELECT json_group_array(json_object('kind', f.kind, 'ws', f.ws, 'text', f.text)
          ORDER BY f.kind, f.position, f.id)
        FROM entry_forms f WHERE f.lex_id = l.id)))
    FROM lexs l WHERE l.id = CAST(? AS INTEGER)`,
  sentence: `SELECT json_object('text', s.text, 'translation', s.trans,
      'annotation', json(CASE WHEN json_valid(s.anno) AND json_type(s.anno) = 'array' THEN s.anno ELSE '[]' END),
      'visibility', s.visibility)
    FROM sents s WHERE s.id = ?`,
  text: `SELECT json_object('title', t.title,
      'data', json(CASE WHEN json_valid(t.data) THEN t.data ELSE '{"title":"","sents":[]}' END),
      'published', ${bool('t.published = 1')}, 'visibility', t.visibility,
      'deleted', ${bool('t.deleted_at IS NOT NULL')})
    FROM texts t WHERE t.id = CAST(? AS INTEGER)`,
};

/**
 * The items whose change an outer call is recording, per database: a writer called inside another
 * one's change of the same item (a restore saving an entry through the lexicon's service, an
 * accepted suggestion) leaves the recording to the outer call, so one change keeps one version.
 */
const recording = new WeakMap<Db, Set<string>>();

/** SQL of the history: the snapshots of an item, the versions kept, and who made them. */
export function createHistoryRepo(db: Db) {
  let open = recording.get(db);
  if (!open) recording.set(db, (open = new Set()));
  const busy = open;
  const snapshots = Object.fromEntries(
    Object.entries(SNAPSHOT_SQL).map(([kind, sql]) => [kind, db.prepare<[string], string>(sql).pluck()]),
  ) as Record<HistoryKind, ReturnType<Db['prepare']>>;
  const columns = `h.id, h.kind, h.item_id, u.username AS who, h.source, h.at, h.before, h.after
    FROM content_history h LEFT JOIN users u ON u.id = h.account_id`;
  const s = {
    insert: db.prepare(
      `INSERT INTO content_history (kind, item_id, account_id, source, at, before, after)
       VALUES (@kind, @item_id, @account_id, @source, @at, @before, @after)`,
    ),
    hasAny: db
      .prepare<[string, string], number>(
        'SELECT EXISTS (SELECT 1 FROM content_history WHERE kind = ? AND item_id = ?)',
      )
      .pluck(),
    list: db.prepare<[string, string], VersionRow>(
      `SELECT ${columns} WHERE h.kind = ? AND h.item_id = ? ORDER BY h.id DESC`,
    ),
    byId: db.prepare<[number], VersionRow>(`SELECT ${columns} WHERE h.id = ?`),
    // A restore writes the levels back (the other fields go through the items' own services).
    entryLevel: db.prepare('UPDATE lexs SET visibility = ? WHERE id = ?'),
    exampleLevel: db.prepare(
      `UPDATE sense_examples SET visibility = @visibility
       WHERE position = @example AND sense_id = (SELECT id FROM senses WHERE lex_id = @lexId AND position = @sense)`,
    ),
    sentenceLevel: db.prepare('UPDATE sents SET visibility = ? WHERE id = ?'),
    textLevel: db.prepare('UPDATE texts SET visibility = ? WHERE id = ?'),
  };
  return {
    /** The keys (`kind:id`) of the items whose change is being recorded now, shared by every repo of the database. */
    busy,
    /** Runs `fn` in a transaction (a savepoint inside another). */
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
    /** The item whole as JSON text, or null when there is no such item (deleted ones included). */
    snapshot: (kind: HistoryKind, id: string): string | null =>
      (snapshots[kind].get(id) as string | undefined) ?? null,
    /** Whether any version of the item is kept. */
    hasAny: (kind: HistoryKind, id: string) => s.hasAny.get(kind, id) === 1,
    insert: (version: NewVersion) => Number(s.insert.run(version).lastInsertRowid),
    /** The item's versions, newest first. */
    list: (kind: HistoryKind, id: string) => s.list.all(kind, id),
    byId: (id: number) => s.byId.get(id),
    setEntryLevel: (id: number, visibility: Visibility) => s.entryLevel.run(visibility, id),
    /** The level of the example at `example` (1, 2, ...) of the sense at `sense` of entry `lexId`. */
    setExampleLevel: (lexId: number, sense: number, example: number, visibility: Visibility) =>
      s.exampleLevel.run({ lexId, sense, example, visibility }),
    setSentenceLevel: (id: string, visibility: Visibility) => s.sentenceLevel.run(visibility, id),
    setTextLevel: (id: number, visibility: Visibility) => s.textLevel.run(visibility, id),
  };
}


