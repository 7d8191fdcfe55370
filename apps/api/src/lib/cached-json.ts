import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import type { Viewer } from '@langapp/shared';
import { viewerOfRequest } from './visibility';

/** Answers below this size are sent as they are: compressing them saves nothing worth the work. */
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  version: number | string;
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>>;
}

function compress(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : zlib.gzipSync(body, { level: 6 });
}

/** True when the request's If-None-Match names this ETag (or is `*`). */
function notModified(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  // Weak comparison: W/"x" and "x" name the same body.
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Sends a JSON body under its ETag, revalidated on every use (`private, no-cache`): 304 with no body
 * when the request's If-None-Match names the tag; else the body, brotli- or gzip-compressed when the
 * client takes it (`encoded` makes, and may keep, a compressed copy).
 */
export function sendTaggedJson(
  req: Request,
  res: Response,
  etag: string,
  identity: Buffer,
  encoded: (encoding: 'br' | 'gzip') => Buffer = (encoding) => compress(identity, encoding),
): void {
  // Plain header writes: the values are fixed, so nothing of res.set/res.send's parsing is needed.
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (notModified(req, etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  // Brotli when the client takes it (smaller than gzip for JSON), else gzip, else as it is.
  const encoding: Encoding =
    identity.length < COMPRESS_FROM_BYTES || !req.headers['accept-encoding']
      ? 'identity'
      : req.acceptsEncodings('br')
        ? 'br'
        : req.acceptsEncodings('gzip')
          ? 'gzip'
          : 'identity';
  const body = encoding === 'identity' ? identity : encoded(encoding);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  // Node sends no body to a HEAD request.
  res.end(body);
}

/**
 * A JSON answer built from one resource's rows, kept until the resource's version moves (see
 * db/content-versions.ts: triggers raise it on every change, whoever writes). Each request costs
 * one read of the version: the body is built, hashed and compressed (br or gzip, as the client
 * accepts) once per version, and a client that sends the ETag it has gets 304 with no body.
 */
function cachedJson(version: () => number | string, build: () => unknown): RequestHandler {
  let entry: Entry | null = null;

  function current(): Entry {
    const v = version();
    if (entry?.version !== v) {
      const body = Buffer.from(JSON.stringify(build()));
      const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
      entry = { version: v, etag: `W/"${hash}"`, bodies: { identity: body } };
    }
    return entry;
  }

  return (req, res) => {
    const e = current();
    sendTaggedJson(
      req,
      res,
      e.etag,
      e.bodies.identity!,
      (encoding) => (e.bodies[encoding] ??= compress(e.bodies.identity!, encoding)),
    );
  };
}

/**
 * cachedJson for an answer that depends on who asks (ADR 058): one kept answer per viewer (visitor,
 * learner, teacher), each built with what that viewer may see. The ETags differ where the bodies do,
 * so a cached answer is never handed to a viewer it was not built for.
 */
export function cachedJsonByViewer(
  version: () => number | string,
  build: (viewer: Viewer) => unknown,
): RequestHandler {
  const handlers: Record<Viewer, RequestHandler> = {
    visitor: cachedJson(version, () => build('visitor')),
    learner: cachedJson(version, () => build('learner')),
    teacher: cachedJson(version, () => build('teacher')),
  };
  return (req, res, next) => handlers[viewerOfRequest(req)](req, res, next);
}
