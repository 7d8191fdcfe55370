import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { myTakesResponseSchema, sendTakeResponseSchema, sentTakesResponseSchema } from '@langapp/shared';
import { toneUpload } from '../../test-support/audio-clips';
import { appWithAccounts } from '../../test-support/test-app';

// "Send to my teacher" (issue 38, ADR 083): a learner sends a take; the teacher hears it and
// replies; the learner hears the reply; nobody else reaches any of it; each author deletes their own.

let tone: Buffer;
beforeAll(() => {
  tone = toneUpload();
});

/** A word with a hidden take, a hidden word, a sentence and two texts: what learners send takes of. */
const ROWS = `
  INSERT INTO lexs (id, lex, pos, gloss, visibility) VALUES (1, 'tahak', 'n', 'river', 'learners'),
    (2, 'hidak', 'n', 'secret', 'teachers');
  INSERT INTO sents (id, text, trans, anno, timestamp) VALUES ('s1', 'Tahak nipemk.', 'I see the river.', '[]', 'x');
  INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp, visibility) VALUES
    ('tahak', 1, 'tahak-1.mp3', 'Ana', '2025-01-01T00:00:00Z', 'learners'),
    ('tahak', 1, 'tahak-hidden.mp3', 'Ana', '2025-01-02T00:00:00Z', 'teachers'),
    ('hidak', 2, 'hidak-1.mp3', 'Ana', '2025-01-01T00:00:00Z', 'learners');
  INSERT INTO sent_audio (sent_id, filename, speaker, timestamp, visibility) VALUES
    ('s1', 's1-1.mp3', 'Ana', '2025-01-01T00:00:00Z', 'learners'),
    ('5.7', 'story-7.mp3', 'Ana', '2025-01-01T00:00:00Z', 'learners'),
    ('6.1', 'hidden-1.mp3', 'Ana', '2025-01-01T00:00:00Z', 'learners');
  INSERT INTO texts (id, title, data, published, created_at, updated_at, visibility) VALUES
    (5, 'Sample story', '{"sents":[{"id":3,"text":"Tahak.","trans":"A river.","words":[]},{"id":7,"text":"Nipemk tahak.","trans":"I see a river.","words":[]}]}', 1, 'x', 'x', 'learners'),
    (6, 'Teachers only', '{"sents":[{"id":1,"text":"Hidak.","trans":"Secret.","words":[]}]}', 1, 'x', 'x', 'teachers');
`;

async function setup() {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-take-feedback-'));
  const { t, as, visitor } = await appWithAccounts(
    { teacher: 'teacher', teacher2: 'teacher', lena: 'learner', omar: 'learner', rita: 'recorder' },
    { config: { mediaDir }, sql: ROWS },
  );
  const send = (agent: request.Agent, fields: Record<string, string>, audio: Buffer | null = tone) => {
    const req = agent.post('/api/take-feedback');
    for (const [k, v] of Object.entries(fields)) void req.field(k, v);
    return audio ? req.attach('audio', audio, { filename: 'take.webm', contentType: 'audio/webm' }) : req;
  };
  const folder = path.join(mediaDir, 'take-feedback');
  const files = () => (fs.existsSync(folder) ? fs.readdirSync(folder).sort() : []);
  const rows = () => t.db.prepare('SELECT COUNT(*) FROM sent_takes').pluck().get() as number;
  return { t, ...as, visitor, send, files, rows };
}

const ENTRY_TAKE = {
  clientId: 'device-7',
  item: 'entry:1',
  reference: 'tahak-1.mp3',
  recordedAt: '1772380000000',
};

