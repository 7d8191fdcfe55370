import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('when nothing is set, then the documented defaults apply', () => {
    const c = loadConfig({}, '/somewhere');
    expect(c).toMatchObject({
      env: 'development',
      port: 3000,
      dataDir: path.join(REPO_ROOT, 'data'),
      databasePath: path.join(REPO_ROOT, 'data', 'app.sqlite'),
      mediaDir: path.join(REPO_ROOT, 'data', 'media'),
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      productName: 'Sample Language',
      contactName: 'your teacher',
      seed: 'sample',
      bcryptCost: 12,
      wotdSendAt: null,
      sotwSendDay: null,
    });
  });

  it('when TEST_CLOCK_START is set in a test run, then the clock starts there; elsewhere, or unreadable, it is refused', () => {
    expect(loadConfig({}).testClockStart).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_START: '2030-03-06T18:00:00Z' }).testClockStart).toEqual(
      new Date('2030-03-06T18:00:00Z'),
    );
    expect(() => loadConfig({ TEST_CLOCK_START: '2030-03-06T18:00:00Z' })).toThrow(
      /TEST_CLOCK_START: only for tests/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_CLOCK_START: 'next Tuesday' })).toThrow(ConfigError);
  });

  it('when paths are relative, then they are resolved from where the command was run', () => {
    const c = loadConfig({ DATA_DIR: 'var/lang', DATABASE_PATH: 'db.sqlite' }, '/srv/app');
    expect(c.dataDir).toBe('/srv/app/var/lang');
    expect(c.databasePath).toBe('/srv/app/db.sqlite');
    expect(c.mediaDir).toBe('/srv/app/var/lang/media');
  });

  it('when in production, then SESSION_SECRET is required and the seed defaults to none', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET: required when NODE_ENV=production/,
    );
    const c = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-long-enough-secret',
      PUBLIC_URL: 'https://x.org/',
    });
    expect(c).toMatchObject({ seed: 'none', publicUrl: 'https://x.org' });
  });

  it('when the rate limits, log level and ffmpeg are set, then they are used; 0 switches a limit off', () => {
    const c = loadConfig({
      RATE_LIMIT_API_PER_MINUTE: '0',
      RATE_LIMIT_FAILED_LOGINS: '25',
      RATE_LIMIT_ACCOUNT_CALLS: '5000',
      RATE_LIMIT_MEDIA_PER_MINUTE: '30000',
      LOG_LEVEL: 'debug',
      FFMPEG_PATH: '/usr/bin/ffmpeg',
    });
    expect(c.rateLimits).toEqual({
      windowMs: 15 * 60 * 1000,
      apiCallsPerMinute: 0,
      failedLoginsPerUser: 25,
      accountCallsPerClient: 5000,
      mediaFilesPerMinute: 30000,
    });
    expect(c).toMatchObject({ logLevel: 'debug', ffmpegPath: '/usr/bin/ffmpeg' });
  });

  it('when they are not set, then the documented limits and level apply', () => {
    const c = loadConfig({});
    expect(c.rateLimits).toEqual({
      windowMs: 15 * 60 * 1000,
      apiCallsPerMinute: 1200,
      failedLoginsPerUser: 10,
      accountCallsPerClient: 300,
      mediaFilesPerMinute: 12000,
    });
    expect(c).toMatchObject({ logLevel: 'info', ffmpegPath: null });
  });

  it('when the zip limits are set, then they are used, else the documented ones; zips unpack under the data folder', () => {
    expect(loadConfig({}, '/srv/app')).toMatchObject({
      scratchDir: path.join(REPO_ROOT, 'data', 'tmp'),
      zipLimits: { maxUnpackedBytes: 4096 * 1024 ** 2, maxFiles: 100_000, maxCompressionRatio: 100 },
    });
    const c = loadConfig({
      DATA_DIR: '/var/lang',
      ZIP_MAX_UNPACKED_MB: '500',
      ZIP_MAX_FILES: '20',
      ZIP_MAX_COMPRESSION_RATIO: '30',
    });
    expect(c.scratchDir).toBe('/var/lang/tmp');
    expect(c.zipLimits).toEqual({ maxUnpackedBytes: 500 * 1024 ** 2, maxFiles: 20, maxCompressionRatio: 30 });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must look like'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL must be an http or https URL'],
    [{ SEED: 'lots' }, 'SEED'],
    [{ BCRYPT_COST: '3' }, 'BCRYPT_COST'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 16 characters long'],
    [{ WOTD_SEND_AT: '25:00' }, 'WOTD_SEND_AT must be HH:MM'],
    [{ SOTW_SEND_DAY: 'someday' }, 'SOTW_SEND_DAY'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ RATE_LIMIT_API_PER_MINUTE: '-1' }, 'RATE_LIMIT_API_PER_MINUTE'],
    [{ RATE_LIMIT_FAILED_LOGINS: 'many' }, 'RATE_LIMIT_FAILED_LOGINS'],
    [{ RATE_LIMIT_ACCOUNT_CALLS: '2.5' }, 'RATE_LIMIT_ACCOUNT_CALLS'],
    [{ RATE_LIMIT_MEDIA_PER_MINUTE: 'lots' }, 'RATE_LIMIT_MEDIA_PER_MINUTE'],
    [{ ZIP_MAX_UNPACKED_MB: '0' }, 'ZIP_MAX_UNPACKED_MB'],
    [{ ZIP_MAX_FILES: 'lots' }, 'ZIP_MAX_FILES'],
    [{ ZIP_MAX_COMPRESSION_RATIO: '1' }, 'ZIP_MAX_COMPRESSION_RATIO'],
    [
      { NODE_ENV: 'production', SESSION_SECRET: 'a-long-enough-secret' },
      'PUBLIC_URL: required when NODE_ENV=production',
    ],
  ])('when the environment has %j, then it stops with a message naming it', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
