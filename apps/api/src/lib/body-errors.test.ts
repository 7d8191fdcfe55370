import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import bcrypt from 'bcrypt';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { makeTestApp, MemoryMailer, migratedDb, testConfig } from '../test-support/test-app';
import { FixedClock } from './clock';
import { silentLogger } from './logger';
import type { Logger } from './logger';

const B = 'LangappBoundary7MA4YWxk';
const CRLF = '\r\n';

type Part = { name: string; value: string } | { name: string; file: Buffer; filename: string; type: string };

/** A multipart/form-data body the way a browser writes it; `eol` and `close` break it on purpose. */
function multipart(
  parts: Part[],
  options: { boundary?: string; eol?: string; close?: boolean } = {},
): Buffer {
  const { boundary = B, eol = CRLF, close = true } = options;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'file' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"${eol}Content-Type: ${part.type}`
        : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}${eol}${disposition}${eol}${eol}`));
    chunks.push('file' in part ? part.file : Buffer.from(part.value));
    chunks.push(Buffer.from(eol));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--${eol}`));
  return Buffer.concat(chunks);
}

const fields = (values: Record<string, string>): Part[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));

const LOGIN = fields({ username: 'teacher', password: 'teacher-pass' });
const NEW_LEX = fields({ lex: 'nipem', pos: 'v', gloss: 'see' });
const CLIP = Buffer.from('OggS-pretend-this-is-a-recording');
const UPLOAD: Part[] = [
  ...fields({ word: 'tahak' }),
  { name: 'audio', file: CLIP, filename: 'tahak.webm', type: 'audio/webm' },
];

const MULTIPART = `multipart/form-data; boundary=${B}`;

/** The malformed shapes the fuzz found, each with the words its answer must contain. */
const BROKEN_MULTIPART: [string, string, (parts: Part[]) => Buffer | string, RegExp][] = [
  [
    'the multipart body has no closing boundary',
    MULTIPART,
    (p) => multipart(p, { close: false }),
    /no closing boundary/,
  ],
  [
    'the multipart body has bare LF line endings',
    MULTIPART,
    (p) => multipart(p, { eol: '\n' }),
    /closing boundary.*CRLF/,
  ],
  [
    'the Content-Type names a boundary the body does not use',
    'multipart/form-data; boundary=SomeOtherBoundary',
    (p) => multipart(p),
    /boundary named in the Content-Type header/,
  ],
  [
    'multipart/form-data has no boundary parameter',
    'multipart/form-data',
    (p) => multipart(p),
    /no boundary parameter/,
  ],
  [
    'url-encoded text is labelled multipart/form-data',
    'multipart/form-data',
    () => 'a=b&c=d',
    /no boundary parameter/,
  ],
  [
    'url-encoded text is labelled multipart/form-data with a boundary',
    MULTIPART,
    () => 'a=b&c=d',
    /no closing boundary/,
  ],
  [
    'a part header has no colon',
    MULTIPART,
    () => `--${B}${CRLF}Content-Disposition form-data; name="lex"${CRLF}${CRLF}x${CRLF}--${B}--${CRLF}`,
    /header of one of its parts is malformed/,
  ],
  [
    'the Content-Type is multipart but not form-data',
    `multipart/mixed; boundary=${B}`,
    (p) => multipart(p),
    /only multipart\/form-data/,
  ],
];

const tooLarge = 'x'.repeat(1024 * 1024 + 10);

interface BrokenBody {
  case: string;
  type: string;
  body: Buffer | string;
  headers?: Record<string, string>;
  status: 400 | 413;
  words: RegExp;
}

