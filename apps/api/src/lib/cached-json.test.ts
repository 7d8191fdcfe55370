import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { makeTestApp } from '../test-support/test-app';

/** An answer's raw bytes and headers as they cross the wire (supertest would decode the body). */
async function rawGet(app: App, headers: Record<string, string>) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/lexs', headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

async function setUp() {
  const t = makeTestApp();
  const insert = t.db.prepare("INSERT INTO lexs (lex, pos, gloss, notes) VALUES (?, 'n', ?, '')");
  for (let i = 0; i < 40; i++) insert.run(`word${i}`, `test gloss number ${i}`);
  t.addUser('teacher', 'teacher-pass', { admin: true });
  const agent = request.agent(t.app);
  await agent.post('/api/login').field('username', 'teacher').field('password', 'teacher-pass').expect(200);
  return { ...t, agent };
}

describe('large JSON answers: ETag, 304 and compression', () => {
  it('when the lexicon is asked for, then it carries an ETag, revalidation headers and Vary', async () => {
    const { agent } = await setUp();
    const res = await agent.get('/api/lexs').expect(200);
    expect(res.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.body.data).toHaveLength(40);
  });

  it('when the client sends the ETag it has, then the answer is 304 with no body', async () => {
    const { agent } = await setUp();
    const first = await agent.get('/api/lexs').expect(200);
    const again = await agent.get('/api/lexs').set('If-None-Match', first.headers.etag!).expect(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    // A list of tags, and the strong form of the same tag, match too.
    await agent
      .get('/api/lexs')
      .set('If-None-Match', `"other", ${first.headers.etag!.slice(2)}`)
      .expect(304);
  });

  it('when an entry is added through the API, then the old ETag gets a fresh body with the new entry', async () => {
    const { agent } = await setUp();
    const first = await agent.get('/api/lexs').expect(200);
    await agent
      .post('/api/add-lex')
      .type('form')
      .send({ lex: 'newword', pos: 'n', gloss: 'fresh', notes: '' })
      .expect(200);
    const after = await agent.get('/api/lexs').set('If-None-Match', first.headers.etag!).expect(200);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.body.data.map((e: { lex: string }) => e.lex)).toContain('newword');
  });

  it('when another process changes rows (the CLI, an import), then the next answer has them too', async () => {
    const t = await setUp();
    const first = await t.agent.get('/api/lexs').expect(200);
    t.db.prepare("UPDATE lexs SET gloss = 'changed outside' WHERE lex = 'word3'").run();
    const after = await t.agent.get('/api/lexs').set('If-None-Match', first.headers.etag!).expect(200);
    expect(after.body.data.find((e: { lex: string }) => e.lex === 'word3').gloss).toBe('changed outside');
    t.db.prepare("DELETE FROM lexs WHERE lex = 'word4'").run();
    const third = await t.agent.get('/api/lexs').expect(200);
    expect(third.body.data).toHaveLength(39);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip', 'gzip', (b: Buffer) => zlib.gunzipSync(b)],
    ['br;q=1, gzip;q=0.5', 'br', (b: Buffer) => zlib.brotliDecompressSync(b)],
  ])(
    'when the client accepts %j, then the body comes as %s and decodes to the same JSON',
    async (accept, encoding, decode) => {
      const t = await setUp();
      const login = await request(t.app)
        .post('/api/login')
        .field('username', 'teacher')
        .field('password', 'teacher-pass');
      const cookie = login.headers['set-cookie']![0]!.split(';')[0]!;
      const plain = await rawGet(t.app, { Cookie: cookie, 'Accept-Encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      const packed = await rawGet(t.app, { Cookie: cookie, 'Accept-Encoding': accept });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.body.length).toBeLessThan(plain.body.length);
      expect(decode(packed.body).equals(plain.body)).toBe(true);
      expect(packed.headers.etag).toBe(plain.headers.etag);
    },
  );

  it('when sentences change, then /api/sents gets a new ETag and body; the lexicon keeps its own', async () => {
    const { agent } = await setUp();
    const lexs = await agent.get('/api/lexs').expect(200);
    const sents = await agent.get('/api/sents').expect(200);
    await agent
      .post('/api/create-sent')
      .field('data', JSON.stringify({ text: 'Word1.', trans: 'A test.', anno: [] }))
      .expect(200);
    const after = await agent.get('/api/sents').set('If-None-Match', sents.headers.etag!).expect(200);
    expect(after.body.data).toHaveLength(sents.body.data.length + 1);
    await agent.get('/api/lexs').set('If-None-Match', lexs.headers.etag!).expect(304);
  });

  it('when a visitor revalidates the Wordle word list, then it gets 304 until the list changes', async () => {
    const t = makeTestApp();
    t.db.prepare("INSERT INTO wordle_words (lex) VALUES ('tahak'), ('kamin')").run();
    const first = await request(t.app).get('/api/wordle-valid').expect(200);
    expect(first.body).toEqual({ lexs: ['kamin', 'tahak'] });
    await request(t.app).get('/api/wordle-valid').set('If-None-Match', first.headers.etag!).expect(304);
    t.db.prepare("INSERT INTO wordle_words (lex) VALUES ('lomin')").run();
    const after = await request(t.app)
      .get('/api/wordle-valid')
      .set('If-None-Match', first.headers.etag!)
      .expect(200);
    expect(after.body).toEqual({ lexs: ['kamin', 'lomin', 'tahak'] });
  });

  it('when the word list is asked for with HEAD, then the headers come without a body', async () => {
    const t = makeTestApp();
    t.db.prepare("INSERT INTO wordle_words (lex) VALUES ('tahak')").run();
    const get = await request(t.app).get('/api/wordle-valid').expect(200);
    const head = await request(t.app).head('/api/wordle-valid').expect(200);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(head.text).toBeUndefined();
  });

  it('when a visitor asks for the lexicon, then it is still 401, cached or not', async () => {
    const t = await setUp();
    await t.agent.get('/api/lexs').expect(200);
    await request(t.app).get('/api/lexs').expect(401);
  });
});
