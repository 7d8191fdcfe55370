import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../../test-support/test-app';

describe('GET /healthz', () => {
  it('when the process runs, then it answers 200 {status: ok} without a cookie or rate-limit headers', async () => {
    const t = makeTestApp({
      config: {
        rateLimits: {
          windowMs: 60_000,
          failedLoginsPerUser: 1,
          accountCallsPerClient: 1,
          apiCallsPerMinute: 1,
          mediaFilesPerMinute: 1,
        },
      },
    });
    for (let i = 0; i < 5; i++) {
      const res = await request(t.app).get('/healthz').expect(200);
      expect(res.body).toEqual({ status: 'ok' });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers.ratelimit).toBeUndefined();
    }
  });
});

describe('GET /readyz', () => {
  it('when the database answers, migrations are current and the folders are writable, then it is ready', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ready-'));
    const t = makeTestApp({
      config: { mediaDir: path.join(dir, 'media'), outboxDir: path.join(dir, 'outbox') },
    });
    const res = await request(t.app).get('/readyz').expect(200);
    expect(res.body).toEqual({
      status: 'ready',
      checks: { database: { ok: true }, migrations: { ok: true }, media: { ok: true }, outbox: { ok: true } },
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(t.db.prepare('SELECT COUNT(*) FROM sessions').pluck().get()).toBe(0);
    // Readiness creates nothing.
    expect(fs.existsSync(path.join(dir, 'media'))).toBe(false);
  });

  it('when a migration has not been applied, then it answers 503 naming it', async () => {
    const t = makeTestApp();
    t.db.prepare("DELETE FROM schema_migrations WHERE name LIKE '007%'").run();
    const res = await request(t.app).get('/readyz').expect(503);
    expect(res.body.status).toBe('not ready');
    expect(res.body.checks.migrations).toEqual({
      ok: false,
      error: expect.stringContaining('007_content_versions.sql'),
    });
    expect(res.body.checks.database).toEqual({ ok: true });
  });

  it('when the media folder cannot be made (a file stands in its way), then it answers 503 naming the media check', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ready-'));
    fs.writeFileSync(path.join(dir, 'a-file'), 'x');
    const t = makeTestApp({
      config: { mediaDir: path.join(dir, 'a-file', 'media'), outboxDir: path.join(dir, 'outbox') },
    });
    const res = await request(t.app).get('/readyz').expect(503);
    expect(res.body.checks.media).toEqual({ ok: false, error: expect.stringContaining('is not a folder') });
    expect(res.body.checks.outbox).toEqual({ ok: true });
  });

  it('when the database is closed, then it answers 503 naming the database', async () => {
    const t = makeTestApp();
    t.db.close();
    const res = await request(t.app).get('/readyz').expect(503);
    expect(res.body.checks.database.ok).toBe(false);
  });
});
