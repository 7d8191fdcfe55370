import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClip } from '../../test-support/audio-clips';
import { makeTestApp } from '../../test-support/test-app';

let wav: Buffer;

beforeAll(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-text-rec-clip-'));
  wav = fs.readFileSync(makeClip(dir, 'tone.wav', 'tone', ['-c:a', 'pcm_s16le']));
});

/** A SAMPLE text of two timed sentences (invented words, not language material). */
const timedText = JSON.stringify({
  title: 'Sample timed story',
  sents: [
    {
      text: 'Tahak nipemk.',
      trans: 'I see the river.',
      start: 0,
      end: 1200,
      words: [
        { text: 'tahak', gloss: 'river', morphs: [], start: 0, end: 500 },
        { text: 'nipemk', gloss: 'see', morphs: [], start: 500, end: 1200 },
      ],
    },
    { text: 'Sepik.', trans: 'Here.', start: 1300, end: 2000, words: [] },
  ],
});

async function setup() {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-text-rec-'));
  const t = makeTestApp({ config: { mediaDir } });
  t.addUser('teacher', 'teacher-pass', { admin: true });
  t.addUser('learner', 'learner-pass');
  const login = async (name: string) => {
    const agent = request.agent(t.app);
    await agent.post('/api/login').field('username', name).field('password', `${name}-pass`).expect(200);
    return agent;
  };
  const teacher = await login('teacher');
  const learner = await login('learner');
  const id = (await teacher.post('/api/add-text').field('data', timedText).expect(200)).body.id as number;
  await teacher.post('/api/publish-text').field('id', String(id)).expect(200);
  const files = (folder: string) =>
    fs.existsSync(path.join(mediaDir, folder)) ? fs.readdirSync(path.join(mediaDir, folder)).sort() : [];
  return { t, teacher, learner, id, files };
}

describe("a text's recording and times", () => {
  it('when a text is saved with sentence and word times, then they come back as saved', async () => {
    const { learner, id } = await setup();
    const data = JSON.parse((await learner.get(`/api/text/${id}`).expect(200)).body.data.data);
    expect(data.sents.map((s: { start: number; end: number }) => [s.start, s.end])).toEqual([
      [0, 1200],
      [1300, 2000],
    ]);
    expect(data.sents[0].words.map((w: { start: number }) => w.start)).toEqual([0, 500]);
  });

  it.each([
    [
      'a sentence that ends before it starts',
      { start: 900, end: 100 },
      'A sentence must end after it starts.',
    ],
    ['a negative time', { start: -5, end: 100 }, undefined],
    ['a time that is not whole', { start: 1.5, end: 100 }, 'A time must be whole milliseconds.'],
  ])('when the text has %s, then it answers 400 and nothing changes', async (_what, span, message) => {
    const { teacher, id } = await setup();
    const bad = JSON.stringify({ title: 'Bad', sents: [{ text: 'x', trans: '', words: [], ...span }] });
    const res = await teacher.post('/api/update-text').field('id', String(id)).field('data', bad).expect(400);
    if (message) expect(JSON.stringify(res.body)).toContain(message);
    const stored = JSON.parse((await teacher.get(`/api/text/${id}`)).body.data.data);
    expect(stored.title).toBe('Sample timed story');
  });

  it('when the teacher uploads a recording, then readers get its address and file, the original kept beside the MP3', async () => {
    const { teacher, learner, id, files } = await setup();
    const up = await teacher
      .post('/api/upload-text-recording')
      .field('id', String(id))
      .attach('audio', wav, 'story.wav')
      .expect(200);
    expect(up.body).toEqual({ success: true, filename: expect.stringMatching(/\.mp3$/) });
    expect(files('text-audio')).toEqual([up.body.filename, up.body.filename.replace(/\.mp3$/, '.orig.wav')]);
    const read = (await learner.get(`/api/text/${id}`).expect(200)).body.data;
    expect(read.recording).toEqual({
      filename: up.body.filename,
      url: `/api/text-audio/${up.body.filename}`,
      speaker: 'teacher',
      variety: '',
      visibility: 'learners',
    });
    const file = await learner.get(read.recording.url).expect(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');
  });

  it('when the teacher replaces and then removes the recording, then the old files go to the trash and none is served', async () => {
    const { teacher, learner, id, files } = await setup();
    const first = (
      await teacher.post('/api/upload-text-recording').field('id', String(id)).attach('audio', wav, 'a.wav')
    ).body.filename as string;
    const second = (
      await teacher.post('/api/upload-text-recording').field('id', String(id)).attach('audio', wav, 'b.wav')
    ).body.filename as string;
    expect(files('trash/text-audio')).toContain(first);
    expect(files('text-audio')).toContain(second);
    expect((await learner.get(`/api/text/${id}`)).body.data.recording.filename).toBe(second);
    await learner.get(`/api/text-audio/${first}`).expect(404);

    await teacher.post('/api/delete-text-recording').field('id', String(id)).expect(200, { success: true });
    expect((await learner.get(`/api/text/${id}`)).body.data.recording).toBeUndefined();
    await learner.get(`/api/text-audio/${second}`).expect(404);
    expect(files('text-audio')).toEqual([]);
    await teacher.post('/api/delete-text-recording').field('id', String(id)).expect(404);
  });

  it('when the recording is only for teachers, then a learner neither sees it nor fetches its file', async () => {
    const { teacher, learner, id } = await setup();
    const name = (
      await teacher
        .post('/api/upload-text-recording')
        .field('id', String(id))
        .field('visibility', 'teachers')
        .attach('audio', wav, 'a.wav')
    ).body.filename as string;
    expect((await learner.get(`/api/text/${id}`)).body.data.recording).toBeUndefined();
    await learner.get(`/api/text-audio/${name}`).expect(404);
    expect((await teacher.get(`/api/text/${id}`)).body.data.recording.filename).toBe(name);
  });

  it('when a learner uploads, or the bytes are not audio, or the text does not exist, then nothing is stored', async () => {
    const { teacher, learner, id, files } = await setup();
    await learner
      .post('/api/upload-text-recording')
      .field('id', String(id))
      .attach('audio', wav, 'a.wav')
      .expect(403);
    await learner.post('/api/delete-text-recording').field('id', String(id)).expect(403);
    await teacher
      .post('/api/upload-text-recording')
      .field('id', String(id))
      .attach('audio', Buffer.from('not audio at all'), 'a.wav')
      .expect(400);
    await teacher
      .post('/api/upload-text-recording')
      .field('id', '999')
      .attach('audio', wav, 'a.wav')
      .expect(404);
    await teacher.post('/api/upload-text-recording').field('id', String(id)).expect(400);
    await teacher
      .post('/api/upload-text-recording')
      .field('id', String(id))
      .field('speaker', 'Nobody')
      .attach('audio', wav, 'a.wav')
      .expect(400);
    expect(files('text-audio')).toEqual([]);
  });
});
