import { describe, expect, it } from 'vitest';
import { appWithAccounts } from '../../test-support/test-app';

/** Ana's takes (one deleted) of a word and a sentence, Ben's take, and Ana's speaker row. */
const ROWS = `
  INSERT INTO lexs (id, lex, pos, gloss) VALUES (1, 'tahak', 'n', 'river');
  INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp) VALUES
    ('tahak', 1, 'tahak-ana.mp3', 'Ana', '2025-01-01T10:00:00Z'),
    ('tahak', 1, 'tahak-ben.mp3', 'Ben', '2025-01-02T10:00:00Z');
  INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp, deleted_at) VALUES
    ('tahak', 1, 'tahak-ana-old.mp3', 'Ana', '2024-01-01T10:00:00Z', '2024-02-01T10:00:00Z');
  INSERT INTO sents (id, text, trans, timestamp) VALUES ('7', 'Tahak nipem.', 'I see the river.', '2025-01-01T00:00:00Z');
  INSERT INTO sent_audio (sent_id, filename, speaker, timestamp) VALUES ('7', '7-ana.mp3', 'Ana', '2025-01-03T10:00:00Z');
  INSERT INTO speakers (name, variety, note, notice, updated_at)
    VALUES ('Ana', 'Upriver', 'Sample elder.', 'Sample notice.', '2025-01-01T00:00:00Z');
`;

async function renameApp() {
  const { t, as, visitor } = await appWithAccounts({ learner: 'learner', teacher: 'teacher' }, { sql: ROWS });
  return { t, ...as, visitor };
}

const takesOf = (t: Awaited<ReturnType<typeof renameApp>>['t'], name: string) =>
  t.db
    .prepare<[string, string], { n: number }>(
      `SELECT (SELECT COUNT(*) FROM word_audio WHERE speaker = ?)
            + (SELECT COUNT(*) FROM sent_audio WHERE speaker = ?) AS n`,
    )
    .get(name, name)?.n;

async function acceptAnasNotice(learner: Awaited<ReturnType<typeof renameApp>>['learner']) {
  const notices = (await learner.get('/api/speaker-notices').expect(200)).body.data;
  const version: string = notices.find((n: { speaker: string }) => n.speaker === 'Ana').version;
  await learner.post('/api/speaker-notices/accepted').send({ speaker: 'Ana', version }).expect(200);
  return version;
}

