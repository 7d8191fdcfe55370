import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  recorderTakesResponseSchema,
  speakerResponseSchema,
  speakersResponseSchema,
  uploadedTakeResponseSchema,
} from '@langapp/shared';
import { toneUpload } from '../../test-support/audio-clips';
import { appWithAccounts } from '../../test-support/test-app';

// The recorder role and speakers as people (issue 38, ADR 080): a recorder records with a speaker
// picked from the list; their takes wait for a teacher's approval unless trusted; they change and
// remove only their own takes.

let tone: Buffer;
beforeAll(() => {
  tone = toneUpload();
});

async function setup() {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-recorder-'));
  const { t, ids, as } = await appWithAccounts(
    { teacher: 'teacher', learner: 'learner', rita: 'learner', omar: 'learner' },
    {
      config: { mediaDir },
      sql: `
        INSERT INTO lexs (id, lex, pos, gloss, visibility) VALUES (1, 'tahak', 'n', 'river', 'learners'),
          (2, 'hidak', 'n', 'secret', 'teachers');
        INSERT INTO sents (id, text, trans, anno, timestamp) VALUES ('s1', 'Tahak.', 'A river.', '[]', 'x');
      `,
    },
  );
  const { teacher } = as;
  for (const id of [ids.rita, ids.omar])
    await teacher.post(`/api/admin/accounts/${id}/recorder`).send({ recorder: true }).expect(200);
  await teacher
    .post('/api/speakers')
    .send({ name: 'Elder Mary', variety: 'Upriver', note: 'Sample speaker.' })
    .expect(201);
  const upload = (agent: request.Agent, fields: Record<string, string>) => {
    const req = agent.post('/api/upload-lex-audio');
    for (const [k, v] of Object.entries(fields)) void req.field(k, v);
    return req.attach('audio', tone, { filename: 'take.webm', contentType: 'audio/webm' });
  };
  const files = () =>
    fs.existsSync(path.join(mediaDir, 'audio')) ? fs.readdirSync(path.join(mediaDir, 'audio')).sort() : [];
  return { t, ...as, recorderId: ids.rita, otherId: ids.omar, upload, files };
}

const takesOf = async (agent: request.Agent) =>
  (await agent.get('/api/audio-recordings-info?lexId=1').expect(200)).body.data as {
    filename: string;
    speaker: string;
    variety: string;
  }[];

