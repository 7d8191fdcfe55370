import type { ErrorRequestHandler, RequestHandler } from 'express';
import { bodyParserError } from './body-errors';
import { DomainError } from './domain-errors';
import type { DomainErrorKind } from './domain-errors';
import { HttpError } from './http-error';
import type { Logger } from './logger';

/** Unknown paths under /api and /email: JSON 404, never the web app's page. */
export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ success: false, error: `No such call: ${req.method} ${req.baseUrl}${req.path}` });
};

/** The one place a domain error's kind becomes an HTTP status. */
const STATUS_OF_DOMAIN_ERROR: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unavailable: 502,
};

/**
 * Mounted last. A service's domain error becomes its kind's status with the error's sentence and
 * details. Client mistakes about the request itself become 4xx JSON with a sentence (an HttpError,
 * thrown by the HTTP layer only, which is also what readMultipart makes of multer's errors; a body
 * express.json or express.urlencoded could not read); anything else is logged with its stack and
 * answered 500 with a generic sentence, so nothing internal reaches the client.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    if (err instanceof DomainError) {
      res
        .status(STATUS_OF_DOMAIN_ERROR[err.kind])
        .json({ success: false, error: err.message, ...err.details });
      return;
    }
    if (err instanceof HttpError) {
      res.status(err.status).json({ success: false, error: err.message, ...err.extra });
      return;
    }
    const unreadable = bodyParserError(err, req);
    if (unreadable) {
      res.status(unreadable.status).json({ success: false, error: unreadable.message });
      return;
    }
    const other = err as { status?: unknown };
    if (other && typeof other.status === 'number' && other.status >= 400 && other.status < 500) {
      res.status(other.status).json({ success: false, error: 'The request could not be read.' });
      return;
    }
    logger.error(`Unhandled error on ${req.method} ${req.originalUrl}`, err);
    res.status(500).json({ success: false, error: 'Something went wrong on the server. Please try again.' });
  };
}
