import type { Db } from '../../db/database';
import type { Reader } from '../../lib/visibility';
import { LESSON_SEEN } from '../lessons/lessons.repo';
import { preferredTakeOrder } from '../speakers/preferred-take';

/** A word as a deck carries it, with the file of its take to play, if any, and that take's speaker. */
export interface AnkiWordRow {
  id: number;
  guid: string;
  lex: string;
  homograph: number | null;
  pos: string;
  gloss: string;
  audio: string | null;
  speaker: string | null;
}

/** A sense of an entry of a deck (migration 014), in the entry's order. */
export interface AnkiSenseRow {
  lex_id: number;
  pos: string;
  gloss: string;
  definition: string;
}

/** A sentence as a deck carries it, with the file of its take to play, if any, and that take's speaker. */
export interface AnkiSentenceRow {
  id: string;
  text: string;
  trans: string;
  audio: string | null;
  speaker: string | null;
}

/**
 * Who a deck is read for: what the reader may see and hear (ADR 058), whose order of speakers
 * chooses the takes (null: nobody's, the newest take) and the speakers whose takes are left out.
 */
export interface DeckReader extends Reader {
  userId: number | null;
  /** Speakers none of whose takes go in (their notice is not accepted by the deck's learner). */
  withheld: readonly string[];
}

const HEARD = 'may_hear(@viewer, @now, t.visibility, t.item_visibility, t.held_until)';
const NOT_WITHHELD = 't.speaker NOT IN (SELECT value FROM json_each(@withheld))';

// The take of the entry itself plays, as everywhere (migrations 010, 014): a homograph has its own
// recordings. Of those the reader may hear (ADR 058), the newest of the first speaker the account
// chose who recorded it, else the newest (ADR 061): the server's order of the shared rule.
const WORD_TAKE = `LEFT JOIN word_audio a ON a.id = (SELECT t.id FROM playable_word_audio t
  WHERE t.lex_id = l.id AND ${HEARD} AND ${NOT_WITHHELD}
  ORDER BY ${preferredTakeOrder('t', '@userId')} LIMIT 1)`;
const SENTENCE_TAKE = `LEFT JOIN sent_audio a ON a.id = (SELECT t.id FROM playable_sent_audio t
  WHERE t.sent_id = s.id AND ${HEARD} AND ${NOT_WITHHELD}
  ORDER BY ${preferredTakeOrder('t', '@userId')} LIMIT 1)`;

/** What a statement of takes binds: the reader, the account and the withheld speakers as JSON. */
const bound = ({ viewer, now, userId, withheld }: DeckReader) => ({
  viewer,
  now,
  userId,
  withheld: JSON.stringify(withheld),
});
type Bound = ReturnType<typeof bound>;

/** The SQL of the Anki decks (ADR 039): the words and sentences of a lesson, a review deck, the lexicon. */
export function createAnkiRepo(db: Db) {
  const s = {
    words: db.prepare<[{ ids: string } & Bound], AnkiWordRow>(
      `SELECT l.id, l.guid, l.lex, l.homograph, l.pos, l.gloss, a.filename AS audio, a.speaker
       FROM json_each(@ids) j JOIN live_lexs l ON l.id = j.value ${WORD_TAKE}
       WHERE may_see(@viewer, l.visibility) ORDER BY j.key`,
    ),
    senses: db.prepare<[string], AnkiSenseRow>(
      `SELECT lex_id, pos, gloss, definition FROM senses
       WHERE lex_id IN (SELECT value FROM json_each(?)) ORDER BY lex_id, position`,
    ),
    sentences: db.prepare<[{ ids: string } & Bound], AnkiSentenceRow>(
      `SELECT s.id, s.text, s.trans, a.filename AS audio, a.speaker
       FROM json_each(@ids) j JOIN sents s ON s.id = j.value ${SENTENCE_TAKE}
       WHERE may_see(@viewer, s.visibility) ORDER BY j.key`,
    ),
    lexicon: db.prepare<[Bound], AnkiWordRow>(
      `SELECT l.id, l.guid, l.lex, l.homograph, l.pos, l.gloss, a.filename AS audio, a.speaker
       FROM live_lexs l ${WORD_TAKE}
       WHERE may_see(@viewer, l.visibility) ORDER BY l.id`,
    ),
    // The withheld speakers who recorded a word or sentence of the deck, in a take the reader may hear.
    withheldSpeakers: db
      .prepare<[{ lexIds: string; sentIds: string } & Bound], string>(
        `SELECT t.speaker FROM playable_word_audio t
         WHERE t.lex_id IN (SELECT value FROM json_each(@lexIds)) AND ${HEARD} AND NOT ${NOT_WITHHELD}
         UNION
         SELECT t.speaker FROM playable_sent_audio t
         WHERE t.sent_id IN (SELECT value FROM json_each(@sentIds)) AND ${HEARD} AND NOT ${NOT_WITHHELD}
         ORDER BY 1`,
      )
      .pluck(),
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
    words: (ids: readonly number[], reader: DeckReader) =>
      s.words.all({ ids: JSON.stringify(ids), ...bound(reader) }),
    /** The senses of these entries, each entry's in order. */
    senses: (lexIds: readonly number[]) => s.senses.all(JSON.stringify(lexIds)),
    /** The sentences with these ids that `reader` may see, in this order. */
    sentences: (ids: readonly string[], reader: DeckReader) =>
      s.sentences.all({ ids: JSON.stringify(ids), ...bound(reader) }),
    lexicon: (reader: DeckReader) => s.lexicon.all(bound(reader)),
    /** Of `reader.withheld`, those who recorded one of these entries or sentences in a take `reader` may hear. */
    withheldSpeakers: (lexIds: readonly number[], sentIds: readonly string[], reader: DeckReader) =>
      reader.withheld.length === 0
        ? []
        : s.withheldSpeakers.all({
            lexIds: JSON.stringify(lexIds),
            sentIds: JSON.stringify(sentIds),
            ...bound(reader),
          }),
    /** Lesson `id` when `reader` may see it. */
    lesson: (id: string, reader: Reader) => s.lesson.get({ id, viewer: reader.viewer }),
  };
}
