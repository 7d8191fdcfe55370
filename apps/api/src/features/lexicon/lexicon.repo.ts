import type { EntryUses, Lex, LexUses, RandomVocabItem, Viewer, Visibility } from '@langapp/shared';
import { contentVersion } from '../../db/content-versions';
import type { Db } from '../../db/database';
import { headwordOrder } from '../../db/headword-order';
import type { Reader } from '../../lib/visibility';
import { preferredTakeOrder } from '../speakers/preferred-take';

/** The lexicon's list order: the alphabet's (ADR 097), then the headword as written, then the id. */
const HEADWORD_ORDER = `${headwordOrder('lex')}, lex, id`;

/** A deleted entry as `lex:trash` lists it. */
export interface DeletedLex extends Lex {
  deleted_at: string;
}

/**
 * SQL for lexical entries. Every read goes through the view live_lexs (deleted entries are hidden
 * everywhere); writes go to the table lexs, whose triggers move the 'lexicon' content version.
 */
export function createLexiconRepo(db: Db) {
  const s = {
    // Entries that have a recording, in random order; the take of each: the learner's first
    // chosen speaker's, else the newest (ADR 061).
    randomWithAudio: db.prepare<[{ count: number; userId: number | null } & Reader], RandomVocabItem>(
      `SELECT l.lex, l.pos, l.gloss,
              (SELECT a.filename FROM playable_word_audio a
               WHERE a.lex_id = l.id AND may_hear(@viewer, @now, a.visibility, a.item_visibility, a.held_until)
               ORDER BY ${preferredTakeOrder('a', '@userId')} LIMIT 1) AS filename,
              (SELECT a.speaker FROM playable_word_audio a
               WHERE a.lex_id = l.id AND may_hear(@viewer, @now, a.visibility, a.item_visibility, a.held_until)
               ORDER BY ${preferredTakeOrder('a', '@userId')} LIMIT 1) AS speaker
       FROM live_lexs l
       WHERE may_see(@viewer, l.visibility)
         AND EXISTS (SELECT 1 FROM playable_word_audio a
                     WHERE a.lex_id = l.id AND may_hear(@viewer, @now, a.visibility, a.item_visibility, a.held_until))
       ORDER BY random() LIMIT @count`,
    ),
    // Every live entry (the console's checks and edits see them all) ...
    all: db.prepare<[], Lex>(`SELECT id, lex, pos, gloss, notes, visibility FROM live_lexs ORDER BY ${HEADWORD_ORDER}`),
    // ... and those a viewer may see (the lexicon's list).
    seenBy: db.prepare<[{ viewer: string }], Lex>(
      `SELECT id, lex, pos, gloss, notes, visibility FROM live_lexs WHERE may_see(@viewer, visibility)
       ORDER BY ${HEADWORD_ORDER}`,
    ),
    byId: db.prepare<[number], Lex>('SELECT id, lex, pos, gloss, notes FROM live_lexs WHERE id = ?'),
    // Deleted entries keep their ids (they can be restored): a new entry never takes one.
    nextId: db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM lexs').pluck(),
    insert: db.prepare(
      'INSERT INTO lexs (id, lex, pos, gloss, notes, visibility) VALUES (@id, @lex, @pos, @gloss, @notes, @visibility)',
    ),
    update: db.prepare(
      `UPDATE lexs SET lex = @lex, pos = @pos, gloss = @gloss, notes = @notes
       WHERE id = @id AND deleted_at IS NULL`,
    ),
    softDelete: db.prepare('UPDATE lexs SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL'),
    restore: db.prepare('UPDATE lexs SET deleted_at = NULL WHERE id = ? AND deleted_at IS NOT NULL'),
    trash: db.prepare<[], DeletedLex>(
      'SELECT id, lex, pos, gloss, notes, deleted_at FROM lexs WHERE deleted_at IS NOT NULL ORDER BY deleted_at, id',
    ),
    exists: db.prepare('SELECT EXISTS (SELECT 1 FROM live_lexs WHERE id = ?)').pluck(),
    // Recordings belong to their entry (migration 014): they follow a corrected spelling.
    recordingCount: db
      .prepare<[number], number>('SELECT COUNT(*) FROM live_word_audio WHERE lex_id = ?')
      .pluck(),

    // Where an entry is used (ADR 034). Stored JSON is read defensively: a value that is not an
    // object is skipped rather than parsed.
    sentenceUses: db.prepare<[number], LexUses['sentences'][number]>(
      `SELECT s.id, s.text, s.trans FROM sent_lex_links k JOIN sents s ON s.id = k.sent_id
       WHERE k.lex_id = ? ORDER BY s.timestamp, s.id`,
    ),
    textUses: db.prepare<[number], LexUses['texts'][number]>(
      `SELECT t.id, t.title, COUNT(*) AS links
       FROM texts t,
            json_each(CASE WHEN json_valid(t.data) THEN t.data ELSE '{}' END, '$.sents') s,
            json_each(CASE s.type WHEN 'object' THEN s.value ELSE '{}' END, '$.words') w,
            json_each(CASE w.type WHEN 'object' THEN w.value ELSE '{}' END, '$.morphs') m
       WHERE t.deleted_at IS NULL
         AND (CASE m.type WHEN 'object' THEN json_extract(m.value, '$.lexId') END) = ?
       GROUP BY t.id ORDER BY t.id`,
    ),
    // The title is NULL until the teacher gives one: the id stands in (as in the lessons repo).
    lessonUses: db.prepare<[number], LexUses['lessons'][number]>(
      `SELECT l.id, COALESCE(l.title, l.id) AS title
       FROM vocab_lessons l
       WHERE EXISTS (
         SELECT 1 FROM json_each(CASE WHEN json_valid(l.data) THEN l.data ELSE '[]' END) st
         WHERE (CASE st.type WHEN 'object' THEN json_extract(st.value, '$.kind') END) = 'lex'
           AND (CASE st.type WHEN 'object' THEN json_extract(st.value, '$.lexId') END) = ?)
       ORDER BY l.date_added, l.id`,
    ),
    // The parts of speech the live entries' senses use, each spelling with its number of senses;
    // then FieldWorks' (the grammatical-info range a LIFT import read, migration 024), counted 0.
    partsOfSpeechInUse: db.prepare<[], { pos: string; count: number }>(
      `SELECT s.pos AS pos, COUNT(*) AS count FROM senses s JOIN live_lexs l ON l.id = s.lex_id
       WHERE trim(s.pos) <> '' GROUP BY s.pos
       UNION ALL
       SELECT value AS pos, 0 AS count FROM lift_range_elements WHERE range_id = 'grammatical-info'`,
    ),
    // Where a reader meets an entry (its page, ADR 070): the sentences and texts they may see whose
    // annotation links it; a text unpublished is for teachers (as in the texts' repo).
    sentencesSeenUsing: db.prepare<[{ id: number; viewer: Viewer; limit: number }], EntryUses['sentences'][number]>(
      `SELECT s.id, s.text, s.trans FROM sent_lex_links k JOIN sents s ON s.id = k.sent_id
       WHERE k.lex_id = @id AND may_see(@viewer, s.visibility) ORDER BY s.timestamp, s.id LIMIT @limit`,
    ),
    sentenceCountSeenUsing: db
      .prepare<[{ id: number; viewer: Viewer }], number>(
        `SELECT COUNT(*) FROM sent_lex_links k JOIN sents s ON s.id = k.sent_id
         WHERE k.lex_id = @id AND may_see(@viewer, s.visibility)`,
      )
      .pluck(),
    textsSeenUsing: db.prepare<[{ id: number; viewer: Viewer }], EntryUses['texts'][number]>(
      `SELECT t.id, t.title
       FROM texts t
       WHERE t.deleted_at IS NULL
         AND may_see(@viewer, t.visibility, CASE WHEN t.published = 1 THEN NULL ELSE 'teachers' END)
         AND EXISTS (
           SELECT 1
           FROM json_each(CASE WHEN json_valid(t.data) THEN t.data ELSE '{}' END, '$.sents') s,
                json_each(CASE s.type WHEN 'object' THEN s.value ELSE '{}' END, '$.words') w,
                json_each(CASE w.type WHEN 'object' THEN w.value ELSE '{}' END, '$.morphs') m
           WHERE (CASE m.type WHEN 'object' THEN json_extract(m.value, '$.lexId') END) = @id)
       ORDER BY t.id`,
    ),
    recordingUses: db.prepare<[number], LexUses['recordings'][number]>(
      `SELECT a.filename, a.speaker, a.timestamp FROM live_word_audio a
       WHERE a.lex_id = ? ORDER BY a.timestamp, a.id`,
    ),
  };

  function usesOf(entry: Lex): LexUses {
    return {
      sentences: s.sentenceUses.all(entry.id),
      texts: s.textUses.all(entry.id),
      lessons: s.lessonUses.all(entry.id),
      recordings: s.recordingUses.all(entry.id),
    };
  }

  return {
    /** Moves on every change to the entries (edits and deletes included: the triggers of migration 007). */
    version: contentVersion(db, 'lexicon'),
    /** Runs `fn` in one write transaction, taken at once (BEGIN IMMEDIATE). */
    transaction: <T>(fn: () => T): T => db.transaction(fn).immediate(),
    randomWithAudio: (count: number, reader: Reader, userId: number | null) =>
      s.randomWithAudio.all({ count, userId, ...reader }),
    all: () => s.all.all(),
    /** The live entries `viewer` may see, by headword. */
    seenBy: (viewer: Viewer) => s.seenBy.all({ viewer }),
    byId: (id: number) => s.byId.get(id),
    /** Adds an entry with the largest id plus one, chosen in the same transaction as the insert. */
    insertNext: (entry: Omit<Lex, 'id'>, visibility: Visibility): number =>
      db
        .transaction(() => {
          const id = s.nextId.get() as number;
          s.insert.run({ ...entry, id, visibility });
          return id;
        })
        .immediate(),
    /** Saves a live entry's fields; false when there is no such live entry. */
    update: (entry: Lex) => s.update.run(entry).changes === 1,
    /** How many recordings (not deleted) belong to the entry. */
    recordingCount: (id: number) => s.recordingCount.get(id) ?? 0,
    softDelete: (id: number, at: string) => s.softDelete.run(at, id).changes === 1,
    restore: (id: number) => s.restore.run(id).changes === 1,
    /** The deleted entries, oldest deletion first. */
    trash: () => s.trash.all(),
    usesOf,
    /**
     * The parts of speech the console offers, per spelling with the number of senses using it (ADR
     * 071): the ones in use, and FieldWorks' from a LIFT import's ranges with 0 (ADR 073); the
     * service folds the spellings.
     */
    partsOfSpeech: () => s.partsOfSpeechInUse.all(),
    /** The sentences (the first `limit`, and how many) and the texts that `viewer` may see and that use the entry. */
    usesSeenBy: (id: number, viewer: Viewer, limit: number): EntryUses => ({
      sentences: s.sentencesSeenUsing.all({ id, viewer, limit }),
      sentenceCount: s.sentenceCountSeenUsing.get({ id, viewer }) ?? 0,
      texts: s.textsSeenUsing.all({ id, viewer }),
    }),
    /** The ids among `ids` that no live entry has. */
    missingIds: (ids: Iterable<number>) => [...new Set(ids)].filter((id) => s.exists.get(id) !== 1),
  };
}
