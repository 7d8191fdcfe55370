import * as z from 'zod/mini';
import { normalizeWord } from '@langapp/shared';
import type { Lex, TextData } from '@langapp/shared';

/**
 * The editor's work in progress. The base text (the 'baseline') is the source of the sentences:
 * one per non-empty line, words split by spaces. Each word keeps the morph breaks as typed
 * ('nipem -k') besides the morphs they give, so typing a space does not vanish.
 */
export interface DraftMorph {
  text: string;
  lexId?: number;
}
export interface DraftWord {
  text: string;
  gloss: string;
  breaks: string;
  morphs: DraftMorph[];
  /**
   * The links the teacher chose (or unlinked: null) for this word's morphs, by morph text, and those
   * of the saved text it was opened from. A morph retyped later gets them back, and the automatic
   * link never overrides them.
   */
  chosen?: Record<string, number | null>;
}
interface DraftSentence {
  /** The stored sentence's id (shared texts/sentence-ids); a new line has none until it is saved. */
  id?: number;
  text: string;
  trans: string;
  words: DraftWord[];
}
export interface Draft {
  title: string;
  baseText: string;
  sents: DraftSentence[];
}

export const EMPTY_DRAFT: Draft = { title: '', baseText: '', sents: [] };

export const draftSchema: z.ZodMiniType<Draft> = z.object({
  title: z.string(),
  baseText: z.string(),
  sents: z.array(
    z.object({
      id: z.optional(z.number().check(z.int(), z.positive())),
      text: z.string(),
      trans: z.string(),
      words: z.array(
        z.object({
          text: z.string(),
          gloss: z.string(),
          breaks: z.string(),
          morphs: z.array(
            z.object({ text: z.string(), lexId: z.optional(z.number().check(z.int(), z.positive())) }),
          ),
          chosen: z.optional(z.record(z.string(), z.nullable(z.number().check(z.int(), z.positive())))),
        }),
      ),
    }),
  ),
});

