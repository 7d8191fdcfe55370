import type { Db } from '../db/database';

/** The rows of migration 016's app_settings: one text value per setting's name. */
export function createAppSettingsRepo(db: Db) {
  const read = db.prepare<[string], string>('SELECT value FROM app_settings WHERE name = ?').pluck();
  const write = db.prepare<[string, string]>(
    'INSERT INTO app_settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
  );
  return {
    /** The setting's stored value, or undefined when it was never set. */
    value: (name: string): string | undefined => read.get(name),
    setValue: (name: string, value: string) => {
      write.run(name, value);
    },
  };
}

export type AppSettingsRepo = ReturnType<typeof createAppSettingsRepo>;
