import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../config';
import { openDatabase } from './database';
import type { Db } from './database';
import { migrate, migrationFiles } from './migrate';

// Migration 014 (issue 25): entries get senses, homograph numbers and recordings tied by id.

const BEFORE = '014_entries_and_senses.sql';

/** A copy of the sample database as main made it before migration 014 (fixtures/, made by `pnpm start`'s seed). */
function sampleBefore(): Db {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-014-'));
  const file = path.join(dir, 'sample.sqlite');
  fs.writeFileSync(
    file,
    zlib.gunzipSync(
      fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'sample-before-014.sqlite.gz')),
    ),
  );
  return openDatabase(file);
}

/** A database migrated up to (not including) 014, in a folder holding only those files. */
function emptyBefore(): Db {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-014-'));
  for (const f of migrationFiles(MIGRATIONS_DIR).filter((f) => f < BEFORE)) {
    fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
  }
  const db = openDatabase(':memory:');
  migrate(db, dir);
  return db;
}

const all = (db: Db, sql: string, ...args: unknown[]) =>
  db.prepare(sql).all(...args) as Record<string, unknown>[];
const one = (db: Db, sql: string, ...args: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...args);

describe('migration 014 on the sample database', () => {
  it('keeps every entry and recording, gives each entry one sense and ties each recording to its entry', () => {
    const db = sampleBefore();
    const entries = all(db, 'SELECT id, lex, pos, gloss, notes, guid, deleted_at FROM lexs ORDER BY id');
    const takes = all(
      db,
      'SELECT id, word, filename, original, speaker, timestamp, deleted_at FROM word_audio ORDER BY id',
    );
    const sentTakes = all(db, 'SELECT id, sent_id, filename, original, speaker, timestamp, deleted_at FROM sent_audio ORDER BY id');
    expect(entries.length).toBeGreaterThan(50);
    expect(takes.length).toBeGreaterThan(50);

    // 014 and every later migration.
    expect(migrate(db, MIGRATIONS_DIR).applied).toEqual(
      migrationFiles(MIGRATIONS_DIR).filter((f) => f >= BEFORE),
    );

    expect(all(db, 'SELECT id, lex, pos, gloss, notes, guid, deleted_at FROM lexs ORDER BY id')).toEqual(
      entries,
    );
    expect(
      all(
        db,
        'SELECT id, word, filename, original, speaker, timestamp, deleted_at FROM word_audio ORDER BY id',
      ),
    ).toEqual(takes);
    expect(all(db, 'SELECT id, sent_id, filename, original, speaker, timestamp, deleted_at FROM sent_audio ORDER BY id')).toEqual(sentTakes);
    // One sense per entry, the entry's part of speech and gloss.
    expect(all(db, 'SELECT lex_id AS id, pos, gloss FROM senses WHERE position = 1 ORDER BY lex_id')).toEqual(
      entries.map((e) => ({ id: e.id, pos: e.pos, gloss: e.gloss })),
    );
    expect(one(db, 'SELECT count(*) FROM senses')).toBe(entries.length);
    // Each recording belongs to the entry written as its word; none needs confirming (no homographs).
    const lexOf = new Map(entries.map((e) => [e.id, e.lex]));
    for (const t of all(db, 'SELECT word, lex_id, to_confirm FROM word_audio')) {
      expect(lexOf.get(t.lex_id as number)).toBe(t.word);
      expect(t.to_confirm).toBe(0);
    }
    expect(one(db, 'SELECT count(*) FROM lexs WHERE homograph IS NOT NULL')).toBe(0);
    // The views see the new columns.
    expect(one(db, 'SELECT count(*) FROM playable_word_audio WHERE lex_id IS NOT NULL')).toBeGreaterThan(0);
    expect(one(db, 'SELECT count(homograph) + count(*) FROM live_lexs')).toBe(
      entries.filter((e) => !e.deleted_at).length,
    );
  });
});

