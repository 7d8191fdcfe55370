import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { makeTestApp, signedIn } from '../../test-support/test-app';

// Wordle by the headwords' alphabet (issue 40, ADR 096): the words of the game are those of five
// letters counted by the alphabet (kw and ts' one letter each), a guess is a word of the list up to
// equivalent spellings and case, and the spec's game stands where there is no alphabet. SAMPLE: an
// invented alphabet and invented words, not language material.

const ALPHABET = {
  letters: [
    { letter: 'a' },
    { letter: 'i' },
    { letter: 'k' },
    { letter: 'kw', upper: 'Kw', sample: { word: 'kwasit (sample)' } },
    { letter: 's' },
    { letter: 't' },
    { letter: 'ts' },
    { letter: "ts'", equivalents: ['tsʼ', 'ts’'] },
    { letter: 'u' },
    { letter: 'w' },
  ],
  caseMatters: true,
  almostCounts: false,
};
const NO_LETTERS = { letters: [], caseMatters: false, almostCounts: false };
// By the alphabet: kwasit, ts'ukaw and kasit have five letters; kwasi and tsuka four.
const WORDS = ['kwasit', "ts'ukaw", 'kasit', 'kwasi', 'tsuka'];
// 2026-03-01 10:00 in Los Angeles: the game of 2026-03-01.
const TODAY = '2026-03-01';

/** The app with the words (answers where `answers` says), a teacher and a learner signed in. */
async function setup(answers: readonly string[] = WORDS) {
  const t = makeTestApp();
  const insert = t.db.prepare('INSERT INTO wordle_words (lex, is_answer) VALUES (?, ?)');
  for (const word of WORDS) insert.run(word, answers.includes(word) ? 1 : 0);
  t.addUser('teacher', 'teacher-pass', { admin: true });
  t.addUser('learner', 'learner-pass');
  const teacher = await signedIn(t.app, 'teacher', 'teacher-pass');
  const learner = await signedIn(t.app, 'learner', 'learner-pass');
  const saveAlphabet = async (alphabet: object) =>
    void (await teacher.post('/api/admin/alphabet').send(alphabet).expect(200));
  return { t, learner, saveAlphabet };
}

describe('GET /api/wordle-valid by the alphabet', () => {
  it('when there is no alphabet, then the words are those of five characters, as the spec counts', async () => {
    const { t } = await setup();
    const res = await request(t.app).get('/api/wordle-valid').expect(200);
    expect(res.body).toEqual({ lexs: ['kasit', 'kwasi', 'tsuka'] });
  });

  it('when the teacher saves an alphabet, then the words are those of five letters and the list carries its letters', async () => {
    const { t, saveAlphabet } = await setup();
    const before = await request(t.app).get('/api/wordle-valid').expect(200);
    await saveAlphabet(ALPHABET);
    const res = await request(t.app).get('/api/wordle-valid').set('If-None-Match', String(before.headers.etag)).expect(200);
    expect(res.headers.etag).not.toBe(before.headers.etag);
    expect(res.body.lexs).toEqual(['kasit', 'kwasit', "ts'ukaw"]);
    // The letters, their upper case and spellings; never a sample.
    expect(res.body.alphabet.letters).toEqual(ALPHABET.letters.map(({ sample: _sample, ...letter }) => letter));
    await saveAlphabet(NO_LETTERS);
    expect((await request(t.app).get('/api/wordle-valid').expect(200)).body).toEqual({ lexs: ['kasit', 'kwasi', 'tsuka'] });
  });

  it('when the day’s word is chosen, then it is a word of five letters by the alphabet', async () => {
    const { t, saveAlphabet } = await setup(['kwasit', 'kwasi', 'tsuka']);
    await saveAlphabet(ALPHABET);
    const res = await request(t.app).get('/api/wordle-answer').expect(200);
    expect(res.body.lex.lex).toBe('kwasit');
  });
});

describe('POST /api/wordle-game by the alphabet', () => {
  it('when a guess is written with an equivalent spelling and in capitals, then it is the word of the list, kept in the alphabet’s spelling', async () => {
    const { t, learner, saveAlphabet } = await setup(['kwasit']);
    await saveAlphabet(ALPHABET);
    const res = await learner
      .post('/api/wordle-game')
      .send({ date: TODAY, guesses: ['TSʼUKAW'] })
      .expect(200);
    expect(res.body.game).toEqual({ date: TODAY, guesses: ["ts'ukaw"], finished: false, wonIn: null });
    const won = await learner
      .post('/api/wordle-game')
      .send({ date: TODAY, guesses: ["ts'ukaw", 'KWASIT'] })
      .expect(200);
    expect(won.body.game).toEqual({ date: TODAY, guesses: ["ts'ukaw", 'kwasit'], finished: true, wonIn: 2 });
    expect(t.db.prepare('SELECT guesses FROM wordle_results').pluck().all()).toEqual([2]);
  });

  it.each([
    ['kwasi', "'kwasi' is not a guess: a guess is five letters of the alphabet."],
    ['kasik', "'kasik' is not in the word list."],
  ])('when %j is played, then 400 with the reason and nothing is kept', async (guess, error) => {
    const { t, learner, saveAlphabet } = await setup(['kwasit']);
    await saveAlphabet(ALPHABET);
    const res = await learner.post('/api/wordle-game').send({ date: TODAY, guesses: [guess] }).expect(400);
    expect(res.body).toEqual({ success: false, error });
    expect(t.db.prepare('SELECT COUNT(*) FROM wordle_guesses').pluck().get()).toBe(0);
  });

  it('when the alphabet changes after the day’s word was chosen and no longer reads it as five letters, then the game answers 404 with why', async () => {
    const { t, learner, saveAlphabet } = await setup(['kwasi']);
    await request(t.app).get('/api/wordle-answer').expect(200);
    await saveAlphabet(ALPHABET);
    const res = await learner.get('/api/wordle-game').expect(404);
    expect(res.body.error).toBe(`The game of ${TODAY} cannot be played: its word is not 5 letters by the alphabet.`);
  });

  it('when a kept guess no longer makes five letters either way after the alphabet changed, then 400 with why, not a failure', async () => {
    const { learner, saveAlphabet } = await setup(['kasit']);
    await saveAlphabet(ALPHABET);
    await learner.post('/api/wordle-game').send({ date: TODAY, guesses: ['kwasit'] }).expect(200);
    await saveAlphabet(NO_LETTERS);
    const res = await learner.get('/api/wordle-game').expect(400);
    expect(res.body.error).toBe(`The game of ${TODAY} was played with letters the alphabet now reads otherwise.`);
  });

  it('when a kept guess was typed before the alphabet made kw a letter, then the game goes on from it', async () => {
    const { learner, saveAlphabet } = await setup(['kasit']);
    await learner.post('/api/wordle-game').send({ date: TODAY, guesses: ['kwasi'] }).expect(200);
    await saveAlphabet(ALPHABET);
    const res = await learner
      .post('/api/wordle-game')
      .send({ date: TODAY, guesses: ['kwasi', 'kasit'] })
      .expect(200);
    expect(res.body.game).toEqual({ date: TODAY, guesses: ['kwasi', 'kasit'], finished: true, wonIn: 2 });
  });
});
