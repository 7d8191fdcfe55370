import type { Db } from '../../db/database';
import type { Reader } from '../../lib/visibility';
import { LESSON_SEEN } from '../lessons/lessons.repo';

/** A word as a deck carries it, with the file of its newest playable take, if any. */
export interface AnkiWordRow {
  id: number;
  guid: string;
  lex: string;
  homograph: number | null;
  pos: string;
  gloss: string;
  audio: string | null;
}

/** A sense of an entry of a deck (migration 014), in the entry's order. */
export interface AnkiSenseRow {
  lex_id: number;
  pos: string;
  gloss: string;
  definition: string;
}

/** A sentence as a deck carries it, with the file of its newest playable take, if any. */
export interface AnkiSentenceRow {
  id: string;
  text: string;
  trans: string;
  audio: string | null;
}

// The newest take of the entry itself plays, as everywhere (migrations 010, 014): a homograph has
// its own recordings. ORDER BY timestamp DESC, id DESC.
// Only what the deck's reader may see and hear goes in (ADR 058): @viewer and @now.
const WORD_AUDIO = `(SELECT a.filename FROM playable_word_audio a
  WHERE a.lex_id = l.id AND may_hear(@viewer, @now, a.visibility, a.item_visibility, a.held_until)
  ORDER BY a.timestamp DESC, a.id DESC LIMIT 1) AS audio`;
const SENTENCE_AUDIO = `(SELECT a.filename FROM playable_sent_audio a
  WHERE a.sent_id = s.id AND may_hear(@viewer, @now, a.visibility, a.item_visibility, a.held_until)
  ORDER BY a.timestamp DESC, a.id DESC LIMIT 1) AS audio`;

/** The SQL of the Anki decks (ADR 039): the words and sentences of a lesson, a review deck, the lexicon. */
export function createAnkiRepo(db: Db) {
  const s = {
    words: db.prepare<[{ ids: string } & Reader], AnkiWordRow>(
      `SELECT l.id, l.guid, l.lex, l.homograph, l.pos, l.gloss, ${WORD_AUDIO}
       FROM json_each(@ids) j JOIN live_lexs l ON l.id = j.value
       WHERE may_see(@viewer, l.visibility) ORDER BY j.key`,
    ),
    senses: db.prepare<[string], AnkiSenseRow>(
      `SELECT lex_id, pos, gloss, definition FROM senses
       WHERE lex_id IN (SELECT value FROM json_each(?)) ORDER BY lex_id, position`,
    ),
    sentences: db.prepare<[{ ids: string } & Reader], AnkiSentenceRow>(
      `SELECT s.id, s.text, s.trans, ${SENTENCE_AUDIO}
       FROM json_each(@ids) j JOIN sents s ON s.id = j.value
       WHERE may_see(@viewer, s.visibility) ORDER BY j.key`,
    ),
    lexicon: db.prepare<[Reader], AnkiWordRow>(
      `SELECT l.id, l.guid, l.lex, l.homograph, l.pos, l.gloss, ${WORD_AUDIO} FROM live_lexs l
       WHERE may_see(@viewer, l.visibility) ORDER BY l.id`,
    ),
    lesson: db.prepare<
      [{ id: string; viewer: string }],
      { id: string; title: string; description: string; data: string; published: number }
    >(
      `SELECT l.id, COALESCE(l.title, l.id) AS title, l.description, l.data, l.published FROM vocab_lessons l
       WHERE l.id = @id AND ${LESSON_SEEN}`,
    ),
  };
  return {
    /** The live entries with these ids that `reader` may see, in this order (missing and deleted ones left out). */
    words: (ids: readonly number[], reader: Reader) => s.words.all({ ids: JSON.stringify(ids), ...reader }),
    /** The senses of these entries, each entry's in order. */
    senses: (lexIds: readonly number[]) => s.senses.all(JSON.stringify(lexIds)),
    /** The sentences with these ids that `reader` may see, in this order. */
    sentences: (ids: readonly string[], reader: Reader) =>
      s.sentences.all({ ids: JSON.stringify(ids), ...reader }),
    lexicon: (reader: Reader) => s.lexicon.all(reader),
    /** Lesson `id` when `reader` may see it. */
    lesson: (id: string, reader: Reader) => s.lesson.get({ id, viewer: reader.viewer }),
  };
}
