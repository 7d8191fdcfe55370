import { describe, expect, it } from 'vitest';
import { makeTestApp, signedIn } from '../../test-support/test-app';

// An entry without a part of speech (a real dictionary has them; issue 25) is a word like any other:
// nothing a learner does with words leaves it out. Sample words, invented: not language material.
async function setup() {
  const t = makeTestApp();
  t.db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss, notes) VALUES (1, 'hapu', '', 'hello', ''), (2, 'tahak', 'n', 'river', '');
    INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp) VALUES
      ('hapu', 1, 'hapu.mp3', 'Ana', '2026-01-01T00:00:00Z');
  `);
  t.addUser('teacher', 'teacher-pass', { admin: true });
  t.addUser('learner', 'learner-pass');
  return {
    t,
    teacher: await signedIn(t.app, 'teacher', 'teacher-pass'),
    learner: await signedIn(t.app, 'learner', 'learner-pass'),
  };
}

describe('a word without a part of speech', () => {
  it('when an entry has no part of speech, then a learner finds it in the list, hears it in the matching game, reviews it and meets it in a lesson', async () => {
    const { teacher, learner } = await setup();

    const list = (await learner.get('/api/lexs').expect(200)).body.data as { id: number; pos: string }[];
    expect(list.find((e) => e.id === 1)).toMatchObject({ lex: 'hapu', pos: '', gloss: 'hello' });

    const game = (await learner.get('/api/random-vocab').expect(200)).body.result as { lex: string }[];
    expect(game).toEqual([{ lex: 'hapu', pos: '', gloss: 'hello', filename: 'hapu.mp3', speaker: 'Ana' }]);

    await learner.post('/api/review/items').send({ kind: 'word', lexId: 1, source: 'words' }).expect(200);
    const cards = (await learner.get('/api/review/cards').query({ tz: 'UTC' }).expect(200)).body;
    expect(JSON.stringify(cards)).toContain('"hapu"');

    await teacher
      .post('/api/save-vocab-lesson')
      .send({ id: 'hp01', title: 'Greetings', steps: [{ kind: 'lex', lexId: 1, lex: 'hapu' }] })
      .expect(200);
    await teacher.post('/api/publish-lesson').field('id', 'hp01').expect(200);
    const lessons = (await learner.get('/api/vocab-lessons').expect(200)).body.data as {
      id: string;
      words: { lexId: number; lex: string; gloss: string }[];
    }[];
    expect(lessons.find((l) => l.id === 'hp01')?.words).toEqual([{ lexId: 1, lex: 'hapu', gloss: 'hello' }]);
  });
});