describe('a learner sends a take to the teacher', () => {
  it('when a learner sends a take of a word, then it is stored privately with its item and reference, and sending it again is the same one', async () => {
    const { lena, send, files, rows } = await setup();
    const res = await send(lena, ENTRY_TAKE).expect(201);
    const { take } = sendTakeResponseSchema.parse(res.body);
    expect(take).toMatchObject({ item: 'entry:1', label: 'tahak', reference: 'tahak-1.mp3', replies: [] });
    expect(take.recordedAt).toBe(new Date(1772380000000).toISOString());
    expect(files().filter((f) => f.endsWith('.mp3'))).toHaveLength(1);
    const again = await send(lena, ENTRY_TAKE).expect(200);
    expect(again.body.take.id).toBe(take.id);
    expect(rows()).toBe(1);
    expect(files()).toHaveLength(2);
  });

  it('when a learner sends a take of a sentence, then its label is the sentence', async () => {
    const { lena, send } = await setup();
    const res = await send(lena, { clientId: 'd-1', item: 'sentence:s1', reference: 's1-1.mp3' }).expect(201);
    expect(res.body.take).toMatchObject({ item: 'sentence:s1', label: 'Tahak nipemk.' });
  });

  it("when a learner sends a take of a text's sentence, then the teacher reads the text and the sentence, replies, and only the learner and teachers reach it", async () => {
    const { teacher, lena, omar, rita, send } = await setup();
    const item = 'sentence:5.7';
    const res = await send(lena, { clientId: 'd-t', item, reference: 'story-7.mp3' }).expect(201);
    const { take } = sendTakeResponseSchema.parse(res.body);
    expect(take).toMatchObject({ item, label: 'Sample story, sentence 2: Nipemk tahak.', reference: 'story-7.mp3' });
    const listed = sentTakesResponseSchema.parse(
      (await teacher.get(`/api/admin/take-feedback?item=${item}`).expect(200)).body,
    );
    expect(listed.data.map((d) => [d.learner, d.label])).toEqual([
      ['lena', 'Sample story, sentence 2: Nipemk tahak.'],
    ]);
    await teacher.post(`/api/admin/take-feedback/${take.id}/replies`).field('text', 'Well said.').expect(201);
    const mine = myTakesResponseSchema.parse((await lena.get(`/api/take-feedback?item=${item}`).expect(200)).body);
    expect(mine.data[0]!.replies.map((r) => r.text)).toEqual(['Well said.']);
    expect(mine.unreadItems).toEqual([{ item, label: 'Sample story, sentence 2: Nipemk tahak.', count: 1 }]);
    for (const other of [omar, rita]) {
      await other.get(`/api/take-feedback/${take.id}/audio`).expect(404);
      expect((await other.get(`/api/take-feedback?item=${item}`).expect(200)).body.data).toEqual([]);
    }
    await lena.get(`/api/take-feedback/${take.id}/audio`).expect(200);
  });

  it.each([
    [{ ...ENTRY_TAKE }, null, 'audio is required'],
    [{ ...ENTRY_TAKE, item: 'sentence:6.1', reference: 'hidden-1.mp3' }, tone, 'There is no sentence 6.1.'],
    [{ ...ENTRY_TAKE, item: 'sentence:5.9' }, tone, 'There is no sentence 5.9.'],
    [{ ...ENTRY_TAKE, item: 'sentence:5.3', reference: 'story-7.mp3' }, tone, "not one of this sentence's"],
    [{ ...ENTRY_TAKE, item: 'word:1' }, tone, "item must be 'entry:{id}' or 'sentence:{id}'."],
    [{ ...ENTRY_TAKE, clientId: '' }, tone, 'clientId is required.'],
    [{ ...ENTRY_TAKE, clientId: 'a b' }, tone, 'clientId may use'],
    [
      { ...ENTRY_TAKE, item: 'entry:2', reference: 'hidak-1.mp3' },
      tone,
      'There is no lexical entry with the id 2.',
    ],
    [
      { ...ENTRY_TAKE, item: 'entry:99', reference: 'tahak-1.mp3' },
      tone,
      'There is no lexical entry with the id 99.',
    ],
    [{ ...ENTRY_TAKE, item: 'sentence:nope', reference: 's1-1.mp3' }, tone, 'There is no sentence nope.'],
    [{ ...ENTRY_TAKE, reference: 's1-1.mp3' }, tone, "The recording s1-1.mp3 is not one of this word's."],
    [{ ...ENTRY_TAKE, reference: 'tahak-hidden.mp3' }, tone, 'not one of this word'],
    [{ ...ENTRY_TAKE, reference: '../x.mp3' }, tone, 'The file name is not valid.'],
    [{ ...ENTRY_TAKE, recordedAt: 'yesterday' }, tone, 'recordedAt must be a number.'],
    [{ ...ENTRY_TAKE }, Buffer.from('not audio at all, just text'), 'The file is not an audio recording.'],
  ])(
    'when a take is sent with %o, then it is refused with 400 and nothing is kept',
    async (fields, audio, error) => {
      const { lena, send, files, rows } = await setup();
      const res = await send(lena, fields, audio).expect(400);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toContain(error);
      expect(rows()).toBe(0);
      expect(files()).toEqual([]);
    },
  );

  it('when a visitor sends a take, then it is 401', async () => {
    const { visitor, send, rows } = await setup();
    await send(visitor, ENTRY_TAKE).expect(401);
    expect(rows()).toBe(0);
  });
});

