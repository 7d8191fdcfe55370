import { describe, expect, it } from 'vitest';
import {
  defaultBreaks,
  EMPTY_DRAFT,
  fromTextData,
  splitSentences,
  toTextData,
  withBaseText,
  withBreaks,
  withGloss,
  withLink,
  withTranslation,
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

  it('when the title has surrounding spaces, then they are trimmed', () => {
    expect(toTextData({ ...EMPTY_DRAFT, title: '  The river ' }).title).toBe('The river');
  });
});
