import { DEFAULT_VISIBILITY, linkedLexIds } from '@langapp/shared';
import type { AnnotatedWord, Sentence, Viewer, Visibility } from '@langapp/shared';
import { contentVersion } from '../../db/content-versions';
import type { Db } from '../../db/database';

export interface NewSentence {
  id: string;
  text: string;
  trans: string;
  anno: AnnotatedWord[];
  timestamp: string;
  /** The level of a new sentence (the default when left out); a saved sentence keeps its own. */
  visibility?: Visibility;
}

/** SQL for sentences; every write keeps sent_lex_links in step with the annotation. */
export function createSentencesRepo(db: Db) {
  const s = {
    upsert: db.prepare(
      `INSERT INTO sents (id, text, trans, anno, timestamp, visibility)
       VALUES (@id, @text, @trans, @anno, @timestamp, @visibility)
       ON CONFLICT (id) DO UPDATE SET text = excluded.text, trans = excluded.trans, anno = excluded.anno,
         timestamp = excluded.timestamp`,
    ),
    clearLinks: db.prepare('DELETE FROM sent_lex_links WHERE sent_id = ?'),
    link: db.prepare('INSERT OR IGNORE INTO sent_lex_links (sent_id, lex_id) VALUES (?, ?)'),
    seenBy: db.prepare<[{ viewer: Viewer }], Sentence>(
      'SELECT id, text, trans, anno, timestamp, visibility FROM sents WHERE may_see(@viewer, visibility) ORDER BY timestamp, id',
    ),
    exists: db.prepare('SELECT EXISTS (SELECT 1 FROM sents WHERE id = ?)').pluck(),
    byId: db.prepare<[string], Sentence>('SELECT id, text, trans, anno, timestamp FROM sents WHERE id = ?'),
    // The annotation and its links stay: a corrected spelling or translation keeps its morphs.
    updateTexts: db.prepare('UPDATE sents SET text = @text, trans = @trans WHERE id = @id'),
  };
  return {
    /** Moves on every change to the sentences. */
    version: contentVersion(db, 'sentences'),
    /** The sentences `viewer` may see, oldest first. */
    seenBy: (viewer: Viewer) => s.seenBy.all({ viewer }),
    exists: (id: string) => s.exists.get(id) === 1,
    byId: (id: string) => s.byId.get(id),
    /** Sets a sentence's text and translation; false when there is no such sentence. */
    updateTexts: (id: string, text: string, trans: string) =>
      s.updateTexts.run({ id, text, trans }).changes === 1,
    save: (sent: NewSentence) =>
      db.transaction(() => {
        // A new sentence takes the level given (else the default); a saved one keeps its own.
        s.upsert.run({
          ...sent,
          anno: JSON.stringify(sent.anno),
          visibility: sent.visibility ?? DEFAULT_VISIBILITY,
        });
        s.clearLinks.run(sent.id);
        for (const lexId of linkedLexIds(sent.anno)) s.link.run(sent.id, lexId);
      })(),
  };
}
