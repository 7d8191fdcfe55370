import type { RequestHandler, Router } from 'express';
import { inSequence } from './request-context';

/**
 * The few GET calls that nearly every page and every day's game make, answered by one lookup of
 * their exact path instead of walking the app's router, the API's router and its routes
 * (docs/decisions/041). Each call is registered on its router as well, so every other spelling that
 * Express accepts (a trailing slash, other capitals) is answered by the same handler through the
 * router, and a call left out of the table would still work, only slower.
 *
 * `context` is what the router runs before these calls (security headers, session, rate limit); the
 * table runs it before each call too, so a call answers the same whichever way it arrives.
 */
export function frequentCalls(context: RequestHandler) {
  const table = new Map<string, RequestHandler>();
  return {
    /** Mount before the routers: it answers the calls in its table and passes everything else on. */
    dispatch: ((req, res, next) => {
      const call = req.method === 'GET' || req.method === 'HEAD' ? table.get(req.path) : undefined;
      if (call) call(req, res, next);
      else next();
    }) satisfies RequestHandler,
    /** Registers GET calls on `router` (mounted at `mountPath`) and in the table under their full path. */
    register(router: Router, mountPath: string, calls: Record<string, RequestHandler>): void {
      for (const [path, handler] of Object.entries(calls)) {
        router.get(path, handler);
        table.set(`${mountPath}${path}`, inSequence([context, handler]));
      }
    },
  };
}
