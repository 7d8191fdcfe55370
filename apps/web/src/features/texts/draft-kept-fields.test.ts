import { describe, expect, it } from 'vitest';
import type { TextData } from '@langapp/shared';
import { KALABA_TEXT } from '@langapp/shared/kalaba-text';
import {
  draftSchema,
  fromTextData,
  toTextData,
  withBaseText,
  withBreaks,
  withGloss,
  withLink,
  withLiteral,
  withMorphGloss,
  withNote,
  withPartOfSpeech,
  withTranslation,
} from './draft';

// A text from FLEx keeps every field through the editor (ADR 095): FieldWorks' Kalaba test text as
// the import stores it, given what else FLEx and ELAN bring (guids, a paragraph, a literal
// translation, notes, times; the added values are invented sample data).
const TEXT: TextData = {
  ...structuredClone(KALABA_TEXT),
  guid: '5a3e0000-0000-4000-8000-00000000aaaa',
  source: 'FieldWorks test data (sample)',
  langs: { vern: 'xkal', analysis: 'en' },
};
const second = TEXT.sents[1]!;
Object.assign(second, {
  guid: '5a3e0000-0000-4000-8000-00000000bbbb',
  lit: 'green tree',
  notes: ['A sample note.'],
  paragraph: { guid: '5a3e0000-0000-4000-8000-00000000cccc' },
  start: 1200,
  end: 2950,
});
Object.assign(second.words[1]!, { guid: '5a3e0000-0000-4000-8000-00000000dddd', start: 1200, end: 1800 });

/** The text with one change made to a copy of it. */
function changed(change: (text: TextData) => void): TextData {
  const copy = structuredClone(TEXT);
  change(copy);
  return copy;
}

describe('the annotation editor keeps the fields it does not show (ADR 095)', () => {
  it('when a FLEx text is opened and saved untouched, then it is the same text, field for field', () => {
    expect(toTextData(fromTextData(TEXT))).toEqual(TEXT);
  });

  it('when a draft is kept in the browser and read back, then every field survives', () => {
    const draft = fromTextData(TEXT);
    const restored = draftSchema.parse(JSON.parse(JSON.stringify(draft)));
    expect(toTextData(restored)).toEqual(TEXT);
  });

  it('when one word gloss is edited, then only that gloss changes', () => {
    const draft = withGloss(fromTextData(TEXT), 1, 2, 'tree');
    expect(toTextData(draft)).toEqual(changed((t) => (t.sents[1]!.words[2]!.gloss = 'tree')));
  });

  it('when the teacher edits the literal translation, a note, a part of speech and a morph gloss, then those change and nothing else', () => {
    let draft = fromTextData(TEXT);
    draft = withLiteral(draft, 1, 'green trees');
    draft = withNote(draft, 1, 1, 'A second sample note.');
    draft = withNote(draft, 0, 0, '   ');
    draft = withPartOfSpeech(draft, 1, 2, 'n');
    draft = withMorphGloss(draft, 0, 0, 2, 'see');
    draft = withTranslation(draft, 0, 'I see it.');
    expect(toTextData(draft)).toEqual(
      changed((t) => {
        const [s0, s1] = t.sents;
        s1!.lit = 'green trees';
        s1!.notes = ['A sample note.', 'A second sample note.'];
        s1!.words[2]!.pos = 'n';
        s0!.words[0]!.morphs[2]!.gloss = 'see';
        s0!.trans = 'I see it.';
      }),
    );
  });

  it('when an edited field is emptied, then it is gone rather than empty', () => {
    let draft = withLiteral(fromTextData(TEXT), 1, '');
    draft = withNote(draft, 1, 0, '');
    draft = withPartOfSpeech(draft, 0, 0, '');
    draft = withMorphGloss(draft, 1, 1, 0, '');
    expect(toTextData(draft)).toEqual(
      changed((t) => {
        delete t.sents[1]!.lit;
        delete t.sents[1]!.notes;
        delete t.sents[0]!.words[0]!.pos;
        delete t.sents[1]!.words[1]!.morphs[0]!.gloss;
      }),
    );
  });

  it('when a line of a FLEx text is edited, then its punctuation stays words of their own and its other words, guid, notes and times stay', () => {
    const lines = TEXT.sents.map((s) => s.text);
    lines[1] = '(pus pal pal).';
    const text = toTextData(withBaseText(fromTextData(TEXT), lines.join('\n')));
    const [before, after] = [TEXT.sents[1]!, text.sents[1]!];
    expect(after.words.map((w) => [w.text, w.punct ?? false])).toEqual([
      ['(', true],
      ['pus', false],
      ['pal', false],
      ['pal', false],
      [').', true],
    ]);
    expect(after.words.filter((_, i) => i !== 3)).toEqual(before.words);
    expect(after.words[3]).toEqual({ text: 'pal', gloss: '', morphs: [{ text: 'pal' }] });
    expect({ ...after, words: [] }).toEqual({ ...before, text: '(pus pal pal).', words: [] });
    expect(text.sents.filter((_, i) => i !== 1)).toEqual(TEXT.sents.filter((_, i) => i !== 1));
  });

  it('when morph breaks are retyped or a link is changed, then the morphs keep their gloss and FLEx fields', () => {
    const morphs = () => TEXT.sents[0]!.words[0]!.morphs;
    let draft = withBreaks(fromTextData(TEXT), 0, 0, 'ni- him- *bili -ra -x');
    draft = withLink(draft, 0, 0, 2, 7);
    draft = withLink(draft, 0, 0, 0, 8);
    draft = withLink(draft, 0, 0, 0, undefined);
    const out = toTextData(draft).sents[0]!.words[0]!.morphs;
    expect(out.slice(0, 4)).toEqual([morphs()[0], morphs()[1], { ...morphs()[2], lexId: 7 }, morphs()[3]]);
    expect(out[4]).toEqual({ text: '-x' });
  });
});
