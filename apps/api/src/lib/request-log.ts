import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { stdSerializers } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An incoming request id is kept only when it is short and plain (no spaces, quotes or controls). */
const SANE_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/** Query parameters whose values are secrets (join, reset and unsubscribe codes, e-mail link auth). */
const SECRET_QUERY_KEYS = new Set(['code', 'auth', 'token', 'password', 'key', 'secret']);

/** The path and query of a URL with the values of secret parameters replaced, for a log line. */
export function loggablePath(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: judge the raw name
      }
      return eq !== -1 && SECRET_QUERY_KEYS.has(name.toLowerCase()) ? `${key}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

type Req = IncomingMessage & { originalUrl?: string; user?: { id: number } };

/**
 * One log line per request (method, path without secret values, status, duration, request id, the
 * user's id when signed in), through pino-http. The request id is the caller's X-Request-Id when
 * sane, otherwise a new UUID, and is sent back in the answer's X-Request-Id.
 */
export function requestLog(logger: Logger): RequestHandler {
  const middleware = pinoHttp({
    logger: logger.pino,
    wrapSerializers: false,
    genReqId(req, res) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    serializers: {
      req: (req: Req) => ({
        id: req.id,
        method: req.method,
        path: loggablePath(req.originalUrl ?? req.url ?? ''),
      }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
      err: stdSerializers.err,
    },
    customSuccessObject: (req: Req, _res, value: Record<string, unknown>) =>
      req.user ? { ...value, userId: req.user.id } : value,
    customErrorObject: (req: Req, _res, _err, value: Record<string, unknown>) =>
      req.user ? { ...value, userId: req.user.id } : value,
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    customSuccessMessage: (req: Req, res) => `${req.method} ${res.statusCode}`,
    customErrorMessage: (req: Req, res) => `${req.method} ${res.statusCode}`,
    customAttributeKeys: { responseTime: 'ms' },
  });
  return middleware as unknown as RequestHandler;
}