describe('renaming a speaker', () => {
  it('when the teacher renames a speaker, then their row, every take, the learners’ choices and acceptances carry the new name', async () => {
    const { t, learner, teacher } = await renameApp();
    await learner
      .post('/api/speaker-preferences')
      .send({ speakers: ['Ana', 'Ben'] })
      .expect(200);
    const version = await acceptAnasNotice(learner);

    const res = await teacher
      .post('/api/admin/speakers/Ana/rename')
      .send({ name: '  Ana Tomas ' })
      .expect(200);

    expect(res.body.speaker).toMatchObject({
      speaker: 'Ana Tomas',
      variety: 'Upriver',
      note: 'Sample elder.',
      notice: 'Sample notice.',
      word_takes: 1,
      sentence_takes: 1,
    });
    expect(takesOf(t, 'Ana')).toBe(0);
    expect(takesOf(t, 'Ana Tomas')).toBe(3); // the trashed take too: restored, it keeps its person
    expect((await learner.get('/api/speaker-preferences').expect(200)).body).toEqual({
      speakers: ['Ana Tomas', 'Ben'],
    });
    expect((await learner.get('/api/speaker-notices/accepted').expect(200)).body).toEqual({
      data: [{ speaker: 'Ana Tomas', version }],
    });
    const names = (await teacher.get('/api/admin/speakers').expect(200)).body.data.map(
      (s: { speaker: string }) => s.speaker,
    );
    expect(names).toEqual(['Ana Tomas', 'Ben']);
  });

  it('when the learner chose the speaker, then their word still plays that speaker’s take after the rename', async () => {
    const { learner, teacher } = await renameApp();
    await learner
      .post('/api/speaker-preferences')
      .send({ speakers: ['Ana'] })
      .expect(200);
    await teacher.post('/api/admin/speakers/Ana/rename').send({ name: 'Ana Tomas' }).expect(200);
    const prefs = (await learner.get('/api/speaker-preferences').expect(200)).body.speakers;
    const speakers = (await learner.get('/api/recording-speakers').expect(200)).body.data.map(
      (s: { speaker: string }) => s.speaker,
    );
    expect(prefs).toEqual(['Ana Tomas']);
    expect(speakers).toContain('Ana Tomas');
    expect(speakers).not.toContain('Ana');
  });

  it('when the new name is another speaker’s, then it answers 409 with a clear message and changes nothing', async () => {
    const { t, learner, teacher } = await renameApp();
    await learner
      .post('/api/speaker-preferences')
      .send({ speakers: ['Ana'] })
      .expect(200);
    const res = await teacher.post('/api/admin/speakers/Ana/rename').send({ name: 'Ben' }).expect(409);
    expect(res.body.error).toBe(
      'There is already a speaker named Ben. Choose another name, or re-credit the takes one by one.',
    );
    expect(takesOf(t, 'Ana')).toBe(3);
    expect(takesOf(t, 'Ben')).toBe(1);
    expect((await learner.get('/api/speaker-preferences').expect(200)).body).toEqual({ speakers: ['Ana'] });
  });

  it('when a name in the list has no take yet, then it is taken too (409)', async () => {
    const { t, teacher } = await renameApp();
    await teacher.post('/api/speakers').send({ name: 'Dora', variety: '' }).expect(201);
    await teacher.post('/api/admin/speakers/Ana/rename').send({ name: 'Dora' }).expect(409);
    expect(takesOf(t, 'Ana')).toBe(3);
  });

  it('when a learner kept the new name before anyone recorded under it, then their order keeps one entry', async () => {
    const { t, learner, teacher } = await renameApp();
    await learner
      .post('/api/speaker-preferences')
      .send({ speakers: ['Ana Tomas', 'Ben', 'Ana'] })
      .expect(200);
    await teacher.post('/api/admin/speakers/Ana/rename').send({ name: 'Ana Tomas' }).expect(200);
    expect((await learner.get('/api/speaker-preferences').expect(200)).body).toEqual({
      speakers: ['Ben', 'Ana Tomas'],
    });
    expect(takesOf(t, 'Ana Tomas')).toBe(3);
  });

  it.each([
    ['an empty name', { name: '  ' }, 'A speaker needs a name.'],
    ['a name too long', { name: 'x'.repeat(101) }, 'at most 100 characters'],
    ['no name', {}, 'name is required.'],
  ])('when the new name is %s, then it answers 400 and changes nothing', async (_case, body, message) => {
    const { t, teacher } = await renameApp();
    const res = await teacher.post('/api/admin/speakers/Ana/rename').send(body).expect(400);
    expect(res.body.error).toContain(message);
    expect(takesOf(t, 'Ana')).toBe(3);
  });

  it('when the speaker does not exist, then it answers 404', async () => {
    const { teacher } = await renameApp();
    const res = await teacher.post('/api/admin/speakers/Nobody/rename').send({ name: 'Someone' }).expect(404);
    expect(res.body.error).toBe('No one has recorded under the name Nobody.');
  });

  it('when a visitor or a learner renames, then it answers 401 and 403 and changes nothing', async () => {
    const { t, visitor, learner } = await renameApp();
    await visitor.post('/api/admin/speakers/Ana/rename').send({ name: 'X' }).expect(401);
    await learner.post('/api/admin/speakers/Ana/rename').send({ name: 'X' }).expect(403);
    expect(takesOf(t, 'Ana')).toBe(3);
  });
});
