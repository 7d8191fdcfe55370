import express from 'express';
import type { RequestHandler } from 'express';

/**
 * Runs handlers one after another as one middleware: one layer for the router to match, not several.
 * As in Express's router, a throw or a rejected promise goes to `next`.
 */
export function inSequence(handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let i = 0;
    const step = (err?: unknown): void => {
      if (err !== undefined && err !== null) {
        next(err);
        return;
      }
      const handler = handlers[i++];
      if (!handler) {
        next();
        return;
      }
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise) result.catch(next);
      } catch (caught) {
        next(caught);
      }
    };
    step();
  };
}

/**
 * The security headers of an answer that is data (JSON, audio), not a page: what helmet would set
 * for these, without the document-only ones (CSP, framing, referrer, opener), in one step.
 */
export function dataSecurityHeaders(options: { hsts: boolean }): RequestHandler {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ];
  if (options.hsts) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/** Whether a Cookie header carries a cookie of this name (its value is express-session's to read). */
function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.startsWith(`${name}=`) || header.includes(`; ${name}=`) || header.includes(`;${name}=`);
}

/**
 * What a call needs to know before its handler runs, and nothing more: the body (JSON or
 * url-encoded; multipart is read by the routes that take it), the session and the signed-in user.
 * A read (GET, HEAD) has no body to parse, and without a session cookie it has no session to load
 * and starts none, so a visitor's call skips all of it.
 */
export function requestContext(options: {
  sessions: RequestHandler;
  loadUser: RequestHandler;
  cookieName: string;
}): RequestHandler {
  const { sessions, loadUser, cookieName } = options;
  const write = inSequence([
    express.json({ limit: '1mb' }),
    express.urlencoded({ extended: false, limit: '1mb' }),
    sessions,
    loadUser,
  ]);
  const signedInRead = inSequence([sessions, loadUser]);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') write(req, res, next);
    else if (hasCookie(req.headers.cookie, cookieName)) signedInRead(req, res, next);
    else next();
  };
}
