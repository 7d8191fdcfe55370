import { parseTextSentenceRecordingId } from '@langapp/shared';
import type { TextIndexItem, Viewer, Visibility } from '@langapp/shared';
import type { Db } from '../../db/database';

export interface TextRow {
  id: number;
  title: string;
  data: string;
  published: number;
}

const SEEN = "may_see(@viewer, visibility, CASE WHEN published = 1 THEN NULL ELSE 'teachers' END)";

/** SQL for texts. Deleted texts are invisible to every read here. */
export function createTextsRepo(db: Db) {
  const s = {
    // An unpublished text is for teachers whatever its level (ADR 058): SEEN is the texts' filter.
    index: db.prepare<[{ viewer: Viewer }], TextIndexItem>(
      `SELECT id, title, published, visibility FROM texts WHERE deleted_at IS NULL AND ${SEEN} ORDER BY id`,
    ),
    byId: db.prepare<[number], TextRow>(
      'SELECT id, title, data, published, visibility FROM texts WHERE id = ? AND deleted_at IS NULL',
    ),
    seenById: db.prepare<[{ id: number; viewer: Viewer }], TextRow>(
      `SELECT id, title, data, published, visibility FROM texts WHERE id = @id AND deleted_at IS NULL AND ${SEEN}`,
    ),
    liveByTitle: db.prepare<[string], TextRow & { visibility: Visibility }>(
      'SELECT id, title, data, published, visibility FROM texts WHERE title = ? AND deleted_at IS NULL ORDER BY id LIMIT 1',
    ),
    insert: db.prepare(
      `INSERT INTO texts (title, data, published, created_at, updated_at, visibility)
       VALUES (@title, @data, 0, @at, @at, @visibility)`,
    ),
    update: db.prepare(
      'UPDATE texts SET title = @title, data = @data, updated_at = @at WHERE id = @id AND deleted_at IS NULL',
    ),
    setPublished: db.prepare(
      'UPDATE texts SET published = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL',
    ),
    softDelete: db.prepare('UPDATE texts SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL'),
    restore: db.prepare('UPDATE texts SET deleted_at = NULL WHERE id = ? AND deleted_at IS NOT NULL'),
    sentences: db.prepare<[number], { id: number; text: string }>(
      `SELECT json_extract(s.value, '$.id') AS id, json_extract(s.value, '$.text') AS text
       FROM texts t, json_each(t.data, '$.sents') s
       WHERE t.id = ? AND json_valid(t.data) AND json_type(s.value, '$.id') = 'integer'`,
    ),
    // Every recording row counts, removed ones too: a new sentence must not take over their ids.
    recordedSentenceIds: db
      .prepare<[string], string>("SELECT DISTINCT sent_id FROM sent_audio WHERE sent_id LIKE ? || '.%'")
      .pluck(),
  };
  return {
    /** The texts `viewer` may see, by id. */
    index: (viewer: Viewer) => s.index.all({ viewer }),
    byId: (id: number) => s.byId.get(id),
    /** The first live text of that title (an ELAN file's text is known by its title, ADR 087). */
    liveByTitle: (title: string) => s.liveByTitle.get(title),
    /** Text `id` when `viewer` may see it. */
    seenById: (id: number, viewer: Viewer) => s.seenById.get({ id, viewer }),
    insert: (title: string, data: string, at: string, visibility: Visibility) =>
      Number(s.insert.run({ title, data, at, visibility }).lastInsertRowid),
    update: (id: number, title: string, data: string, at: string) =>
      s.update.run({ id, title, data, at }).changes === 1,
    setPublished: (id: number, published: boolean, at: string) =>
      s.setPublished.run(published ? 1 : 0, at, id).changes === 1,
    softDelete: (id: number, at: string) => s.softDelete.run(at, id).changes === 1,
    restore: (id: number) => s.restore.run(id).changes === 1,
    /** The sentences text `id` has now: their ids and texts. */
    sentences: (id: number) => s.sentences.all(id),
    /** The sentence ids that recordings of text `id` are stored under ('id.sentenceId'). */
    recordedSentenceIds: (id: number) =>
      s.recordedSentenceIds.all(String(id)).flatMap((sentId) => {
        const parsed = parseTextSentenceRecordingId(sentId);
        return parsed?.textId === id ? [parsed.sentenceId] : [];
      }),
  };
}
