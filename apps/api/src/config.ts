import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { LogLevel } from './lib/logger';

/** The repository root: defaults for the data directory and the built web app are found from here. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'db', 'migrations');
export const SEED_DIR = path.join(REPO_ROOT, 'db', 'seed');

export interface RateLimitConfig {
  /** Window for every limit below, in milliseconds. */
  windowMs: number;
  /** Failed sign-ins allowed per username and client within the window. */
  failedLoginsPerUser: number;
  /** Account calls (login, reset, join, restore) per client within the window. */
  accountCallsPerClient: number;
  /** All API calls per client per minute, recordings' files aside. */
  apiCallsPerMinute: number;
  /**
   * Recordings' files (/api/audio/, /api/audio-sent/, /media/, /lesson-recordings/) per client per
   * minute: a limit of their own, so an offline download's recordings never starve the pages' calls.
   */
  mediaFilesPerMinute: number;
}

/**
 * What an uploaded or imported .zip may unpack to (ADR 047): it is streamed to disk entry by entry
 * and stopped as soon as the bytes actually unpacked pass a limit.
 */
export interface ZipLimits {
  /** All files of the archive together. */
  maxUnpackedBytes: number;
  /** Entries in the archive, files and folders. */
  maxFiles: number;
  /** How many times larger than its compressed bytes a file other than a recording may unpack to. */
  maxCompressionRatio: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databasePath: string;
  mediaDir: string;
  outboxDir: string;
  /** Where a .zip is unpacked for an import (on disk beside the data, not in a tmpfs /tmp). */
  scratchDir: string;
  webDistDir: string;
  publicUrl: string;
  sessionSecret: string;
  sessionMaxAgeMs: number;
  smtpUrl: string | null;
  mailFrom: string;
  productName: string;
  contactName: string;
  seed: 'sample' | 'none';
  bcryptCost: number;
  trustProxy: boolean | number | string;
  rateLimits: RateLimitConfig;
  zipLimits: ZipLimits;
  /** How long an invitation link stays valid. */
  inviteTtlDays: number;
  /** Built-in mailing schedule (Los Angeles time); null / off unless configured. */
  wotdSendAt: string | null;
  sotwSendDay: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday' | null;
  sotwSendAt: string;
  /**
   * E-mail links (ADR 072): a word-of-the-day link works on its day and this many days after it (Los
   * Angeles days); a sentence-of-the-week link this many days after it was sent.
   */
  wotdLinkDays: number;
  sotwLinkDays: number;
  /** The previous site, linked from the vocabulary page (hidden when null). */
  oldSiteUrl: string | null;
  logLevel: LogLevel;
  /** The ffmpeg binary that turns uploads into MP3; null: the one inside @ffmpeg-installer. */
  ffmpegPath: string | null;
  /**
   * Tests only (NODE_ENV=test): days the server's clock runs ahead of the real one, so a browser
   * test can see tomorrow's reviews. 0 everywhere else.
   */
  testClockOffsetDays: number;
  /**
   * Tests only (NODE_ENV=test): the instant the server's clock reads when it starts, running on from
   * there, so that the visual checks see the same dates on every run. null everywhere else.
   */
  testClockStart: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  windowMs: 15 * 60 * 1000,
  failedLoginsPerUser: 10,
  accountCallsPerClient: 300,
  apiCallsPerMinute: 1200,
  mediaFilesPerMinute: 12_000,
};

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxUnpackedBytes: 4096 * 1024 ** 2,
  maxFiles: 100_000,
  maxCompressionRatio: 100,
};

/** A rate limit: a whole number of requests, 0 meaning off. */
const limit = (fallback: number) => z.coerce.number().int().min(0).max(1_000_000_000).default(fallback);

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: optionalText,
  DATABASE_PATH: optionalText,
  MEDIA_DIR: optionalText,
  WEB_DIST_DIR: optionalText,
  PUBLIC_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http or https URL' }).optional(),
  ),
  SESSION_SECRET: optionalText.pipe(
    z.string().min(16, 'SESSION_SECRET must be at least 16 characters long').optional(),
  ),
  SESSION_MAX_AGE_DAYS: z.coerce.number().positive().max(365).default(30),
  SMTP_URL: optionalText.pipe(
    z
      .url({ protocol: /^smtps?$/, error: 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://…' })
      .optional(),
  ),
  MAIL_FROM: optionalText,
  PRODUCT_NAME: optionalText,
  CONTACT_NAME: optionalText,
  SEED: z.enum(['sample', 'none']).optional(),
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(12),
  TRUST_PROXY: optionalText,
  OLD_SITE_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'OLD_SITE_URL must be an http or https URL' }).optional(),
  ),
  INVITE_TTL_DAYS: z.coerce.number().positive().max(365).default(30),
  WOTD_SEND_AT: optionalText.pipe(
    z.string().regex(HH_MM, 'WOTD_SEND_AT must be HH:MM (24-hour, Los Angeles time)').optional(),
  ),
  SOTW_SEND_DAY: optionalText.pipe(
    z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']).optional(),
  ),
  SOTW_SEND_AT: optionalText.pipe(
    z.string().regex(HH_MM, 'SOTW_SEND_AT must be HH:MM (24-hour, Los Angeles time)').optional(),
  ),
  WOTD_LINK_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  SOTW_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  LOG_LEVEL: optionalText.pipe(
    z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).optional(),
  ),
  FFMPEG_PATH: optionalText,
  TEST_CLOCK_OFFSET_DAYS: z.coerce.number().int().min(0).max(3650).default(0),
  TEST_CLOCK_START: optionalText.pipe(
    z.iso.datetime({ offset: true, error: 'TEST_CLOCK_START must be an ISO date and time' }).optional(),
  ),
  RATE_LIMIT_API_PER_MINUTE: limit(DEFAULT_RATE_LIMITS.apiCallsPerMinute),
  RATE_LIMIT_MEDIA_PER_MINUTE: limit(DEFAULT_RATE_LIMITS.mediaFilesPerMinute),
  RATE_LIMIT_FAILED_LOGINS: limit(DEFAULT_RATE_LIMITS.failedLoginsPerUser),
  RATE_LIMIT_ACCOUNT_CALLS: limit(DEFAULT_RATE_LIMITS.accountCallsPerClient),
  ZIP_MAX_UNPACKED_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(DEFAULT_ZIP_LIMITS.maxUnpackedBytes / 1024 ** 2),
  ZIP_MAX_FILES: z.coerce.number().int().min(1).max(100_000_000).default(DEFAULT_ZIP_LIMITS.maxFiles),
  ZIP_MAX_COMPRESSION_RATIO: z.coerce
    .number()
    .int()
    .min(2)
    .max(1_000_000)
    .default(DEFAULT_ZIP_LIMITS.maxCompressionRatio),
});

