import type { Lex, RandomVocabItem } from '@langapp/shared';
import { contentVersion } from '../../db/content-versions';
import type { Db } from '../../db/database';

/** SQL for lexical entries. The words/sentences feature extends it. */
export function createLexiconRepo(db: Db) {
  const s = {
    // Entries that have a recording, in random order; the newest recording of each.
    randomWithAudio: db.prepare<[number], RandomVocabItem>(
      `SELECT l.lex, l.pos, l.gloss,
              (SELECT a.filename FROM playable_word_audio a WHERE a.word = l.lex
               ORDER BY a.timestamp DESC, a.id DESC LIMIT 1) AS filename
       FROM lexs l
       WHERE EXISTS (SELECT 1 FROM playable_word_audio a WHERE a.word = l.lex)
       ORDER BY random() LIMIT ?`,
    ),
    all: db.prepare<[], Lex>('SELECT id, lex, pos, gloss, notes FROM lexs ORDER BY lex, id'),
    nextId: db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM lexs').pluck(),
    insert: db.prepare(
      'INSERT INTO lexs (id, lex, pos, gloss, notes) VALUES (@id, @lex, @pos, @gloss, @notes)',
    ),
    exists: db.prepare('SELECT EXISTS (SELECT 1 FROM lexs WHERE id = ?)').pluck(),
  };
  return {
    /** Moves on every change to the entries. */
    version: contentVersion(db, 'lexicon'),
    randomWithAudio: (count: number) => s.randomWithAudio.all(count),
    all: () => s.all.all(),
    /** Adds an entry with the largest id plus one, chosen in the same transaction as the insert. */
    insertNext: (entry: Omit<Lex, 'id'>): number =>
      db
        .transaction(() => {
          const id = s.nextId.get() as number;
          s.insert.run({ ...entry, id });
          return id;
        })
        .immediate(),
    /** The ids among `ids` that no entry has. */
    missingIds: (ids: Iterable<number>) => [...new Set(ids)].filter((id) => s.exists.get(id) !== 1),
  };
}