describe('migration 014 with homographs', () => {
  function before() {
    const db = emptyBefore();
    const add = db.prepare('INSERT INTO lexs (id, lex, pos, gloss) VALUES (?, ?, ?, ?)');
    add.run(1, 'tala', 'n', 'star');
    add.run(2, 'tala', 'v', 'to count');
    add.run(3, 'Sawir', 'n', 'a name');
    add.run(4, 'gone', 'n', 'deleted');
    db.prepare("UPDATE lexs SET deleted_at = '2026-01-01' WHERE id = 4").run();
    const take = db.prepare(
      "INSERT INTO word_audio (word, filename, speaker, timestamp) VALUES (?, ?, 'A', '2026-01-01')",
    );
    take.run('tala', 'tala1.mp3');
    take.run('Sawir', 'sawir.mp3');
    take.run('gone', 'gone.mp3');
    take.run('nowhere', 'nowhere.mp3');
    migrate(db, MIGRATIONS_DIR);
    return db;
  }

  it('numbers homographs and asks the teacher to confirm the recordings they shared', () => {
    const db = before();
    expect(all(db, 'SELECT id, homograph FROM lexs ORDER BY id')).toEqual([
      { id: 1, homograph: 1 },
      { id: 2, homograph: 2 },
      { id: 3, homograph: null },
      { id: 4, homograph: null },
    ]);
    expect(all(db, 'SELECT filename, lex_id, to_confirm FROM word_audio ORDER BY id')).toEqual([
      { filename: 'tala1.mp3', lex_id: 1, to_confirm: 1 },
      { filename: 'sawir.mp3', lex_id: 3, to_confirm: 0 },
      { filename: 'gone.mp3', lex_id: 4, to_confirm: 0 },
      { filename: 'nowhere.mp3', lex_id: null, to_confirm: 0 },
    ]);
  });

  it('keeps the first sense and the entry alike, whichever side is written', () => {
    const db = before();
    db.prepare("UPDATE lexs SET pos = 'adj', gloss = 'bright' WHERE id = 3").run();
    expect(all(db, 'SELECT position, pos, gloss FROM senses WHERE lex_id = 3')).toEqual([
      { position: 1, pos: 'adj', gloss: 'bright' },
    ]);
    db.prepare("UPDATE senses SET gloss = 'shining' WHERE lex_id = 3 AND position = 1").run();
    expect(all(db, 'SELECT pos, gloss FROM lexs WHERE id = 3')).toEqual([{ pos: 'adj', gloss: 'shining' }]);
    // A second sense leaves the entry's fields alone; moving it first makes it the entry's.
    db.prepare("INSERT INTO senses (lex_id, position, pos, gloss) VALUES (3, 2, 'v', 'to shine')").run();
    expect(all(db, 'SELECT pos, gloss FROM lexs WHERE id = 3')).toEqual([{ pos: 'adj', gloss: 'shining' }]);
    db.transaction(() => {
      db.prepare('UPDATE senses SET position = -position WHERE lex_id = 3').run();
      db.prepare(
        'UPDATE senses SET position = CASE position WHEN -1 THEN 2 ELSE 1 END WHERE lex_id = 3',
      ).run();
    })();
    expect(all(db, 'SELECT pos, gloss FROM lexs WHERE id = 3')).toEqual([{ pos: 'v', gloss: 'to shine' }]);
    // A new entry gets its first sense.
    db.prepare("INSERT INTO lexs (id, lex, pos, gloss) VALUES (9, 'new', '', 'fresh')").run();
    expect(all(db, 'SELECT position, pos, gloss FROM senses WHERE lex_id = 9')).toEqual([
      { position: 1, pos: '', gloss: 'fresh' },
    ]);
  });

  it('renumbers homographs as entries are added, renamed, deleted and restored', () => {
    const db = before();
    const numbers = () => all(db, 'SELECT id, homograph FROM lexs WHERE id IN (1, 2, 3, 9) ORDER BY id');
    db.prepare("INSERT INTO lexs (id, lex, pos, gloss) VALUES (9, 'tala', 'n', 'a third')").run();
    expect(numbers()).toEqual([
      { id: 1, homograph: 1 },
      { id: 2, homograph: 2 },
      { id: 3, homograph: null },
      { id: 9, homograph: 3 },
    ]);
    db.prepare("UPDATE lexs SET deleted_at = '2026-02-01' WHERE id = 1").run();
    expect(numbers()).toEqual([
      { id: 1, homograph: null },
      { id: 2, homograph: 1 },
      { id: 3, homograph: null },
      { id: 9, homograph: 2 },
    ]);
    db.prepare("UPDATE lexs SET lex = 'Sawir' WHERE id = 9").run();
    expect(numbers()).toEqual([
      { id: 1, homograph: null },
      { id: 2, homograph: null },
      { id: 3, homograph: 1 },
      { id: 9, homograph: 2 },
    ]);
    db.prepare('UPDATE lexs SET deleted_at = NULL WHERE id = 1').run();
    expect(numbers()).toEqual([
      { id: 1, homograph: 1 },
      { id: 2, homograph: 2 },
      { id: 3, homograph: 1 },
      { id: 9, homograph: 2 },
    ]);
  });

  it("moves a recording's word with its entry's headword", () => {
    const db = before();
    db.prepare("UPDATE lexs SET lex = 'Sawiri' WHERE id = 3").run();
    expect(one(db, "SELECT word FROM word_audio WHERE filename = 'sawir.mp3'")).toBe('Sawiri');
  });
});
