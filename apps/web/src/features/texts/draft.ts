import * as z from 'zod/mini';
import { normalizeWord, textDataSchema, textSentenceSchema, textWordSchema } from '@langapp/shared';
import type { Lex, Morph, TextData, TextSentence, TextWord } from '@langapp/shared';

/**
 * The editor's work in progress. The base text (the 'baseline') is the source of the sentences:
 * one per non-empty line, words split by spaces. Each word keeps the morph breaks as typed
 * ('nipem -k') besides the morphs they give, so typing a space does not vanish.
 *
 * A draft holds the stored text whole (ADR 095): every field of the text, its sentences, words and
 * morphs that the editor does not show (FLEx's guids, paragraphs, morph types, citation forms,
 * grammatical info; the times of ADR 087) rides along untouched and goes back on save, and those a
 * teacher edits (literal translation, notes, part of speech, morph gloss) are the stored ones.
 */
export type DraftMorph = Morph;
export type DraftWord = Omit<TextWord, 'morphs'> & {
  breaks: string;
  morphs: DraftMorph[];
  /**
   * The links the teacher chose (or unlinked: null) for this word's morphs, by morph text, and those
   * of the saved text it was opened from. A morph retyped later gets them back, and the automatic
   * link never overrides them.
   */
  chosen?: Record<string, number | null>;
};
/** A sentence; `id` is the stored sentence's (shared texts/sentence-ids): a new line has none until saved. */
type DraftSentence = Omit<TextSentence, 'words'> & { words: DraftWord[] };
export type Draft = Omit<TextData, 'sents'> & { baseText: string; sents: DraftSentence[] };

export const EMPTY_DRAFT: Draft = { title: '', baseText: '', sents: [] };

