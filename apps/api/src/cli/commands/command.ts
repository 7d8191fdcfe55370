import * as z from 'zod/mini';
import type { Context } from '../../context';
import { describeIssues } from '../../lib/validate';
import { createRepos } from '../../repos';
import { createServices } from '../../services';
import type { Services } from '../../services';

// What every command of the CLI stands on (one file a command group beside this one, ADR 073).

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Where relative file arguments are resolved from. */
  cwd: string;
}

/** A command's input is not what it takes (exit code 2; the message says what is). */
export class UsageError extends Error {}
/** A message could not be delivered (exit code 1: running it again later may work). */
export class DeliveryError extends Error {}

export type Command = (args: string[], ctx: Context, io: CliIo) => Promise<void>;

export function check<S extends z.core.$ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const r = z.safeParse(schema, value);
  if (!r.success) throw new UsageError(`${what}: ${describeIssues(r.error)}`);
  return r.data;
}

const built = new WeakMap<Context, Services>();

/**
 * The app's services over the CLI's context, built by the app's own function (ADR 075) once per
 * context: every command of a run (and every call of a benchmark's child) uses the same instances.
 */
export function servicesOf(ctx: Context): Services {
  let services = built.get(ctx);
  if (!services) {
    services = createServices({
      repos: createRepos(ctx.db),
      clock: ctx.clock,
      config: ctx.config,
      mailer: ctx.mailer,
      logger: ctx.logger,
    });
    built.set(ctx, services);
  }
  return services;
}
