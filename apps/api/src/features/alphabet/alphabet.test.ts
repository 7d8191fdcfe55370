import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { alphabetResponseSchema } from '@langapp/shared';
import { makeTestApp, signedIn } from '../../test-support/test-app';

const ALPHABET = {
  letters: [
    { letter: 'a', equivalents: ['á'], sample: { word: 'ignored', lexId: 1 } },
    { letter: 'kw', upper: 'Kw', sample: { word: 'kwala (sample)' } },
    { letter: "'", equivalents: ['’', 'ʼ'] },
    { letter: 'e' },
  ],
  caseMatters: false,
  almostCounts: true,
};

/** The app with an entry (public, recorded), a teacher, a learner, a recorder and a visitor. */
async function setup() {
  const t = makeTestApp({ start: '2026-03-02T09:00:00Z' });
  t.db.exec(`
    INSERT INTO lexs (id, lex, pos, gloss, visibility) VALUES (1, 'atak', 'n', 'sample gloss', 'public');
    INSERT INTO word_audio (word, lex_id, filename, speaker, timestamp, visibility) VALUES
      ('atak', 1, 'atak-1.mp3', 'Ana', '2025-01-01T00:00:00Z', 'public');
  `);
  t.addUser('teacher', 'teacher-pass', { admin: true });
  t.addUser('learner', 'learner-pass');
  const recorderId = t.addUser('recorder', 'recorder-pass');
  t.db.prepare('UPDATE users SET is_recorder = 1 WHERE id = ?').run(recorderId);
  return {
    t,
    teacher: await signedIn(t.app, 'teacher', 'teacher-pass'),
    learner: await signedIn(t.app, 'learner', 'learner-pass'),
    recorder: await signedIn(t.app, 'recorder', 'recorder-pass'),
    visitor: request(t.app),
  };
}

type Setup = Awaited<ReturnType<typeof setup>>;
const rows = ({ t }: Setup) => t.db.prepare('SELECT * FROM alphabets').all();

describe('GET /api/alphabet', () => {
  it('when the teacher has made no alphabet, then anyone reads null for the headwords’ writing system', async () => {
    const s = await setup();
    const body = alphabetResponseSchema.parse((await s.visitor.get('/api/alphabet').expect(200)).body);
    expect(body).toEqual({ writingSystem: 'und', alphabet: null });
  });

  it('when most headwords name a writing system, then that one is read, else the LIFT import’s', async () => {
    const s = await setup();
    s.t.db.exec(`INSERT INTO exchange_settings (name, value) VALUES ('lift_ws', 'qaa')`);
    expect((await s.visitor.get('/api/alphabet').expect(200)).body.writingSystem).toBe('qaa');
    s.t.db.exec(`
      INSERT INTO lexs (id, lex, pos, gloss, lex_ws) VALUES (2, 'b', 'n', 'x', 'bth'), (3, 'c', 'n', 'x', 'bth'),
        (4, 'd', 'n', 'x', 'th');
    `);
    expect((await s.visitor.get('/api/alphabet').expect(200)).body.writingSystem).toBe('bth');
  });
});

