import { describe, expect, it } from 'vitest';
import {
  defaultBreaks,
  EMPTY_DRAFT,
  fromTextData,
  sameText,
  splitSentences,
  toTextData,
  uniqueEntryFinder,
  withAutoLinks,
  withBaseText,
  withBreaks,
  withGloss,
  withLink,
  withTranslation,
  wordLabel,
} from './draft';

// Sample words, invented.
describe('splitSentences', () => {
  it.each([
    ['Okihu tietuk.\nNapam.', ['Okihu tietuk.', 'Napam.']],
    ['  Okihu  tietuk. \r\n\n\n   \nNapam.\n', ['Okihu  tietuk.', 'Napam.']],
    ['', []],
  ])('when the base text is %j, then the sentences are %j', (baseText, sentences) => {
    expect(splitSentences(baseText)).toEqual(sentences);
  });
});

describe('defaultBreaks', () => {
  it.each([
    ['Okihu', 'okihu'],
    ['tietuk.', 'tietuk'],
    ['"Pa\'no,"', "pa'no"],
    ["he'ul'", "he'ul'"],
    ['—', ''],
  ])('when the word is %j, then the first guess is %j', (word, breaks) => {
    expect(defaultBreaks(word)).toBe(breaks);
  });
});

describe('wordLabel', () => {
  it.each([
    ['tietuk.', 'tietuk'],
    ['"Pa\'no,"', "Pa'no"],
    ['Okihu', 'Okihu'],
    ["he'ul'", "he'ul'"],
    ['—', '—'],
  ])('when the word is %j, then its label is %j', (word, label) => {
    expect(wordLabel(word)).toBe(label);
  });
});

describe('uniqueEntryFinder', () => {
  const entry = (id: number, lex: string) => ({ id, lex, pos: 'n', gloss: '', notes: '' });
  const find = uniqueEntryFinder([
    entry(1, 'tietu'),
    entry(2, 'napam'),
    entry(3, 'Napam'),
    entry(4, '-k'),
    entry(5, "pa'no"),
  ]);

  it.each([
    ['tietu', 1],
    ['Tietu', 1],
    ['-k', 4],
    ['pa\u2019no', 5],
    ['napam', undefined],
    ['tiet', undefined],
    ['k', undefined],
  ])('when the morph is %j, then the entry found is %j', (morph, lexId) => {
    expect(find(morph)).toBe(lexId);
  });
});

describe('withAutoLinks', () => {
  const find = (morph: string) => ({ okihu: 2, tietu: 1 })[morph];

  it('when morphs match one entry, then they are linked and the others are left alone', () => {
    const draft = withAutoLinks(
      withBreaks(withBaseText(EMPTY_DRAFT, 'Okihu tietuk.'), 0, 1, 'tietu -k'),
      find,
    );

    expect(draft.sents[0]!.words.map((w) => w.morphs)).toEqual([
      [{ text: 'okihu', lexId: 2 }],
      [{ text: 'tietu', lexId: 1 }, { text: '-k' }],
    ]);
  });

  it('when nothing is to be linked, then the same draft comes back', () => {
    const draft = withBaseText(EMPTY_DRAFT, 'Napam.');

    expect(withAutoLinks(draft, find)).toBe(draft);
  });

  it('when the teacher unlinked or relinked a morph, then the automatic link does not override it, even once retyped', () => {
    let draft = withAutoLinks(withBaseText(EMPTY_DRAFT, 'Okihu tietu'), find);
    draft = withLink(draft, 0, 0, 0, undefined);
    draft = withLink(draft, 0, 1, 0, 7);
    draft = withAutoLinks(withBreaks(withBreaks(draft, 0, 0, 'oki'), 0, 0, 'okihu'), find);
    draft = withAutoLinks(withBreaks(withBreaks(draft, 0, 1, ''), 0, 1, 'tietu'), find);

    expect(draft.sents[0]!.words.map((w) => w.morphs)).toEqual([
      [{ text: 'okihu' }],
      [{ text: 'tietu', lexId: 7 }],
    ]);
  });

  it('when a saved text is opened, then its unlinked morphs stay unlinked', () => {
    const draft = fromTextData({
      title: 'Saved',
      sents: [
        { text: 'Okihu', trans: '', words: [{ text: 'Okihu', gloss: '', morphs: [{ text: 'okihu' }] }] },
      ],
    });

    expect(withAutoLinks(draft, find)).toBe(draft);
  });
});

