import type { Request } from 'express';
import multer from 'multer';
import { HttpError } from './http-error';

/**
 * Errors met while reading a request body, turned into sentences for the client: 413 when the body
 * is too large, 400 for everything else the client sent wrong. Never 415 or 500: a body we cannot
 * read is a bad request, not a server fault.
 */

const FORM = 'The form data could not be read';

/** A value the client sent, quoted and cut short so a sentence stays a sentence. */
const quoted = (value: string) => ` "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;

/** multer's own codes (limits and field names). */
const MULTER_SENTENCES: Record<string, (field?: string) => string> = {
  LIMIT_FILE_SIZE: (f) =>
    `The upload is too large: the file${f ? ` in${quoted(f)}` : ''} is over the size limit.`,
  LIMIT_FIELD_VALUE: (f) =>
    `The form data is too large: the field${f ? quoted(f) : ''} is over the size limit.`,
  LIMIT_PART_COUNT: () => `${FORM}: it has more parts than this call accepts.`,
  LIMIT_FIELD_COUNT: () => `${FORM}: it has more fields than this call accepts.`,
  LIMIT_FILE_COUNT: () => `${FORM}: it carries more files than this call accepts.`,
  LIMIT_UNEXPECTED_FILE: (f) =>
    `${FORM}: this call does not accept a file${f ? ` in the field${quoted(f)}` : ''}.`,
  LIMIT_FIELD_KEY: () => `${FORM}: a field name is too long.`,
  MISSING_FIELD_NAME: () => `${FORM}: a part has no field name.`,
  LIMIT_FIELD_NESTING: (f) => `${FORM}: the field name${f ? quoted(f) : ''} is nested too deeply.`,
  LIMIT_FIELD_ARRAY_INDEX: (f) =>
    `${FORM}: the field name${f ? quoted(f) : ''} has too large an array index.`,
  INVALID_FIELD_NAME: (f) => `${FORM}: the field name${f ? quoted(f) : ''} is not valid.`,
  STREAM_DESTROYED: () => `${FORM}: the file was cut off.`,
};

const MULTER_TOO_LARGE = new Set(['LIMIT_FILE_SIZE', 'LIMIT_FIELD_VALUE']);

/** busboy raises plain Errors; their messages are its only way of saying which problem it met. */
const BUSBOY_SENTENCES: [RegExp, string][] = [
  [
    /^Multipart: Boundary not found$/,
    `${FORM}: the Content-Type header multipart/form-data has no boundary parameter.`,
  ],
  [
    /^Unexpected end of form$/,
    `${FORM}: the multipart body has no closing boundary. ` +
      'Check that the body uses the boundary named in the Content-Type header and that its lines end in CRLF.',
  ],
  [/^Unexpected end of file$/, `${FORM}: the multipart body ends in the middle of a file.`],
  [/^Malformed part header$/, `${FORM}: the header of one of its parts is malformed.`],
  [/^Malformed content type$/, `${FORM}: the Content-Type header is malformed.`],
  [/^Unsupported content type/, `${FORM}: only multipart/form-data is accepted as multipart.`],
  [/^Missing Content-Type$/, `${FORM}: the Content-Type header is missing.`],
  [/^Malformed urlencoded form$/, `${FORM}: the url-encoded body is malformed.`],
];

/** multer's own names for a request that ended before its body did. */
const CUT_OFF = new Set(['Request aborted', 'Request closed', 'Request error']);
const CUT_OFF_CODES = new Set(['ECONNRESET', 'ECONNABORTED']);

const CUT_OFF_SENTENCE = 'The request was cut off before its body was complete.';

/**
 * What went wrong reading a multipart body, for an error raised by multer or the busboy parser
 * under it; undefined for anything else (a storage or programming fault stays a 500).
 */
export function multipartError(err: unknown): HttpError | undefined {
  if (err instanceof multer.MulterError) {
    const sentence = MULTER_SENTENCES[err.code]?.(err.field) ?? `${FORM}: ${err.message}.`;
    return new HttpError(MULTER_TOO_LARGE.has(err.code) ? 413 : 400, sentence);
  }
  if (!(err instanceof Error)) return undefined;
  const code = (err as NodeJS.ErrnoException).code;
  if (CUT_OFF.has(err.message) || (code !== undefined && CUT_OFF_CODES.has(code))) {
    return new HttpError(400, CUT_OFF_SENTENCE);
  }
  const known = BUSBOY_SENTENCES.find(([pattern]) => pattern.test(err.message));
  if (known) return new HttpError(400, known[1]);
  // busboy's errors are plain Errors without a code; a TypeError or a system error is ours.
  if (err.constructor === Error && code === undefined) {
    return new HttpError(400, `The multipart form data could not be read: ${err.message}.`);
  }
  return undefined;
}

/**
 * multer reads the body as it comes and knows no Content-Encoding: a compressed multipart body is
 * refused by name rather than read as garbage. Undefined when the body is not encoded.
 */
export function multipartEncodingError(contentEncoding: string | undefined): HttpError | undefined {
  const encoding = contentEncoding?.trim().toLowerCase();
  if (!encoding || encoding === 'identity') return undefined;
  return new HttpError(
    400,
    `${FORM}: a multipart body cannot have a Content-Encoding (here${quoted(encoding)}); send it uncompressed.`,
  );
}

/** The fields body-parser (express.json, express.urlencoded) puts on its http-errors. */
interface BodyParserError {
  type?: string;
  status?: number;
  limit?: number;
  charset?: string;
  encoding?: string;
  code?: string;
}

function sizeInWords(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} kB`;
  return `${bytes} bytes`;
}

