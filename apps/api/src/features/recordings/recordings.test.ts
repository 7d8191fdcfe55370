import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { sniffAudio } from '../../lib/audio-transcode';
import { makeClip } from '../../test-support/audio-clips';
import { makeTestApp } from '../../test-support/test-app';

let tone: Buffer;
let silence: Buffer;
beforeAll(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-clips-'));
  tone = fs.readFileSync(makeClip(dir, 'tone.webm', 'tone', ['-c:a', 'libopus']));
  silence = fs.readFileSync(makeClip(dir, 'silence.webm', 'silence', ['-c:a', 'libopus']));
});

async function setup() {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-rec-'));
  const t = makeTestApp({ config: { mediaDir } });
  t.db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river'), (2, 'nipem', 'v', 'see'),
      (3, 'lumah', 'n', 'stone'), (4, 'sepik', 'adv', 'here'), (5, 'honak', 'n', 'house');
    INSERT INTO sents (id, text, trans, anno, timestamp) VALUES ('s1', 'Tahak.', 'A river.', '[]', 'x');
    INSERT INTO texts (id, title, data, published, created_at, updated_at)
      VALUES (3, 'T', '{"title":"T","sents":[{"id":1,"text":"a","trans":"b","words":[]},{"id":2,"text":"c","trans":"d","words":[]}]}', 1, 'x', 'x');
  `);
  t.addUser('teacher', 'teacher-pass', { admin: true });
  t.addUser('learner', 'learner-pass');
  const login = async (name: string) => {
    const agent = request.agent(t.app);
    await agent.post('/api/login').field('username', name).field('password', `${name}-pass`).expect(200);
    return agent;
  };
  const files = (folder: string) =>
    fs.existsSync(path.join(mediaDir, folder)) ? fs.readdirSync(path.join(mediaDir, folder)).sort() : [];
  return { t, mediaDir, files, teacher: await login('teacher'), learner: await login('learner') };
}

describe('POST /api/upload-lex-audio', () => {
  it('when an admin uploads a webm/opus clip, then an mp3 and the original are kept and the recording is listed', async () => {
    const { teacher, files } = await setup();
    const res = await teacher
      .post('/api/upload-lex-audio')
      .field('filetype', 'audio/webm;codecs=opus')
      .field('filename', '../../etc/passwd')
      .field('word', 'Tahak')
      .attach('audio', tone, { filename: 'tahak.webm', contentType: 'audio/webm' })
      .expect(200);
    const filename = res.body.filename as string;
    expect(filename).toMatch(/^tahak-\d+-[0-9a-f]{8}\.mp3$/);
    expect(files('audio')).toEqual([filename.replace('.mp3', '.orig.webm'), filename].sort());
    const info = (await teacher.get('/api/audio-recordings-info?word=tahak')).body.data;
    expect(info).toEqual([
      {
        word: 'tahak',
        filename,
        speaker: 'teacher',
        variety: '',
        timestamp: '2026-03-01T18:00:00.000Z',
        lex_id: 1,
        to_confirm: false,
        id: expect.any(Number),
        visibility: 'learners',
      },
    ]);
    const played = await teacher
      .get(`/api/audio/${filename}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(played.headers['content-type']).toBe('audio/mpeg');
    expect(sniffAudio(played.body as Buffer)).toBe('mp3');
  });

  it.each([
    [
      'a text file named .mp3',
      () => Buffer.from('<html>not audio at all</html>'),
      'The file is not an audio recording.',
    ],
    ['an empty file', () => Buffer.alloc(0), 'The recording is empty.'],
    ['a silent recording', () => silence, 'The recording is silent. Check the microphone and record again.'],
  ])('when the upload is %s, then it answers 400 and stores nothing', async (_c, bytes, error) => {
    const { teacher, files, t } = await setup();
    const res = await teacher
      .post('/api/upload-lex-audio')
      .field('word', 'tahak')
      .attach('audio', bytes(), { filename: 'x.mp3', contentType: 'audio/mpeg' })
      .expect(400);
    expect(res.body).toEqual({ success: false, error });
    expect(files('audio')).toEqual([]);
    expect(t.db.prepare('SELECT COUNT(*) FROM word_audio').pluck().get()).toBe(0);
  });

  it('when homographs are recorded, then each take belongs to the entry named by lexId, and one sent by word alone is marked to confirm', async () => {
    const { t, teacher } = await setup();
    t.db.exec("INSERT INTO lexs (id, lex, pos, gloss) VALUES (6, 'tahak', 'v', 'to flow')");
    const upload = (fields: Record<string, string>) => {
      let req = teacher.post('/api/upload-lex-audio');
      for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
      return req.attach('audio', tone, { filename: 'x.webm', contentType: 'audio/webm' });
    };
    await upload({ word: 'tahak', lexId: '6' }).expect(200);
    await upload({ word: 'tahak' }).expect(200);
    const info = (await teacher.get('/api/audio-recordings-info?word=tahak').expect(200)).body.data;
    expect(info.map((r: { lex_id: number; to_confirm: boolean }) => [r.lex_id, r.to_confirm])).toEqual([
      [6, false],
      [1, true],
    ]);
    // The homograph numbers say which is which.
    expect(t.db.prepare('SELECT id, homograph FROM lexs WHERE id IN (1, 6) ORDER BY id').all()).toEqual([
      { id: 1, homograph: 1 },
      { id: 6, homograph: 2 },
    ]);
  });

  it('when lexId names no live entry or is not a number, then it answers 400 and stores nothing', async () => {
    const { t, teacher, files } = await setup();
    t.db.exec("UPDATE lexs SET deleted_at = 'x' WHERE id = 5");
    for (const [lexId, error] of [
      ['5', 'There is no lexical entry with the id 5.'],
      ['99', 'There is no lexical entry with the id 99.'],
      ['two', 'lexId must be a number.'],
      ['-1', 'lexId must be a positive number.'],
    ]) {
      const res = await teacher
        .post('/api/upload-lex-audio')
        .field('word', 'tahak')
        .field('lexId', lexId!)
        .attach('audio', tone, { filename: 'x.webm', contentType: 'audio/webm' })
        .expect(400);
      expect(res.body.error).toBe(error);
    }
    expect(files('audio')).toEqual([]);
    expect(t.db.prepare('SELECT COUNT(*) FROM word_audio').pluck().get()).toBe(0);
  });

  it('when the upload is larger than 10 MB, then it answers 413 and stores nothing', async () => {
    const { teacher, files } = await setup();
    const big = Buffer.concat([tone, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await teacher
      .post('/api/upload-lex-audio')
      .field('word', 'tahak')
      .attach('audio', big, 'big.webm');
    expect(res.status).toBe(413);
    expect(files('audio')).toEqual([]);
  });

  it('when the word is not in the lexicon or the file is missing, then it answers 400', async () => {
    const { teacher } = await setup();
    await teacher
      .post('/api/upload-lex-audio')
      .field('word', 'nothing')
      .attach('audio', tone, 'a.webm')
      .expect(400);
    const res = await teacher.post('/api/upload-lex-audio').field('word', 'tahak').expect(400);
    expect(res.body.error).toMatch(/audio is required/);
  });

  it('when a learner or visitor uploads, then 403 or 401 and nothing is stored', async () => {
    const { t, learner, files } = await setup();
    await learner
      .post('/api/upload-lex-audio')
      .field('word', 'tahak')
      .attach('audio', tone, 'a.webm')
      .expect(403);
    await request(t.app)
      .post('/api/upload-lex-audio')
      .field('word', 'tahak')
      .attach('audio', tone, 'a.webm')
      .expect(401);
    expect(files('audio')).toEqual([]);
  });
});

