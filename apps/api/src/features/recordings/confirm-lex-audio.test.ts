import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../../test-support/test-app';

// Invented sample entries, not language material: two homographs written tahak and another word.
function setup() {
  const t = makeTestApp();
  t.db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river'), (2, 'tahak', 'v', 'to flow'),
      (3, 'nipem', 'v', 'see'), (4, 'lumah', 'n', 'stone');
    UPDATE lexs SET deleted_at = '2025-01-01T00:00:00Z' WHERE id = 4;
    -- Takes stored by word alone: the first homograph's, marked to confirm (migration 014's rule).
    INSERT INTO word_audio (word, filename, speaker, timestamp) VALUES
      ('tahak', 'tahak-ana.mp3', 'Ana', '2025-01-01T10:00:00Z'),
      ('tahak', 'tahak-ben.mp3', 'Ben', '2025-01-02T10:00:00Z'),
      ('nipem', 'nipem-ana.mp3', 'Ana', '2025-01-03T10:00:00Z');
  `);
  t.addUser('teacher', 'teacher-pass', { admin: true });
  t.addUser('learner', 'learner-pass');
  const login = async (name: string) => {
    const agent = request.agent(t.app);
    await agent.post('/api/login').field('username', name).field('password', `${name}-pass`).expect(200);
    return agent;
  };
  const take = (filename: string) =>
    t.db.prepare('SELECT word, lex_id, to_confirm FROM word_audio WHERE filename = ?').get(filename);
  return { t, login, take };
}

describe('POST /api/confirm-lex-audio', () => {
  it('when the teacher names the second homograph, then the take is tied to it and no longer to confirm', async () => {
    const { login, take } = setup();
    const teacher = await login('teacher');
    expect(take('tahak-ben.mp3')).toEqual({ word: 'tahak', lex_id: 1, to_confirm: 1 });

    const res = await teacher
      .post('/api/confirm-lex-audio')
      .field('filename', 'tahak-ben.mp3')
      .field('lexId', '2')
      .expect(200);

    expect(res.body).toEqual({ success: true });
    expect(take('tahak-ben.mp3')).toEqual({ word: 'tahak', lex_id: 2, to_confirm: 0 });
    // The other take waits still; the entry's own list now has the confirmed one.
    expect(take('tahak-ana.mp3')).toEqual({ word: 'tahak', lex_id: 1, to_confirm: 1 });
    const ofEntry = (await teacher.get('/api/audio-recordings-info?lexId=2').expect(200)).body.data;
    expect(ofEntry.map((r: { filename: string }) => r.filename)).toEqual(['tahak-ben.mp3']);
  });

  it('when sent as JSON for the entry it already has, then it is confirmed where it is', async () => {
    const { login, take } = setup();
    const teacher = await login('teacher');

    await teacher.post('/api/confirm-lex-audio').send({ filename: 'tahak-ana.mp3', lexId: 1 }).expect(200);

    expect(take('tahak-ana.mp3')).toEqual({ word: 'tahak', lex_id: 1, to_confirm: 0 });
    const waiting = (await teacher.get('/api/audio-recordings-info?toConfirm=true').expect(200)).body.data;
    expect(waiting.map((r: { filename: string }) => r.filename)).toEqual(['tahak-ben.mp3']);
  });

  it('when a take is moved to an entry written otherwise, then its word follows the entry', async () => {
    const { login, take } = setup();
    const teacher = await login('teacher');

    await teacher.post('/api/confirm-lex-audio').send({ filename: 'tahak-ana.mp3', lexId: 3 }).expect(200);

    expect(take('tahak-ana.mp3')).toEqual({ word: 'nipem', lex_id: 3, to_confirm: 0 });
  });

  it.each([
    [{ filename: 'tahak-ana.mp3', lexId: 99 }, 'There is no lexical entry with the id 99.'],
    [{ filename: 'tahak-ana.mp3', lexId: 4 }, 'There is no lexical entry with the id 4.'],
    [{ filename: 'tahak-ana.mp3', lexId: 'two' }, 'lexId must be a number.'],
    [{ filename: 'tahak-ana.mp3', lexId: 0 }, 'lexId must be a positive number.'],
    [{ filename: 'tahak-ana.mp3' }, 'lexId must be a number.'],
    [{ filename: '../secret.mp3', lexId: 1 }, 'The file name is not valid.'],
    [{ lexId: 1 }, 'filename is required.'],
  ])('when the body is %j, then it answers 400 and nothing changes', async (body, error) => {
    const { login, take } = setup();
    const teacher = await login('teacher');

    const res = await teacher.post('/api/confirm-lex-audio').send(body).expect(400);

    expect(res.body).toEqual({ success: false, error });
    expect(take('tahak-ana.mp3')).toEqual({ word: 'tahak', lex_id: 1, to_confirm: 1 });
  });

  it('when the take is unknown or deleted, then it answers 404', async () => {
    const { t, login, take } = setup();
    const teacher = await login('teacher');
    t.db.exec("UPDATE word_audio SET deleted_at = '2025-02-01T00:00:00Z' WHERE filename = 'tahak-ben.mp3'");

    for (const filename of ['missing.mp3', 'tahak-ben.mp3']) {
      const res = await teacher.post('/api/confirm-lex-audio').send({ filename, lexId: 2 }).expect(404);
      expect(res.body).toEqual({ success: false, error: `There is no word recording ${filename}.` });
    }
    expect(take('tahak-ben.mp3')).toEqual({ word: 'tahak', lex_id: 1, to_confirm: 1 });
  });

  it('when a learner or a visitor asks, then 403 or 401 and nothing changes', async () => {
    const { t, login, take } = setup();
    const learner = await login('learner');
    const body = { filename: 'tahak-ana.mp3', lexId: 2 };

    await learner.post('/api/confirm-lex-audio').send(body).expect(403);
    await request(t.app).post('/api/confirm-lex-audio').send(body).expect(401);

    expect(take('tahak-ana.mp3')).toEqual({ word: 'tahak', lex_id: 1, to_confirm: 1 });
  });
});
