import type { ErrorRequestHandler, Express, RequestHandler } from 'express';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import type { Repos } from '../repos';
import type { Services } from '../services';
import type { AppSettings } from './app-settings';
import { requireAdmin, requireRecorder, requireUser } from './auth';
import type { Clock } from './clock';
import type { Logger } from './logger';
import type { RateLimits } from './rate-limits';

/**
 * Who may make a call (design.md, "Roles are enforced on the server for every call"):
 * - `public`: anyone, signed in or not (the game, who, sign-in, recovery, join, the health probes);
 * - `email-code`: the /email calls, authorised by the code their e-mail link carries, never by a session;
 * - `signed-in`: a signed-in account (401 otherwise);
 * - `dictionary`: a signed-in account, or anyone while the teacher has opened the public dictionary
 *   (issue 27, ADR 058: a visitor then reads the `public` entries and recordings; 401 otherwise);
 * - `recorder`: a signed-in recorder or administrator (401 for a visitor, 403 for a learner; ADR 080:
 *   the recording calls, whose services keep a recorder to their own takes);
 * - `admin`: a signed-in administrator (401 for a visitor, 403 for a learner or a recorder).
 */
export type Role = 'public' | 'email-code' | 'signed-in' | 'dictionary' | 'recorder' | 'admin';

type Method = 'get' | 'post' | 'delete';

/** One call of the API: what the route table holds. GET calls answer HEAD as well (Express). */
export interface Call {
  method: Method;
  /** The full path, as Express matches it (case-insensitive, an optional trailing slash). */
  path: string;
  role: Role;
  /** Run after the role's check, in order. */
  handlers: RequestHandler[];
  /** Sees every error of the call, its role's check included, before the app's error handler. */
  onError?: ErrorRequestHandler;
}

/**
 * What every feature's list of calls is built from: one shape for every feature (ADR 075). The
 * services, each built once by `createServices`, by name; never a database.
 */
export type CallDeps = Services & {
  clock: Clock;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  limits: RateLimits;
  /** The settings the teacher changes in the console. */
  settings: AppSettings;
  /** The two features with no rules of their own read their repo as it is: the readiness probe and the numbers. */
  repos: Pick<Repos, 'health' | 'numbers'>;
};

/** A feature's calls: `<feature>Calls(deps)` in its `<feature>.router.ts`. */
export type FeatureCalls = (deps: CallDeps) => Call[];

/** What the role checks read from the installation. */
export interface GuardOptions {
  /** Whether the teacher has opened the public dictionary to visitors (read per request). */
  dictionaryOpen: () => boolean;
}

/** The checks a role puts before a call's handlers. The record's type makes every role have one. */
function guardsOf({ dictionaryOpen }: GuardOptions): Record<Role, RequestHandler[]> {
  return {
    public: [],
    'email-code': [],
    'signed-in': [requireUser],
    dictionary: [(req, res, next) => (dictionaryOpen() ? next() : requireUser(req, res, next))],
    recorder: [requireRecorder],
    admin: [requireAdmin],
  };
}

const EMAIL_AREA = /^\/email\//i;

/**
 * Registers calls on the app, each once, with its role's check before its handlers. Refuses a
 * table in which a call has no known role, a path is registered twice for one method, or the
 * e-mail links' calls and the code-authorised role do not go together, so such a table cannot
 * start.
 */
export function registerCalls(app: Express, calls: readonly Call[], options: GuardOptions): void {
  const seen = new Set<string>();
  const GUARDS = guardsOf(options);
  for (const call of calls) {
    const what = `${call.method.toUpperCase()} ${call.path}`;
    const guards = Object.hasOwn(GUARDS, call.role) ? GUARDS[call.role] : undefined;
    if (!guards) throw new Error(`${what} has no known role (${String(call.role)}).`);
    if ((call.role === 'email-code') !== EMAIL_AREA.test(call.path))
      throw new Error(`${what}: the /email calls, and only they, are authorised by their e-mail code.`);
    if (call.handlers.length === 0) throw new Error(`${what} has no handler.`);
    const key = `${call.method} ${call.path.toLowerCase()}`;
    if (seen.has(key)) throw new Error(`${what} is in the route table twice.`);
    seen.add(key);
    app[call.method](call.path, ...guards, ...call.handlers, ...(call.onError ? [call.onError] : []));
  }
}

/**
 * The context a call runs in, chosen by the first segment of its path ('/api', '/email', ...):
 * one layer on the app, so a request walks no nested router. A path in no listed area (the web
 * app's pages and files) passes untouched. Matched without regard to case, as Express's routes are.
 */
export function contextByArea(areas: Record<string, RequestHandler>): RequestHandler {
  const byArea = new Map(Object.entries(areas).map(([area, context]) => [area.toLowerCase(), context]));
  return (req, res, next) => {
    const path = req.path;
    const end = path.indexOf('/', 1);
    const context = byArea.get((end === -1 ? path : path.slice(0, end)).toLowerCase());
    if (context) context(req, res, next);
    else next();
  };
}