describe('a recorder records, a teacher approves', () => {
  it("when the teacher makes an account a recorder, then the console and who say so, and the recorder's take with a speaker waits until approved", async () => {
    const { t, teacher, learner, rita, recorderId, upload } = await setup();
    const accounts = (await teacher.get('/api/admin/accounts').expect(200)).body.accounts as {
      username: string;
      role: string;
      trusted: boolean;
    }[];
    expect(accounts.find((a) => a.username === 'rita')).toMatchObject({ role: 'recorder', trusted: false });
    expect((await rita.get('/api/who').expect(200)).body).toMatchObject({ admin: false, recorder: true });

    const res = await upload(rita, { word: 'tahak', lexId: '1', speaker: 'Elder Mary' }).expect(200);
    expect(uploadedTakeResponseSchema.parse(res.body)).toMatchObject({ success: true, waiting: true });
    const filename = res.body.filename as string;
    expect(
      t.db
        .prepare('SELECT speaker, recorded_by, waiting, visibility FROM word_audio WHERE filename = ?')
        .get(filename),
    ).toEqual({ speaker: 'Elder Mary', recorded_by: recorderId, waiting: 1, visibility: 'learners' });

    // Waiting: learners do not hear it; the recorder lists and hears their own; the teacher's queue has it.
    expect(await takesOf(learner)).toEqual([]);
    await learner.get(`/api/audio/${filename}`).expect(404);
    await rita.get(`/api/audio/${filename}`).expect(200);
    const mine = (await rita.get('/api/my-recordings').expect(200)).body;
    expect(recorderTakesResponseSchema.safeParse(mine).success).toBe(true);
    expect(mine).toMatchObject({
      data: [
        { kind: 'word', filename, text: 'tahak', speaker: 'Elder Mary', variety: 'Upriver', waiting: true },
      ],
      waiting: 1,
    });
    const queue = (await teacher.get('/api/admin/waiting-recordings').expect(200)).body;
    expect(recorderTakesResponseSchema.safeParse(queue).success).toBe(true);
    expect(queue).toMatchObject({ waiting: 1, data: [{ filename, recorded_by: 'rita', waiting: true }] });

    await teacher.post('/api/admin/waiting-recordings/approve').send({ kind: 'word', filename }).expect(200);
    expect(await takesOf(learner)).toEqual([
      expect.objectContaining({ filename, speaker: 'Elder Mary', variety: 'Upriver' }),
    ]);
    expect((await teacher.get('/api/admin/waiting-recordings').expect(200)).body).toEqual({
      data: [],
      waiting: 0,
    });
    // Approving twice finds nothing waiting.
    await teacher.post('/api/admin/waiting-recordings/approve').send({ kind: 'word', filename }).expect(404);
  });

  it('when the teacher rejects a waiting take, then it goes to the trash and nobody hears it', async () => {
    const { t, teacher, rita, upload, files } = await setup();
    const { filename } = (await upload(rita, { word: 'tahak', speaker: 'Elder Mary' }).expect(200)).body;
    await teacher.post('/api/admin/waiting-recordings/reject').send({ kind: 'word', filename }).expect(200);
    expect(
      t.db.prepare('SELECT deleted_at IS NOT NULL AS gone FROM word_audio WHERE filename = ?').get(filename),
    ).toEqual({
      gone: 1,
    });
    expect(files()).not.toContain(filename);
    await rita.get(`/api/audio/${filename}`).expect(404);
  });

  it("when the teacher marks the recorder trusted, then the recorder's takes are heard at once", async () => {
    const { teacher, learner, rita, recorderId, upload } = await setup();
    const res = await teacher
      .post(`/api/admin/accounts/${recorderId}/recorder`)
      .send({ recorder: true, trusted: true })
      .expect(200);
    expect(res.body.account).toMatchObject({ role: 'recorder', trusted: true });
    const take = await upload(rita, { word: 'tahak', speaker: 'Elder Mary' }).expect(200);
    expect(take.body.waiting).toBe(false);
    expect((await takesOf(learner)).map((r) => r.filename)).toEqual([take.body.filename]);
  });

  it('when a teacher records without picking a speaker, then the take is credited to their name, which joins the speakers', async () => {
    const { t, teacher, upload } = await setup();
    const res = await upload(teacher, { word: 'tahak' }).expect(200);
    expect(res.body.waiting).toBe(false);
    expect(t.db.prepare('SELECT speaker FROM word_audio').pluck().all()).toEqual(['teacher']);
    const list = (await teacher.get('/api/speakers').expect(200)).body;
    expect(speakersResponseSchema.safeParse(list).success).toBe(true);
    expect(list.data).toEqual([
      { name: 'Elder Mary', variety: 'Upriver' },
      { name: 'teacher', variety: '' },
    ]);
  });
});

