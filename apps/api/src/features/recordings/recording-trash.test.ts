import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cliContextOf, runCliCaptured } from '../../test-support/cli';
import { makeTestApp, signedIn } from '../../test-support/test-app';

/**
 * Two word takes of tahak and one of nipem, two sentence takes (of sentence s1 and of sentence 1 of
 * text 3), each an .mp3 with its original on disk; one older word take has no original.
 */
async function setup() {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-trash-'));
  const t = makeTestApp({ config: { mediaDir } });
  const files: Record<string, string[]> = {
    audio: ['tahak-1.mp3', 'tahak-1.orig.webm', 'tahak-2.mp3', 'tahak-2.orig.m4a', 'nipem-1.mp3'],
    'sent-audio': ['s1-1.mp3', 's1-1.orig.webm', '3.1-1.mp3', '3.1-1.orig.webm'],
  };
  for (const [folder, names] of Object.entries(files)) {
    fs.mkdirSync(path.join(mediaDir, folder), { recursive: true });
    for (const name of names) fs.writeFileSync(path.join(mediaDir, folder, name), `bytes of ${name}`);
  }
  t.db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river'), (2, 'nipem', 'v', 'see');
    INSERT INTO sents (id, text, trans, anno, timestamp) VALUES ('s1', 'Tahak.', 'A river.', '[]', 'x');
    INSERT INTO texts (id, title, data, published, created_at, updated_at)
      VALUES (3, 'T', '{"title":"T","sents":[{"id":1,"text":"a","trans":"b","words":[]}]}', 1, 'x', 'x');
    INSERT INTO word_audio (word, filename, original, speaker, timestamp) VALUES
      ('tahak', 'tahak-1.mp3', 'tahak-1.orig.webm', 'ana', '2026-01-01T10:00:00.000Z'),
      ('tahak', 'tahak-2.mp3', 'tahak-2.orig.m4a', 'ben', '2026-01-02T10:00:00.000Z'),
      ('nipem', 'nipem-1.mp3', NULL, 'ana', '2025-12-01T10:00:00.000Z');
    INSERT INTO sent_audio (sent_id, filename, original, speaker, timestamp) VALUES
      ('s1', 's1-1.mp3', 's1-1.orig.webm', 'ana', '2026-01-03T10:00:00.000Z'),
      ('3.1', '3.1-1.mp3', '3.1-1.orig.webm', 'ben', '2026-01-04T10:00:00.000Z');
  `);
  t.addUser('teacher', 'teacher-pass', { admin: true });
  t.addUser('learner', 'learner-pass');
  const list = (folder: string) =>
    fs.existsSync(path.join(mediaDir, folder)) ? fs.readdirSync(path.join(mediaDir, folder)).sort() : [];
  const deletedAt = (table: 'word_audio' | 'sent_audio', filename: string) =>
    t.db.prepare(`SELECT deleted_at FROM ${table} WHERE filename = ?`).pluck().get(filename);
  const cli = (...argv: string[]) => runCliCaptured(cliContextOf(t), ...argv);
  return {
    t,
    list,
    deletedAt,
    cli,
    teacher: await signedIn(t.app, 'teacher', 'teacher-pass'),
    learner: await signedIn(t.app, 'learner', 'learner-pass'),
  };
}

type Agent = ReturnType<typeof request.agent> | ReturnType<typeof request>;

/** POST /api/delete-lex-audio or /api/delete-sent-audio with the take's file name. */
const deleteTake = (agent: Agent, kind: 'word' | 'sentence', filename: string) =>
  agent
    .post(kind === 'word' ? '/api/delete-lex-audio' : '/api/delete-sent-audio')
    .field('filename', filename);

const filenames = (body: { data: { filename: string }[] }) => body.data.map((r) => r.filename);

describe('POST /api/delete-lex-audio', () => {
  it('when an admin deletes a word take, then its files go to the trash, the row is marked and it is no longer listed, played or served', async () => {
    const { t, teacher, learner, list, deletedAt } = await setup();
    t.clock.set('2026-02-01T09:30:00Z');

    const res = await deleteTake(teacher, 'word', 'tahak-1.mp3').expect(200);

    expect(res.body).toEqual({ success: true });
    expect(list('audio')).toEqual(['nipem-1.mp3', 'tahak-2.mp3', 'tahak-2.orig.m4a']);
    expect(list('trash/audio')).toEqual(['tahak-1.mp3', 'tahak-1.orig.webm']);
    expect(fs.readFileSync(path.join(t.config.mediaDir, 'trash/audio/tahak-1.mp3'), 'utf8')).toBe(
      'bytes of tahak-1.mp3',
    );
    expect(deletedAt('word_audio', 'tahak-1.mp3')).toBe('2026-02-01T09:30:00.000Z');
    expect(deletedAt('word_audio', 'tahak-2.mp3')).toBeNull();
    expect(t.db.prepare('SELECT COUNT(*) FROM word_audio').pluck().get()).toBe(3);
    expect(filenames((await learner.get('/api/audio-recordings-info?word=tahak').expect(200)).body)).toEqual([
      'tahak-2.mp3',
    ]);
    expect(filenames((await learner.get('/api/audio-recordings-info').expect(200)).body)).toEqual([
      'nipem-1.mp3',
      'tahak-2.mp3',
    ]);
    await learner.get('/api/audio/tahak-1.mp3').expect(404);
    await learner.get('/api/audio/tahak-2.mp3').expect(200);
  });

  it('when the last take of a word is deleted, then the listening exercise never draws it', async () => {
    const { teacher, learner } = await setup();
    await deleteTake(teacher, 'word', 'nipem-1.mp3').expect(200);
    for (let i = 0; i < 15; i += 1) {
      const { result } = (await learner.get('/api/random').expect(200)).body;
      expect(result[0].word).toBe('tahak');
    }
    await deleteTake(teacher, 'word', 'tahak-1.mp3').expect(200);
    await deleteTake(teacher, 'word', 'tahak-2.mp3').expect(200);
    await learner.get('/api/random').expect(404);
  });

  it('when the take has no original, then its .mp3 alone goes to the trash', async () => {
    const { teacher, list } = await setup();
    await deleteTake(teacher, 'word', 'nipem-1.mp3').expect(200);
    expect(list('trash/audio')).toEqual(['nipem-1.mp3']);
  });

  it.each([
    ['an unknown file', 'nothing.mp3'],
    ['a sentence take asked as a word take', 's1-1.mp3'],
    ['the original instead of the .mp3', 'tahak-1.orig.webm'],
  ])('when it is %s, then it answers 404 and changes nothing', async (_case, filename) => {
    const { teacher, list, t } = await setup();
    const res = await deleteTake(teacher, 'word', filename).expect(404);
    expect(res.body.success).toBe(false);
    expect(list('trash/audio')).toEqual([]);
    expect(list('trash/sent-audio')).toEqual([]);
    expect(t.db.prepare('SELECT COUNT(*) FROM word_audio WHERE deleted_at IS NOT NULL').pluck().get()).toBe(
      0,
    );
  });

  it('when no file name is sent, then it answers 400', async () => {
    const { teacher } = await setup();
    const res = await teacher.post('/api/delete-sent-audio').expect(400);
    expect(res.body).toEqual({ success: false, error: 'filename is required.' });
  });

  it('when the take was deleted already, then a second delete answers 404', async () => {
    const { teacher, list } = await setup();
    await deleteTake(teacher, 'word', 'tahak-1.mp3').expect(200);
    await deleteTake(teacher, 'word', 'tahak-1.mp3').expect(404);
    expect(list('trash/audio')).toEqual(['tahak-1.mp3', 'tahak-1.orig.webm']);
  });

  it.each([['../sent-audio/s1-1.mp3'], ['.hidden'], ['a b.mp3'], ['x'.repeat(201)]])(
    'when the file name is %s, then it answers 400 and moves nothing',
    async (name) => {
      const { teacher, list } = await setup();
      const res = await deleteTake(teacher, 'word', name).expect(400);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toMatch(/^(The file name is not valid\.|filename: Too big)/);
      expect(list('sent-audio')).toHaveLength(4);
      expect(list('trash/audio')).toEqual([]);
    },
  );

  it('when a learner or a visitor deletes, then 403 or 401 and nothing moves', async () => {
    const { t, learner, list, deletedAt } = await setup();
    await deleteTake(learner, 'word', 'tahak-1.mp3').expect(403);
    await deleteTake(request(t.app), 'word', 'tahak-1.mp3').expect(401);
    await deleteTake(learner, 'sentence', 's1-1.mp3').expect(403);
    await deleteTake(request(t.app), 'sentence', 's1-1.mp3').expect(401);
    expect(list('audio')).toHaveLength(5);
    expect(list('sent-audio')).toHaveLength(4);
    expect(deletedAt('word_audio', 'tahak-1.mp3')).toBeNull();
    expect(deletedAt('sent_audio', 's1-1.mp3')).toBeNull();
  });

  it('when the files cannot be moved, then it fails and the take stays listed', async () => {
    const { t, teacher, learner, deletedAt } = await setup();
    // A file where the trash folder should be: the move fails.
    fs.writeFileSync(path.join(t.config.mediaDir, 'trash'), 'in the way');
    await deleteTake(teacher, 'word', 'tahak-1.mp3').expect(500);
    expect(deletedAt('word_audio', 'tahak-1.mp3')).toBeNull();
    await learner.get('/api/audio/tahak-1.mp3').expect(200);
  });
});

describe('POST /api/delete-sent-audio', () => {
  it("when an admin deletes a text sentence's take, then it leaves every list and is no longer served", async () => {
    const { teacher, learner, list, deletedAt } = await setup();

    expect((await deleteTake(teacher, 'sentence', '3.1-1.mp3').expect(200)).body).toEqual({ success: true });

    expect(list('sent-audio')).toEqual(['s1-1.mp3', 's1-1.orig.webm']);
    expect(list('trash/sent-audio')).toEqual(['3.1-1.mp3', '3.1-1.orig.webm']);
    expect(deletedAt('sent_audio', '3.1-1.mp3')).toBe('2026-03-01T18:00:00.000Z');
    expect(filenames((await learner.get('/api/sent-audios').expect(200)).body)).toEqual(['s1-1.mp3']);
    expect(filenames((await learner.get('/api/sent-audios?text=3').expect(200)).body)).toEqual([]);
    expect(filenames((await learner.get('/api/sent-audios?sent=3.1&sent=s1').expect(200)).body)).toEqual([
      's1-1.mp3',
    ]);
    await learner.get('/api/audio-sent/3.1-1.mp3').expect(404);
  });

  it('when a word take is asked as a sentence take, then it answers 404', async () => {
    const { teacher, list } = await setup();
    await deleteTake(teacher, 'sentence', 'tahak-1.mp3').expect(404);
    expect(list('audio')).toHaveLength(5);
  });
});

describe('GET /api/recording-speakers', () => {
  it('when asked, then every speaker answers once, in the order of their first recording, deleted takes included', async () => {
    const { teacher, learner, t } = await setup();
    t.db.exec(`INSERT INTO sent_audio (sent_id, filename, speaker, timestamp)
      VALUES ('s1', 's1-0.mp3', 'carla', '2025-06-01T10:00:00.000Z')`);
    // Its file is missing: the take is deleted all the same (nothing to move).
    await deleteTake(teacher, 'sentence', 's1-0.mp3').expect(200);

    const res = await learner.get('/api/recording-speakers').expect(200);

    expect(res.body).toEqual({
      data: [
        { speaker: 'carla', first_recorded: '2025-06-01T10:00:00.000Z', variety: '' },
        { speaker: 'ana', first_recorded: '2025-12-01T10:00:00.000Z', variety: '' },
        { speaker: 'ben', first_recorded: '2026-01-02T10:00:00.000Z', variety: '' },
      ],
    });
    await request(t.app).get('/api/recording-speakers').expect(401);
  });
});

describe('pnpm cli recording:trash and recording:restore', () => {
  it('when a deleted take is restored, then its files are back, it is listed and served again', async () => {
    const { teacher, learner, list, deletedAt, cli } = await setup();
    await deleteTake(teacher, 'word', 'tahak-1.mp3').expect(200);
    await deleteTake(teacher, 'sentence', 's1-1.mp3').expect(200);

    const trash = await cli('recording:trash');
    expect(trash.code).toBe(0);
    expect(trash.out).toEqual([
      'filename\tkind\tof\tspeaker\trecorded\tdeleted',
      's1-1.mp3\tsentence\ts1\tana\t2026-01-03T10:00:00.000Z\t2026-03-01T18:00:00.000Z',
      'tahak-1.mp3\tword\ttahak\tana\t2026-01-01T10:00:00.000Z\t2026-03-01T18:00:00.000Z',
      '2 deleted recordings',
    ]);

    const restored = await cli('recording:restore', 'tahak-1.mp3');

    expect(restored).toMatchObject({
      code: 0,
      out: ['Restored the word recording tahak-1.mp3 of tahak by ana.'],
    });
    expect(list('audio')).toEqual([
      'nipem-1.mp3',
      'tahak-1.mp3',
      'tahak-1.orig.webm',
      'tahak-2.mp3',
      'tahak-2.orig.m4a',
    ]);
    expect(list('trash/audio')).toEqual([]);
    expect(deletedAt('word_audio', 'tahak-1.mp3')).toBeNull();
    expect(filenames((await learner.get('/api/audio-recordings-info?word=tahak').expect(200)).body)).toEqual([
      'tahak-1.mp3',
      'tahak-2.mp3',
    ]);
    await learner.get('/api/audio/tahak-1.mp3').expect(200);
    expect((await cli('recording:trash')).out.at(-1)).toBe('1 deleted recording');

    expect((await cli('recording:restore', 's1-1.mp3')).code).toBe(0);
    expect(list('sent-audio')).toContain('s1-1.orig.webm');
    expect(filenames((await learner.get('/api/sent-audios?sent=s1').expect(200)).body)).toEqual(['s1-1.mp3']);
  });

  it.each([
    [[], 'recording:restore takes one <filename>'],
    [['tahak-2.mp3'], 'There is no deleted recording tahak-2.mp3.'],
    [['../audio/x.mp3'], 'filename: The file name is not valid.'],
  ])(
    'when restore is called with %j, then it exits 2 with a clear error and changes nothing',
    async (args, message) => {
      const { cli, list, deletedAt } = await setup();
      const result = await cli('recording:restore', ...args);
      expect(result.code).toBe(2);
      expect(result.err).toContain(message);
      expect(list('audio')).toHaveLength(5);
      expect(deletedAt('word_audio', 'tahak-2.mp3')).toBeNull();
    },
  );

  it('when the trashed file is gone, then restore refuses and the take stays deleted', async () => {
    const { teacher, cli, t, deletedAt } = await setup();
    await deleteTake(teacher, 'word', 'tahak-1.mp3').expect(200);
    fs.rmSync(path.join(t.config.mediaDir, 'trash/audio/tahak-1.mp3'));

    const result = await cli('recording:restore', 'tahak-1.mp3');

    expect(result.code).toBe(2);
    expect(result.err).toContain('tahak-1.mp3 is not in');
    expect(deletedAt('word_audio', 'tahak-1.mp3')).not.toBeNull();
  });

  it('when the trash is empty, then the list says so', async () => {
    const { cli } = await setup();
    expect((await cli('recording:trash')).out).toEqual([
      'filename\tkind\tof\tspeaker\trecorded\tdeleted',
      '0 deleted recordings',
    ]);
  });
});
