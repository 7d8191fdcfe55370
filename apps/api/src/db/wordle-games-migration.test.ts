import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../config';
import { openDatabase } from './database';
import { migrate, migrationFiles } from './migrate';

// Migration 015 (issue 26, ADR 056): a learner's Wordle game, guess by guess.

const MIGRATION = '015_wordle_games.sql';

/** A database migrated up to (not including) 015, with a learner who has a Wordle result. */
function databaseBefore() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-015-'));
  for (const f of migrationFiles(MIGRATIONS_DIR).filter((f) => f < MIGRATION)) {
    fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
  }
  const db = openDatabase(':memory:');
  migrate(db, dir);
  db.prepare(
    "INSERT INTO users (id, username, email, password_hash, is_admin, created_at) VALUES (1, 'learner', NULL, 'x', 0, '2026-03-01T00:00:00Z')",
  ).run();
  db.prepare(
    "INSERT INTO wordle_results (user_id, game, guesses, added_at) VALUES (1, '2026-02-28', 3, 0)",
  ).run();
  return db;
}

const addGuess = (db: ReturnType<typeof databaseBefore>, attempt: number, guess = 'tahak') =>
  db
    .prepare(
      "INSERT INTO wordle_guesses (user_id, game, attempt, guess, guessed_at) VALUES (1, '2026-03-01', ?, ?, 0)",
    )
    .run(attempt, guess);

describe('migration 015', () => {
  it('when applied after 014, then the results stay and a game keeps one guess per attempt from 1 to 6, going with its account', () => {
    const db = databaseBefore();

    expect(migrate(db, MIGRATIONS_DIR).applied).toContain(MIGRATION);

    expect(db.prepare('SELECT game, guesses FROM wordle_results').all()).toEqual([
      { game: '2026-02-28', guesses: 3 },
    ]);
    addGuess(db, 1);
    addGuess(db, 6);
    expect(() => addGuess(db, 1, 'nipem')).toThrow(/UNIQUE/);
    expect(() => addGuess(db, 0)).toThrow(/CHECK/);
    expect(() => addGuess(db, 7)).toThrow(/CHECK/);
    db.prepare('DELETE FROM users WHERE id = 1').run();
    expect(db.prepare('SELECT COUNT(*) FROM wordle_guesses').pluck().get()).toBe(0);
  });
});
