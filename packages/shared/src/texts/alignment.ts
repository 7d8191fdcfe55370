import type { TextSentence } from '../api/texts';

/**
 * Aligning a text by hand on its recording (issue 39, ADR 094): the teacher plays the recording and
 * taps "Next sentence" at each boundary, drags a sentence's edges, and splits or joins sentences
 * while aligning. These are the steps, as pure functions over the sentences (times in whole ms into
 * the text's recording); the console's page holds the state, the server checks what is saved
 * (alignment-check.ts). A sentence made by a split or a join has no id: the server gives it a new
 * one, so a recording of the sentence as it was never plays for a part of it.
 */
export interface Alignment {
  sents: TextSentence[];
  /** The sentence a tap closes (its end) and after which it opens the next; sents.length: all closed. */
  open: number;
}

/** The alignment of a text's sentences, opened at its first sentence without a time (else the first). */
export function startAlignment(sents: readonly TextSentence[]): Alignment {
  const untimed = sents.findIndex((s) => s.start === undefined || s.end === undefined);
  return { sents: [...sents], open: untimed < 0 ? 0 : untimed };
}

const ms = (value: number) => Math.max(0, Math.round(value));

function withTimes(sentence: TextSentence, start: number | undefined, end: number | undefined): TextSentence {
  const { start: _s, end: _e, ...rest } = sentence;
  return { ...rest, ...(start === undefined ? {} : { start }), ...(end === undefined ? {} : { end }) };
}

/**
 * A tap at `at` ms: the open sentence ends there (it starts where the sentence before it ended, or at
 * 0, when it had no start), and the next one starts there and is open. A tap before the open
 * sentence's start does nothing (the teacher tapped twice, or after going back).
 */
export function tapNext(state: Alignment, at: number): Alignment {
  const { sents, open } = state;
  const current = sents[open];
  if (!current) return state;
  const time = ms(at);
  const start = current.start ?? (open > 0 ? sents[open - 1]!.end : undefined) ?? 0;
  if (time <= start) return state;
  const next = [...sents];
  next[open] = withTimes(current, start, time);
  const following = sents[open + 1];
  if (following) {
    // Its old end stays when it is still after the new start, as a re-alignment finds it.
    const end = following.end !== undefined && following.end > time ? following.end : undefined;
    next[open + 1] = withTimes(following, time, end);
  }
  return { sents: next, open: open + 1 };
}

/** Playback reached the end (`duration` ms): the open sentence ends there. */
export function closeAtEnd(state: Alignment, duration: number): Alignment {
  const { sents, open } = state;
  const current = sents[open];
  if (!current) return state;
  const start = current.start ?? (open > 0 ? sents[open - 1]!.end : undefined) ?? 0;
  const end = ms(duration);
  if (end <= start) return state;
  const next = [...sents];
  next[open] = withTimes(current, start, end);
  return { sents: next, open: open + 1 };
}

/** Reopens sentence `index`: the next tap closes it. */
export const openAt = (state: Alignment, index: number): Alignment => ({
  ...state,
  open: Math.min(Math.max(0, index), state.sents.length),
});

/** The shortest a sentence can be made by dragging, in ms. */
const MIN_SPAN = 10;

/**
 * Sentence `index` dragged (or typed) to span `start`..`end` ms, kept inside 0..`duration`. An edge
 * it shared with a neighbour moves the neighbour's edge with it (a boundary between two sentences is
 * one boundary); an edge that would run into a neighbour it did not touch stops at it.
 */
export function setSpan(
  state: Alignment,
  index: number,
  start: number,
  end: number,
  duration: number,
): Alignment {
  const sentence = state.sents[index];
  if (!sentence) return state;
  const before = state.sents[index - 1];
  const after = state.sents[index + 1];
  const shared = (a: number | undefined, b: number | undefined) => a !== undefined && a === b;
  let from = Math.min(Math.max(0, ms(start)), ms(duration));
  let to = Math.min(Math.max(0, ms(end)), ms(duration));
  const sharesStart = shared(before?.end, sentence.start);
  const sharesEnd = shared(after?.start, sentence.end);
  const floor = before?.end === undefined ? 0 : sharesStart ? (before.start ?? 0) + MIN_SPAN : before.end;
  const ceiling =
    after?.start === undefined
      ? ms(duration)
      : sharesEnd
        ? (after.end ?? ms(duration)) - MIN_SPAN
        : after.start;
  from = Math.max(from, floor);
  to = Math.min(to, ceiling);
  if (to - from < MIN_SPAN) return state;
  const sents = [...state.sents];
  sents[index] = withTimes(sentence, from, to);
  if (before && sharesStart) sents[index - 1] = withTimes(before, before.start, from);
  if (after && sharesEnd) sents[index + 1] = withTimes(after, to, after.end);
  return { ...state, sents };
}

