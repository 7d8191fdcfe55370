import type { RequestHandler } from 'express';
import multer from 'multer';
import { multipartEncodingError, multipartError } from './body-errors';

/**
 * Runs a multer middleware and turns what it raises about the body (its own limit errors and
 * busboy's plain Errors: no boundary, no closing boundary, a malformed part header...) into an
 * HttpError, so a broken multipart body answers 400 (413 when too large), never 500. A compressed
 * multipart body is refused before multer sees it. Every multer middleware of the app goes through
 * here.
 */
export function readMultipart(parse: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const encoded = req.is('multipart') ? multipartEncodingError(req.get('content-encoding')) : undefined;
    if (encoded) {
      next(encoded);
      return;
    }
    void parse(req, res, (err?: unknown) => {
      if (err === undefined || err === 'route' || err === 'router') {
        next(err);
        return;
      }
      next(multipartError(err) ?? err);
    });
  };
}

/**
 * Reads multipart/form-data without files (what the browser's FormData sends); urlencoded and JSON
 * bodies are read app-wide. A file in a form call is refused with 400.
 */
export const formFields = readMultipart(
  multer({
    limits: { fields: 50, fieldSize: 256 * 1024, files: 0, parts: 60 },
  }).none(),
);
