import type { WordAudio } from '@langapp/shared';
import type { Db } from '../../db/database';
import type { Reader } from '../../lib/visibility';
import { HEARD } from './recordings.repo';

interface WordAudioRow extends Omit<WordAudio, 'to_confirm'> {
  to_confirm: number;
}

/** Which takes to list: those of the entries written as `word`, of one entry, waiting to be confirmed. */
export interface WordAudioFilter {
  word?: string;
  lexId?: number;
  toConfirm?: boolean;
}

const COLUMNS = 'id, word, filename, speaker, variety, timestamp, lex_id, to_confirm, visibility';

/** The recordings of single words (live_word_audio: deleted ones are never listed): SQL only. */
export function createWordRecordingsRepo(db: Db) {
  const s = {
    all: db.prepare<[Reader], WordAudioRow>(
      `SELECT ${COLUMNS} FROM live_word_audio WHERE ${HEARD} ORDER BY word, timestamp, id`,
    ),
    // A typed word finds the takes of every entry written so, whatever the case (fold_word); a
    // filter left NULL lets every take through.
    filtered: db.prepare<
      { word: string | null; lexId: number | null; toConfirm: number | null } & Reader,
      WordAudioRow
    >(
      `SELECT ${COLUMNS} FROM live_word_audio
       WHERE ${HEARD} AND (@word IS NULL OR fold_word(word) = fold_word(@word))
         AND (@lexId IS NULL OR lex_id = @lexId)
         AND (@toConfirm IS NULL OR to_confirm = @toConfirm)
       ORDER BY word, timestamp, id`,
    ),
  };
  const shown = (r: WordAudioRow): WordAudio => ({ ...r, to_confirm: r.to_confirm === 1 });
  return {
    /** The takes `reader` may hear, all or those the filter lets through. */
    wordAudio: (reader: Reader, { word, lexId, toConfirm }: WordAudioFilter = {}) =>
      (word === undefined && lexId === undefined && toConfirm === undefined
        ? s.all.all(reader)
        : s.filtered.all({
            ...reader,
            word: word ?? null,
            lexId: lexId ?? null,
            toConfirm: toConfirm === undefined ? null : Number(toConfirm),
          })
      ).map(shown),
  };
}
