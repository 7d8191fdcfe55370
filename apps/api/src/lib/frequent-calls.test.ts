import express from 'express';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../test-support/test-app';
import { frequentCalls } from './frequent-calls';
import { HttpError } from './http-error';

/**
 * A small app shaped like the product's: the dispatch ahead of an API router mounted at /api, and
 * an error handler. `routed` counts the calls that reached a handler through the router.
 */
function appWith(calls: Record<string, RequestHandler>) {
  const seen = { context: 0, routed: 0 };
  const context: RequestHandler = (_req, res, next) => {
    seen.context++;
    res.setHeader('X-Context', 'ran');
    next();
  };
  const app = express();
  const frequent = frequentCalls(context);
  app.use(frequent.dispatch);
  const api = express.Router();
  api.use(context);
  api.use((_req, _res, next) => {
    seen.routed++;
    next();
  });
  frequent.register(api, '/api', calls);
  api.get('/other', (_req, res) => {
    res.json({ other: true });
  });
  app.use('/api', api);
  const errors: ErrorRequestHandler = (err, _req, res, _next) => {
    const status = err instanceof HttpError ? err.status : 500;
    res.status(status).json({ success: false, error: err instanceof Error ? err.message : String(err) });
  };
  app.use(errors);
  return { app, seen };
}

const ping: RequestHandler = (req, res) => {
  res.json({ pong: true, query: req.query });
};

describe('frequent calls', () => {
  it('when a call in the table is asked by its exact path, then it is answered without the router, after the context', async () => {
    const { app, seen } = appWith({ '/ping': ping });
    const res = await request(app).get('/api/ping?x=1').expect(200);
    expect(res.body).toEqual({ pong: true, query: { x: '1' } });
    expect(res.headers['x-context']).toBe('ran');
    expect(seen).toEqual({ context: 1, routed: 0 });
  });

  it.each([['/api/ping/'], ['/API/Ping']])(
    'when it is asked as %s, then the router answers it with the same handler and context',
    async (path) => {
      const { app, seen } = appWith({ '/ping': ping });
      const res = await request(app).get(path).expect(200);
      expect(res.body).toEqual({ pong: true, query: {} });
      expect(res.headers['x-context']).toBe('ran');
      expect(seen).toEqual({ context: 1, routed: 1 });
    },
  );

  it('when HEAD asks for it, then it answers the headers of GET, without a body', async () => {
    const { app } = appWith({ '/ping': ping });
    const res = await request(app).head('/api/ping').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({});
  });

  it('when another method or another path is asked, then the table passes it on to the router', async () => {
    const { app, seen } = appWith({ '/ping': ping });
    await request(app).post('/api/ping').expect(404);
    expect((await request(app).get('/api/other').expect(200)).body).toEqual({ other: true });
    expect(seen.routed).toBe(2);
  });

  it('when the handler throws or its promise rejects, then the error reaches the app error handler', async () => {
    const { app } = appWith({
      '/thrown': () => {
        throw new HttpError(400, 'Thrown.');
      },
      '/rejected': async () => {
        await Promise.resolve();
        throw new HttpError(409, 'Rejected.');
      },
    });
    expect((await request(app).get('/api/thrown').expect(400)).body).toEqual({
      success: false,
      error: 'Thrown.',
    });
    expect((await request(app).get('/api/rejected').expect(409)).body).toEqual({
      success: false,
      error: 'Rejected.',
    });
  });

  it('when the context stops the call with an error, then the handler does not run', async () => {
    let ran = false;
    const app = express();
    const frequent = frequentCalls((_req, _res, next) => next(new HttpError(429, 'Slow down.')));
    app.use(frequent.dispatch);
    frequent.register(express.Router(), '/api', {
      '/ping': (_req, res) => {
        ran = true;
        res.end();
      },
    });
    app.use(((err: HttpError, _req, res, _next) => {
      res.status(err.status).json({ error: err.message });
    }) as ErrorRequestHandler);
    expect((await request(app).get('/api/ping').expect(429)).body).toEqual({ error: 'Slow down.' });
    expect(ran).toBe(false);
  });
});

describe('the product’s frequent calls', () => {
  it.each([['/api/who'], ['/api/who/'], ['/api/wordle-valid'], ['/api/wordle-valid/']])(
    'when %s is asked, then it carries the data security headers and a request id',
    async (path) => {
      const t = makeTestApp();
      const res = await request(t.app).get(path).expect(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers['content-security-policy']).toBeUndefined();
    },
  );

  it('when /api/wordle-answer is asked with its query, then the dispatch hands the query to the call', async () => {
    const t = makeTestApp();
    expect((await request(t.app).get('/api/wordle-answer?date=soon').expect(200)).body).toEqual({
      invalidDate: true,
    });
  });
});
