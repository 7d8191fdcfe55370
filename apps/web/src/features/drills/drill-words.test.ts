import { describe, expect, it } from 'vitest';
import type { Lex } from '@langapp/shared';
import { chooseDrillWords, drillNouns } from './drill-words';

const lex = (id: number, word: string, pos: string): Lex => ({
  id,
  lex: word,
  pos,
  gloss: `g${id}`,
  notes: '',
});

/** A seeded source of numbers in [0, 1): the same seed gives the same draws. */
function seeded(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

const nouns = (count: number) =>
  Array.from({ length: count }, (_, i) => lex(i + 1, `w${String(i + 1).padStart(2, '0')}`, 'n'));

describe('drill words', () => {
  it('when the lexicon has many nouns, then 20 different ones are drawn, not the first 20', () => {
    const lexicon = nouns(60);

    const chosen = chooseDrillWords(lexicon, seeded(1));

    expect(chosen).toHaveLength(20);
    expect(new Set(chosen.map((e) => e.id)).size).toBe(20);
    expect(chosen.every((e) => lexicon.includes(e))).toBe(true);
    expect(chosen.map((e) => e.id)).not.toEqual(lexicon.slice(0, 20).map((e) => e.id));
  });

  it('when the random source differs, then the draw differs; the same source draws the same words', () => {
    const lexicon = nouns(60);

    const ids = (random: () => number) => chooseDrillWords(lexicon, random).map((e) => e.id);

    expect(ids(seeded(1))).toEqual(ids(seeded(1)));
    expect(new Set(ids(seeded(1)))).not.toEqual(new Set(ids(seeded(2))));
  });

  it('when the random source gives its extremes, then every draw stays within the lexicon', () => {
    for (const value of [0, 0.999999, 1]) {
      const chosen = chooseDrillWords(nouns(30), () => value);
      expect(new Set(chosen.map((e) => e.id)).size).toBe(20);
    }
  });

  it('when the words just shown are to be avoided, then the new set has none of them while others remain', () => {
    const lexicon = nouns(45);
    const first = chooseDrillWords(lexicon, seeded(3));

    const next = chooseDrillWords(lexicon, seeded(3), new Set(first.map((e) => e.id)));

    expect(next).toHaveLength(20);
    expect(next.filter((e) => first.includes(e))).toEqual([]);
  });

  it('when fewer nouns remain than the drill needs, then the new set takes all others and fills up', () => {
    const lexicon = nouns(25);
    const first = chooseDrillWords(lexicon, seeded(4));

    const next = chooseDrillWords(lexicon, seeded(5), new Set(first.map((e) => e.id)));

    expect(next).toHaveLength(20);
    expect(new Set(next.map((e) => e.id)).size).toBe(20);
    expect(next.filter((e) => !first.includes(e))).toHaveLength(5);
  });

  it('when the lexicon has fewer than 20 nouns, then all of them are used', () => {
    const chosen = chooseDrillWords(nouns(7), seeded(6));

    expect(chosen.map((e) => e.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it.each([
    ['v', false],
    ['adv', false],
    ['num', false],
    ['place', false],
    ['N', false],
    ['n.', false],
    ['', false],
    ['n', true],
  ])('when the pos is %j, then the entry is drilled: %s', (pos, drilled) => {
    expect(drillNouns([lex(1, 'okihu', pos)])).toHaveLength(drilled ? 1 : 0);
  });

  it('when an entry’s noun sense is not its first, then it is drilled with that sense’s gloss; an entry without a noun sense is not', () => {
    // Sample words, invented: not language material.
    const lexicon: Lex[] = [
      {
        ...lex(1, 'tahak', 'v'),
        gloss: 'to flow',
        senses: [
          { pos: 'v', gloss: 'to flow' },
          { pos: 'n', gloss: 'river' },
          { pos: 'n', gloss: 'stream' },
        ],
      },
      {
        ...lex(2, 'nipem', 'v'),
        senses: [
          { pos: 'v', gloss: 'to see' },
          { pos: '', gloss: 'sight' },
        ],
      },
      lex(3, 'lumah', ''),
    ];
    expect(drillNouns(lexicon).map((e) => [e.lex, e.gloss])).toEqual([['tahak', 'river']]);
  });

  it('when a lex is blank or a spelling appears twice, then the blank is left out and the spelling drilled once', () => {
    const chosen = drillNouns([
      lex(1, ' ', 'n'),
      lex(2, 'okihu', 'n'),
      lex(3, 'Okihu', 'n'),
      lex(4, 'napam', 'n'),
    ]);

    expect(chosen.map((e) => e.id)).toEqual([2, 4]);
  });
});
