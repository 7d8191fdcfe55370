/**
 * The read-along's clock (issue 39, ADR 093): which sentence and which word of a text is heard at a
 * time of its recording, found by binary search over the spans' starts, so that a frame's lookup
 * costs the same in a text of five sentences as in one of two thousand.
 */

/** A span of the recording, in milliseconds: heard from `start` (included) to `end` (excluded). */
export interface Span {
  start: number;
  end: number;
}

/** A sentence's span; `index` is its place in the text. */
export interface TimedSentence extends Span {
  index: number;
}

/** A word's span; `sentence` and `word` are its places in the text and in its sentence. */
export interface TimedWord extends Span {
  sentence: number;
  word: number;
}

/** Spans sorted by their start, and the one heard at a time. */
export interface SpanLookup<T extends Span> {
  /** In the order they start (spans starting together in the order given). */
  readonly spans: readonly T[];
  /** The span that holds `ms` (the latest started of them when spans overlap); undefined in a gap. */
  at(ms: number): T | undefined;
  /** The place in `spans` of the last span that starts at or before `ms`; -1 before the first. */
  lastStartedAt(ms: number): number;
}

export function spanLookup<T extends Span>(given: readonly T[]): SpanLookup<T> {
  const spans = given
    .map((span, order) => ({ span, order }))
    .sort((a, b) => a.span.start - b.span.start || a.order - b.order)
    .map(({ span }) => span);
  // The furthest end of the spans up to each one: a backward walk stops as soon as none reaches `ms`.
  const reach: number[] = [];
  for (const [i, span] of spans.entries()) reach.push(Math.max(span.end, i > 0 ? reach[i - 1]! : -Infinity));

  function lastStartedAt(ms: number): number {
    let low = 0;
    let high = spans.length - 1;
    let found = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (spans[mid]!.start <= ms) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    return found;
  }

  return {
    spans,
    lastStartedAt,
    at(ms) {
      for (let i = lastStartedAt(ms); i >= 0 && reach[i]! > ms; i--) if (spans[i]!.end > ms) return spans[i];
      return undefined;
    },
  };
}

/** What a text gives the timeline: its sentences' and words' times, where they have them. */
interface TimedText {
  start?: number | undefined;
  end?: number | undefined;
  words: readonly { start?: number | undefined; end?: number | undefined }[];
}

const timed = (s: { start?: number | undefined; end?: number | undefined }): s is Span =>
  s.start !== undefined && s.end !== undefined && s.end > s.start;

/** A text's sentences and words that have times (a span of no length is not one), looked up by time. */
export function readAlongTimeline(sents: readonly TimedText[]) {
  const sentences: TimedSentence[] = [];
  const words: TimedWord[] = [];
  sents.forEach((sentence, index) => {
    if (timed(sentence)) sentences.push({ index, start: sentence.start, end: sentence.end });
    sentence.words.forEach((word, w) => {
      if (timed(word)) words.push({ sentence: index, word: w, start: word.start, end: word.end });
    });
  });
  const byIndex = new Map(sentences.map((s) => [s.index, s]));
  return {
    sentences: spanLookup(sentences),
    words: spanLookup(words),
    /** Sentence `index`'s span, if it has one. */
    sentence: (index: number) => byIndex.get(index),
  };
}
export type ReadAlongTimeline = ReturnType<typeof readAlongTimeline>;

/**
 * The timed sentence the previous or next control goes to from `ms`: the next one after the last
 * started; the previous one before the sentence being heard, or (in the gap after a sentence) that
 * sentence. Stays on the first or last at either end.
 */
export function stepSentence(
  timeline: ReadAlongTimeline,
  ms: number,
  direction: -1 | 1,
): TimedSentence | undefined {
  const { spans } = timeline.sentences;
  if (spans.length === 0) return undefined;
  const last = timeline.sentences.lastStartedAt(ms);
  let to: number;
  if (direction === 1) to = last + 1;
  else to = last >= 0 && spans[last]!.end > ms ? last - 1 : last;
  return spans[Math.min(Math.max(to, 0), spans.length - 1)];
}

/**
 * Where each word of a sentence stands in its written text (start and end offsets), found in order
 * without regard to case (an ELAN words tier often writes them in lower case); a punctuation word
 * not found is left without a place (null). Null when a word cannot be found: the sentence is then
 * shown as written, without word-by-word highlight.
 */
export function wordRanges(
  text: string,
  words: readonly { text: string; punct?: boolean | undefined }[],
): ([number, number] | null)[] | null {
  const lower = text.toLowerCase();
  // Folding case changed a letter's length: only exact matches are then looked for.
  const haystack = lower.length === text.length ? lower : text;
  const fold = (s: string) => (haystack === lower ? s.toLowerCase() : s);
  const ranges: ([number, number] | null)[] = [];
  let from = 0;
  for (const word of words) {
    const needle = fold(word.text.trim());
    const at = needle === '' ? -1 : haystack.indexOf(needle, from);
    if (at < 0) {
      if (word.punct || needle === '') {
        ranges.push(null);
        continue;
      }
      return null;
    }
    ranges.push([at, at + needle.length]);
    from = at + needle.length;
  }
  return ranges;
}
