import type { AnnotatedWord, Morph, TextData, TextSentence } from '@langapp/shared';
import { attrOf, childrenNamed, childrenOf, nameOf } from '../lift-xml';
import type { XmlNode } from '../lift-xml';
import { readXmlDocument } from '../lift-xml-read';

// The reader of FieldWorks' interlinear texts (.flextext, FlexInterlinear.xsd; ADR 086): a file's
// bytes to the texts the import places and writes, with no database. The file is held as its bytes
// and read one <interlinear-text> at a time (lift-xml-read.ts), so a file of many texts is never one
// tree. Each text keeps what the product models (title, sentences, words, morphemes, glosses) and
// what must survive the way back to FLEx (guids, source, comment, literal translations, notes,
// paragraph breaks, parts of speech, morph types, citation forms, homograph numbers); morphemes are
// linked to the lexicon later, by the import (flextext-feed.ts).

/** A text of the file, read. */
export interface FlexTextDraft {
  /** Where it is in the file, as the report names it: "text 2 (The hunter)". */
  where: string;
  /** The text as the product stores it, its sentences without ids and its morphemes not linked yet. */
  data: TextData;
  /** What it holds, counted from the file: phrases, words (punctuation left out) and morphemes. */
  counts: { phrases: number; words: number; morphemes: number };
}

/** Items of an element, by type: their texts in order (the text as FLEx gives it, untrimmed). */
function itemsOf(node: XmlNode): { type: string; lang: string; text: string }[] {
  return childrenNamed(node, 'item').map((item) => ({
    type: attrOf(item, 'type') ?? '',
    lang: attrOf(item, 'lang') ?? '',
    text: textOf(item),
  }));
}
/** An item's text: its own text, or its runs' (<run lang>) joined. */
const textOf = (node: XmlNode): string =>
  childrenOf(node)
    .map((c) => (nameOf(c) === '#text' ? String(c['#text']) : textOf(c)))
    .join('')
    .normalize('NFC');
/** The first non-empty item of `type` (trimmed), preferring the writing system `lang`. */
function item(items: ReturnType<typeof itemsOf>, type: string, lang?: string): string | undefined {
  const of = items.filter((i) => i.type === type && i.text.trim() !== '');
  return (of.find((i) => i.lang === lang) ?? of[0])?.text.trim();
}