describe('withBaseText', () => {
  const annotated = () => {
    let draft = withBaseText(EMPTY_DRAFT, 'Okihu tietuk.\nNapam.');
    draft = withTranslation(draft, 0, 'I see the river.');
    draft = withGloss(draft, 0, 1, 'see-1SG');
    draft = withTranslation(draft, 1, 'A stone.');
    return draft;
  };

  it('when a base text is entered, then each line is a sentence and each word starts with one morph', () => {
    const draft = withBaseText(EMPTY_DRAFT, 'Okihu tietuk.\n\nNapam.');

    expect(draft.sents.map((s) => s.words.map((w) => [w.text, w.breaks, w.morphs]))).toEqual([
      [
        ['Okihu', 'okihu', [{ text: 'okihu' }]],
        ['tietuk.', 'tietuk', [{ text: 'tietuk' }]],
      ],
      [['Napam.', 'napam', [{ text: 'napam' }]]],
    ]);
  });

  it('when a line is inserted above, then the annotations stay with their sentences', () => {
    const draft = withBaseText(annotated(), 'Sakar.\nOkihu tietuk.\nNapam.');

    expect(draft.sents.map((s) => s.trans)).toEqual(['', 'I see the river.', 'A stone.']);
    expect(draft.sents[1]!.words[1]!.gloss).toBe('see-1SG');
  });

  it('when a line is edited in place, then it keeps its translation and the glosses of its unchanged words', () => {
    const draft = withBaseText(annotated(), 'Okihu tietum.\nNapam.');

    expect(draft.sents[0]!.trans).toBe('I see the river.');
    expect(draft.sents[0]!.words.map((w) => [w.text, w.gloss])).toEqual([
      ['Okihu', ''],
      ['tietum.', ''],
    ]);
    expect(draft.sents[1]!.trans).toBe('A stone.');
  });

  it('when lines of a saved text are inserted, edited and removed, then each sentence keeps its id', () => {
    const saved = fromTextData({
      title: 'Ids',
      sents: ['Okihu tietuk.', 'Napam.', 'Sakar.'].map((text, i) => ({
        id: i + 1,
        text,
        trans: '',
        words: [],
      })),
    });
    // One change at a time, as the editor applies each keystroke.
    const draft = [
      'Lumah.\nOkihu tietuk.\nNapam.\nSakar.',
      'Lumah.\nOkihu tietum.\nNapam.\nSakar.',
      'Lumah.\nOkihu tietum.\nSakar.',
    ].reduce(withBaseText, saved);

    expect(draft.sents.map((s) => [s.id, s.text])).toEqual([
      [undefined, 'Lumah.'],
      [1, 'Okihu tietum.'],
      [3, 'Sakar.'],
    ]);
    expect(toTextData(draft).sents.map((s) => s.id)).toEqual([undefined, 1, 3]);
  });

  it('when a line is removed, then the other sentences keep their annotations', () => {
    const draft = withBaseText(annotated(), 'Napam.');

    expect(draft.sents.map((s) => [s.text, s.trans])).toEqual([['Napam.', 'A stone.']]);
  });
});

describe('withBreaks', () => {
  const linked = () => {
    const draft = withBreaks(withBaseText(EMPTY_DRAFT, 'tietuk'), 0, 0, 'tietu -k');
    return withLink(draft, 0, 0, 0, 1);
  };

  it('when breaks are typed, then the morphs follow them and the typed spaces are kept', () => {
    const draft = withBreaks(linked(), 0, 0, 'tietu -k ');

    expect(draft.sents[0]!.words[0]!.breaks).toBe('tietu -k ');
    expect(draft.sents[0]!.words[0]!.morphs).toEqual([{ text: 'tietu', lexId: 1 }, { text: '-k' }]);
  });

  it('when a linked morph is retyped, then it loses its link (never a silent wrong link)', () => {
    const draft = withBreaks(linked(), 0, 0, 'tiet -k');

    expect(draft.sents[0]!.words[0]!.morphs).toEqual([{ text: 'tiet' }, { text: '-k' }]);
  });

  it('when a prefix is added, then the link stays with its morph', () => {
    const draft = withBreaks(linked(), 0, 0, 'ma- tietu -k');

    expect(draft.sents[0]!.words[0]!.morphs).toEqual([
      { text: 'ma-' },
      { text: 'tietu', lexId: 1 },
      { text: '-k' },
    ]);
  });

  it('when a link is removed, then the morph has no lexId', () => {
    const draft = withLink(linked(), 0, 0, 0, undefined);

    expect(draft.sents[0]!.words[0]!.morphs[0]).toEqual({ text: 'tietu' });
  });
});

describe('toTextData and fromTextData', () => {
  const text = {
    title: 'The river',
    sents: [
      {
        id: 4,
        text: 'Okihu tietuk.',
        trans: 'I see the river.',
        words: [
          { text: 'Okihu', gloss: 'river', morphs: [{ text: 'okihu', lexId: 2 }] },
          { text: 'tietuk.', gloss: 'see-1SG', morphs: [{ text: 'tietu', lexId: 1 }, { text: '-k' }] },
        ],
      },
    ],
  };

  it('when a saved text is opened and sent unchanged, then the same text is sent', () => {
    expect(toTextData(fromTextData(text))).toEqual(text);
  });

  it('when a saved text is opened, then its base text and morph breaks are rebuilt', () => {
    const draft = fromTextData(text);

    expect(draft.baseText).toBe('Okihu tietuk.');
    expect(draft.sents[0]!.words[1]!.breaks).toBe('tietu -k');
  });

  it('when a draft sends the same text, then it is the same; when a gloss differs, it is not', () => {
    const draft = fromTextData(text);

    expect(sameText(withBaseText(draft, 'Okihu tietuk.\n\n'), draft)).toBe(true);
    expect(sameText(withGloss(draft, 0, 0, 'stream'), draft)).toBe(false);
  });

  it('when the title has surrounding spaces, then they are trimmed', () => {
    expect(toTextData({ ...EMPTY_DRAFT, title: '  The river ' }).title).toBe('The river');
  });
});
