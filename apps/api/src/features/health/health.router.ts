import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { Db } from '../../db/database';
import { pendingMigrations } from '../../db/migrate';

export interface HealthDeps {
  db: Db;
  migrationsDir: string;
  /** Folders the server writes to, by the name the readiness answer gives them. */
  writableDirs: Record<string, string>;
}

type Check = { ok: true } | { ok: false; error: string };

function attempt(fn: () => string | null): Check {
  try {
    const error = fn();
    return error === null ? { ok: true } : { ok: false, error };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * A folder is writable when it exists and may be written, or when it does not exist yet and the
 * nearest folder above it may be written (the server creates it on first use). Nothing is created.
 */
function writableError(dir: string): string | null {
  let current = path.resolve(dir);
  for (;;) {
    if (fs.existsSync(current)) {
      if (!fs.statSync(current).isDirectory()) return `${current} is not a folder`;
      fs.accessSync(current, fs.constants.W_OK);
      return null;
    }
    const parent = path.dirname(current);
    if (parent === current) return `no part of ${dir} exists`;
    current = parent;
  }
}

/**
 * `GET /healthz`: the process answers. `GET /readyz`: it can do its work (the database answers,
 * its migrations are current, its folders can be written). Both are JSON with a `status`, are
 * mounted before sessions, rate limits and request logs (plain routes, not a router every request
 * would walk through), and never create a session.
 */
export function healthChecks(deps: HealthDeps): { live: RequestHandler; ready: RequestHandler } {
  const ping = deps.db.prepare('SELECT 1').pluck();
  return {
    live(_req, res) {
      res.set('Cache-Control', 'no-store').json({ status: 'ok' });
    },
    ready(_req, res) {
      const checks: Record<string, Check> = {
        database: attempt(() => (ping.get() === 1 ? null : 'the database did not answer')),
        migrations: attempt(() => {
          const pending = pendingMigrations(deps.db, deps.migrationsDir);
          return pending.length === 0 ? null : `not applied: ${pending.join(', ')}`;
        }),
      };
      for (const [name, dir] of Object.entries(deps.writableDirs))
        checks[name] = attempt(() => writableError(dir));
      const ready = Object.values(checks).every((c) => c.ok);
      res
        .status(ready ? 200 : 503)
        .set('Cache-Control', 'no-store')
        .json({ status: ready ? 'ready' : 'not ready', checks });
    },
  };
}
