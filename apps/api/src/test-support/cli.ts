import os from 'node:os';
import { runCli } from '../cli/run-cli';
import type { Context } from '../context';
import { silentLogger } from '../lib/logger';
import type { makeTestApp } from './test-app';

/** Runs `pnpm cli <argv>` in-process and captures what it printed, line by line. */
export async function runCliCaptured(ctx: Context, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, ctx, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    cwd: os.tmpdir(),
  });
  return { code, out, err: err.join('\n') };
}

/** The CLI's context over a test app's database, mailer, clock and configuration. */
export function cliContextOf(t: ReturnType<typeof makeTestApp>): Context {
  return { db: t.db, mailer: t.mailer, clock: t.clock, config: t.config, logger: silentLogger };
}
