import type { AnnotatedWord, TextData } from '@langapp/shared';

/**
 * SAMPLE text, invented for demonstration (words in the style of the sample lexicon in db/seed):
 * not real language material. The morphs carry no entry ids, as the ids of a community's lexicon
 * are not known here.
 */
export const SAMPLE_TEXT_NOTE = 'Sample text: invented for demonstration, not real language material.';

const word = (text: string, gloss: string, ...morphs: string[]): AnnotatedWord => ({
  text,
  gloss,
  morphs: morphs.map((morph) => ({ text: morph })),
});

export const LEGACY_TEXT: TextData = {
  title: 'Text 0',
  sents: [
    {
      text: 'Okihu tietuk.',
      trans: 'I see the river.',
      words: [word('Okihu', 'river', 'okihu'), word('tietuk.', 'see-1SG', 'tietu', '-k')],
    },
    {
      text: 'Upaku kokor hiwatm.',
      trans: 'You sing here to the bird.',
      words: [
        word('Upaku', 'bird', 'upaku'),
        word('kokor', 'here', 'kokor'),
        word('hiwatm.', 'sing-2SG', 'hiwat', '-m'),
      ],
    },
    {
      text: 'Yaapa sakar cauyo.',
      trans: 'The dog drinks water.',
      words: [
        word('Yaapa', 'dog', 'yaapa'),
        word('sakar', 'water', 'sakar'),
        word('cauyo.', 'drink', 'cauyo'),
      ],
    },
    {
      text: "Owahi pa'no camwe ciasek.",
      trans: 'Now I sleep there by the tree.',
      words: [
        word('Owahi', 'now', 'owahi'),
        word("pa'no", 'tree', "pa'no"),
        word('camwe', 'there', 'camwe'),
        word('ciasek.', 'sleep-1SG', 'ciase', '-k'),
      ],
    },
  ],
};