// A saved draft is read back with the text's own schemas (so every field they know survives a
// reload), except that what the teacher types is not held to the saved text's limits: a draft over
// them is still restored, and the server's answer on submit says what is too long.
const typed = z.string();
// The morph schema reached through the word's: the shared one lives in the entry chunk, which
// would then export it to this page on every page's download.
const draftMorphSchema = z.extend(textWordSchema.shape.morphs._zod.def.element, {
  text: typed,
  gloss: z.optional(typed),
});
const draftWordSchema = z.safeExtend(textWordSchema, {
  text: typed,
  gloss: typed,
  pos: z.optional(typed),
  breaks: typed,
  morphs: z.array(draftMorphSchema),
  chosen: z.optional(z.record(z.string(), z.nullable(z.number().check(z.int(), z.positive())))),
});
export const draftSchema: z.ZodMiniType<Draft> = z.extend(textDataSchema, {
  title: typed,
  baseText: typed,
  sents: z.array(
    z.safeExtend(textSentenceSchema, {
      text: typed,
      trans: typed,
      lit: z.optional(typed),
      notes: z.optional(z.array(typed)),
      words: z.array(draftWordSchema),
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

// A word's leading punctuation, its letters, and its trailing punctuation (as EDGE_PUNCTUATION).
const PUNCTUATION_AROUND = /^([^\p{L}\p{M}\p{N}']*)(.*?)([^\p{L}\p{M}\p{N}']*)$/su;

/**
 * The words of a sentence laid out as FLEx gives them (ADR 086): punctuation is a word of its own
 * ('(pus' -> '(' and 'pus'), so a line of a FLEx text edited here keeps the words it had.
 */
function splitWordsAsFlex(sentence: string): { text: string; punct: boolean }[] {
  return splitWords(sentence).flatMap((token) => {
    const [, before = '', core = '', after = ''] = PUNCTUATION_AROUND.exec(token) ?? [];
    if (core === '') return [{ text: token, punct: true }];
    return [
      ...(before ? [{ text: before, punct: true }] : []),
      { text: core, punct: false },
      ...(after ? [{ text: after, punct: true }] : []),
    ];
  });
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
        return { ...m, lexId };
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

/** Punctuation as a word of its own, as FLEx gives it: no gloss, no morphs. */
const newPunctuation = (text: string): DraftWord => ({
  text,
  gloss: '',
  breaks: '',
  morphs: [],
  punct: true,
});

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
    const previous = edited?.words ?? [];
    // A line of a FLEx text keeps punctuation as words of their own; a line typed here, on its words.
    const words = previous.some((w) => w.punct)
      ? splitWordsAsFlex(line)
      : splitWords(line).map((text) => ({ text, punct: false }));
    const kept = matchByKey(
      previous,
      words,
      (w) => `${w.punct ? 'p' : 'w'}${w.text}`,
      (w) => `${w.punct ? 'p' : 'w'}${w.text}`,
    );
    const wordsOf = (): DraftWord[] =>
      words.map((word, index) => {
        const old = kept[index];
        if (old !== undefined) return previous[old]!;
        return word.punct ? newPunctuation(word.text) : newWord(word.text);
      });
    if (!edited) return { text: line, trans: '', words: wordsOf() };
    // An edit in place is the same sentence: it keeps its id (and so its recordings), its
    // translations, notes, times and FLEx's guid and paragraph.
    return { ...edited, text: line, words: wordsOf() };
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

/** `value` in `key`, or, emptied, the field gone (a cleared literal translation is none). */
function settingOf<T extends object, K extends keyof T>(item: T, key: K, value: string): T {
  const { [key]: _old, ...rest } = item;
  return (value === '' ? rest : { ...rest, [key]: value }) as T;
}

const updateSentence = (
  draft: Draft,
  sentence: number,
  change: (s: DraftSentence) => DraftSentence,
): Draft => ({
  ...draft,
  sents: draft.sents.map((s, si) => (si === sentence ? change(s) : s)),
});

export function withLiteral(draft: Draft, sentence: number, lit: string): Draft {
  return updateSentence(draft, sentence, (s) => settingOf(s, 'lit', lit));
}

/** Note `note` of a sentence set to `text` (one past the last: a new note). Empty notes go on save. */
export function withNote(draft: Draft, sentence: number, note: number, text: string): Draft {
  return updateSentence(draft, sentence, (s) => {
    const notes = [...(s.notes ?? [])];
    notes[note] = text;
    return { ...s, notes };
  });
}

export function withPartOfSpeech(draft: Draft, sentence: number, word: number, pos: string): Draft {
  return updateWord(draft, sentence, word, (w) => settingOf(w, 'pos', pos));
}

export function withMorphGloss(
  draft: Draft,
  sentence: number,
  word: number,
  morph: number,
  gloss: string,
): Draft {
  return updateWord(draft, sentence, word, (w) => ({
    ...w,
    morphs: w.morphs.map((m, mi) => (mi === morph ? settingOf(m, 'gloss', gloss) : m)),
  }));
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
        // An unchanged morph stays whole: its link, gloss and FLEx's fields.
        if (old !== undefined) return w.morphs[old]!;
        const lexId = choiceFor(w, text) ?? undefined;
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
      morphs: w.morphs.map((m, mi) => {
        if (mi !== morph) return m;
        const { lexId: _old, ...rest } = m;
        return lexId === undefined ? rest : { ...rest, lexId };
      }),
      chosen: { ...w.chosen, [target.text]: lexId ?? null },
    };
  });
}

/**
 * The text the server stores: the draft's title (trimmed) and sentences, with every field they came
 * with; the typed morph breaks and the remembered choices stay in the draft, and empty notes go.
 */
export function toTextData(draft: Draft): TextData {
  const { baseText: _baseText, sents, ...text } = draft;
  return {
    ...text,
    title: draft.title.trim(),
    sents: sents.map(({ words, notes, ...s }) => {
      const written = notes?.filter((note) => note.trim() !== '');
      return {
        ...s,
        ...(written && written.length > 0 && { notes: written }),
        words: words.map(({ breaks: _breaks, chosen: _chosen, ...w }) => w),
      };
    }),
  };
}

/** A saved text as a draft, to edit it: whole, with the morph breaks and the links as the teacher's. */
export function fromTextData(text: TextData): Draft {
  const sents = text.sents.map((s): DraftSentence => ({
    ...s,
    text: s.text.trim(),
    words: s.words.map((w): DraftWord => ({
      ...w,
      breaks: w.morphs.map((m) => m.text).join(' '),
      // The saved links (and the saved absence of one) count as the teacher's: never relinked automatically.
      ...(w.morphs.length > 0 && {
        chosen: Object.fromEntries(w.morphs.map((m) => [m.text, m.lexId ?? null])),
      }),
    })),
  }));
  return { ...text, baseText: sents.map((s) => s.text).join('\n'), sents };
}

/** Whether two drafts would send the same text (the typed spacing and remembered choices aside). */
export function sameText(a: Draft, b: Draft): boolean {
  return JSON.stringify(toTextData(a)) === JSON.stringify(toTextData(b));
}
