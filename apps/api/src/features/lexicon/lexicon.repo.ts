import type { RandomVocabItem } from '@langapp/shared';
import type { Db } from '../../db/database';

/** SQL for lexical entries. The words/sentences feature extends it. */
export function createLexiconRepo(db: Db) {
  const s = {
    // Entries that have a recording, in random order; the newest recording of each.
    randomWithAudio: db.prepare<[number], RandomVocabItem>(
      `SELECT l.lex, l.pos, l.gloss,
              (SELECT a.filename FROM word_audio a WHERE a.word = l.lex ORDER BY a.timestamp DESC, a.id DESC LIMIT 1) AS filename
       FROM lexs l
       WHERE EXISTS (SELECT 1 FROM word_audio a WHERE a.word = l.lex)
       ORDER BY random() LIMIT ?`,
    ),
  };
  return {
    randomWithAudio: (count: number) => s.randomWithAudio.all(count),
  };
}
