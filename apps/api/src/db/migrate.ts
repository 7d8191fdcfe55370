import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './database';

export interface MigrationResult {
  applied: string[];
}

/**
 * Applies the numbered .sql files of `dir` that the database has not seen, in order, each inside a
 * transaction together with its row in schema_migrations. Forward only: a file once applied is
 * never run again, and an applied file that has gone missing stops start-up.
 */
export function migrate(db: Db, dir: string): MigrationResult {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL
  )`);
  const files = migrationFiles(dir);
  const done = appliedMigrations(db);
  const missing = [...done].filter((name) => !files.includes(name));
  if (missing.length > 0) {
    throw new Error(`Database has migrations that are not in ${dir}: ${missing.join(', ')}`);
  }
  const record = db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)');
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      record.run(file, new Date().toISOString());
    })();
    applied.push(file);
  }
  return { applied };
}

/** The migration files of `dir`, in the order they apply. */
export function migrationFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{3,}[-_].+\.sql$/.test(f))
    .sort();
}

function appliedMigrations(db: Db): Set<string> {
  return new Set(db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[]);
}

/** Files of `dir` the database has not applied yet (empty when it is current). */
export function pendingMigrations(db: Db, dir: string): string[] {
  const hasTable = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
    .get();
  const done = hasTable ? appliedMigrations(db) : new Set<string>();
  return migrationFiles(dir).filter((f) => !done.has(f));
}
