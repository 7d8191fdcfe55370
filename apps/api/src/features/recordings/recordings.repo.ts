import { parseTextSentenceRecordingId } from '@langapp/shared';
import type { RecordingSpeaker, SentAudio, Viewer, Visibility } from '@langapp/shared';
import type { Db } from '../../db/database';
import type { Reader } from '../../lib/visibility';
import { preferredTakeOrder } from '../speakers/preferred-take';

/** A word recording or a sentence recording. */
export type TakeKind = 'word' | 'sentence';

/** One stored take: its row, with `subject` the word or the sentence id it is a recording of. */
export interface StoredTake {
  id: number;
  subject: string;
  filename: string;
  /** The upload as it came (null for takes that were stored without one). */
  original: string | null;
  speaker: string;
  timestamp: string;
  /** The account that recorded it (migration 030; null before, or for a removed account). */
  recorded_by?: number | null;
  /** 1 while it waits for a teacher's approval. */
  waiting?: number;
}

export interface TrashedTake extends StoredTake {
  kind: TakeKind;
  deleted_at: string;
}

/** Who made a take and whether it waits for a teacher's approval (migration 030, ADR 080). */
export interface TakeAuthor {
  recorded_by: number | null;
  waiting: 0 | 1;
}

/** The rule of who may hear a take of the recordings' views (migration 016, ADR 058). */
export const HEARD = 'may_hear(@viewer, @now, visibility, item_visibility, held_until)';

