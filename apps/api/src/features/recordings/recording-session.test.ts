import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordingSessionResponseSchema } from '@langapp/shared';
import { makeClip } from '../../test-support/audio-clips';
import { makeTestApp } from '../../test-support/test-app';

// A recording session's takes saved in one step (issue 38, ADR 084): all of them or none.

let tone: Buffer;
beforeAll(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-clips-'));
  tone = fs.readFileSync(makeClip(dir, 'tone.wav', 'tone', ['-c:a', 'pcm_s16le', '-ar', '16000']));
});

async function setup() {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-session-'));
  const t = makeTestApp({ config: { mediaDir } });
  t.db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss, visibility) VALUES (1, 'tahak', 'n', 'river', 'learners'),
      (2, 'hidak', 'n', 'secret', 'teachers'), (3, 'mowa', 'v', 'to sing', 'learners');
    INSERT INTO sents (id, text, trans, anno, timestamp) VALUES ('s1', 'Tahak.', 'A river.', '[]', 'x');
  `);
  t.addUser('teacher', 'teacher-pass', { admin: true });
  t.addUser('learner', 'learner-pass');
  const ritaId = t.addUser('rita', 'rita-pass');
  const login = async (name: string) => {
    const agent = request.agent(t.app);
    await agent.post('/api/login').field('username', name).field('password', `${name}-pass`).expect(200);
    return agent;
  };
  const teacher = await login('teacher');
  await teacher.post(`/api/admin/accounts/${ritaId}/recorder`).send({ recorder: true }).expect(200);
  await teacher
    .post('/api/speakers')
    .send({ name: 'Elder Mary', variety: 'Upriver', note: 'Sample speaker.' })
    .expect(201);
  const save = (agent: request.Agent, takes: unknown, files: Buffer[], speaker = 'Elder Mary') => {
    const req = agent.post('/api/recording-session').field('speaker', speaker);
    void req.field('takes', typeof takes === 'string' ? takes : JSON.stringify(takes));
    files.forEach(
      (bytes, i) => void req.attach('audio', bytes, { filename: `take-${i}.wav`, contentType: 'audio/wav' }),
    );
    return req;
  };
  const files = (folder: string) =>
    fs.existsSync(path.join(mediaDir, folder)) ? fs.readdirSync(path.join(mediaDir, folder)) : [];
  const rows = () => ({
    words: t.db.prepare('SELECT lex_id, speaker, waiting, recorded_by FROM word_audio ORDER BY id').all(),
    sentences: t.db.prepare('SELECT sent_id, speaker, waiting FROM sent_audio ORDER BY id').all(),
  });
  return {
    t,
    teacher,
    learner: await login('learner'),
    rita: await login('rita'),
    ritaId,
    save,
    files,
    rows,
  };
}

describe('POST /api/recording-session', () => {
  it("when a recorder saves a session's takes, then every take is stored in one step, credited to the speaker and waiting", async () => {
    const { rita, ritaId, save, files, rows, teacher } = await setup();
    const res = await save(
      rita,
      [
        { kind: 'word', lexId: 1 },
        { kind: 'word', lexId: 3 },
        { kind: 'sentence', sentId: 's1' },
      ],
      [tone, tone, tone],
    ).expect(200);
    const body = recordingSessionResponseSchema.parse(res.body);
    expect(body.waiting).toBe(true);
    expect(body.saved.map((s) => s.kind)).toEqual(['word', 'word', 'sentence']);
    expect(rows()).toEqual({
      words: [
        { lex_id: 1, speaker: 'Elder Mary', waiting: 1, recorded_by: ritaId },
        { lex_id: 3, speaker: 'Elder Mary', waiting: 1, recorded_by: ritaId },
      ],
      sentences: [{ sent_id: 's1', speaker: 'Elder Mary', waiting: 1 }],
    });
    expect(files('audio').filter((f) => f.endsWith('.mp3'))).toHaveLength(2);
    expect(files('sent-audio').filter((f) => f.endsWith('.mp3'))).toHaveLength(1);
    // The teacher sees them waiting in the queue.
    const queue = (await teacher.get('/api/admin/waiting-recordings').expect(200)).body as {
      waiting: number;
    };
    expect(queue.waiting).toBe(3);
  });

  it('when a teacher saves a session, then the takes do not wait', async () => {
    const { teacher, save, rows } = await setup();
    const res = await save(teacher, [{ kind: 'word', lexId: 2 }], [tone]).expect(200);
    expect(res.body.waiting).toBe(false);
    expect(rows().words).toEqual([
      { lex_id: 2, speaker: 'Elder Mary', waiting: 0, recorded_by: expect.any(Number) },
    ]);
  });

  it('when one take is not audio, then the answer names it and nothing is stored', async () => {
    const { rita, save, files, rows } = await setup();
    const res = await save(
      rita,
      [
        { kind: 'word', lexId: 1 },
        { kind: 'word', lexId: 3 },
      ],
      [tone, Buffer.from('not a recording at all')],
    ).expect(400);
    expect(res.body.error).toMatch(/^Take 2: /);
    expect(rows()).toEqual({ words: [], sentences: [] });
    expect(files('audio')).toEqual([]);
  });

  it('when an item is missing or hidden from a recorder, then 400 and nothing is stored', async () => {
    const { rita, save, files, rows } = await setup();
    const hidden = await save(
      rita,
      [
        { kind: 'word', lexId: 1 },
        { kind: 'word', lexId: 2 },
      ],
      [tone, tone],
    ).expect(400);
    expect(hidden.body.error).toBe('Take 2: there is no lexical entry with the id 2.');
    await save(rita, [{ kind: 'sentence', sentId: 'nope' }], [tone]).expect(400);
    expect(rows()).toEqual({ words: [], sentences: [] });
    expect(files('audio')).toEqual([]);
  });

  it('when the speaker, the list or the files are wrong, then 400 with a clear error and nothing is stored', async () => {
    const { rita, save, rows } = await setup();
    const unknown = await save(rita, [{ kind: 'word', lexId: 1 }], [tone], 'Nobody').expect(400);
    expect(unknown.body.error).toMatch(/There is no speaker Nobody/);
    const count = await save(
      rita,
      [
        { kind: 'word', lexId: 1 },
        { kind: 'word', lexId: 3 },
      ],
      [tone],
    ).expect(400);
    expect(count.body.error).toMatch(/2 takes listed, 1 audio parts sent/);
    await save(rita, 'not json', [tone]).expect(400);
    await save(rita, [], []).expect(400);
    await save(rita, [{ kind: 'word', lexId: 'x' }], [tone]).expect(400);
    await rita.post('/api/recording-session').send({ speaker: 'Elder Mary', takes: '[]' }).expect(400);
    expect(rows()).toEqual({ words: [], sentences: [] });
  });

  it('when a learner or a visitor asks, then 403 and 401', async () => {
    const { t, learner, save, rows } = await setup();
    await save(learner, [{ kind: 'word', lexId: 1 }], [tone]).expect(403);
    await save(request.agent(t.app), [{ kind: 'word', lexId: 1 }], [tone]).expect(401);
    expect(rows()).toEqual({ words: [], sentences: [] });
  });
});
