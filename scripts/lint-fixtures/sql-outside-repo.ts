// Fixture for scripts/lint-rules.test.ts: SQL run outside a repo. Linted as if it were
// apps/api/src/lib/demo-settings.ts (flagged) and apps/api/src/lib/demo-settings.repo.ts (allowed).
import type { Db } from '../db/database';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function createDemoSettings(db: Db) {
  const read = db.prepare<[string], string>('SELECT value FROM app_settings WHERE name = ?').pluck();
  return {
    value: (name: string) => read.get(name),
    reset: () => db.exec('DELETE FROM app_settings'),
    // A regular expression's exec is not SQL: not flagged.
    day: (text: string) => ISO_DAY.exec(text)?.[1],
  };
}