/** Bodies express.json and express.urlencoded cannot read (and a compressed multipart one). */
const BROKEN_BODIES: BrokenBody[] = [
  {
    case: 'the JSON is invalid',
    type: 'application/json',
    body: '{"lex":',
    status: 400,
    words: /not valid JSON/,
  },
  {
    case: 'the JSON has an unknown charset',
    type: 'application/json; charset=klingon',
    body: '{"lex":"x"}',
    status: 400,
    words: /charset "klingon" is not supported/,
  },
  {
    case: 'the url-encoded body has an unknown charset',
    type: 'application/x-www-form-urlencoded; charset=klingon',
    body: 'lex=x&pos=n&gloss=x',
    status: 400,
    words: /charset "klingon" is not supported/,
  },
  {
    case: 'the Content-Encoding is unsupported',
    type: 'application/json',
    body: '{"lex":"x"}',
    headers: { 'Content-Encoding': 'x-klingon' },
    status: 400,
    words: /Content-Encoding "x-klingon" is not supported/,
  },
  {
    case: 'the gzip body is not gzip',
    type: 'application/json',
    body: '{"lex":"x"}',
    headers: { 'Content-Encoding': 'gzip' },
    status: 400,
    words: /could not be decompressed as gzip/,
  },
  {
    case: 'the gzip body is cut short',
    type: 'application/json',
    body: zlib.gzipSync('{"lex":"x","pos":"n","gloss":"x"}').subarray(0, 20),
    headers: { 'Content-Encoding': 'gzip' },
    status: 400,
    words: /could not be decompressed as gzip/,
  },
  {
    case: 'a multipart body is compressed',
    type: MULTIPART,
    body: zlib.gzipSync(multipart(NEW_LEX)),
    headers: { 'Content-Encoding': 'gzip' },
    status: 400,
    words: /multipart body cannot have a Content-Encoding \(here "gzip"\)/,
  },
  {
    case: 'the JSON body is over 1 MB',
    type: 'application/json',
    body: JSON.stringify({ lex: tooLarge }),
    status: 413,
    words: /too large: the limit is 1 MB/,
  },
  {
    case: 'the url-encoded body is over 1 MB',
    type: 'application/x-www-form-urlencoded',
    body: `lex=${tooLarge}`,
    status: 413,
    words: /too large: the limit is 1 MB/,
  },
  {
    case: 'the url-encoded body has too many parameters',
    type: 'application/x-www-form-urlencoded',
    body: Array.from({ length: 1001 }, (_, i) => `f${i}=1`).join('&'),
    status: 413,
    words: /too many url-encoded parameters/,
  },
];