describe('POST /api/admin/alphabet', () => {
  it('when the teacher saves, then everyone reads it in teaching order, the sample as its entry is now, with its recording', async () => {
    const s = await setup();
    const saved = await s.teacher.post('/api/admin/alphabet').send(ALPHABET).expect(200);
    const expected = {
      writingSystem: 'und',
      alphabet: {
        caseMatters: false,
        almostCounts: true,
        letters: [
          {
            letter: 'a',
            equivalents: ['á'],
            sample: { word: 'atak', lexId: 1, audio: '/api/audio/atak-1.mp3', speaker: 'Ana' },
          },
          { letter: 'kw', upper: 'Kw', sample: { word: 'kwala (sample)' } },
          { letter: "'", equivalents: ['’', 'ʼ'] },
          { letter: 'e' },
        ],
      },
    };
    expect(saved.body).toEqual(expected);
    expect((await s.visitor.get('/api/alphabet').expect(200)).body).toEqual(expected);
    expect((await s.learner.get('/api/alphabet').expect(200)).body).toEqual(expected);
    expect(rows(s)).toEqual([
      expect.objectContaining({ ws: 'und', case_matters: 0, almost_counts: 1, updated_at: '2026-03-02T09:00:00.000Z' }),
    ]);
  });

  it('when the sample entry is for teachers, then learners and visitors read the letter without its sample', async () => {
    const s = await setup();
    await s.teacher.post('/api/admin/alphabet').send(ALPHABET).expect(200);
    s.t.db.exec("UPDATE lexs SET visibility = 'teachers' WHERE id = 1");
    for (const agent of [s.visitor, s.learner]) {
      const letter = (await agent.get('/api/alphabet').expect(200)).body.alphabet.letters[0];
      expect(letter).toEqual({ letter: 'a', equivalents: ['á'] });
    }
    const teacherSees = (await s.teacher.get('/api/alphabet').expect(200)).body.alphabet.letters[0];
    expect(teacherSees.sample).toMatchObject({ word: 'atak', audio: '/api/audio/atak-1.mp3' });
  });

  it.each([
    ['a letter twice', [{ letter: 'a' }, { letter: 'a' }], 'The letter “a” is in the alphabet twice.'],
    ['a letter twice, once decomposed', [{ letter: 'á' }, { letter: 'a\u0301' }], 'The letter “á” is in the alphabet twice.'],
    [
      'an equivalent that is another letter',
      [{ letter: "'" }, { letter: 'ʼ' }, { letter: 'x', equivalents: ['ʼ'] }],
      '“ʼ” cannot be an equivalent of “x”: it is a letter of its own.',
    ],
    [
      'an equivalent of two letters',
      [{ letter: "'", equivalents: ['’'] }, { letter: 'ʔ', equivalents: ['’'] }],
      "“’” is an equivalent of both “'” and “ʔ”.",
    ],
    ['an equivalent of itself', [{ letter: 'a', equivalents: ['a'] }], '“a” is given as an equivalent of itself.'],
    [
      'one upper case for two letters',
      [{ letter: 'a', upper: 'A' }, { letter: 'á', upper: 'A' }],
      '“A” is the upper case of both “a” and “á”.',
    ],
  ])('when the alphabet has %s, then 400 with that sentence and nothing is stored', async (_case, letters, error) => {
    const s = await setup();
    const res = await s.teacher
      .post('/api/admin/alphabet')
      .send({ letters, caseMatters: false, almostCounts: false })
      .expect(400);
    expect(res.body).toEqual({ success: false, error });
    expect(rows(s)).toEqual([]);
  });

  it.each([
    ['no letters list', { caseMatters: false, almostCounts: false }],
    ['an empty letter', { letters: [{ letter: ' ' }], caseMatters: false, almostCounts: false }],
    ['a letter of 9 characters', { letters: [{ letter: 'abcdefghi' }], caseMatters: false, almostCounts: false }],
    ['a switch that is not true or false', { letters: [], caseMatters: 'yes', almostCounts: false }],
    ['a sample id that is not a number', { letters: [{ letter: 'a', sample: { word: 'x', lexId: 'one' } }], caseMatters: false, almostCounts: false }],
  ])('when the body has %s, then 400 with a sentence and nothing is stored', async (_case, body) => {
    const s = await setup();
    const res = await s.teacher.post('/api/admin/alphabet').send(body).expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(/\w/);
    expect(rows(s)).toEqual([]);
  });

  it('when a sample names an entry that is not in the dictionary, then 400 and the saved alphabet stays', async () => {
    const s = await setup();
    await s.teacher.post('/api/admin/alphabet').send(ALPHABET).expect(200);
    const before = rows(s);
    const res = await s.teacher
      .post('/api/admin/alphabet')
      .send({ letters: [{ letter: 'o', sample: { word: 'gone', lexId: 99 } }], caseMatters: true, almostCounts: false })
      .expect(400);
    expect(res.body.error).toBe('The sample word of “o” is not an entry of the dictionary any more.');
    expect(rows(s)).toEqual(before);
  });
});

describe('who may change or detect the alphabet', () => {
  it.each([
    ['a visitor', 'visitor', 401],
    ['a learner', 'learner', 403],
    ['a recorder', 'recorder', 403],
  ] as const)('when %s saves or detects, then %i and nothing changes', async (_who, key, status) => {
    const s = await setup();
    await s[key].post('/api/admin/alphabet').send(ALPHABET).expect(status);
    await s[key].post('/api/admin/alphabet/detect').expect(status);
    expect(rows(s)).toEqual([]);
  });
});

describe('POST /api/admin/alphabet/detect', () => {
  it('when the teacher detects, then every headword of the writing system is read, hidden ones included, and nothing is stored', async () => {
    const s = await setup();
    s.t.db.exec(`
      INSERT INTO lexs (id, lex, pos, gloss, visibility) VALUES (2, 'kwakw', 'n', 'x', 'teachers'),
        (3, 'kwet', 'n', 'x', 'learners'), (4, 'akwa', 'n', 'x', 'public'), (5, 'kwi', 'n', 'x', 'public'),
        (6, 'ikwe', 'n', 'x', 'public');
    `);
    const res = await s.teacher.post('/api/admin/alphabet/detect').expect(200);
    expect(res.body.writingSystem).toBe('und');
    expect(res.body.headwords).toBe(6);
    const byLetter = new Map(res.body.proposal.map((p: { letter: string }) => [p.letter, p]));
    // k: kwakw 2, kwet 1, akwa 1, kwi 1, ikwe 1, atak 1.
    expect(byLetter.get('k')).toMatchObject({ count: 7, cluster: false });
    expect(byLetter.get('kw')).toMatchObject({ count: 6, cluster: true, suggested: true, example: 'kwi' });
    expect(rows(s)).toEqual([]);
  });
});
