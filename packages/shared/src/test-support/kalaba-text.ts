import type { TextData } from '../api/texts';

// FieldWorks' own test file KalabaTestPunctuation.flextext (LGPL; apps/api/src/features/exchange/
// fixtures/README.md; Kalaba is SIL's invented test language, not language material) as the FLEx
// import stores it (ADR 086): flextext.test.ts checks that the import gives exactly this, and the
// annotation editor's tests edit it (ADR 095).
/** The word the text says three times, as the import stores it each time: a new object each time. */
const nihimbilira = () => ({
  text: 'nihimbilira',
  gloss: 'I see',
  morphs: [
    {
      text: 'ni-',
      gloss: '1SgSubj',
      guid: 'd7f713db-e8cf-11d3-9764-00c04f186933',
      type: 'prefix',
      cf: 'ni-',
      msa: 'V:(Subject)',
    },
    {
      text: 'him-',
      gloss: '3SgObj',
      guid: 'd7f713db-e8cf-11d3-9764-00c04f186933',
      type: 'prefix',
      cf: 'hiN-',
      msa: 'V:Object',
    },
    {
      text: '*bili',
      gloss: 'to.see',
      guid: 'd7f713e4-e8cf-11d3-9764-00c04f186933',
      type: 'bound root',
      cf: '*bili',
      msa: 'trans  (1)',
    },
    {
      text: '-ra',
      gloss: 'Pres',
      guid: 'd7f713dd-e8cf-11d3-9764-00c04f186933',
      type: 'suffix',
      cf: '-ra',
      msa: 'sta:Tense',
    },
  ],
  pos: 'V',
});

export const KALABA_TEXT: TextData = {
  title: 'nihimbilira.',
  sents: [
    {
      id: 1,
      text: 'nihimbilira.',
      trans: '',
      words: [
        nihimbilira(),
        {
          text: '.',
          gloss: '',
          morphs: [],
          punct: true,
        },
      ],
    },
    {
      id: 2,
      text: '(pus pal).',
      trans: '',
      words: [
        {
          text: '(',
          gloss: '',
          morphs: [],
          punct: true,
        },
        {
          text: 'pus',
          gloss: 'green',
          morphs: [
            {
              text: 'pus',
              gloss: 'green',
              guid: 'd7f713e5-e8cf-11d3-9764-00c04f186933',
              type: 'root',
              cf: 'pus',
              hn: '1',
              msa: 'adj',
            },
          ],
          pos: 'mod',
        },
        {
          text: 'pal',
          gloss: '',
          morphs: [
            {
              text: 'pal',
              gloss: 'tree',
              guid: 'd7f713e5-e8cf-11d3-9764-00c04f186933',
              type: 'root',
              cf: 'pal',
              msa: 'N  (II)',
            },
          ],
        },
        {
          text: ').',
          gloss: '',
          morphs: [],
          punct: true,
        },
      ],
    },
    {
      id: 3,
      text: 'pulal nihimbilira, (pus).',
      trans: '',
      words: [
        {
          text: 'pulal',
          gloss: 'tree',
          morphs: [
            {
              text: '<ul>',
              gloss: 'Adjectivizer',
              type: 'infix',
              cf: '<ul>',
              msa: 'N>adj',
            },
            {
              text: 'pal',
              gloss: 'tree',
              guid: 'd7f713e5-e8cf-11d3-9764-00c04f186933',
              type: 'root',
              cf: 'pal',
              msa: 'N  (II)',
            },
          ],
          pos: 'adj',
        },
        nihimbilira(),
        {
          text: ',',
          gloss: '',
          morphs: [],
          punct: true,
        },
        {
          text: '(',
          gloss: '',
          morphs: [],
          punct: true,
        },
        {
          text: 'pus',
          gloss: 'green',
          morphs: [
            {
              text: 'pus',
              gloss: 'green',
              guid: 'd7f713e5-e8cf-11d3-9764-00c04f186933',
              type: 'root',
              cf: 'pus',
              hn: '1',
              msa: 'adj',
            },
          ],
          pos: 'mod',
        },
        {
          text: ').',
          gloss: '',
          morphs: [],
          punct: true,
        },
      ],
      paragraph: {},
    },
    {
      id: 4,
      text: 'nihimbilira (pus).',
      trans: '',
      words: [
        nihimbilira(),
        {
          text: '(',
          gloss: '',
          morphs: [],
          punct: true,
        },
        {
          text: 'pus',
          gloss: 'green',
          morphs: [
            {
              text: 'pus',
              gloss: 'green',
              guid: 'd7f713e5-e8cf-11d3-9764-00c04f186933',
              type: 'root',
              cf: 'pus',
              hn: '1',
              msa: 'adj',
            },
          ],
          pos: 'mod',
        },
        {
          text: ').',
          gloss: '',
          morphs: [],
          punct: true,
        },
      ],
      paragraph: {},
    },
  ],
  langs: {
    vern: 'xkal',
    analysis: 'en',
  },
};
