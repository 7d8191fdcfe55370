import type { WordAudio } from '@langapp/shared';
import type { Db } from '../../db/database';

/** The recordings of single words (live_word_audio: deleted ones are never listed): SQL only. */
export function createWordRecordingsRepo(db: Db) {
  const s = {
    all: db.prepare<[], WordAudio>(
      'SELECT word, filename, speaker, timestamp FROM live_word_audio ORDER BY word, timestamp, id',
    ),
    byWord: db.prepare<[string], WordAudio>(
      'SELECT word, filename, speaker, timestamp FROM live_word_audio WHERE word = ? ORDER BY timestamp, id',
    ),
  };
  return {
    wordAudio: (word?: string) => (word === undefined ? s.all.all() : s.byWord.all(word)),
  };
}
