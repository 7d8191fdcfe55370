import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { normalizeUsername } from '@langapp/shared';
import type { RateLimitConfig } from '../config';

const tooMany =
  (message: string): RequestHandler =>
  (_req, res) => {
    res.status(429).json({ success: false, error: message });
  };

const clientKey = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');

const passThrough: RequestHandler = (_req, _res, next) => next();

/** A limit of 0 is switched off: no counting at all, not a limit nobody reaches. */
const unlessOff = (limit: number, make: () => RequestHandler): RequestHandler =>
  limit === 0 ? passThrough : make();

/**
 * The limits of docs/decisions/004: failed sign-ins are counted per username and client, so one
 * learner's typos never lock out a classroom behind one address; per-client ceilings are generous.
 */
export function createRateLimits(cfg: RateLimitConfig) {
  return {
    failedLogins: unlessOff(cfg.failedLoginsPerUser, () =>
      rateLimit({
        windowMs: cfg.windowMs,
        limit: cfg.failedLoginsPerUser,
        skipSuccessfulRequests: true,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        keyGenerator: (req) => {
          const raw: unknown = req.body?.username;
          return `${clientKey(req)}|${typeof raw === 'string' ? normalizeUsername(raw) : ''}`;
        },
        handler: tooMany('Too many failed sign-ins for this username. Please wait 15 minutes and try again.'),
      }),
    ),
    accountCalls: unlessOff(cfg.accountCallsPerClient, () =>
      rateLimit({
        windowMs: cfg.windowMs,
        limit: cfg.accountCallsPerClient,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        keyGenerator: clientKey,
        handler: tooMany('Too many requests from this network. Please wait a few minutes and try again.'),
      }),
    ),
    api: unlessOff(cfg.apiCallsPerMinute, () =>
      rateLimit({
        windowMs: 60 * 1000,
        limit: cfg.apiCallsPerMinute,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        keyGenerator: clientKey,
        handler: tooMany('Too many requests. Please slow down and try again in a minute.'),
      }),
    ),
    media: unlessOff(cfg.mediaFilesPerMinute, () =>
      rateLimit({
        windowMs: 60 * 1000,
        limit: cfg.mediaFilesPerMinute,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        // Its own count: the same client's API calls are counted apart.
        keyGenerator: (req) => `media|${clientKey(req)}`,
        handler: tooMany('Too many recordings asked for. Please wait a minute and try again.'),
      }),
    ),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