/** Where each word begins in the sentence's text (its words found in order), or null when one is not found. */
function wordOffsets(sentence: TextSentence): number[] | null {
  const offsets: number[] = [];
  let cursor = 0;
  for (const word of sentence.words) {
    const at = word.text === '' ? cursor : sentence.text.indexOf(word.text, cursor);
    if (at < 0) return null;
    offsets.push(at);
    cursor = at + word.text.length;
  }
  return offsets;
}

/** A sentence's text written from its words, as FLEx lays them out: no space before punctuation. */
const textOfWords = (words: TextSentence['words']) =>
  words.reduce((text, w) => (text === '' ? w.text : w.punct ? `${text}${w.text}` : `${text} ${w.text}`), '');

/** A sentence made by a split or a join: a new sentence, without the id or guid of the one it came from. */
function made(sentence: TextSentence): TextSentence {
  const { id: _id, guid: _guid, ...rest } = sentence;
  return rest;
}

/**
 * Sentence `index` split before its word `word` (1 .. words - 1): the first part keeps the start, the
 * translation, the literal translation, the notes and the paragraph it opened; the second begins with
 * the word, with an empty translation for the teacher to write. A timed sentence is cut at the word's
 * own time, else at `at` when it lies inside, else where the words divide its span.
 */
export function splitSentence(state: Alignment, index: number, word: number, at?: number): Alignment {
  const sentence = state.sents[index];
  if (!sentence || word < 1 || word >= sentence.words.length) return state;
  const offsets = wordOffsets(sentence);
  const [firstText, secondText] = offsets
    ? [sentence.text.slice(0, offsets[word]).trimEnd(), sentence.text.slice(offsets[word]).trimStart()]
    : [textOfWords(sentence.words.slice(0, word)), textOfWords(sentence.words.slice(word))];
  const { start, end } = sentence;
  let cut: number | undefined;
  if (start !== undefined && end !== undefined) {
    const own = sentence.words[word]!.start;
    if (own !== undefined && own > start && own < end) cut = own;
    else if (at !== undefined && at > start && at < end) cut = ms(at);
    else cut = ms(start + ((end - start) * word) / sentence.words.length);
  }
  const { lit: _lit, notes: _notes, paragraph: _paragraph, ...plain } = made(sentence);
  const first = withTimes(
    { ...made(sentence), text: firstText, words: sentence.words.slice(0, word) },
    start,
    cut,
  );
  const second = withTimes(
    { ...plain, text: secondText, trans: '', words: sentence.words.slice(word) },
    cut,
    cut === undefined ? undefined : end,
  );
  const sents = [...state.sents.slice(0, index), first, second, ...state.sents.slice(index + 1)];
  return { sents, open: state.open > index ? state.open + 1 : state.open };
}

const joined = (a: string | undefined, b: string | undefined) =>
  [a, b].filter((s): s is string => s !== undefined && s.trim() !== '').join(' ');

/**
 * Sentence `index` joined with the next: one sentence with both texts, words and translations, from
 * the first's start to the second's end; the first's paragraph and both sentences' notes.
 */
export function joinWithNext(state: Alignment, index: number): Alignment {
  const a = state.sents[index];
  const b = state.sents[index + 1];
  if (!a || !b) return state;
  const lit = joined(a.lit, b.lit);
  const notes = [...(a.notes ?? []), ...(b.notes ?? [])];
  const { lit: _lit, notes: _notes, ...first } = made(a);
  const one: TextSentence = withTimes(
    {
      ...first,
      text: joined(a.text, b.text),
      trans: joined(a.trans, b.trans),
      words: [...a.words, ...b.words],
      ...(lit ? { lit } : {}),
      ...(notes.length > 0 ? { notes } : {}),
    },
    a.start ?? b.start,
    b.end ?? a.end,
  );
  const sents = [...state.sents.slice(0, index), one, ...state.sents.slice(index + 2)];
  return { sents, open: state.open > index ? state.open - 1 : state.open };
}

/** Sentence `index`'s translation, as the teacher writes it for a part made by a split. */
export function setTranslation(state: Alignment, index: number, trans: string): Alignment {
  const sentence = state.sents[index];
  if (!sentence) return state;
  const sents = [...state.sents];
  sents[index] = { ...sentence, trans };
  return { ...state, sents };
}
