import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../config';
import { openDatabase } from './database';
import { migrate } from './migrate';

// Migration 030 (issue 38, ADR 080): speakers as people, the recorder role, waiting takes.

const MIGRATION = '030_speakers_and_recorders.sql';

/** A database migrated up to 029, with takes credited to accounts' names and one speaker row. */
function databaseBefore(): { db: ReturnType<typeof openDatabase>; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-030-'));
  for (const f of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql') && f < MIGRATION))
    fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
  const db = openDatabase(':memory:');
  migrate(db, dir);
  db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river');
    INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp) VALUES
      ('tahak', 1, 'a.mp3', 'teacher', '2025-02-01T00:00:00Z'),
      ('tahak', 1, 'b.mp3', 'Ana', '2025-03-01T00:00:00Z');
    INSERT INTO sent_audio (sent_id, filename, speaker, timestamp) VALUES ('s1', 'c.mp3', 'teacher', '2025-01-01T00:00:00Z');
    INSERT INTO speakers (name, notice, updated_at) VALUES ('Ana', 'A notice.', '2025-04-01T00:00:00Z');
  `);
  return { db, dir };
}

describe('migration 030', () => {
  it('when applied, then every name the takes carry is a speaker, the rows there stay, and no take waits', () => {
    const { db, dir } = databaseBefore();
    fs.copyFileSync(path.join(MIGRATIONS_DIR, MIGRATION), path.join(dir, MIGRATION));
    migrate(db, dir);
    expect(
      db.prepare('SELECT name, variety, note, notice, updated_at FROM speakers ORDER BY name').all(),
    ).toEqual([
      { name: 'Ana', variety: '', note: '', notice: 'A notice.', updated_at: '2025-04-01T00:00:00Z' },
      { name: 'teacher', variety: '', note: '', notice: '', updated_at: '2025-01-01T00:00:00Z' },
    ]);
    expect(
      db.prepare('SELECT filename, waiting, recorded_by FROM live_word_audio ORDER BY filename').all(),
    ).toEqual([
      { filename: 'a.mp3', waiting: 0, recorded_by: null },
      { filename: 'b.mp3', waiting: 0, recorded_by: null },
    ]);
  });

  it('when a take waits, then the views give its item the teachers level, whatever its entry', () => {
    const { db, dir } = databaseBefore();
    fs.copyFileSync(path.join(MIGRATIONS_DIR, MIGRATION), path.join(dir, MIGRATION));
    migrate(db, dir);
    db.exec("UPDATE word_audio SET waiting = 1 WHERE filename = 'a.mp3'; UPDATE sent_audio SET waiting = 1");
    const level = (view: string, file: string) =>
      db
        .prepare<[string], string | null>(`SELECT item_visibility FROM ${view} WHERE filename = ?`)
        .pluck()
        .get(file);
    expect(level('playable_word_audio', 'a.mp3')).toBe('teachers');
    expect(level('playable_word_audio', 'b.mp3')).toBe('learners');
    expect(level('playable_sent_audio', 'c.mp3')).toBe('teachers');
  });
});
