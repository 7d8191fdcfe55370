import type { WordAudio } from '@langapp/shared';
import type { Db } from '../../db/database';

interface WordAudioRow extends Omit<WordAudio, 'to_confirm'> {
  to_confirm: number;
}

const COLUMNS = 'word, filename, speaker, timestamp, lex_id, to_confirm';

/** The recordings of single words (live_word_audio: deleted ones are never listed): SQL only. */
export function createWordRecordingsRepo(db: Db) {
  const s = {
    all: db.prepare<[], WordAudioRow>(`SELECT ${COLUMNS} FROM live_word_audio ORDER BY word, timestamp, id`),
    // A typed word finds the takes of every entry written so, whatever the case (fold_word).
    byWord: db.prepare<[string], WordAudioRow>(
      `SELECT ${COLUMNS} FROM live_word_audio WHERE fold_word(word) = fold_word(?) ORDER BY timestamp, id`,
    ),
  };
  const shown = (r: WordAudioRow): WordAudio => ({ ...r, to_confirm: r.to_confirm === 1 });
  return {
    wordAudio: (word?: string) => (word === undefined ? s.all.all() : s.byWord.all(word)).map(shown),
  };
}