describe('sentence recordings', () => {
  it('when an admin records a sentence of a text, then it is listed and plays with ranges', async () => {
    const { teacher, learner } = await setup();
    const res = await teacher
      .post('/api/upload-sent-audio')
      .field('id', '3.2')
      .attach('audio', tone, 'x.webm')
      .expect(200);
    const list = (await learner.get('/api/sent-audios').expect(200)).body.data;
    expect(list).toEqual([
      {
        id: expect.any(Number),
        sent_id: '3.2',
        filename: res.body.filename,
        speaker: 'teacher',
        variety: '',
        timestamp: expect.any(String),
        visibility: 'learners',
      },
    ]);
    const part = await learner
      .get(`/api/audio-sent/${res.body.filename}`)
      .set('Range', 'bytes=0-9')
      .expect(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-9\/\d+$/);
    await teacher
      .post('/api/upload-sent-audio')
      .field('id', 's1')
      .attach('audio', tone, 'x.webm')
      .expect(200);
  });

  it.each([['3.3'], ['9.1'], ['nope'], ['../x']])(
    'when the sentence id is %j, then it answers 400',
    async (id) => {
      const { teacher } = await setup();
      await teacher
        .post('/api/upload-sent-audio')
        .field('id', id)
        .attach('audio', tone, 'x.webm')
        .expect(400);
    },
  );

  it.each([['..%2F..%2Fapp.sqlite'], ['%2E%2E%2Fsecret'], ['.hidden']])(
    'when the file name is %s, then nothing outside is sent',
    async (name) => {
      const { learner, mediaDir } = await setup();
      fs.writeFileSync(path.join(mediaDir, 'secret'), 'not for you');
      for (const route of ['/api/audio-sent/', '/lesson-recordings/']) {
        const res = await learner.get(route + name);
        expect([400, 404]).toContain(res.status);
        expect(res.headers['content-type']).toMatch(/json/);
        expect(JSON.stringify(res.body)).not.toContain('not for you');
      }
    },
  );
});

