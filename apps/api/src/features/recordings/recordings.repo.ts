import type { SentAudio } from '@langapp/shared';
import type { Db } from '../../db/database';

export function createRecordingsRepo(db: Db) {
  const s = {
    insertWord: db.prepare(
      'INSERT INTO word_audio (word, filename, original, speaker, timestamp) VALUES (@word, @filename, @original, @speaker, @timestamp)',
    ),
    insertSent: db.prepare(
      'INSERT INTO sent_audio (sent_id, filename, original, speaker, timestamp) VALUES (@sent_id, @filename, @original, @speaker, @timestamp)',
    ),
    sentAudios: db.prepare<[], SentAudio>(
      'SELECT sent_id, filename, speaker, timestamp FROM sent_audio ORDER BY sent_id, timestamp, id',
    ),
    // The ids come as one JSON array, so one statement serves any number of them.
    sentAudiosOf: db.prepare<[string], SentAudio>(
      `SELECT sent_id, filename, speaker, timestamp FROM sent_audio
       WHERE sent_id IN (SELECT value FROM json_each(?)) ORDER BY sent_id, timestamp, id`,
    ),
    wordExists: db.prepare('SELECT EXISTS (SELECT 1 FROM lexs WHERE lex = ?)').pluck(),
    sentenceExists: db.prepare('SELECT EXISTS (SELECT 1 FROM sents WHERE id = ?)').pluck(),
    textSentence: db.prepare<[number], { data: string }>(
      'SELECT data FROM texts WHERE id = ? AND deleted_at IS NULL',
    ),
    randomWord: db.prepare<[], { word: string; filename: string }>(
      `SELECT a.word, a.filename FROM word_audio a JOIN lexs l ON l.lex = a.word
       WHERE a.filename LIKE '%.mp3' ORDER BY random() LIMIT 1`,
    ),
    glossOf: db.prepare('SELECT gloss FROM lexs WHERE lex = ? ORDER BY id LIMIT 1').pluck(),
    otherGlosses: db.prepare<[string], { gloss: string }>(
      "SELECT DISTINCT gloss FROM lexs WHERE gloss <> '' AND gloss <> ? ORDER BY random() LIMIT 3",
    ),
  };
  return {
    addWordAudio: (r: {
      word: string;
      filename: string;
      original: string;
      speaker: string;
      timestamp: string;
    }) => s.insertWord.run(r),
    addSentAudio: (r: {
      sent_id: string;
      filename: string;
      original: string;
      speaker: string;
      timestamp: string;
    }) => s.insertSent.run(r),
    /** Every sentence recording, or only those of the given sentences. */
    sentAudios: (sentIds?: readonly string[]) =>
      sentIds === undefined ? s.sentAudios.all() : s.sentAudiosOf.all(JSON.stringify(sentIds)),
    wordExists: (word: string) => s.wordExists.get(word) === 1,
    /** A sentence id, or 'textId.sentenceNumber' (1-based) of an existing text sentence. */
    sentenceExists(id: string): boolean {
      if (s.sentenceExists.get(id) === 1) return true;
      const m = /^(\d+)\.(\d+)$/.exec(id);
      if (!m) return false;
      const text = s.textSentence.get(Number(m[1]));
      if (!text) return false;
      try {
        const sents = (JSON.parse(text.data) as { sents?: unknown[] }).sents ?? [];
        const n = Number(m[2]);
        return n >= 1 && n <= sents.length;
      } catch {
        return false;
      }
    },
    randomWord: () => s.randomWord.get(),
    glossOf: (word: string) => s.glossOf.get(word) as string | undefined,
    otherGlosses: (gloss: string) => s.otherGlosses.all(gloss).map((r) => r.gloss),
  };
}

export type RecordingsRepo = ReturnType<typeof createRecordingsRepo>;
