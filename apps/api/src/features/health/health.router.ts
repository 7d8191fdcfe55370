import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../config';
import type { Call, CallDeps } from '../../lib/route-table';

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
 * registered before the request log and the calls' context (no session, rate limit or log line),
 * and never create a session.
 */
export function healthCalls({ repos, config }: CallDeps): Call[] {
  const health = repos.health;
  /** Folders the server writes to, by the name the readiness answer gives them. */
  const writableDirs: Record<string, string> = { media: config.mediaDir, outbox: config.outboxDir };
  return [
    {
      method: 'get',
      path: '/healthz',
      role: 'public',
      handlers: [
        (_req, res) => {
          res.set('Cache-Control', 'no-store').json({ status: 'ok' });
        },
      ],
    },
    {
      method: 'get',
      path: '/readyz',
      role: 'public',
      handlers: [
        (_req, res) => {
          const checks: Record<string, Check> = {
            database: attempt(() => (health.answers() ? null : 'the database did not answer')),
            migrations: attempt(() => {
              const pending = health.pendingMigrations(MIGRATIONS_DIR);
              return pending.length === 0 ? null : `not applied: ${pending.join(', ')}`;
            }),
          };
          for (const [name, dir] of Object.entries(writableDirs))
            checks[name] = attempt(() => writableError(dir));
          const ready = Object.values(checks).every((c) => c.ok);
          res
            .status(ready ? 200 : 503)
            .set('Cache-Control', 'no-store')
            .json({ status: ready ? 'ready' : 'not ready', checks });
        },
      ],
    },
  ];
}
