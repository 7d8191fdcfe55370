import type { Db } from '../../db/database';

export interface NumberWordRow {
  value: number;
  name: string;
  filename: string;
}

/** SQL of the number words 0 to 10 and their recordings' file names. */
export function createNumbersRepo(db: Db) {
  const all = db.prepare<[], NumberWordRow>('SELECT value, name, filename FROM number_words ORDER BY value');
  return { all: () => all.all() };
}
