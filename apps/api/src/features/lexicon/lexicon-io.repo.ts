import type { Lex, Sentence } from '@langapp/shared';
import type { Db } from '../../db/database';

/** SQL of the lexicon's and sentences' import and export (lexicon-io.service.ts). */
export function createLexiconIoRepo(db: Db) {
  const s = {
    // Reads see the live entries only; a deleted entry is not in the lexicon (ADR 034).
    lexById: db.prepare<[number], Lex>('SELECT id, lex, pos, gloss, notes FROM live_lexs WHERE id = ?'),
    // Deleted entries keep their ids: new rows number after them too.
    maxLexId: db.prepare<[], number>('SELECT COALESCE(MAX(id), 0) FROM lexs').pluck(),
    // A row of the file with the id of a deleted entry brings it back (counted as added), as it
    // would add it again had the entry been removed for good.
    upsertLex: db.prepare<Lex>(
      `INSERT INTO lexs (id, lex, pos, gloss, notes) VALUES (@id, @lex, @pos, @gloss, @notes)
       ON CONFLICT (id) DO UPDATE SET lex = excluded.lex, pos = excluded.pos, gloss = excluded.gloss,
         notes = excluded.notes, deleted_at = NULL`,
    ),
    allLexs: db.prepare<[], Lex>('SELECT id, lex, pos, gloss, notes FROM live_lexs ORDER BY id'),
    sentById: db.prepare<[string], Sentence>(
      'SELECT id, text, trans, anno, timestamp FROM sents WHERE id = ?',
    ),
    allSents: db.prepare<[], Sentence>('SELECT id, text, trans, anno, timestamp FROM sents ORDER BY id'),
  };
  return {
    /** Runs `fn` in one transaction: a throw rolls back everything it wrote. */
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
    lexById: (id: number) => s.lexById.get(id),
    maxLexId: () => s.maxLexId.get() ?? 0,
    upsertLex: (entry: Lex) => s.upsertLex.run(entry),
    allLexs: () => s.allLexs.all(),
    sentById: (id: string) => s.sentById.get(id),
    allSents: () => s.allSents.all(),
  };
}