describe('GET /api/sent-audios', () => {
  /** Recordings of three sentences, stored out of order: answers sort by sentence, then time, then id. */
  const SENT_AUDIOS = [
    { id: 1, sent_id: 's2', filename: 's2-b.mp3', speaker: 'Ben', timestamp: '2026-01-02T10:00:00Z' },
    { id: 2, sent_id: 's1', filename: 's1-b.mp3', speaker: 'Ben', timestamp: '2026-01-03T10:00:00Z' },
    { id: 3, sent_id: '3.2', filename: '3.2-a.mp3', speaker: 'Ana', timestamp: '2026-01-01T10:00:00Z' },
    { id: 4, sent_id: 's1', filename: 's1-a.mp3', speaker: 'Ana', timestamp: '2026-01-01T10:00:00Z' },
    { id: 5, sent_id: 's2', filename: 's2-a.mp3', speaker: 'Ana', timestamp: '2026-01-01T10:00:00Z' },
    { id: 6, sent_id: '31.1', filename: '31.1-a.mp3', speaker: 'Ana', timestamp: '2026-01-01T10:00:00Z' },
    { id: 7, sent_id: '3.1', filename: '3.1-a.mp3', speaker: 'Ben', timestamp: '2026-01-04T10:00:00Z' },
  ];
  function addSentAudios(t: Awaited<ReturnType<typeof setup>>['t']) {
    const insert = t.db.prepare(
      'INSERT INTO sent_audio (id, sent_id, filename, speaker, timestamp) VALUES (@id, @sent_id, @filename, @speaker, @timestamp)',
    );
    for (const r of SENT_AUDIOS) insert.run(r);
  }
  /** The answer's row for the recording stored with this id. */
  const row = (id: number) => {
    return { ...SENT_AUDIOS.find((r) => r.id === id)!, variety: '', visibility: 'learners' };
  };

  it('when one sentence is asked, then only its recordings answer, oldest first', async () => {
    const { t, learner } = await setup();
    addSentAudios(t);
    const res = await learner.get('/api/sent-audios?sent=s1').expect(200);
    expect(res.body).toEqual({ data: [row(4), row(2)] });
  });

  it('when several sentences are asked, then their recordings answer in sentence and time order, each once', async () => {
    const { t, learner } = await setup();
    addSentAudios(t);
    const res = await learner.get('/api/sent-audios?sent=s2&sent=3.2&sent=s2&sent=unknown').expect(200);
    expect(res.body).toEqual({ data: [row(3), row(5), row(1)] });
  });

  it("when one text's recordings are asked, then only its sentences' answer", async () => {
    const { t, learner } = await setup();
    addSentAudios(t);
    expect((await learner.get('/api/sent-audios?text=3').expect(200)).body).toEqual({
      data: [row(7), row(3)],
    });
    expect((await learner.get('/api/sent-audios?text=3&sent=3.2&sent=s1').expect(200)).body).toEqual({
      data: [row(3)],
    });
    const bad = await learner.get('/api/sent-audios?text=x').expect(400);
    expect(bad.body.error).toContain('text must be a number.');
  });

  it('when the asked sentence has no recordings, then the list is empty', async () => {
    const { t, learner } = await setup();
    addSentAudios(t);
    expect((await learner.get('/api/sent-audios?sent=nope').expect(200)).body).toEqual({ data: [] });
    expect(t.db.prepare('SELECT COUNT(*) FROM sent_audio').pluck().get()).toBe(SENT_AUDIOS.length);
  });

  it('when no sentence is asked, then every recording answers, as without the filter', async () => {
    const { t, learner } = await setup();
    addSentAudios(t);
    const res = await learner.get('/api/sent-audios').expect(200);
    expect(res.body).toEqual({ data: [row(7), row(3), row(6), row(4), row(2), row(5), row(1)] });
  });

  it('when the most ids of the longest length are asked, then they are answered', async () => {
    const { t, learner } = await setup();
    addSentAudios(t);
    const ids = [...Array.from({ length: 198 }, (_, i) => `x${i}`), 's1', 'y'.repeat(200)];
    const res = await learner.get('/api/sent-audios').query({ sent: ids }).expect(200);
    expect(res.body).toEqual({ data: [row(4), row(2)] });
  });

  it.each([
    ['an empty id', { sent: '' }, 'A sent id must not be empty.'],
    [
      'an id of 201 characters',
      { sent: ['s1', 'x'.repeat(201)] },
      'A sent id must be at most 200 characters long.',
    ],
    [
      '201 ids',
      { sent: Array.from({ length: 201 }, (_, i) => `s${i}`) },
      'At most 200 sent ids may be asked at once.',
    ],
  ])('when the query has %s, then it answers 400 naming the problem', async (_case, query, error) => {
    const { t, learner } = await setup();
    addSentAudios(t);
    const res = await learner.get('/api/sent-audios').query(query).expect(400);
    expect(res.body).toEqual({ success: false, error });
  });

  it('when a visitor asks, then it answers 401 and lists nothing', async () => {
    const { t } = await setup();
    addSentAudios(t);
    const res = await request(t.app).get('/api/sent-audios?sent=s1').expect(401);
    expect(res.body).toEqual({ success: false, error: 'You need to sign in first.' });
  });
});

