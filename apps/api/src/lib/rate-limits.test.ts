import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { RateLimitConfig } from '../config';
import { DEFAULT_RATE_LIMITS } from '../config';
import { makeTestApp } from '../test-support/test-app';

const limits = (overrides: Partial<RateLimitConfig>) => ({
  rateLimits: { ...DEFAULT_RATE_LIMITS, ...overrides },
});

async function failLogins(app: Parameters<typeof request>[0], times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await request(app)
      .post('/api/login')
      .field('username', 'learner')
      .field('password', 'wrong-password');
    statuses.push(res.status);
  }
  return statuses;
}

describe('configurable rate limits', () => {
  it('when the API limit is on (3 a minute), then the 4th call in the minute is 429 JSON', async () => {
    const t = makeTestApp({ config: limits({ apiCallsPerMinute: 3 }) });
    for (let i = 0; i < 3; i++) await request(t.app).get('/api/who').expect(200);
    const res = await request(t.app).get('/api/who').expect(429);
    expect(res.body).toEqual({ success: false, error: expect.stringMatching(/Too many requests/) });
  });

  it('when the API limit is 0, then it is off: many calls pass and no RateLimit header is sent', async () => {
    const t = makeTestApp({ config: limits({ apiCallsPerMinute: 0 }) });
    for (let i = 0; i < 50; i++) {
      const res = await request(t.app).get('/api/who').expect(200);
      expect(res.headers.ratelimit).toBeUndefined();
    }
  });

  it('when failed sign-ins are at the default (10), then the 11th is 429', async () => {
    const t = makeTestApp();
    t.addUser('learner', 'learner-pass');
    expect(await failLogins(t.app, 11)).toEqual([...Array(10).fill(401), 429]);
  });

  it('when failed sign-ins are raised to 20, then 15 failures still get 401, not 429', async () => {
    const t = makeTestApp({ config: limits({ failedLoginsPerUser: 20 }) });
    t.addUser('learner', 'learner-pass');
    expect(await failLogins(t.app, 15)).toEqual(Array(15).fill(401));
  });

  it('when failed sign-ins and account calls are 0, then 40 failures in a row are all 401', async () => {
    const t = makeTestApp({ config: limits({ failedLoginsPerUser: 0, accountCallsPerClient: 0 }) });
    t.addUser('learner', 'learner-pass');
    expect(await failLogins(t.app, 40)).toEqual(Array(40).fill(401));
  });

  it('when account calls are limited to 2, then the 3rd account call is 429 whatever the username', async () => {
    const t = makeTestApp({ config: limits({ accountCallsPerClient: 2 }) });
    expect(await failLogins(t.app, 3)).toEqual([401, 401, 429]);
  });

  it('when recordings are fetched past the API limit, then they pass and the API calls keep their own count', async () => {
    const t = makeTestApp({ config: limits({ apiCallsPerMinute: 3, mediaFilesPerMinute: 100 }) });
    for (let i = 0; i < 20; i++) {
      const res = await request(t.app).get(`/api/audio/take-${i}.mp3`);
      expect(res.status).not.toBe(429);
      expect((await request(t.app).get(`/api/audio-sent/take-${i}.mp3`)).status).not.toBe(429);
      expect((await request(t.app).get(`/media/numbers/${i}.mp3`)).status).not.toBe(429);
    }
    for (let i = 0; i < 3; i++) await request(t.app).get('/api/who').expect(200);
    await request(t.app).get('/api/who').expect(429);
  });

  it('when the recordings limit is reached, then the next file is 429 with a Retry-After and API calls still pass', async () => {
    const t = makeTestApp({ config: limits({ mediaFilesPerMinute: 2 }) });
    await request(t.app).get('/api/audio/a.mp3');
    await request(t.app).get('/media/numbers/1.mp3');
    const res = await request(t.app).get('/api/audio-sent/b.mp3').expect(429);
    expect(res.body).toEqual({ success: false, error: expect.stringMatching(/Too many recordings/) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await request(t.app).get('/api/who').expect(200);
  });
});
