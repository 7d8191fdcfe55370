import { describe, expect, it } from 'vitest';
import type { Lex } from '@langapp/shared';
import { chooseDrillWords } from './drill-words';

const lex = (id: number, word: string, pos: string): Lex => ({
  id,
  lex: word,
  pos,
  gloss: `g${id}`,
  notes: '',
});

describe('drill words', () => {
  it('when the lexicon has many nouns, then the first 20 nouns in alphabetical order are chosen', () => {
    const nouns = Array.from({ length: 25 }, (_, i) =>
      lex(i + 1, `w${String(25 - i).padStart(2, '0')}`, 'n'),
    );

    const chosen = chooseDrillWords(nouns).map((e) => e.lex);

    expect(chosen).toHaveLength(20);
    expect(chosen[0]).toBe('w01');
    expect(chosen[19]).toBe('w20');
  });

  it('when entries are verbs, adverbs or blank, then they are left out; num and place count as nouns', () => {
    const chosen = chooseDrillWords([
      lex(1, 'tietu', 'v'),
      lex(2, 'kokor', 'adv'),
      lex(3, 'okihu', 'n'),
      lex(4, 'maka', 'num'),
      lex(5, 'Apal', 'place'),
      lex(6, ' ', 'n'),
    ]);

    expect(chosen.map((e) => e.lex)).toEqual(['Apal', 'maka', 'okihu']);
  });

  it('when a spelling appears twice, then the drill has it once', () => {
    const chosen = chooseDrillWords([lex(1, 'okihu', 'n'), lex(2, 'okihu', 'n'), lex(3, 'napam', 'n')]);

    expect(chosen.map((e) => e.id)).toEqual([3, 1]);
  });
});