export class ConfigError extends Error {}

/** Resolves a path the operator gave relative to where they ran the command. */
function resolveFrom(base: string, p: string): string {
  return path.isAbsolute(p) ? p : path.resolve(base, p);
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * Reads the configuration from environment variables. Throws a ConfigError listing every problem,
 * so the server stops at start with a clear message rather than later with an obscure one.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = env.INIT_CWD ?? process.cwd(),
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR ? resolveFrom(cwd, e.DATA_DIR) : path.join(REPO_ROOT, 'data');
  const port = e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const production = e.NODE_ENV === 'production';
  const missing = [
    production && !e.SESSION_SECRET && '  SESSION_SECRET: required when NODE_ENV=production',
    production &&
      !e.PUBLIC_URL &&
      '  PUBLIC_URL: required when NODE_ENV=production (links in e-mails are built from it)',
    e.TEST_CLOCK_OFFSET_DAYS !== 0 &&
      e.NODE_ENV !== 'test' &&
      '  TEST_CLOCK_OFFSET_DAYS: only for tests (NODE_ENV=test)',
    e.TEST_CLOCK_START !== undefined &&
      e.NODE_ENV !== 'test' &&
      '  TEST_CLOCK_START: only for tests (NODE_ENV=test)',
  ].filter(Boolean);
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    databasePath: e.DATABASE_PATH ? resolveFrom(cwd, e.DATABASE_PATH) : path.join(dataDir, 'app.sqlite'),
    mediaDir: e.MEDIA_DIR ? resolveFrom(cwd, e.MEDIA_DIR) : path.join(dataDir, 'media'),
    outboxDir: path.join(dataDir, 'outbox'),
    scratchDir: path.join(dataDir, 'tmp'),
    webDistDir: e.WEB_DIST_DIR
      ? resolveFrom(cwd, e.WEB_DIST_DIR)
      : path.join(REPO_ROOT, 'apps', 'web', 'dist'),
    publicUrl,
    sessionSecret: e.SESSION_SECRET ?? '',
    sessionMaxAgeMs: e.SESSION_MAX_AGE_DAYS * DAY_MS,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `${e.PRODUCT_NAME ?? 'Language App'} <no-reply@${new URL(publicUrl).hostname}>`,
    productName: e.PRODUCT_NAME ?? 'Sample Language',
    contactName: e.CONTACT_NAME ?? 'your teacher',
    seed: e.SEED ?? (production ? 'none' : 'sample'),
    bcryptCost: e.BCRYPT_COST,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimits: {
      windowMs: DEFAULT_RATE_LIMITS.windowMs,
      apiCallsPerMinute: e.RATE_LIMIT_API_PER_MINUTE,
      mediaFilesPerMinute: e.RATE_LIMIT_MEDIA_PER_MINUTE,
      failedLoginsPerUser: e.RATE_LIMIT_FAILED_LOGINS,
      accountCallsPerClient: e.RATE_LIMIT_ACCOUNT_CALLS,
    },
    zipLimits: {
      maxUnpackedBytes: e.ZIP_MAX_UNPACKED_MB * 1024 ** 2,
      maxFiles: e.ZIP_MAX_FILES,
      maxCompressionRatio: e.ZIP_MAX_COMPRESSION_RATIO,
    },
    inviteTtlDays: e.INVITE_TTL_DAYS,
    wotdSendAt: e.WOTD_SEND_AT ?? null,
    sotwSendDay: e.SOTW_SEND_DAY ?? null,
    sotwSendAt: e.SOTW_SEND_AT ?? '09:00',
    wotdLinkDays: e.WOTD_LINK_DAYS,
    sotwLinkDays: e.SOTW_LINK_DAYS,
    oldSiteUrl: e.OLD_SITE_URL ?? null,
    logLevel: e.LOG_LEVEL ?? 'info',
    ffmpegPath: e.FFMPEG_PATH ?? null,
    testClockOffsetDays: e.TEST_CLOCK_OFFSET_DAYS,
    testClockStart: e.TEST_CLOCK_START ? new Date(e.TEST_CLOCK_START) : null,
  };
}

/**
 * Without SESSION_SECRET (development), a secret is made once and kept in the data directory, so
 * sessions survive a restart without anyone having to invent one.
 */
export function ensureSessionSecret(config: Config): Config {
  if (config.sessionSecret) return config;
  const file = path.join(config.dataDir, 'session-secret');
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return { ...config, sessionSecret: fs.readFileSync(file, 'utf8').trim() };
}
