import { describe, expect, it } from 'vitest';
import { sortByAlphabet } from '@langapp/shared';
import { makeTestApp, signedIn } from '../../test-support/test-app';

// The server's lists in the alphabet's order (issue 40, ADR 097): a digraph is one letter, sorted
// where the teacher put it, not by code points. SAMPLE words, invented: not language material.

/** kw after k (so kwala after kutu), ts' after ts, the glottal stop last. */
const ALPHABET = {
  letters: ['a', 'e', 'k', 'kw', 'o', 's', 't', 'ts', "ts'", 'u', "'"].map((letter) => ({ letter })),
  caseMatters: false,
  almostCounts: false,
};

/** In code point order: 'atak' < "ts'ona" < 'kwala' ... differs from the alphabet's. */
const WORDS = ['kwala', 'kutu', "ts'ona", 'tsaka', 'toku', 'atak', "'oka", 'Kwesu', 'kata'];

async function setup() {
  const t = makeTestApp({ start: '2026-03-02T09:00:00Z' });
  const insert = t.db.prepare("INSERT INTO lexs (id, lex, pos, gloss, visibility) VALUES (?, ?, 'n', ?, 'public')");
  WORDS.forEach((word, i) => insert.run(i + 1, word, `sample gloss ${i + 1}`));
  t.addUser('teacher', 'teacher-pass', { admin: true });
  t.addUser('learner', 'learner-pass');
  return {
    t,
    teacher: await signedIn(t.app, 'teacher', 'teacher-pass'),
    learner: await signedIn(t.app, 'learner', 'learner-pass'),
  };
}

const expectedOrder = () => sortByAlphabet(WORDS, (w) => w, ALPHABET);

describe('the server lists headwords in the alphabet’s order', () => {
  it('when there is no alphabet, then GET /api/lexs keeps code point order; once the teacher saves one, it follows the alphabet, digraphs as one letter', async () => {
    const s = await setup();
    const before = await s.learner.get('/api/lexs').expect(200);
    expect(before.body.data.map((l: { lex: string }) => l.lex)).toEqual([...WORDS].sort());

    await s.teacher.post('/api/admin/alphabet').send(ALPHABET).expect(200);
    // The cached answer follows the save: a new ETag, and the new order.
    const after = await s.learner.get('/api/lexs').set('If-None-Match', before.headers.etag!).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const order = after.body.data.map((l: { lex: string }) => l.lex);
    expect(order).toEqual(expectedOrder());
    // The sample's digraphs read as letters: every k word before the kw words, ts before ts'.
    expect(order.indexOf('kutu')).toBeLessThan(order.indexOf('kwala'));
    expect(order.indexOf('kata')).toBeLessThan(order.indexOf('Kwesu'));
    expect(order.indexOf('tsaka')).toBeLessThan(order.indexOf("ts'ona"));
    expect(order.at(-1)).toBe("'oka");

    // Saving none puts the code point order back.
    await s.teacher.post('/api/admin/alphabet').send({ ...ALPHABET, letters: [] }).expect(200);
    const none = await s.learner.get('/api/lexs').expect(200);
    expect(none.body.data.map((l: { lex: string }) => l.lex)).toEqual([...WORDS].sort());
  });

  it('when the console pages through the words without a recording, then every page is in the alphabet’s order', async () => {
    const s = await setup();
    await s.teacher.post('/api/admin/alphabet').send(ALPHABET).expect(200);
    const pages: string[] = [];
    for (let offset = 0; offset < WORDS.length; offset += 4) {
      const page = await s.teacher
        .get(`/api/admin/recording-coverage/missing?kind=word&offset=${offset}&limit=4`)
        .expect(200);
      pages.push(...page.body.entries.map((e: { lex: string }) => e.lex));
    }
    expect(pages).toEqual(expectedOrder());
  });

  it('when the alphabet is another writing system’s, then the headwords’ own (none yet) leaves code point order', async () => {
    const s = await setup();
    await s.teacher.post('/api/admin/alphabet').send(ALPHABET).expect(200);
    // Most headwords now name a writing system the teacher made no alphabet for.
    s.t.db.exec("UPDATE lexs SET lex_ws = 'qaa'");
    const list = await s.learner.get('/api/lexs').expect(200);
    expect(list.body.data.map((l: { lex: string }) => l.lex)).toEqual([...WORDS].sort());
  });
});
