import { createRequire } from 'node:module';
import { pino } from 'pino';
import type { DestinationStream, Level, Logger as PinoLogger } from 'pino';

export type LogLevel = Level | 'silent';
type LogFields = Record<string, unknown>;

/**
 * What the server's code logs through. A thin face over pino, so call sites read as sentences
 * (`logger.info('Stopped.')`) and the request log (lib/request-log.ts) writes through the same pino.
 */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown): void;
  readonly pino: PinoLogger;
}

function wrapPino(p: PinoLogger): Logger {
  return {
    pino: p,
    info: (m, f) => (f ? p.info(f, m) : p.info(m)),
    warn: (m, f) => (f ? p.warn(f, m) : p.warn(m)),
    error: (m, e) => (e === undefined ? p.error(m) : p.error({ err: e }, m)),
  };
}

export interface LoggerOptions {
  level: LogLevel;
  /** Readable lines (pino-pretty, a development dependency) instead of JSON lines. */
  pretty: boolean;
  /** 1 = stdout (the server), 2 = stderr (the CLI, whose stdout is for what scripts read). */
  fd?: 1 | 2;
  /** Where lines go instead of the file descriptor (tests read them back). */
  destination?: DestinationStream;
}

/**
 * pino-pretty is a development dependency: in a production install it is absent and the logger
 * falls back to JSON lines rather than failing to start.
 */
function prettyStream(fd: 1 | 2): DestinationStream | null {
  try {
    const require = createRequire(import.meta.url);
    const pretty = require('pino-pretty') as (o: object) => DestinationStream;
    return pretty({
      destination: fd,
      sync: true,
      colorize: process.stdout.isTTY,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
    });
  } catch {
    return null;
  }
}

/** How long a line may wait in the buffer before it is written. */
const FLUSH_EVERY_MS = 1000;

/**
 * JSON lines are gathered and written 4 KB at a time rather than one write per line, and at least
 * once a second, so a quiet server's lines still show at once; whatever is left is written when
 * the process exits (pino flushes it).
 */
function bufferedDestination(fd: 1 | 2): DestinationStream {
  const destination = pino.destination({ dest: fd, sync: false, minLength: 4096 });
  const timer = setInterval(() => {
    try {
      destination.flush();
    } catch {
      clearInterval(timer); // the destination was closed (the process is ending)
    }
  }, FLUSH_EVERY_MS);
  timer.unref();
  return destination;
}

export function createLogger(options: LoggerOptions): Logger {
  const fd = options.fd ?? 1;
  const stream = options.destination ?? (options.pretty ? prettyStream(fd) : null) ?? bufferedDestination(fd);
  const p = pino(
    {
      level: options.level,
      base: undefined,
      serializers: { err: pino.stdSerializers.err },
    },
    stream,
  );
  return wrapPino(p);
}

export const silentLogger: Logger = wrapPino(pino({ level: 'silent' }));
