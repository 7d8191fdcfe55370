import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  alignmentRequest,
  joinWithNext,
  saveAlignmentResponseSchema,
  splitSentence,
  startAlignment,
} from '@langapp/shared';
import type { TextSentence } from '@langapp/shared';
import { makeClip } from '../../test-support/audio-clips';
import { asBytes } from '../../test-support/installation';
import { makeTestApp } from '../../test-support/test-app';

// Aligning a text by hand (ADR 094): the teacher's save of its sentences' times, split and joined.
// The recording is a generated 3-second tone (SAMPLE audio); the text is SAMPLE (invented words).

const XSD = path.join(__dirname, '../exchange/fixtures/EAFv3.0.xsd');
let wav: Buffer;

beforeAll(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-align-clip-'));
  wav = fs.readFileSync(makeClip(dir, 'tone.wav', 'tone', ['-c:a', 'pcm_s16le'], 3));
});

const words = (text: string) => text.split(' ').map((t) => ({ text: t, gloss: '', morphs: [] }));
const sampleText = JSON.stringify({
  title: 'Sample story to align',
  sents: ['Tahak nipemk.', 'Sepik wanu kel.', 'Omo.'].map((text, i) => ({
    text,
    trans: `Sample translation ${i + 1}.`,
    words: words(text),
  })),
});

async function setup({ recording = true } = {}) {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-align-'));
  const t = makeTestApp({ config: { mediaDir } });
  t.addUser('teacher', 'teacher-pass', { admin: true });
  t.addUser('learner', 'learner-pass');
  const recorderId = t.addUser('rita', 'rita-pass');
  t.db.prepare('UPDATE users SET is_recorder = 1 WHERE id = ?').run(recorderId);
  const login = async (name: string, password = `${name}-pass`) => {
    const agent = request.agent(t.app);
    await agent.post('/api/login').field('username', name).field('password', password).expect(200);
    return agent;
  };
  const teacher = await login('teacher');
  const id = (await teacher.post('/api/add-text').field('data', sampleText).expect(200)).body.id as number;
  await teacher.post('/api/publish-text').field('id', String(id)).expect(200);
  if (recording)
    await teacher
      .post('/api/upload-text-recording')
      .field('id', String(id))
      .attach('audio', wav, { filename: 'story.wav', contentType: 'audio/wav' })
      .expect(200);
  const stored = () => t.db.prepare<[number], string>('SELECT data FROM texts WHERE id = ?').pluck().get(id)!;
  const sents = () => JSON.parse(stored()).sents as (TextSentence & { id: number })[];
  return {
    t,
    mediaDir,
    teacher,
    learner: await login('learner'),
    recorder: await login('rita'),
    id,
    stored,
    sents,
  };
}

const timesOf = (sents: readonly TextSentence[], spans: [number, number][]) =>
  sents.map((s, i) => ({ ...s, start: spans[i]![0], end: spans[i]![1] }));

/** Saves the three sentences at 0-0.9 s, 0.9-2.1 s and 2.2-3 s. */
const saveSpans = (teacher: request.Agent, id: number, sents: readonly TextSentence[]) =>
  teacher
    .post(`/api/admin/texts/${id}/alignment`)
    .send(
      alignmentRequest(
        timesOf(sents, [
          [0, 900],
          [900, 2100],
          [2200, 3000],
        ]),
      ),
    )
    .expect(200);

