import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_DIR } from '../config';
import { migratedDb } from '../test-support/test-app';
import { loadSampleData, SAMPLE_SEEDERS } from './seed';

describe('the sample data', () => {
  it('when loaded twice, then every set loads once, labelled, with its media copied', () => {
    const db = migratedDb();
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-seed-'));
    const ctx = { seedDir: SEED_DIR, mediaDir, bcryptCost: 4, now: new Date('2026-01-01T00:00:00Z') };
    expect(loadSampleData(db, ctx)).toEqual(SAMPLE_SEEDERS.map((s) => s.name));
    expect(loadSampleData(db, ctx)).toEqual([]);
    const count = (table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get();
    expect(count('users')).toBe(2);
    expect(count('lexs')).toBe(72);
    expect(count('wordle_words')).toBeGreaterThanOrEqual(60);
    expect(count('number_words')).toBe(11);
    expect(count('sents')).toBe(24);
    expect(count('vocab_lessons')).toBe(3);
    expect(db.prepare("SELECT COUNT(*) FROM lexs WHERE notes LIKE 'Sample entry%'").pluck().get()).toBe(72);
    for (const folder of ['audio', 'numbers', 'lesson-recordings']) {
      expect(fs.readdirSync(path.join(mediaDir, folder)).length).toBeGreaterThan(0);
    }
    // Every game word uses only the game's letters and never the unused ones.
    for (const w of db.prepare('SELECT lex FROM wordle_words').pluck().all() as string[]) {
      expect(w).toMatch(/^[a-z']{5}$/);
      expect(w).not.toMatch(/[vxgqfdbzj]/);
    }
    for (const file of fs.readdirSync(SEED_DIR).filter((f) => f.endsWith('.json'))) {
      expect(JSON.parse(fs.readFileSync(path.join(SEED_DIR, file), 'utf8'))._label).toMatch(/SAMPLE/);
    }
  });
});
