import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { normalizeWord } from '@langapp/shared';

export type Db = Database.Database;

/** Opens (creating if needed) the SQLite database with the settings every connection here uses. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  // fold_word(text): the form in which words are compared (normalizeWord: NFC, straight apostrophe,
  // lowercase in every script). Headwords are stored as written ('Sawir'); a typed word finds them
  // with fold_word(lex) = fold_word(?). Used in queries only, never in an index or a view, so the
  // database stays readable by any SQLite tool.
  db.function('fold_word', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? normalizeWord(text) : text,
  );
  return db;
}
