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
  ])('when the environment has %j, then it stops with a message naming it', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
