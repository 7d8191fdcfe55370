import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { partsOfSpeechResponseSchema } from '@langapp/shared';
import { makeTestApp, signedIn } from '../../test-support/test-app';

// Sample entries, invented: not language material.
async function setup() {
  const t = makeTestApp();
  t.db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss, notes) VALUES
      (1, 'tahak', 'noun', 'river', ''),
      (2, 'nipem', 'Verb', 'see', ''),
      (3, 'lumah', 'Noun', 'stone', ''),
      (4, 'kawa', 'n', 'ceremony', ''),
      (5, 'sepan', 'Noun', 'hill', ''),
      (6, 'oluk', '', 'thing', ''),
      (7, 'gone', 'Interjection', 'oh', '');
    UPDATE lexs SET visibility = 'teachers' WHERE id = 5;
    UPDATE lexs SET deleted_at = '2026-01-01T00:00:00Z' WHERE id = 7;
    INSERT INTO senses (lex_id, position, pos, gloss) VALUES (2, 2, 'verb', 'look');
  `);
  t.addUser('teacher', 'teacher-pass', { admin: true });
  t.addUser('learner', 'learner-pass');
  return {
    t,
    teacher: await signedIn(t.app, 'teacher', 'teacher-pass'),
    learner: await signedIn(t.app, 'learner', 'learner-pass'),
  };
}

describe('GET /api/admin/parts-of-speech', () => {
  it('when the senses spell a part of speech in several cases, then the teacher gets it once with its count, empty and deleted ones left out', async () => {
    const { teacher } = await setup();

    const res = await teacher.get('/api/admin/parts-of-speech').expect(200);

    expect(partsOfSpeechResponseSchema.parse(res.body)).toEqual({
      partsOfSpeech: [
        { value: 'n', count: 1, spellings: ['n'] },
        // The teachers-only entry counts: the console sees every entry.
        { value: 'Noun', count: 3, spellings: ['Noun', 'noun'] },
        { value: 'verb', count: 2, spellings: ['verb', 'Verb'] },
      ],
    });
  });

  it('when a visitor or a learner asks, then 401 or 403', async () => {
    const { t, learner } = await setup();
    await request(t.app).get('/api/admin/parts-of-speech').expect(401);
    const refused = await learner.get('/api/admin/parts-of-speech').expect(403);
    expect(refused.body).toEqual({ success: false, error: 'Only an administrator can do that.' });
  });
});
