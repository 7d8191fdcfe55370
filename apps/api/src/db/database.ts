import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { mayHear, maySee, normalizeWord } from '@langapp/shared';
import type { Viewer } from '@langapp/shared';
import { createHeadwordKey } from './headword-order';

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
  // may_see(viewer, level, ...): 1 when the viewer ('visitor', 'learner', 'teacher') may see an item
  // whose levels (its own, then those of what holds it; NULL for none) are given: the one rule of
  // packages/shared/src/visibility (ADR 058), so every query applies exactly what the code does.
  // In queries only, like fold_word.
  db.function('may_see', { deterministic: true, varargs: true }, (viewer: unknown, ...levels: unknown[]) =>
    maySee(viewer as Viewer, ...(levels as (string | null)[])) ? 1 : 0,
  );
  // may_hear(viewer, now, visibility, item_visibility, held_until): the same rule for a recording,
  // with its speaker's hold (the recordings' views give the last two columns).
  db.function(
    'may_hear',
    { deterministic: true },
    (viewer: unknown, now: unknown, visibility: unknown, itemVisibility: unknown, heldUntil: unknown) =>
      mayHear(viewer as Viewer, String(now), {
        visibility: String(visibility),
        itemVisibility: typeof itemVisibility === 'string' ? itemVisibility : null,
        heldUntil: typeof heldUntil === 'string' ? heldUntil : null,
      })
        ? 1
        : 0,
  );
  // headword_key(word, alphabet): the key of a headword in the alphabet's order (headword-order.ts,
  // ADR 097), for ORDER BY only. Not deterministic in SQLite's sense: its keys are cached per alphabet.
  db.function('headword_key', createHeadwordKey());
  return db;
}
