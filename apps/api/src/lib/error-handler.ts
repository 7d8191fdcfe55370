import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import { HttpError } from './http-error';
import type { Logger } from './logger';

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
}

/** Unknown paths under /api and /email: JSON 404, never the web app's page. */
export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ success: false, error: `No such call: ${req.method} ${req.baseUrl}${req.path}` });
};

/**
 * Mounted last. Client mistakes become 4xx JSON with a sentence; anything else is logged with its
 * stack and answered 500 with a generic sentence, so nothing internal reaches the client.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    if (err instanceof HttpError) {
      res.status(err.status).json({ success: false, error: err.message, ...err.extra });
      return;
    }
    if (err instanceof multer.MulterError) {
      const status = err.code === 'LIMIT_FILE_SIZE' || err.code === 'LIMIT_FIELD_VALUE' ? 413 : 400;
      res.status(status).json({ success: false, error: `Upload refused: ${err.message}.` });
      return;
    }
    const bp = err as BodyParserError;
    if (bp && typeof bp.status === 'number' && bp.status >= 400 && bp.status < 500) {
      const message =
        bp.type === 'entity.parse.failed'
          ? 'The request body is not valid JSON.'
          : bp.type === 'entity.too.large'
            ? 'The request body is too large.'
            : 'The request could not be read.';
      res.status(bp.status).json({ success: false, error: message });
      return;
    }
    logger.error(`Unhandled error on ${req.method} ${req.originalUrl}`, err);
    res.status(500).json({ success: false, error: 'Something went wrong on the server. Please try again.' });
  };
}