const mediaDirs: string[] = [];
afterEach(() => {
  for (const dir of mediaDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function setup() {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-body-'));
  mediaDirs.push(mediaDir);
  const t = makeTestApp({ config: { mediaDir } });
  t.db.exec("INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river')");
  t.addUser('teacher', 'teacher-pass', { admin: true });
  const teacher = request.agent(t.app);
  await teacher.post('/api/login').field('username', 'teacher').field('password', 'teacher-pass').expect(200);
  const count = (table: string) => t.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
  const before = { lexs: count('lexs'), wordAudio: count('word_audio'), sessions: count('sessions') };
  /** Nothing the bad body asked for reached the database or the media folder. */
  const expectNothingWritten = () => {
    expect({ lexs: count('lexs'), wordAudio: count('word_audio'), sessions: count('sessions') }).toEqual(
      before,
    );
    expect(fs.readdirSync(mediaDir)).toEqual([]);
  };
  return { t, teacher, expectNothingWritten };
}

function expectRefused(res: request.Response, status: number, words: RegExp) {
  expect(res.status).toBe(status);
  expect(res.body.success).toBe(false);
  expect(res.body.error).toMatch(words);
  expect(Object.keys(res.body).sort()).toEqual(['error', 'success']);
}

describe('a multipart body that cannot be read', () => {
  it.each(BROKEN_MULTIPART)(
    'when %s at POST /api/login, then it answers 400 naming the problem and signs nobody in',
    async (_c, type, body, words) => {
      const { t, expectNothingWritten } = await setup();
      const res = await request(t.app).post('/api/login').set('Content-Type', type).send(body(LOGIN));
      expectRefused(res, 400, words);
      expect(res.headers['set-cookie']).toBeUndefined();
      expectNothingWritten();
    },
  );

  it.each(BROKEN_MULTIPART)(
    'when %s at POST /api/add-lex, then it answers 400 naming the problem and adds no entry',
    async (_c, type, body, words) => {
      const { teacher, expectNothingWritten } = await setup();
      const res = await teacher.post('/api/add-lex').set('Content-Type', type).send(body(NEW_LEX));
      expectRefused(res, 400, words);
      expectNothingWritten();
    },
  );

  it.each(BROKEN_MULTIPART)(
    'when %s at POST /api/upload-lex-audio, then it answers 400 naming the problem and stores no recording',
    async (_c, type, body, words) => {
      const { teacher, expectNothingWritten } = await setup();
      const res = await teacher.post('/api/upload-lex-audio').set('Content-Type', type).send(body(UPLOAD));
      expectRefused(res, 400, words);
      expectNothingWritten();
    },
  );

  it('when the upload is cut off in the middle of the file, then it answers 400 saying the closing boundary is missing and stores nothing', async () => {
    const { teacher, expectNothingWritten } = await setup();
    const whole = multipart(UPLOAD);
    const cut = whole.subarray(0, whole.indexOf(CLIP) + 5);
    const res = await teacher.post('/api/upload-lex-audio').set('Content-Type', MULTIPART).send(cut);
    expectRefused(res, 400, /no closing boundary/);
    expectNothingWritten();
  });

  it('when a form call carries a file, then it answers 400 saying the call takes no files', async () => {
    const { teacher, expectNothingWritten } = await setup();
    const body = multipart([
      ...NEW_LEX,
      { name: 'notes', file: CLIP, filename: 'n.txt', type: 'text/plain' },
    ]);
    const res = await teacher.post('/api/add-lex').set('Content-Type', MULTIPART).send(body);
    expectRefused(res, 400, /more files than this call accepts/);
    expectNothingWritten();
  });

  it('when a well-formed multipart body arrives, then the call still works', async () => {
    const { t, teacher } = await setup();
    const res = await teacher
      .post('/api/add-lex')
      .set('Content-Type', MULTIPART)
      .send(multipart(NEW_LEX))
      .expect(200);
    expect(res.body).toEqual({ success: true, id: 2 });
    expect(t.db.prepare('SELECT lex, pos, gloss FROM lexs WHERE id = 2').get()).toEqual({
      lex: 'nipem',
      pos: 'v',
      gloss: 'see',
    });
  });
});

describe('a JSON or url-encoded body that cannot be read', () => {
  it.each(BROKEN_BODIES)(
    'when $case at POST /api/login, then it answers $status naming the problem and signs nobody in',
    async ({ type, body, headers = {}, status, words }) => {
      const { t, expectNothingWritten } = await setup();
      const res = await request(t.app).post('/api/login').set('Content-Type', type).set(headers).send(body);
      expectRefused(res, status, words);
      expectNothingWritten();
    },
  );

  it.each(BROKEN_BODIES)(
    'when $case at POST /api/add-lex, then it answers $status naming the problem and adds no entry',
    async ({ type, body, headers = {}, status, words }) => {
      const { teacher, expectNothingWritten } = await setup();
      const res = await teacher.post('/api/add-lex').set('Content-Type', type).set(headers).send(body);
      expectRefused(res, status, words);
      expectNothingWritten();
    },
  );
});

describe('a request cut off by the client', () => {
  /** An app on a real port whose answers to each request can be watched after the client left. */
  async function listening() {
    const errors: unknown[] = [];
    const logger: Logger = { ...silentLogger, error: (_m, e) => void errors.push(e) };
    const db = migratedDb();
    db.exec("INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river')");
    db.prepare(
      "INSERT INTO users (username, email, password_hash, is_admin, created_at) VALUES ('teacher', 'teacher@example.org', ?, 1, 'x')",
    ).run(bcrypt.hashSync('teacher-pass', 4));
    const app = createApp({
      db,
      mailer: new MemoryMailer(),
      clock: new FixedClock('2026-03-01T18:00:00Z'),
      config: testConfig(),
      logger,
    });
    const server = http.createServer(app);
    const answers: http.ServerResponse[] = [];
    server.on('request', (_req, res: http.ServerResponse) => answers.push(res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const login = await request(server)
      .post('/api/login')
      .field('username', 'teacher')
      .field('password', 'teacher-pass')
      .expect(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    return { server, port, cookie, answers, errors, db };
  }

  it.each([
    ['an upload', '/api/upload-lex-audio', MULTIPART, multipart(UPLOAD)],
    [
      'a JSON body',
      '/api/add-lex',
      'application/json',
      JSON.stringify({ lex: 'nipem', pos: 'v', gloss: 'see' }),
    ],
  ])(
    'when the client leaves in the middle of %s, then the server answers 400 and logs no server error',
    async (_c, url, type, body) => {
      const { server, port, cookie, answers, errors, db } = await listening();
      try {
        const half = Buffer.from(body).subarray(0, Math.floor(Buffer.byteLength(body) / 2));
        const before = answers.length;
        const socket = await new Promise<Socket>((resolve) => {
          const req = http.request({
            port,
            host: '127.0.0.1',
            method: 'POST',
            path: url,
            headers: { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), Cookie: cookie },
          });
          req.on('error', () => {});
          req.on('socket', resolve);
          req.write(half);
        });
        await vi.waitFor(() => expect(answers.length).toBe(before + 1));
        const answer = answers[before]!;
        await vi.waitFor(() => expect(answer.req.readableFlowing).toBe(true));
        socket.destroy();
        await vi.waitFor(() => expect(answer.writableEnded).toBe(true));
        expect(answer.statusCode).toBe(400);
        expect(errors).toEqual([]);
        expect(db.prepare('SELECT COUNT(*) FROM lexs').pluck().get()).toBe(1);
        expect(db.prepare('SELECT COUNT(*) FROM word_audio').pluck().get()).toBe(0);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );
});

describe('multipart bodies broken at random', () => {
  /** mulberry32: a small seeded generator, so every run sends the same bodies. */
  function seeded(seed: number) {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  const NASTY = Buffer.from(`\r\n-"=:;${B}`);

  function breakAtRandom(body: Buffer, random: () => number): Buffer {
    const at = (n: number) => Math.floor(random() * n);
    const mutations: ((b: Buffer) => Buffer)[] = [
      (b) => b.subarray(0, at(b.length)),
      (b) => {
        const copy = Buffer.from(b);
        copy[at(copy.length)] = random() < 0.5 ? at(256) : NASTY[at(NASTY.length)]!;
        return copy;
      },
      (b) => {
        const from = at(b.length);
        return Buffer.concat([b.subarray(0, from), b.subarray(from + 1 + at(20))]);
      },
      (b) => {
        const where = at(b.length);
        const start = at(NASTY.length);
        return Buffer.concat([
          b.subarray(0, where),
          NASTY.subarray(start, start + 1 + at(8)),
          b.subarray(where),
        ]);
      },
      (b) => Buffer.from(b.toString('latin1').replaceAll(CRLF, '\n'), 'latin1'),
      (b) => {
        const from = at(b.length);
        const slice = b.subarray(from, from + 1 + at(30));
        return Buffer.concat([b.subarray(0, from), slice, slice, b.subarray(from + slice.length)]);
      },
    ];
    let broken = body;
    for (let n = 1 + at(3); n > 0; n--) broken = mutations[at(mutations.length)]!(broken);
    return broken;
  }

  function contentTypeAtRandom(random: () => number): string {
    const r = random();
    if (r < 0.85) return MULTIPART;
    if (r < 0.9) return 'multipart/form-data';
    if (r < 0.95) return `multipart/form-data; boundary=${B.slice(0, -1)}`;
    return `multipart/form-data; boundary="${B}"; charset=klingon`;
  }

  it.each([
    { url: '/api/login', parts: LOGIN, seed: 20260301 },
    { url: '/api/upload-lex-audio', parts: UPLOAD, seed: 20260302 },
  ])(
    'when 250 broken multipart bodies reach $url, then none answers 500 and each failure names its problem',
    async ({ url, parts, seed }) => {
      const { t, teacher } = await setup();
      // No word in the lexicon: an upload that happens to parse stops before ffmpeg.
      t.db.exec('DELETE FROM lexs');
      const random = seeded(seed);
      const whole = multipart(parts);
      const wrong: { body: string; status: number; error: unknown }[] = [];
      const statuses = new Map<number, number>();
      let unreadable = 0;
      for (let i = 0; i < 250; i++) {
        const body = breakAtRandom(whole, random);
        const res = await teacher.post(url).set('Content-Type', contentTypeAtRandom(random)).send(body);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (/could not be read/.test(String(res.body.error))) unreadable++;
        const failureNamed =
          res.status < 400 ||
          (res.body.success === false && typeof res.body.error === 'string' && res.body.error.length > 0);
        if (res.status >= 500 || !failureNamed)
          wrong.push({ body: body.toString('latin1'), status: res.status, error: res.body.error });
      }
      expect(wrong).toEqual([]);
      expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
      // The loop really reached the parser's refusals, not only the call's own answers.
      expect(unreadable).toBeGreaterThan(100);
    },
  );
});