describe('POST /api/admin/texts/:id/alignment', () => {
  it('when the teacher saves times, then the learner reads them in the text and the sentences keep their ids', async () => {
    const { teacher, learner, id, sents } = await setup();
    const body = alignmentRequest(
      timesOf(sents(), [
        [0, 900],
        [900, 2100],
        [2200, 3000],
      ]),
    );
    const res = await teacher.post(`/api/admin/texts/${id}/alignment`).send(body).expect(200);
    expect(saveAlignmentResponseSchema.parse(res.body)).toEqual({
      success: true,
      sentences: 3,
      timed: 3,
      recordingsHeld: 0,
      recordingsTrashed: 0,
    });
    const seen = JSON.parse((await learner.get(`/api/text/${id}`).expect(200)).body.data.data).sents;
    expect(seen.map((s: TextSentence) => [s.id, s.start, s.end])).toEqual([
      [1, 0, 900],
      [2, 900, 2100],
      [3, 2200, 3000],
    ]);
  });

  it("when a sentence is split and its second part joined to the next, then in the same save the first part keeps the split sentence's takes, waiting for approval again, the joined-away sentence's go to the trash, and the unchanged one's stay", async () => {
    const { t, mediaDir, teacher, learner, id, sents } = await setup();
    // A take of each sentence, approved, with its files.
    const live = path.join(mediaDir, 'sent-audio');
    fs.mkdirSync(live, { recursive: true });
    for (const [n, name] of [
      [1, 'one'],
      [2, 'two'],
      [3, 'three'],
    ] as const) {
      t.db
        .prepare(
          "INSERT INTO sent_audio (sent_id, filename, original, speaker, timestamp) VALUES (?, ?, ?, 'teacher', 'x')",
        )
        .run(`${id}.${n}`, `${name}.mp3`, `${name}.wav`);
      for (const ext of ['mp3', 'wav']) fs.writeFileSync(path.join(live, `${name}.${ext}`), `SAMPLE ${name}`);
    }
    let state = startAlignment(
      timesOf(sents(), [
        [0, 900],
        [900, 2100],
        [2100, 3000],
      ]),
    );
    state = splitSentence(state, 1, 1);
    state = joinWithNext(state, 2);
    const res = await teacher
      .post(`/api/admin/texts/${id}/alignment`)
      .send(alignmentRequest(state.sents))
      .expect(200);
    expect(res.body).toMatchObject({ sentences: 3, recordingsHeld: 1, recordingsTrashed: 1 });
    expect(sents().map((s) => [s.id, s.text, s.start, s.end])).toEqual([
      [1, 'Tahak nipemk.', 0, 900],
      [2, 'Sepik', 900, 1300],
      [4, 'wanu kel. Omo.', 1300, 3000],
    ]);
    const takes = t.db
      .prepare('SELECT sent_id, waiting, deleted_at IS NOT NULL AS trashed FROM sent_audio ORDER BY sent_id')
      .all();
    expect(takes).toEqual([
      { sent_id: `${id}.1`, waiting: 0, trashed: 0 },
      { sent_id: `${id}.2`, waiting: 1, trashed: 0 },
      { sent_id: `${id}.3`, waiting: 0, trashed: 1 },
    ]);
    expect(fs.readdirSync(live).sort()).toEqual(['one.mp3', 'one.wav', 'two.mp3', 'two.wav']);
    expect(fs.readdirSync(path.join(mediaDir, 'trash', 'sent-audio')).sort()).toEqual([
      'three.mp3',
      'three.wav',
    ]);
    // The learner hears the unchanged sentence's take only; the teacher reviews the held one.
    const heard = JSON.stringify((await learner.get('/api/sent-audios').expect(200)).body);
    expect(heard).toContain(`${id}.1`);
    expect(heard).not.toContain(`${id}.2`);
    expect(heard).not.toContain(`${id}.3`);
    const waiting = (await teacher.get('/api/admin/waiting-recordings').expect(200)).body.data as {
      filename: string;
      text: string;
    }[];
    // Listed with the sentence it is under now.
    expect(waiting.map((w) => [w.filename, w.text])).toEqual([['two.mp3', 'Sepik']]);
  });

  it("when two sentences are joined, then the joined one keeps the first one's takes, waiting again, and the second one's go to the trash", async () => {
    const { t, teacher, id, sents } = await setup();
    for (const n of [1, 2])
      t.db
        .prepare(
          "INSERT INTO sent_audio (sent_id, filename, original, speaker, timestamp) VALUES (?, ?, NULL, 'teacher', 'x')",
        )
        .run(`${id}.${n}`, `take-${n}.mp3`);
    const state = joinWithNext(startAlignment(sents()), 0);
    const res = await teacher
      .post(`/api/admin/texts/${id}/alignment`)
      .send(alignmentRequest(state.sents))
      .expect(200);
    expect(res.body).toMatchObject({ sentences: 2, recordingsHeld: 1, recordingsTrashed: 1 });
    expect(sents().map((s) => [s.id, s.text])).toEqual([
      [1, 'Tahak nipemk. Sepik wanu kel.'],
      [3, 'Omo.'],
    ]);
    expect(
      t.db
        .prepare(
          'SELECT sent_id, waiting, deleted_at IS NOT NULL AS trashed FROM sent_audio ORDER BY sent_id',
        )
        .all(),
    ).toEqual([
      { sent_id: `${id}.1`, waiting: 1, trashed: 0 },
      { sent_id: `${id}.2`, waiting: 0, trashed: 1 },
    ]);
  });

  it('when the saved times are exported to ELAN, then the .eaf validates against EAF 3.0 and carries them', async () => {
    const { teacher, id, sents } = await setup();
    await saveSpans(teacher, id, sents());
    const zip = await teacher.get(`/api/admin/texts/${id}/eaf`).buffer(true).parse(asBytes).expect(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-align-eaf-'));
    fs.writeFileSync(path.join(dir, 'text.zip'), zip.body as Buffer);
    execFileSync('unzip', ['-q', 'text.zip'], { cwd: dir });
    const eaf = fs.readdirSync(dir).find((f) => f.endsWith('.eaf'))!;
    execFileSync('xmllint', ['--noout', '--schema', XSD, path.join(dir, eaf)], { stdio: 'pipe' });
    const slots = execFileSync('xmllint', ['--xpath', '//TIME_SLOT/@TIME_VALUE', path.join(dir, eaf)], {
      encoding: 'utf8',
    });
    for (const ms of [0, 900, 2100, 2200, 3000]) expect(slots).toContain(`"${ms}"`);
  });

  it.each([
    [
      'a time past the recording',
      [
        [0, 900],
        [900, 2100],
        [2200, 3500],
      ],
      /after the recording's end/,
    ],
    [
      'overlapping sentences',
      [
        [0, 1000],
        [900, 2100],
        [2200, 3000],
      ],
      /before sentence 1 ends/,
    ],
    [
      'an end before its start',
      [
        [0, 900],
        [2100, 900],
        [2200, 3000],
      ],
      /must end after it starts/,
    ],
  ] as const)(
    'when the teacher saves %s, then it is 400 with the reason and nothing changes',
    async (_case, spans, error) => {
      const { teacher, id, sents, stored } = await setup();
      const before = stored();
      const res = await teacher
        .post(`/api/admin/texts/${id}/alignment`)
        .send(alignmentRequest(timesOf(sents(), spans as unknown as [number, number][])))
        .expect(400);
      expect(res.body.error).toMatch(error);
      expect(stored()).toBe(before);
    },
  );

  it.each([
    ['no body', undefined],
    ['sents not a list', { sents: 'x' }],
    ['no sentence', { sents: [] }],
    ['a negative time', { sents: [{ id: 1, words: 2, start: -5, end: 10 }] }],
    ['a fractional count', { sents: [{ id: 1, words: 1.5 }] }],
  ])('when the body has %s, then it is 400 and nothing changes', async (_case, body) => {
    const { teacher, id, stored } = await setup();
    const before = stored();
    await teacher.post(`/api/admin/texts/${id}/alignment`).send(body).expect(400);
    expect(stored()).toBe(before);
  });

  it('when the words do not add up to the text’s (it changed since), then it is 409 and nothing changes', async () => {
    const { teacher, id, sents, stored } = await setup();
    const before = stored();
    const body = alignmentRequest(sents());
    body.sents[2] = { ...body.sents[2]!, words: 4 };
    const res = await teacher.post(`/api/admin/texts/${id}/alignment`).send(body).expect(409);
    expect(res.body.error).toMatch(/has changed since/);
    expect(stored()).toBe(before);
  });

  it('when the text has no recording, then it is 400; an unknown text or id is 404 or 400', async () => {
    const { teacher, id, sents } = await setup({ recording: false });
    const body = alignmentRequest(sents());
    const res = await teacher.post(`/api/admin/texts/${id}/alignment`).send(body).expect(400);
    expect(res.body.error).toBe('This text has no recording to align: upload one first.');
    await teacher.post('/api/admin/texts/999/alignment').send(body).expect(404);
    await teacher.post('/api/admin/texts/abc/alignment').send(body).expect(400);
  });

  it('when a learner, a recorder or a visitor saves, then it is refused and nothing changes', async () => {
    const { t, learner, recorder, id, sents, stored } = await setup();
    const before = stored();
    const body = alignmentRequest(
      timesOf(sents(), [
        [0, 900],
        [900, 2100],
        [2200, 3000],
      ]),
    );
    await learner.post(`/api/admin/texts/${id}/alignment`).send(body).expect(403);
    await recorder.post(`/api/admin/texts/${id}/alignment`).send(body).expect(403);
    await request(t.app).post(`/api/admin/texts/${id}/alignment`).send(body).expect(401);
    expect(stored()).toBe(before);
  });

  it('when an alignment is saved, then the text’s history keeps the version before it', async () => {
    const { teacher, id, sents } = await setup();
    await saveSpans(teacher, id, sents());
    const history = await teacher.get(`/api/admin/history/text/${id}`).expect(200);
    expect(history.body.data.length).toBeGreaterThan(0);
  });
});
