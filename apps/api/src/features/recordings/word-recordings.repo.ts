import type { WordAudio } from '@langapp/shared';
import type { Db } from '../../db/database';

/** The recordings of single words (word_audio; deleted ones are never listed): SQL only. */
export function createWordRecordingsRepo(db: Db) {
  const s = {
    all: db.prepare<[], WordAudio>(
      'SELECT word, filename, speaker, timestamp FROM word_audio WHERE deleted_at IS NULL ORDER BY word, timestamp',
    ),
    byWord: db.prepare<[string], WordAudio>(
      'SELECT word, filename, speaker, timestamp FROM word_audio WHERE word = ? AND deleted_at IS NULL ORDER BY timestamp',
    ),
  };
  return {
    wordAudio: (word?: string) => (word === undefined ? s.all.all() : s.byWord.all(word)),
  };
}