/** Punctuation that closes (no space before it) and that opens (no space after it). */
const CLOSING = /^[.,;:!?)\]}»”’…%\u060c\u061b\u061f\u3001\u3002]/u;
const OPENING = /[([{«“‘¿¡]$/u;

/**
 * The sentence's text from its words as FLEx lays them out: a space between words, none before
 * closing punctuation nor after opening punctuation; punctuation's own spaces collapse.
 */
function joinPhrase(words: readonly Pick<AnnotatedWord, 'text' | 'punct'>[]): string {
  let text = '';
  let after = '';
  for (const w of words) {
    const bit = w.text;
    const glued = text === '' || OPENING.test(after) || (w.punct === true && CLOSING.test(bit.trimStart()));
    text += (glued ? '' : ' ') + bit;
    after = bit.trimEnd();
  }
  return text.replace(/\s+/g, ' ').trim();
}

function readMorph(node: XmlNode, analysis: string): Morph {
  const items = itemsOf(node);
  const morph: Morph = { text: item(items, 'txt') ?? '' };
  const set = (key: 'gloss' | 'cf' | 'hn' | 'msa', value: string | undefined) => {
    if (value !== undefined) morph[key] = value;
  };
  set('gloss', item(items, 'gls', analysis));
  set('cf', item(items, 'cf'));
  set('hn', item(items, 'hn'));
  set('msa', item(items, 'msa', analysis));
  const type = attrOf(node, 'type');
  const guid = attrOf(node, 'guid');
  if (type) morph.type = type;
  if (guid) morph.guid = guid.toLowerCase();
  return morph;
}

function readWord(node: XmlNode, analysis: string): AnnotatedWord | undefined {
  const items = itemsOf(node);
  const punct = items.find((i) => i.type === 'punct' && i.text !== '');
  const guid = attrOf(node, 'guid')?.toLowerCase();
  if (punct) return { text: punct.text, gloss: '', morphs: [], punct: true, ...(guid ? { guid } : {}) };
  const text = item(items, 'txt');
  if (text === undefined) return undefined;
  const morphs = childrenNamed(node, 'morphemes').flatMap((m) =>
    childrenNamed(m, 'morph').map((x) => readMorph(x, analysis)),
  );
  const word: AnnotatedWord = { text, gloss: item(items, 'gls', analysis) ?? '', morphs };
  const pos = item(items, 'pos', analysis);
  if (guid) word.guid = guid;
  if (pos) word.pos = pos;
  return word;
}

/** The writing systems of a text: its vernacular (the baseline's) and its analysis (the glosses'). */
function languagesOf(text: XmlNode): { vern: string; analysis: string } {
  const langs = childrenNamed(text, 'languages').flatMap((l) => childrenNamed(l, 'language'));
  const vern = langs.find((l) => attrOf(l, 'vernacular') === 'true');
  const analysis = langs.find((l) => attrOf(l, 'vernacular') !== 'true' && attrOf(l, 'lang'));
  // Without <languages>, the first word's baseline and the first gloss tell.
  const found = { vern: vern && attrOf(vern, 'lang'), analysis: analysis && attrOf(analysis, 'lang') };
  const walk = (node: XmlNode) => {
    for (const c of childrenOf(node)) {
      if (found.vern && found.analysis) return;
      if (nameOf(c) === 'item') {
        const type = attrOf(c, 'type');
        if (!found.vern && (type === 'txt' || type === 'punct')) found.vern = attrOf(c, 'lang');
        if (!found.analysis && type === 'gls') found.analysis = attrOf(c, 'lang');
      } else walk(c);
    }
  };
  if (!found.vern || !found.analysis) walk(text);
  return { vern: found.vern || 'und', analysis: found.analysis || 'en' };
}

/** One <interlinear-text> as the product's text. */
function readInterlinearText(node: XmlNode, index: number): FlexTextDraft {
  const langs = languagesOf(node);
  const items = itemsOf(node);
  const counts = { phrases: 0, words: 0, morphemes: 0 };
  const sents: TextSentence[] = [];
  for (const paragraphs of childrenNamed(node, 'paragraphs'))
    for (const paragraph of childrenNamed(paragraphs, 'paragraph')) {
      const phrases = childrenNamed(paragraph, 'phrases').flatMap((p) => childrenNamed(p, 'phrase'));
      phrases.forEach((phrase, i) => {
        const its = itemsOf(phrase);
        const words = childrenNamed(phrase, 'words')
          .flatMap((w) => childrenNamed(w, 'word'))
          .map((w) => readWord(w, langs.analysis))
          .filter((w): w is AnnotatedWord => w !== undefined);
        counts.phrases += 1;
        for (const w of words)
          if (!w.punct) {
            counts.words += 1;
            counts.morphemes += w.morphs.length;
          }
        const sent: TextSentence = {
          text: item(its, 'txt', langs.vern) ?? joinPhrase(words),
          trans: item(its, 'gls', langs.analysis) ?? '',
          words,
        };
        const guid = attrOf(phrase, 'guid')?.toLowerCase();
        const lit = item(its, 'lit', langs.analysis);
        const notes = its.filter((x) => x.type === 'note' && x.text.trim() !== '').map((x) => x.text.trim());
        if (guid) sent.guid = guid;
        if (lit) sent.lit = lit;
        if (notes.length > 0) sent.notes = notes;
        // A paragraph's start is kept on its first sentence (the text's first starts one anyway).
        const pg = attrOf(paragraph, 'guid')?.toLowerCase();
        if (i === 0 && (pg || sents.length > 0)) sent.paragraph = pg ? { guid: pg } : {};
        sents.push(sent);
      });
    }
  const opening = sents[0]?.text ?? '';
  const title =
    item(items, 'title', langs.analysis) ??
    (opening === '' ? 'Untitled text' : opening.length > 60 ? `${opening.slice(0, 59)}…` : opening);
  const data: TextData = { title, sents };
  const guid = attrOf(node, 'guid')?.toLowerCase();
  const source = item(items, 'source');
  const comment = item(items, 'comment');
  if (guid) data.guid = guid;
  if (source) data.source = source;
  if (comment) data.comment = comment;
  data.langs = langs;
  return { where: `text ${index} (${title})`, data, counts };
}

/**
 * Reads a .flextext file: its texts, one at a time, as they are asked for. A file that is not
 * well-formed XML, or whose root is not <document>, is an InvalidError naming the line, met when the
 * reader reaches it (the import goes through every text before it writes anything).
 */
export function readFlexText(bytes: Buffer): { texts: () => Generator<FlexTextDraft> } {
  const doc = readXmlDocument(bytes, { name: 'document', format: 'FLEx interlinear (.flextext)' });
  return {
    *texts() {
      let index = 0;
      for (const piece of doc.children()) {
        if (piece.name !== 'interlinear-text') continue;
        index += 1;
        yield readInterlinearText(piece.node, index);
      }
    },
  };
}
