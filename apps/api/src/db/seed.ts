import fs from 'node:fs';
import path from 'node:path';
import bcrypt from 'bcrypt';
import { z } from 'zod';
import type { Db } from './database';

/** One sample data set: loaded once into an empty install when SEED=sample. */
export interface SampleSeeder {
  name: string;
  load(db: Db, ctx: { seedDir: string; bcryptCost: number; now: Date }): void;
}

const accountsFile = z.object({
  users: z.array(
    z.object({ username: z.string(), email: z.string(), password: z.string(), admin: z.boolean() }),
  ),
});

export const sampleAccounts: SampleSeeder = {
  name: 'accounts',
  load(db, { seedDir, bcryptCost, now }) {
    const data = accountsFile.parse(JSON.parse(fs.readFileSync(path.join(seedDir, 'accounts.json'), 'utf8')));
    const insert = db.prepare(
      `INSERT OR IGNORE INTO users (username, email, password_hash, is_admin, created_at)
       VALUES (?, ?, ?, ?, ?)`,
    );
    for (const u of data.users) {
      insert.run(u.username, u.email, bcrypt.hashSync(u.password, bcryptCost), u.admin ? 1 : 0, now.toISOString());
    }
  },
};

/** Every sample set, in load order. Later features add theirs here. */
export const SAMPLE_SEEDERS: SampleSeeder[] = [sampleAccounts];

/** Loads the sample sets that have not been loaded yet; returns their names. */
export function loadSampleData(
  db: Db,
  ctx: { seedDir: string; bcryptCost: number; now: Date },
  seeders: SampleSeeder[] = SAMPLE_SEEDERS,
): string[] {
  const loaded = new Set(db.prepare('SELECT name FROM sample_seeds').pluck().all() as string[]);
  const record = db.prepare('INSERT INTO sample_seeds (name, loaded_at) VALUES (?, ?)');
  const names: string[] = [];
  for (const seeder of seeders) {
    if (loaded.has(seeder.name)) continue;
    db.transaction(() => {
      seeder.load(db, ctx);
      record.run(seeder.name, ctx.now.toISOString());
    })();
    names.push(seeder.name);
  }
  return names;
}