const ZLIB_CODES = new Set(['Z_DATA_ERROR', 'Z_BUF_ERROR', 'Z_NEED_DICT', 'ERR_BROTLI_DECOMPRESSION_FAILED']);

/**
 * What went wrong reading a JSON or url-encoded body, for an error raised by body-parser (its
 * `type` says which problem it met); undefined for errors that are not about the request body.
 *
 * raw-body's `stream.encoding.set` and `stream.not.readable` are deliberately not here: they mean
 * the server touched the request stream before the parser, which no client can cause, so they stay
 * 500 and reach the log.
 */
export function bodyParserError(err: unknown, req: Request): HttpError | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const bp = err as BodyParserError;
  switch (bp.type) {
    case 'entity.parse.failed':
      return new HttpError(
        400,
        req.is('json') ? 'The request body is not valid JSON.' : 'The request body could not be parsed.',
      );
    case 'entity.too.large':
      return new HttpError(
        413,
        typeof bp.limit === 'number'
          ? `The request body is too large: the limit is ${sizeInWords(bp.limit)}.`
          : 'The request body is too large.',
      );
    case 'parameters.too.many':
      return new HttpError(413, 'The request body has too many url-encoded parameters.');
    case 'querystring.parse.rangeError':
      return new HttpError(400, 'The url-encoded request body is nested too deeply.');
    case 'charset.unsupported':
      return new HttpError(
        400,
        `The request body's charset${bp.charset ? quoted(bp.charset.toLowerCase()) : ''} is not supported: send UTF-8.`,
      );
    case 'encoding.unsupported':
      return new HttpError(
        400,
        `The request body's Content-Encoding${bp.encoding ? quoted(bp.encoding) : ''} is not supported: ` +
          'send it uncompressed, or as gzip, deflate or br.',
      );
    case 'request.aborted':
      return new HttpError(400, CUT_OFF_SENTENCE);
    case 'request.size.invalid':
      return new HttpError(400, 'The request body is not as long as its Content-Length header says.');
  }
  // body-parser passes a failed decompression on as a 400 with zlib's error and no type.
  if (bp.status === 400 && bp.code !== undefined && ZLIB_CODES.has(bp.code)) {
    return new HttpError(
      400,
      `The request body could not be decompressed as ${req.get('content-encoding') ?? 'declared'}.`,
    );
  }
  return undefined;
}
