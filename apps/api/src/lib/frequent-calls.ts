import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';

/** The path of a request URL, without its query string. */
function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/**
 * Runs a handler as Express's router does: a throw or a rejected promise goes to `next`, and so on
 * to the app's error handler.
 */
function runHandler(handler: RequestHandler, req: Request, res: Response, next: NextFunction): void {
  try {
    const result: unknown = handler(req, res, next);
    if (result instanceof Promise) result.catch(next);
  } catch (err) {
    next(err);
  }
}

/**
 * The few GET calls that nearly every page and every day's game make, answered by one lookup of
 * their exact path instead of walking the app's router, the API's router and its routes
 * (docs/decisions/041). Each call is registered on its router as well, so every other spelling that
 * Express accepts (a trailing slash, other capitals) is answered by the same handler through the
 * router, and a call left out of the table would still work, only slower.
 *
 * `context` is what the router runs before these calls (security headers, session, rate limit); the
 * dispatch runs it too, so a call answers the same whichever way it arrives.
 */
export function frequentCalls(context: RequestHandler) {
  const table = new Map<string, RequestHandler>();

  const dispatch: RequestHandler = (req, res, next) => {
    const handler = req.method === 'GET' || req.method === 'HEAD' ? table.get(pathOf(req.url)) : undefined;
    if (!handler) {
      next();
      return;
    }
    context(req, res, (err?: unknown) => {
      if (err !== undefined && err !== null) next(err);
      else runHandler(handler, req, res, next);
    });
  };

  return {
    /** Mount before the routers: it answers the calls in its table and passes everything else on. */
    dispatch,
    /** Registers GET calls on `router` (mounted at `mountPath`) and in the table under their full path. */
    register(router: Router, mountPath: string, calls: Record<string, RequestHandler>): void {
      for (const [path, handler] of Object.entries(calls)) {
        router.get(path, handler);
        table.set(`${mountPath}${path}`, handler);
      }
    },
  };
}
