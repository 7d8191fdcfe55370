// Fixture for scripts/lint-rules.test.ts: a class running SQL on its own database field.
import type { Db } from '../db/database';

export class DemoCounter {
  constructor(private readonly db: Db) {}

  clear() {
    this.db.exec('DELETE FROM counters');
  }
}