/** The sentences of a base text: its lines, trimmed, empty ones skipped. */
export function splitSentences(baseText: string): string[] {
  return baseText
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The words of a sentence, split by spaces. */
function splitWords(sentence: string): string[] {
  return sentence.split(/\s+/).filter((word) => word !== '');
}

/** The parts of a morph-break entry, split by spaces ('nipem -k' -> nipem, -k). */
function splitMorphs(breaks: string): string[] {
  return breaks.split(/\s+/).filter((part) => part !== '');
}

// Letters, digits, combining marks and the apostrophe (the glottal stop is a letter) belong to a word.
const EDGE_PUNCTUATION = /^[^\p{L}\p{M}\p{N}']+|[^\p{L}\p{M}\p{N}']+$/gu;

/** The first guess at a word's single morph: the word lowercased, without surrounding punctuation. */
export function defaultBreaks(word: string): string {
  return word.replace(EDGE_PUNCTUATION, '').toLowerCase();
}

/** A word as the editor's labels name it: without surrounding punctuation ('tietuk.' -> 'tietuk'). */
export function wordLabel(word: string): string {
  return word.replace(EDGE_PUNCTUATION, '') || word;
}

/** The entry a morph is linked to automatically, if any: `(morph text) => lexId`. */
export type FindEntry = (morph: string) => number | undefined;

/**
 * The automatic link: a morph whose text is, in the shared normal form, the word of exactly one
 * entry is linked to that entry; a morph that matches none, or several (homonyms), is left alone.
 */
export function uniqueEntryFinder(entries: readonly Lex[]): FindEntry {
  const byForm = new Map<string, number | null>();
  for (const entry of entries) {
    const form = normalizeWord(entry.lex.trim());
    byForm.set(form, byForm.has(form) ? null : entry.id);
  }
  return (morph) => byForm.get(normalizeWord(morph)) ?? undefined;
}

/** The teacher's choice for morph `text` of a word: a lexId, null (unlinked on purpose) or undefined (none). */
function choiceFor(word: DraftWord, text: string): number | null | undefined {
  return word.chosen && Object.hasOwn(word.chosen, text) ? word.chosen[text] : undefined;
}

/**
 * Links every morph that has no link and no choice of the teacher to its unique entry. The same
 * draft comes back when nothing changes, so the editor can tell.
 */
export function withAutoLinks(draft: Draft, find: FindEntry): Draft {
  let changed = false;
  const sents = draft.sents.map((s) => {
    let sentenceChanged = false;
    const words = s.words.map((w) => {
      let wordChanged = false;
      const morphs = w.morphs.map((m) => {
        if (m.lexId !== undefined || choiceFor(w, m.text) !== undefined) return m;
        const lexId = find(m.text);
        if (lexId === undefined) return m;
        wordChanged = true;
        return { text: m.text, lexId };
      });
      if (!wordChanged) return w;
      sentenceChanged = true;
      return { ...w, morphs };
    });
    if (!sentenceChanged) return s;
    changed = true;
    return { ...s, words };
  });
  return changed ? { ...draft, sents } : draft;
}

function newWord(text: string): DraftWord {
  const breaks = defaultBreaks(text);
  return { text, gloss: '', breaks, morphs: splitMorphs(breaks).map((morph) => ({ text: morph })) };
}

/**
 * Pairs each new item with an earlier one of the same key (first unused, in order), so an insertion
 * or deletion elsewhere does not move annotations onto the wrong line or word.
 */
function matchByKey<Old, New>(
  olds: readonly Old[],
  news: readonly New[],
  oldKey: (o: Old) => string,
  newKey: (n: New) => string,
) {
  const queues = new Map<string, number[]>();
  olds.forEach((old, index) => {
    const key = oldKey(old);
    queues.set(key, [...(queues.get(key) ?? []), index]);
  });
  return news.map((item) => queues.get(newKey(item))?.shift());
}

/**
 * The draft after the base text changed. An unchanged line keeps its whole annotation. A changed
 * line takes the translation of the unmatched line at its position (an edit in place) and keeps the
 * glosses and morphs of its unchanged words; new words start empty.
 */
export function withBaseText(draft: Draft, baseText: string): Draft {
  const lines = splitSentences(baseText);
  const exact = matchByKey(
    draft.sents,
    lines,
    (s) => s.text,
    (line) => line,
  );
  const used = new Set(exact.filter((index) => index !== undefined));
  const sents = lines.map((line, position): DraftSentence => {
    const same = exact[position];
    if (same !== undefined) return draft.sents[same]!;
    const edited = used.has(position) ? undefined : draft.sents[position];
    if (edited) used.add(position);
    const words = splitWords(line);
    const previous = edited?.words ?? [];
    const kept = matchByKey(
      previous,
      words,
      (w) => w.text,
      (w) => w,
    );
    return {
      // An edit in place is the same sentence: it keeps its id, and so its recordings.
      ...(edited?.id !== undefined && { id: edited.id }),
      text: line,
      trans: edited?.trans ?? '',
      words: words.map((word, index) => {
        const old = kept[index];
        return old === undefined ? newWord(word) : previous[old]!;
      }),
    };
  });
  return { ...draft, baseText, sents };
}

function updateWord(
  draft: Draft,
  sentence: number,
  word: number,
  change: (w: DraftWord) => DraftWord,
): Draft {
  return {
    ...draft,
    sents: draft.sents.map((s, si) =>
      si === sentence ? { ...s, words: s.words.map((w, wi) => (wi === word ? change(w) : w)) } : s,
    ),
  };
}

export function withTranslation(draft: Draft, sentence: number, trans: string): Draft {
  return { ...draft, sents: draft.sents.map((s, si) => (si === sentence ? { ...s, trans } : s)) };
}

export function withGloss(draft: Draft, sentence: number, word: number, gloss: string): Draft {
  return updateWord(draft, sentence, word, (w) => ({ ...w, gloss }));
}

/**
 * New morph breaks; a morph keeps its entry link only while its text is unchanged (never a silent
 * wrong link), and a morph typed again gets back the link the teacher chose for it in this word.
 */
export function withBreaks(draft: Draft, sentence: number, word: number, breaks: string): Draft {
  return updateWord(draft, sentence, word, (w) => {
    const parts = splitMorphs(breaks);
    const kept = matchByKey(
      w.morphs,
      parts,
      (m) => m.text,
      (part) => part,
    );
    return {
      ...w,
      breaks,
      morphs: parts.map((text, index) => {
        const old = kept[index];
        const lexId = old === undefined ? (choiceFor(w, text) ?? undefined) : w.morphs[old]!.lexId;
        return lexId === undefined ? { text } : { text, lexId };
      }),
    };
  });
}

/** Links morph `morph` to entry `lexId`, or unlinks it (undefined): the teacher's choice, remembered. */
export function withLink(
  draft: Draft,
  sentence: number,
  word: number,
  morph: number,
  lexId: number | undefined,
): Draft {
  return updateWord(draft, sentence, word, (w) => {
    const target = w.morphs[morph];
    if (!target) return w;
    return {
      ...w,
      morphs: w.morphs.map((m, mi) =>
        mi === morph ? (lexId === undefined ? { text: m.text } : { text: m.text, lexId }) : m,
      ),
      chosen: { ...w.chosen, [target.text]: lexId ?? null },
    };
  });
}

/** The text the server stores: {title, sents: [{text, trans, words: [{text, gloss, morphs: [{text, lexId?}]}]}]}. */
export function toTextData(draft: Draft): TextData {
  return {
    title: draft.title.trim(),
    sents: draft.sents.map((s) => ({
      ...(s.id !== undefined && { id: s.id }),
      text: s.text,
      trans: s.trans,
      words: s.words.map((w) => ({
        text: w.text,
        gloss: w.gloss,
        morphs: w.morphs.map((m) =>
          m.lexId === undefined ? { text: m.text } : { text: m.text, lexId: m.lexId },
        ),
      })),
    })),
  };
}

/** A saved text as a draft, to edit it. */
export function fromTextData(text: TextData): Draft {
  const sents = text.sents.map((s) => ({
    ...(s.id !== undefined && { id: s.id }),
    text: s.text.trim(),
    trans: s.trans,
    words: s.words.map((w): DraftWord => ({
      text: w.text,
      gloss: w.gloss,
      breaks: w.morphs.map((m) => m.text).join(' '),
      morphs: w.morphs.map((m) =>
        m.lexId === undefined ? { text: m.text } : { text: m.text, lexId: m.lexId },
      ),
      // The saved links (and the saved absence of one) count as the teacher's: never relinked automatically.
      ...(w.morphs.length > 0 && {
        chosen: Object.fromEntries(w.morphs.map((m) => [m.text, m.lexId ?? null])),
      }),
    })),
  }));
  return { title: text.title, baseText: sents.map((s) => s.text).join('\n'), sents };
}

/** Whether two drafts would send the same text (the typed spacing and remembered choices aside). */
export function sameText(a: Draft, b: Draft): boolean {
  return JSON.stringify(toTextData(a)) === JSON.stringify(toTextData(b));
}