describe('what a recorder may not do', () => {
  it.each([
    [
      'a level of their own',
      { word: 'tahak', speaker: 'Elder Mary', visibility: 'public' },
      403,
      'Only a teacher can set who may hear a recording.',
    ],
    [
      'an entry only teachers see',
      { word: 'hidak', lexId: '2', speaker: 'Elder Mary' },
      400,
      'There is no lexical entry with the id 2.',
    ],
    [
      'an entry only teachers see, by its word',
      { word: 'hidak', speaker: 'Elder Mary' },
      400,
      'The word hidak is not in the lexicon.',
    ],
    [
      'a speaker not in the list',
      { word: 'tahak', speaker: 'Nobody' },
      400,
      'There is no speaker Nobody. Add them to the speakers first.',
    ],
  ])(
    'when a recorder uploads with %s, then it is refused and nothing is stored',
    async (_case, fields, status, error) => {
      const { t, rita, upload, files } = await setup();
      const res = await upload(rita, fields).expect(status);
      expect(res.body.error).toBe(error);
      expect(t.db.prepare('SELECT COUNT(*) FROM word_audio').pluck().get()).toBe(0);
      expect(files()).toEqual([]);
    },
  );

  it('when a learner uploads, then it answers 403', async () => {
    const { learner, upload } = await setup();
    await upload(learner, { word: 'tahak' }).expect(403);
  });

  it('when a recorder records a sentence only teachers see, then it is refused', async () => {
    const { t, rita } = await setup();
    t.db.exec("UPDATE sents SET visibility = 'teachers'");
    const res = await rita
      .post('/api/upload-sent-audio')
      .field('id', 's1')
      .field('speaker', 'Elder Mary')
      .attach('audio', tone, { filename: 'take.webm', contentType: 'audio/webm' })
      .expect(400);
    expect(res.body.error).toBe('There is no sentence s1.');
  });

  it("when a recorder changes or removes another's take, then it answers 403 and the take stays", async () => {
    const { t, rita, omar, upload } = await setup();
    const { filename } = (await upload(omar, { word: 'tahak', speaker: 'Elder Mary' }).expect(200)).body;
    await rita.post('/api/speakers').send({ name: 'Uncle Joe', variety: 'Coast' }).expect(201);
    const changed = await rita
      .post('/api/recording-speaker')
      .send({ kind: 'word', filename, speaker: 'Uncle Joe' })
      .expect(403);
    expect(changed.body.error).toBe('You can change only your own recordings.');
    const removed = await rita.post('/api/my-recordings/remove').send({ kind: 'word', filename }).expect(403);
    expect(removed.body.error).toBe('You can remove only your own recordings.');
    expect(t.db.prepare('SELECT speaker, deleted_at FROM word_audio').get()).toEqual({
      speaker: 'Elder Mary',
      deleted_at: null,
    });
    // The teacher's calls stay the teacher's.
    await rita.post('/api/delete-lex-audio').field('filename', filename).expect(403);
    await rita.post('/api/admin/waiting-recordings/approve').send({ kind: 'word', filename }).expect(403);
    await rita.get('/api/admin/speakers').expect(403);
    await rita.post(`/api/admin/accounts/1/recorder`).send({ recorder: true, trusted: true }).expect(403);
  });

  it('when a recorder corrects the speaker of their own take and removes it, then both happen', async () => {
    const { t, rita, upload } = await setup();
    const { filename } = (await upload(rita, { word: 'tahak', speaker: 'Elder Mary' }).expect(200)).body;
    await rita.post('/api/speakers').send({ name: 'Uncle Joe', variety: 'Coast' }).expect(201);
    await rita
      .post('/api/recording-speaker')
      .send({ kind: 'word', filename, speaker: 'Uncle Joe' })
      .expect(200);
    expect(t.db.prepare('SELECT speaker FROM word_audio').pluck().get()).toBe('Uncle Joe');
    const unknown = await rita
      .post('/api/recording-speaker')
      .send({ kind: 'word', filename, speaker: 'Nobody' })
      .expect(400);
    expect(unknown.body.error).toBe('There is no speaker Nobody. Add them to the speakers first.');
    await rita.post('/api/my-recordings/remove').send({ kind: 'word', filename }).expect(200);
    expect((await rita.get('/api/my-recordings').expect(200)).body.data).toEqual([]);
  });

  it('when a speaker of the same name is added twice, then the second answers 409', async () => {
    const { rita } = await setup();
    const added = await rita
      .post('/api/speakers')
      .send({ name: ' Aunt Lou ', variety: ' Coast ' })
      .expect(201);
    expect(speakerResponseSchema.parse(added.body)).toEqual({
      speaker: { name: 'Aunt Lou', variety: 'Coast' },
    });
    const res = await rita.post('/api/speakers').send({ name: 'Elder Mary' }).expect(409);
    expect(res.body.error).toBe('There is already a speaker named Elder Mary.');
    await rita.post('/api/speakers').send({ name: '   ' }).expect(400);
  });
});

describe('invitations and the console', () => {
  it('when an invitation carries the recorder role, then the account it makes is a recorder', async () => {
    const { t, teacher } = await setup();
    const res = await teacher
      .post('/api/admin/invitations')
      .send({ email: 'new@example.org', recorder: true })
      .expect(201);
    expect(res.body.invitation.role).toBe('recorder');
    const code = new URL(res.body.joinUrl as string).searchParams.get('code')!;
    const agent = request.agent(t.app);
    await agent
      .post('/api/join')
      .field('code', code)
      .field('username', 'newrec')
      .field('password', 'newrec-password')
      .expect(200);
    expect((await agent.get('/api/who').expect(200)).body).toMatchObject({
      username: 'newrec',
      recorder: true,
    });
  });

  it('when the teacher makes a recorder a learner again, then the recorder calls answer 403', async () => {
    const { teacher, rita, recorderId } = await setup();
    const res = await teacher
      .post(`/api/admin/accounts/${recorderId}/recorder`)
      .send({ recorder: false, trusted: true });
    expect(res.body.account).toMatchObject({ role: 'learner', trusted: false });
    await rita.get('/api/my-recordings').expect(403);
  });

  it('when the teacher writes a speaker’s variety and note, then the panel shows them and other fields stay', async () => {
    const { teacher } = await setup();
    const res = await teacher
      .post('/api/admin/speakers/Elder%20Mary')
      .send({ variety: 'Downriver', note: 'Sample note.', notice: '', held_through: null })
      .expect(200);
    expect(res.body.speaker).toMatchObject({
      speaker: 'Elder Mary',
      variety: 'Downriver',
      note: 'Sample note.',
    });
    const kept = await teacher
      .post('/api/admin/speakers/Elder%20Mary')
      .send({ notice: 'A notice.', held_through: null })
      .expect(200);
    expect(kept.body.speaker).toMatchObject({
      variety: 'Downriver',
      note: 'Sample note.',
      notice: 'A notice.',
    });
  });
});