describe('the teacher hears and answers; the learner hears the answer', () => {
  it('when the teacher lists sent takes, then unanswered come first, newest first, per learner and per word; learners and recorders are refused', async () => {
    const { t, teacher, lena, omar, rita, send } = await setup();
    const first = (await send(lena, ENTRY_TAKE).expect(201)).body.take.id as number;
    t.clock.advance(60_000);
    await send(omar, { ...ENTRY_TAKE, clientId: 'o-1' }).expect(201);
    t.clock.advance(60_000);
    await send(lena, { clientId: 'd-2', item: 'sentence:s1' }).expect(201);
    await teacher.post(`/api/admin/take-feedback/${first}/replies`).field('text', 'Good!').expect(201);
    const all = sentTakesResponseSchema.parse(
      (await teacher.get('/api/admin/take-feedback').expect(200)).body,
    );
    expect(all.data.map((d) => [d.learner, d.item, d.answered])).toEqual([
      ['lena', 'sentence:s1', false],
      ['omar', 'entry:1', false],
      ['lena', 'entry:1', true],
    ]);
    expect(all.unanswered).toBe(2);
    const lenas = (await teacher.get('/api/admin/take-feedback?learner=lena').expect(200)).body.data;
    expect(lenas.map((d: { item: string }) => d.item)).toEqual(['sentence:s1', 'entry:1']);
    const word = (await teacher.get('/api/admin/take-feedback?item=entry:1').expect(200)).body.data;
    expect(word.map((d: { learner: string }) => d.learner)).toEqual(['omar', 'lena']);
    await teacher.get('/api/admin/take-feedback?item=bad').expect(400);
    await lena.get('/api/admin/take-feedback').expect(403);
    await rita.get('/api/admin/take-feedback').expect(403);
    await rita.post(`/api/admin/take-feedback/${first}/replies`).field('text', 'x').expect(403);
  });

  it('when the teacher replies with text and a recording, then the learner sees an unread reply, hears it, and reads it', async () => {
    const { teacher, lena, send, files } = await setup();
    const id = (await send(lena, ENTRY_TAKE).expect(201)).body.take.id as number;
    await teacher
      .get(`/api/take-feedback/${id}/audio`)
      .expect(200)
      .expect('Content-Type', /audio\/mpeg/);
    const reply = await teacher
      .post(`/api/admin/take-feedback/${id}/replies`)
      .field('text', '  Lengthen the first vowel.  ')
      .attach('audio', tone, { filename: 'reply.webm', contentType: 'audio/webm' })
      .expect(201);
    expect(reply.body.reply).toMatchObject({
      text: 'Lengthen the first vowel.',
      audio: true,
      teacher: 'teacher',
      read: false,
    });
    expect(files().filter((f) => f.endsWith('.mp3'))).toHaveLength(2);
    const mine = myTakesResponseSchema.parse((await lena.get('/api/take-feedback').expect(200)).body);
    expect(mine.unread).toBe(1);
    expect(mine.unreadItems).toEqual([{ item: 'entry:1', label: 'tahak', count: 1 }]);
    expect(mine.data[0]!.replies[0]!.text).toBe('Lengthen the first vowel.');
    const ofWord = (await lena.get('/api/take-feedback?item=entry:1').expect(200)).body.data;
    expect(ofWord).toHaveLength(1);
    expect((await lena.get('/api/take-feedback?item=sentence:s1').expect(200)).body.data).toEqual([]);
    await lena
      .get(`/api/take-feedback/replies/${reply.body.reply.id}/audio`)
      .expect(200)
      .expect('Content-Type', /audio\/mpeg/);
    await lena
      .post('/api/take-feedback/read')
      .send({ takes: [id] })
      .expect(200);
    const read = (await lena.get('/api/take-feedback').expect(200)).body;
    expect(read.unread).toBe(0);
    expect(read.data[0].replies[0].read).toBe(true);
  });

  it.each([
    [{}, 'text is required.'],
    [{ text: '   ' }, 'Write a few words to the learner.'],
    [{ text: 'x'.repeat(1001) }, 'An answer is at most 1000 characters long.'],
  ])('when a reply is sent as %o, then it is refused with 400 and nothing is kept', async (fields, error) => {
    const { t, teacher, lena, send } = await setup();
    const id = (await send(lena, ENTRY_TAKE).expect(201)).body.take.id as number;
    const req = teacher.post(`/api/admin/take-feedback/${id}/replies`);
    for (const [k, v] of Object.entries(fields)) void req.field(k, v);
    const res = await req.expect(400);
    expect(res.body.error).toContain(error);
    expect(t.db.prepare('SELECT COUNT(*) FROM take_replies').pluck().get()).toBe(0);
  });

  it('when a reply is for a take that does not exist or its recording is not audio, then 404 and 400', async () => {
    const { teacher, lena, send } = await setup();
    const id = (await send(lena, ENTRY_TAKE).expect(201)).body.take.id as number;
    await teacher.post('/api/admin/take-feedback/999/replies').field('text', 'Hi').expect(404);
    await teacher.post('/api/admin/take-feedback/abc/replies').field('text', 'Hi').expect(400);
    await teacher
      .post(`/api/admin/take-feedback/${id}/replies`)
      .field('text', 'Hi')
      .attach('audio', Buffer.from('nothing audible here'), { filename: 'x.webm' })
      .expect(400);
  });
});

