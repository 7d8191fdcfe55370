import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../../test-support/test-app';

const BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

function wordAudioApp() {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-word-audio-'));
  fs.mkdirSync(path.join(mediaDir, 'audio'));
  fs.writeFileSync(path.join(mediaDir, 'audio', 'tahak-ana.mp3'), BYTES);
  fs.writeFileSync(path.join(mediaDir, 'secret.txt'), 'not for you');
  const t = makeTestApp({ config: { mediaDir } });
  t.db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river'), (2, 'nipem', 'v', 'see'), (3, 'lumah', 'n', 'stone');
    INSERT INTO word_audio (word, filename, speaker, timestamp) VALUES
      ('tahak', 'tahak-ana.mp3', 'Ana', '2025-01-01T10:00:00Z'),
      ('nipem', 'nipem-ben.mp3', 'Ben', '2025-01-02T10:00:00Z'),
      ('nipem', 'nipem-ana.mp3', 'Ana', '2025-01-03T10:00:00Z');
  `);
  t.addUser('learner', 'learner-pass');
  const agent = request.agent(t.app);
  return {
    t,
    agent,
    login: () => agent.post('/api/login').field('username', 'learner').field('password', 'learner-pass'),
  };
}

describe('GET /api/audio-recordings-info', () => {
  it('when asked for a word (typed with a curly apostrophe or capitals), then it lists its recordings', async () => {
    const { agent, login } = wordAudioApp();
    await login();
    const res = await agent.get('/api/audio-recordings-info').query({ word: 'NIPEM' }).expect(200);
    expect(res.body.data).toEqual([
      // Each take names its entry (issue 25); none is shared by homographs here.
      {
        word: 'nipem',
        filename: 'nipem-ben.mp3',
        speaker: 'Ben',
        variety: '',
        timestamp: '2025-01-02T10:00:00Z',
        lex_id: 2,
        to_confirm: false,
        id: expect.any(Number),
        visibility: 'learners',
      },
      {
        word: 'nipem',
        filename: 'nipem-ana.mp3',
        speaker: 'Ana',
        variety: '',
        timestamp: '2025-01-03T10:00:00Z',
        lex_id: 2,
        to_confirm: false,
        id: expect.any(Number),
        visibility: 'learners',
      },
    ]);
    expect((await agent.get('/api/audio-recordings-info').expect(200)).body.data).toHaveLength(3);
  });

  it('when asked for one entry, then only the takes tied to it answer, even those of a homograph spelled alike', async () => {
    const { t, agent, login } = wordAudioApp();
    await login();
    // A homograph of tahak: the takes already stored stay with entry 1.
    t.db.exec(`
      INSERT INTO lexs (id, lex, pos, gloss) VALUES (4, 'tahak', 'v', 'to flow');
      INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp)
        VALUES ('tahak', 4, 'tahak-ben.mp3', 'Ben', '2025-01-04T10:00:00Z');
    `);

    const ofEntry = async (lexId: number) =>
      (await agent.get('/api/audio-recordings-info').query({ lexId }).expect(200)).body.data.map(
        (r: { filename: string; lex_id: number }) => [r.filename, r.lex_id],
      );

    expect(await ofEntry(4)).toEqual([['tahak-ben.mp3', 4]]);
    expect(await ofEntry(1)).toEqual([['tahak-ana.mp3', 1]]);
    expect(await ofEntry(3)).toEqual([]);
  });

  it('when asked for the takes to confirm, then only those homographs shared answer', async () => {
    const { t, agent, login } = wordAudioApp();
    await login();
    // nipem gets a homograph, and a take stored by word alone goes to the first, marked to confirm.
    t.db.exec(`
      INSERT INTO lexs (id, lex, pos, gloss) VALUES (5, 'nipem', 'n', 'eye');
      INSERT INTO word_audio (word, filename, speaker, timestamp) VALUES ('nipem', 'nipem-cy.mp3', 'Cy', '2025-01-05T10:00:00Z');
    `);

    const res = await agent.get('/api/audio-recordings-info?toConfirm=true').expect(200);

    expect(res.body.data).toEqual([
      {
        word: 'nipem',
        filename: 'nipem-cy.mp3',
        speaker: 'Cy',
        variety: '',
        timestamp: '2025-01-05T10:00:00Z',
        lex_id: 2,
        to_confirm: true,
        id: expect.any(Number),
        visibility: 'learners',
      },
    ]);
    expect(
      (await agent.get('/api/audio-recordings-info?toConfirm=false').expect(200)).body.data,
    ).toHaveLength(3);
  });

  it.each([
    ['lexId=two', 'lexId must be a number.'],
    ['lexId=0', 'lexId must be a positive number.'],
    ['toConfirm=yes', 'toConfirm must be true or false.'],
  ])('when the query is %s, then it answers 400', async (query, error) => {
    const { agent, login } = wordAudioApp();
    await login();
    const res = await agent.get(`/api/audio-recordings-info?${query}`).expect(400);
    expect(res.body).toEqual({ success: false, error });
  });

  it('when nobody is signed in, then it answers 401', async () => {
    const { t } = wordAudioApp();
    await request(t.app).get('/api/audio-recordings-info?word=tahak').expect(401);
  });
});

describe('GET /api/audio/{filename}', () => {
  it('when the file exists, then it is sent as audio/mpeg with ranges, revalidated on each play (a take can be hidden later)', async () => {
    const { agent, login } = wordAudioApp();
    await login();
    const res = await agent
      .get('/api/audio/tahak-ana.mp3')
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['last-modified']).toBeTruthy();
    expect(Buffer.compare(res.body as Buffer, BYTES)).toBe(0);
  });

  it('when a byte range is asked, then it answers 206 with exactly those bytes', async () => {
    const { agent, login } = wordAudioApp();
    await login();
    const res = await agent
      .get('/api/audio/tahak-ana.mp3')
      .set('Range', 'bytes=100-199')
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 100-199/1000');
    expect(Buffer.compare(res.body as Buffer, BYTES.subarray(100, 200))).toBe(0);
  });

  it('when the range lies beyond the file, then it answers 416', async () => {
    const { agent, login } = wordAudioApp();
    await login();
    const res = await agent.get('/api/audio/tahak-ana.mp3').set('Range', 'bytes=5000-6000');
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */1000');
  });

  it.each([['..%2Fsecret.txt'], ['%2E%2E%2Fsecret.txt'], ['..%5Csecret.txt'], ['.hidden'], ['a%00.mp3']])(
    'when the name is %s, then it answers 400 or 404 and never the file outside the folder',
    async (name) => {
      const { agent, login } = wordAudioApp();
      await login();
      const res = await agent.get(`/api/audio/${name}`);
      expect([400, 404]).toContain(res.status);
      expect(res.text).not.toContain('not for you');
    },
  );

  it('when a path climbs out of the folder through the URL itself, then the file is never sent', async () => {
    const { agent, login } = wordAudioApp();
    await login();
    const res = await agent.get('/api/audio/../secret.txt');
    expect(res.text).not.toContain('not for you');
  });

  it('when the file does not exist, then it answers 404 JSON', async () => {
    const { agent, login } = wordAudioApp();
    await login();
    const res = await agent.get('/api/audio/missing.mp3').expect(404);
    expect(res.body).toEqual({ success: false, error: 'No such file.' });
  });

  it('when nobody is signed in, then it answers 401', async () => {
    const { t } = wordAudioApp();
    await request(t.app).get('/api/audio/tahak-ana.mp3').expect(401);
  });
});