export function createRecordingsRepo(db: Db) {
  const s = {
    insertWord: db.prepare(
      `INSERT INTO word_audio (word, lex_id, to_confirm, filename, original, speaker, timestamp, visibility,
         recorded_by, waiting)
       VALUES (@word, @lex_id, @to_confirm, @filename, @original, @speaker, @timestamp, @visibility,
         @recorded_by, @waiting)`,
    ),
    insertSent: db.prepare(
      `INSERT INTO sent_audio (sent_id, filename, original, speaker, timestamp, visibility, recorded_by, waiting)
       VALUES (@sent_id, @filename, @original, @speaker, @timestamp, @visibility, @recorded_by, @waiting)`,
    ),
    // Only the takes the reader may hear (ADR 058): HEARD is the rule, with @viewer and @now.
    sentAudios: db.prepare<[Reader], SentAudio>(
      `SELECT id, sent_id, filename, speaker, variety, timestamp, visibility FROM live_sent_audio WHERE ${HEARD}
       ORDER BY sent_id, timestamp, id`,
    ),
    // The ids come as one JSON array, so one statement serves any number of them.
    sentAudiosOf: db.prepare<[{ ids: string } & Reader], SentAudio>(
      `SELECT id, sent_id, filename, speaker, variety, timestamp, visibility FROM live_sent_audio
       WHERE sent_id IN (SELECT value FROM json_each(@ids)) AND ${HEARD} ORDER BY sent_id, timestamp, id`,
    ),
    sentAudiosOfText: db.prepare<[{ text: string } & Reader], SentAudio>(
      `SELECT id, sent_id, filename, speaker, variety, timestamp, visibility FROM live_sent_audio
       WHERE sent_id LIKE @text || '.%' AND ${HEARD} ORDER BY sent_id, timestamp, id`,
    ),
    // Whether a file of a take (its .mp3 or the upload kept beside it) is one the reader may hear.
    wordFileHeard: db
      .prepare<[{ file: string } & Reader], number>(
        `SELECT EXISTS (SELECT 1 FROM live_word_audio WHERE (filename = @file OR original = @file) AND ${HEARD})`,
      )
      .pluck(),
    sentFileHeard: db
      .prepare<[{ file: string } & Reader], number>(
        `SELECT EXISTS (SELECT 1 FROM live_sent_audio WHERE (filename = @file OR original = @file) AND ${HEARD})`,
      )
      .pluck(),
    // The lexicon is read through live_lexs: a deleted entry is no word to record, play or answer.
    // A typed word finds its entries whatever their case (fold_word: db/database.ts).
    wordExists: db
      .prepare('SELECT EXISTS (SELECT 1 FROM live_lexs WHERE fold_word(lex) = fold_word(?))')
      .pluck(),
    entriesWritten: db.prepare<{ word: string }, { id: number; lex: string; visibility: Visibility }>(
      `SELECT id, lex, visibility FROM live_lexs WHERE fold_word(lex) = fold_word(@word)
       ORDER BY lex = @word DESC, homograph IS NULL, homograph, id`,
    ),
    entry: db.prepare<[number], { id: number; lex: string; visibility: Visibility }>(
      'SELECT id, lex, visibility FROM live_lexs WHERE id = ?',
    ),
    sentenceSeen: db
      .prepare<[{ id: string; viewer: Viewer }], number>(
        'SELECT EXISTS (SELECT 1 FROM sents WHERE id = @id AND may_see(@viewer, visibility))',
      )
      .pluck(),
    textSeen: db
      .prepare<[{ id: number; viewer: Viewer }], number>(
        `SELECT EXISTS (SELECT 1 FROM texts WHERE id = @id AND deleted_at IS NULL AND published = 1
           AND may_see(@viewer, visibility))`,
      )
      .pluck(),
    speakerExists: db.prepare<[string], number>('SELECT EXISTS (SELECT 1 FROM speakers WHERE name = ?)').pluck(),
    addSpeaker: db.prepare<[string, string]>(
      'INSERT INTO speakers (name, updated_at) VALUES (?, ?) ON CONFLICT (name) DO NOTHING',
    ),
    sentenceExists: db.prepare('SELECT EXISTS (SELECT 1 FROM sents WHERE id = ?)').pluck(),
    textSentence: db
      .prepare<[number, number], number>(
        `SELECT EXISTS (SELECT 1 FROM texts t, json_each(t.data, '$.sents') s
         WHERE t.id = ? AND t.deleted_at IS NULL AND json_valid(t.data) AND json_extract(s.value, '$.id') = ?)`,
      )
      .pluck(),
    // A take drawn at random names the word; of that word's takes, the learner's first chosen
    // speaker's plays (ADR 061).
    randomWord: db.prepare<
      [Reader & { userId: number | null }],
      { word: string; filename: string; speaker: string }
    >(
      `SELECT a.word, a.filename, a.speaker FROM playable_word_audio a
       WHERE a.lex_id = (
           SELECT r.lex_id FROM playable_word_audio r JOIN live_lexs l ON l.id = r.lex_id
           WHERE may_see(@viewer, l.visibility)
             AND may_hear(@viewer, @now, r.visibility, r.item_visibility, r.held_until)
           ORDER BY random() LIMIT 1)
         AND may_hear(@viewer, @now, a.visibility, a.item_visibility, a.held_until)
       ORDER BY ${preferredTakeOrder('a', '@userId')} LIMIT 1`,
    ),
    wordSeen: db
      .prepare<[{ word: string; viewer: Viewer }], number>(
        'SELECT EXISTS (SELECT 1 FROM live_lexs WHERE fold_word(lex) = fold_word(@word) AND may_see(@viewer, visibility))',
      )
      .pluck(),
    // Every entry spelled `word` that the viewer may see counts: their distinct glosses, in the
    // order the entries were made; the wrong ones come from entries they may see too.
    glossesOf: db
      .prepare<[{ word: string; viewer: Viewer }], string>(
        `SELECT gloss FROM live_lexs WHERE fold_word(lex) = fold_word(@word) AND gloss <> ''
           AND may_see(@viewer, visibility) GROUP BY gloss ORDER BY MIN(id)`,
      )
      .pluck(),
    otherGlosses: db
      .prepare<[{ except: string; viewer: Viewer }], string>(
        `SELECT DISTINCT gloss FROM live_lexs
         WHERE gloss <> '' AND gloss NOT IN (SELECT value FROM json_each(@except))
           AND may_see(@viewer, visibility) ORDER BY random() LIMIT 3`,
      )
      .pluck(),
    liveWordAudio: db.prepare<[string], StoredTake>(
      `SELECT id, word AS subject, filename, original, speaker, timestamp, recorded_by, waiting
       FROM live_word_audio WHERE filename = ?`,
    ),
    liveSentAudio: db.prepare<[string], StoredTake>(
      `SELECT id, sent_id AS subject, filename, original, speaker, timestamp, recorded_by, waiting
       FROM live_sent_audio WHERE filename = ?`,
    ),
    sentTakesOf: db.prepare<[string], StoredTake>(
      `SELECT id, sent_id AS subject, filename, original, speaker, timestamp, recorded_by, waiting
       FROM sent_audio WHERE sent_id = ? AND deleted_at IS NULL ORDER BY id`,
    ),
    holdSentTakes: db.prepare<[string]>(
      'UPDATE sent_audio SET waiting = 1 WHERE sent_id = ? AND deleted_at IS NULL AND waiting = 0',
    ),
    // A take's entry, confirmed by the teacher: its word is the entry's headword from then on.
    confirmWordAudio: db.prepare<{ id: number; lexId: number; word: string }>(
      'UPDATE word_audio SET lex_id = @lexId, word = @word, to_confirm = 0 WHERE id = @id',
    ),
    trashWordAudio: db.prepare('UPDATE word_audio SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL'),
    trashSentAudio: db.prepare('UPDATE sent_audio SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL'),
    untrashWordAudio: db.prepare(
      'UPDATE word_audio SET deleted_at = NULL WHERE id = ? AND deleted_at IS NOT NULL',
    ),
    untrashSentAudio: db.prepare(
      'UPDATE sent_audio SET deleted_at = NULL WHERE id = ? AND deleted_at IS NOT NULL',
    ),
    trashed: db.prepare<[], TrashedTake>(
      `SELECT 'word' AS kind, id, word AS subject, filename, original, speaker, timestamp, deleted_at
         FROM word_audio WHERE deleted_at IS NOT NULL
       UNION ALL
       SELECT 'sentence', id, sent_id, filename, original, speaker, timestamp, deleted_at
         FROM sent_audio WHERE deleted_at IS NOT NULL
       ORDER BY deleted_at, filename`,
    ),
    // Deleted takes count too: a speaker keeps their place (and so their badge) when a take goes.
    speakers: db.prepare<[], RecordingSpeaker>(
      `SELECT a.speaker, MIN(a.timestamp) AS first_recorded, COALESCE(sp.variety, '') AS variety FROM (
         SELECT speaker, timestamp FROM word_audio UNION ALL SELECT speaker, timestamp FROM sent_audio
       ) a LEFT JOIN speakers sp ON sp.name = a.speaker GROUP BY a.speaker ORDER BY first_recorded, a.speaker`,
    ),
  };
  const trashStatement = { word: s.trashWordAudio, sentence: s.trashSentAudio };
  const untrashStatement = { word: s.untrashWordAudio, sentence: s.untrashSentAudio };
  return {
    addWordAudio: (r: {
      word: string;
      lex_id: number;
      to_confirm: 0 | 1;
      filename: string;
      original: string;
      speaker: string;
      timestamp: string;
      visibility: Visibility;
    } & TakeAuthor) => s.insertWord.run(r),
    addSentAudio: (r: {
      sent_id: string;
      filename: string;
      original: string;
      speaker: string;
      timestamp: string;
      visibility: Visibility;
    } & TakeAuthor) => s.insertSent.run(r),
    /**
     * The sentence recordings `reader` may hear: every one, or only those of the given sentences,
     * or of one text's sentences.
     */
    sentAudios: (
      reader: Reader,
      { sentIds, textId }: { sentIds?: readonly string[]; textId?: number } = {},
    ) => {
      let rows =
        sentIds === undefined ? undefined : s.sentAudiosOf.all({ ids: JSON.stringify(sentIds), ...reader });
      if (textId !== undefined) {
        const ofText = (r: SentAudio) => parseTextSentenceRecordingId(r.sent_id)?.textId === textId;
        rows = rows
          ? rows.filter(ofText)
          : s.sentAudiosOfText.all({ text: String(textId), ...reader }).filter(ofText);
      }
      return rows ?? s.sentAudios.all(reader);
    },
    /** Whether `file` is a file of a take of this kind that `reader` may hear. */
    fileHeard: (kind: TakeKind, file: string, reader: Reader) =>
      (kind === 'word' ? s.wordFileHeard : s.sentFileHeard).get({ file, ...reader }) === 1,
    wordExists: (word: string) => s.wordExists.get(word) === 1,
    /** Whether an entry spelled `word` is one `viewer` may see. */
    wordSeen: (word: string, viewer: Viewer) => s.wordSeen.get({ word, viewer }) === 1,
    /** The live entries written as `word` (folded): the one written exactly so first, then by homograph number. */
    entriesWritten: (word: string) => s.entriesWritten.all({ word }),
    /** A live entry's id and headword. */
    entry: (id: number) => s.entry.get(id),
    /** A sentence id, or 'textId.sentenceId' of a sentence a text has now (texts/sentence-ids). */
    sentenceExists(id: string): boolean {
      if (s.sentenceExists.get(id) === 1) return true;
      const text = parseTextSentenceRecordingId(id);
      return text !== null && s.textSentence.get(text.textId, text.sentenceId) === 1;
    },
    /** Whether `viewer` may see the sentence `id` (or 'textId.sentenceId': its text, published). */
    sentenceSeen(id: string, viewer: Viewer): boolean {
      if (s.sentenceSeen.get({ id, viewer }) === 1) return true;
      const text = parseTextSentenceRecordingId(id);
      return text !== null && s.textSeen.get({ id: text.textId, viewer }) === 1;
    },
    /** Whether a speaker of this name is in the list (migration 030). */
    speakerExists: (name: string) => s.speakerExists.get(name) === 1,
    /** Adds a speaker of this name unless there is one. */
    ensureSpeaker: (name: string, at: string) => {
      s.addSpeaker.run(name, at);
    },
    /** A recorded word `reader` may see and hear, at random. */
    randomWord: (reader: Reader, userId: number | null) => s.randomWord.get({ ...reader, userId }),
    /** The glosses of every entry spelled `word` that `viewer` may see (none when there is none, or all are blank). */
    glossesOf: (word: string, viewer: Viewer) => s.glossesOf.all({ word, viewer }),
    /** Up to three distinct glosses of entries `viewer` may see, drawn at random, none of them one of `except`. */
    otherGlosses: (except: readonly string[], viewer: Viewer) =>
      s.otherGlosses.all({ except: JSON.stringify(except), viewer }),
    /** The listed (not deleted) take whose .mp3 is `filename`. */
    liveTake: (kind: TakeKind, filename: string) =>
      (kind === 'word' ? s.liveWordAudio : s.liveSentAudio).get(filename),
    /** The listed takes of sentence `sentId` ('textId.sentenceId' for a text's), waiting ones too. */
    sentTakesOf: (sentId: string) => s.sentTakesOf.all(sentId),
    /** Puts the listed takes of sentence `sentId` back among those waiting for a teacher's approval; how many. */
    holdSentTakes: (sentId: string) => s.holdSentTakes.run(sentId).changes,
    /** Ties word take `id` to entry `lexId` (headword `word`) and clears its to_confirm. */
    confirmWordAudio: (id: number, lexId: number, word: string) =>
      s.confirmWordAudio.run({ id, lexId, word }),
    /** Marks a take deleted at `at`; false when it was not listed. */
    markTrashed: (kind: TakeKind, id: number, at: string) => trashStatement[kind].run(at, id).changes === 1,
    /** Lists a deleted take again; false when it was not deleted. */
    markRestored: (kind: TakeKind, id: number) => untrashStatement[kind].run(id).changes === 1,
    /** Every deleted take, the longest deleted first. */
    trashed: () => s.trashed.all(),
    speakers: () => s.speakers.all(),
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}

export type RecordingsRepo = ReturnType<typeof createRecordingsRepo>;