describe('the listening exercise calls', () => {
  it('when a word is asked about, then the correct gloss is never among the three wrong ones', async () => {
    const { learner } = await setup();
    for (let i = 0; i < 20; i++) {
      const res = await learner.post('/api/answers').field('word', 'tahak').expect(200);
      expect(res.body.correct).toEqual({ gloss: 'river' });
      expect(res.body.wrong).toHaveLength(3);
      expect(res.body.wrong.map((w: { gloss: string }) => w.gloss)).not.toContain('river');
      expect(new Set(res.body.wrong.map((w: { gloss: string }) => w.gloss)).size).toBe(3);
    }
  });

  it('when two entries share the spelling, then either gloss is the right one and neither is ever wrong', async () => {
    const { t, learner } = await setup();
    // A second entry spelled tahak, and a third with a blank gloss.
    t.db.exec(
      `INSERT INTO lexs (id, lex, pos, gloss) VALUES (6, 'tahak', 'v', 'flow'), (7, 'tahak', 'n', '')`,
    );
    const offered = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const res = await learner.post('/api/answers').field('word', 'Tahak').expect(200);
      const wrong = res.body.wrong.map((w: { gloss: string }) => w.gloss);
      expect(['river', 'flow']).toContain(res.body.correct.gloss);
      expect(wrong).toHaveLength(3);
      expect(wrong).not.toContain('river');
      expect(wrong).not.toContain('flow');
      expect(wrong).not.toContain('');
      offered.add(res.body.correct.gloss);
    }
    expect([...offered].sort()).toEqual(['flow', 'river']);
  });

  it('when the only other entries share the spelling, then fewer wrong glosses are offered, never theirs', async () => {
    const { t, learner } = await setup();
    t.db.exec(`DELETE FROM lexs; INSERT INTO lexs (id, lex, pos, gloss) VALUES
      (1, 'tahak', 'n', 'river'), (2, 'tahak', 'v', 'flow'), (3, 'lumah', 'n', 'stone')`);
    const res = await learner.post('/api/answers').field('word', 'tahak').expect(200);
    expect(res.body.wrong).toEqual([{ gloss: 'stone' }]);
  });

  it('when the word is unknown or missing, then answers is 404 or 400', async () => {
    const { learner } = await setup();
    await learner.post('/api/answers').field('word', 'nothing').expect(404);
    await learner.post('/api/answers').expect(400);
  });

  it('when there are recordings, then random answers one word with its mp3; none gives 404', async () => {
    const { teacher, learner } = await setup();
    await learner.get('/api/random').expect(404);
    const up = await teacher
      .post('/api/upload-lex-audio')
      .field('word', 'nipem')
      .attach('audio', tone, 'a.webm')
      .expect(200);
    expect((await learner.get('/api/random').expect(200)).body).toEqual({
      result: [{ word: 'nipem', filename: up.body.filename, speaker: 'teacher' }],
    });
  });

  it("when the learner chose speakers, then random plays their first chosen speaker's take of the word", async () => {
    const { t, learner } = await setup();
    t.db.exec(`INSERT INTO word_audio (word, filename, speaker, timestamp) VALUES
      ('nipem', 'nipem-ben.mp3', 'Ben', '2025-01-01T00:00:00Z'), ('nipem', 'nipem-ana.mp3', 'Ana', '2025-02-01T00:00:00Z')`);
    expect((await learner.get('/api/random').expect(200)).body.result[0]).toMatchObject({
      filename: 'nipem-ana.mp3',
    });
    await learner
      .post('/api/speaker-preferences')
      .send({ speakers: ['Ben'] })
      .expect(200);
    expect((await learner.get('/api/random').expect(200)).body).toEqual({
      result: [{ word: 'nipem', filename: 'nipem-ben.mp3', speaker: 'Ben' }],
    });
  });
});

