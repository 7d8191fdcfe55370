import type { Db } from './database';

/** The names of the content_versions rows (migrations 007 and 039). */
export type ContentName = 'lexicon' | 'sentences' | 'wordle_words' | 'alphabets';

/**
 * Reads a resource's version (raised by triggers on every change to its rows): one indexed read,
 * cheap enough for every request.
 */
export function contentVersion(db: Db, name: ContentName): () => number {
  const read = db.prepare<[string], number>('SELECT version FROM content_versions WHERE name = ?').pluck();
  if (read.get(name) === undefined) throw new Error(`No content version named '${name}'.`);
  return () => read.get(name)!;
}