describe('nobody else reaches a sent take', () => {
  it("when another learner or a recorder asks for a learner's take, its file, its reply's file, or to delete it, then it does not exist for them", async () => {
    const { teacher, lena, omar, rita, visitor, send, rows } = await setup();
    const id = (await send(lena, ENTRY_TAKE).expect(201)).body.take.id as number;
    const reply = await teacher
      .post(`/api/admin/take-feedback/${id}/replies`)
      .field('text', 'Good')
      .attach('audio', tone, { filename: 'reply.webm', contentType: 'audio/webm' })
      .expect(201);
    for (const other of [omar, rita]) {
      await other.get(`/api/take-feedback/${id}/audio`).expect(404);
      await other.get(`/api/take-feedback/replies/${reply.body.reply.id}/audio`).expect(404);
      await other.delete(`/api/take-feedback/${id}`).expect(404);
      expect((await other.get('/api/take-feedback').expect(200)).body).toMatchObject({ data: [], unread: 0 });
      await other
        .post('/api/take-feedback/read')
        .send({ takes: [id] })
        .expect(200);
    }
    expect((await lena.get('/api/take-feedback').expect(200)).body.unread).toBe(1);
    await visitor.get(`/api/take-feedback/${id}/audio`).expect(401);
    await lena.get(`/api/take-feedback/${id}/audio`).expect(200);
    expect(rows()).toBe(1);
  });
});

describe('each author deletes their own', () => {
  it("when a teacher deletes a reply, then only their own goes: another teacher's is refused", async () => {
    const { t, teacher, teacher2, lena, send, files } = await setup();
    const id = (await send(lena, ENTRY_TAKE).expect(201)).body.take.id as number;
    const reply = (
      await teacher
        .post(`/api/admin/take-feedback/${id}/replies`)
        .field('text', 'Good')
        .attach('audio', tone, { filename: 'reply.webm', contentType: 'audio/webm' })
        .expect(201)
    ).body.reply.id as number;
    await teacher2.delete(`/api/admin/take-feedback/replies/${reply}`).expect(403);
    await lena.delete(`/api/admin/take-feedback/replies/${reply}`).expect(403);
    await teacher.delete(`/api/admin/take-feedback/replies/${reply}`).expect(200);
    await teacher.delete(`/api/admin/take-feedback/replies/${reply}`).expect(404);
    expect(t.db.prepare('SELECT COUNT(*) FROM take_replies').pluck().get()).toBe(0);
    expect(files().filter((f) => f.startsWith('reply-'))).toEqual([]);
    expect((await lena.get('/api/take-feedback').expect(200)).body.data[0].replies).toEqual([]);
  });

  it('when the learner deletes their take, then its thread and every file go with it', async () => {
    const { t, teacher, lena, send, files, rows } = await setup();
    const id = (await send(lena, ENTRY_TAKE).expect(201)).body.take.id as number;
    await teacher
      .post(`/api/admin/take-feedback/${id}/replies`)
      .field('text', 'Good')
      .attach('audio', tone, { filename: 'reply.webm', contentType: 'audio/webm' })
      .expect(201);
    await teacher.delete(`/api/take-feedback/${id}`).expect(404);
    await lena.delete(`/api/take-feedback/${id}`).expect(200);
    expect(rows()).toBe(0);
    expect(t.db.prepare('SELECT COUNT(*) FROM take_replies').pluck().get()).toBe(0);
    expect(files()).toEqual([]);
    expect((await teacher.get('/api/admin/take-feedback').expect(200)).body.data).toEqual([]);
    await teacher.get(`/api/take-feedback/${id}/audio`).expect(404);
  });
});