describe('lesson recordings', () => {
  it('when files are in the folder, then they are listed and download with ranges', async () => {
    const { learner, mediaDir, t } = await setup();
    fs.mkdirSync(path.join(mediaDir, 'lesson-recordings'));
    fs.writeFileSync(path.join(mediaDir, 'lesson-recordings', 'lesson-2.mp3'), Buffer.alloc(100, 1));
    fs.writeFileSync(path.join(mediaDir, 'lesson-recordings', 'lesson-1.mp3'), Buffer.alloc(100, 2));
    expect((await learner.get('/api/lesson-recordings').expect(200)).body).toEqual([
      'lesson-1.mp3',
      'lesson-2.mp3',
    ]);
    const res = await learner.get('/lesson-recordings/lesson-1.mp3').set('Range', 'bytes=10-19').expect(206);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?lesson-1\.mp3"?$/);
    await request(t.app).get('/lesson-recordings/lesson-1.mp3').expect(401);
    await request(t.app).get('/api/lesson-recordings').expect(401);
  });

  it('when the teacher gives lesson recordings levels, then a learner lists and downloads only those they may see, and a file gone is gone (ADR 072)', async () => {
    const { learner, teacher, mediaDir, t } = await setup();
    const folder = path.join(mediaDir, 'lesson-recordings');
    fs.mkdirSync(folder);
    for (const name of ['class-1.mp3', 'class-2.mp3', 'class-3.mp3'])
      fs.writeFileSync(path.join(folder, name), Buffer.alloc(100, 1));
    // New files start at the default level, as every lesson recording was: for signed-in accounts.
    expect((await teacher.get('/api/admin/lesson-recordings').expect(200)).body).toEqual({
      recordings: [
        { id: 'class-1.mp3', visibility: 'learners' },
        { id: 'class-2.mp3', visibility: 'learners' },
        { id: 'class-3.mp3', visibility: 'learners' },
      ],
    });
    await teacher
      .post('/api/admin/visibility')
      .send({ kind: 'lesson-recording', ids: ['class-2.mp3'], visibility: 'teachers' })
      .expect(200, { success: true, changed: 1 });
    await teacher
      .post('/api/admin/visibility')
      .send({ kind: 'lesson-recording', ids: ['class-1.mp3', 'nope.mp3'], visibility: 'public' })
      .expect(404);
    expect((await learner.get('/api/lesson-recordings').expect(200)).body).toEqual([
      'class-1.mp3',
      'class-3.mp3',
    ]);
    expect((await teacher.get('/api/lesson-recordings').expect(200)).body).toEqual([
      'class-1.mp3',
      'class-2.mp3',
      'class-3.mp3',
    ]);
    const hidden = await learner.get('/lesson-recordings/class-2.mp3').expect(404);
    expect(hidden.body).toEqual({ success: false, error: 'There is no such lesson recording.' });
    await teacher.get('/lesson-recordings/class-2.mp3').expect(200);
    await learner.get('/api/admin/lesson-recordings').expect(403);

    fs.rmSync(path.join(folder, 'class-3.mp3'));
    expect((await learner.get('/api/lesson-recordings').expect(200)).body).toEqual(['class-1.mp3']);
    expect(t.db.prepare('SELECT id, visibility FROM lesson_recordings ORDER BY id').raw().all()).toEqual([
      ['class-1.mp3', 'learners'],
      ['class-2.mp3', 'teachers'],
    ]);
    expect((await teacher.get('/api/admin/visibility-counts').expect(200)).body['lesson-recording']).toEqual({
      public: 0,
      learners: 1,
      teachers: 1,
    });
  });
});
