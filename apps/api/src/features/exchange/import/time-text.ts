import type { TextSentence } from '@langapp/shared';

// Timing a text already here from an ELAN file of the same recording (ADR 087): its sentences and
// the file's are matched one by one, in order, by their text (compared without case, punctuation
// or spacing); a matched sentence takes the file's start and end (and its words' times when the
// words are the same). What does not match is named: sentences of the text the file lacks, and
// annotations of the file no sentence took.

const comparable = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const seconds = (ms: number | undefined) => (ms === undefined ? '' : ` at ${(ms / 1000).toFixed(1)} s`);
const quoted = (text: string) => `“${text.length > 60 ? `${text.slice(0, 57)}...` : text}”`;

export interface TimedText {
  sents: TextSentence[];
  matched: number;
  mismatches: string[];
}

export function timeSentences(stored: readonly TextSentence[], file: readonly TextSentence[]): TimedText {
  const keys = file.map((s) => comparable(s.text));
  const used = new Set<number>();
  const mismatches: string[] = [];
  let next = 0;
  let matched = 0;
  const sents = stored.map((sentence, i) => {
    const key = comparable(sentence.text);
    let found = -1;
    for (let j = next; j < keys.length; j++) {
      if (keys[j] === key) {
        found = j;
        break;
      }
    }
    if (found < 0) {
      mismatches.push(
        `Sentence ${i + 1} ${quoted(sentence.text)} is not in the .eaf file: it keeps no time.`,
      );
      const { start: _s, end: _e, ...untimed } = sentence;
      return untimed;
    }
    used.add(found);
    next = found + 1;
    matched++;
    const timed = file[found]!;
    const sameWords =
      sentence.words.length === timed.words.length &&
      sentence.words.every((w, k) => comparable(w.text) === comparable(timed.words[k]!.text));
    const words = sameWords
      ? sentence.words.map((w, k) => {
          const { start, end } = timed.words[k]!;
          const { start: _s, end: _e, ...rest } = w;
          return {
            ...rest,
            ...(start === undefined ? {} : { start }),
            ...(end === undefined ? {} : { end }),
          };
        })
      : sentence.words;
    const { start: _s, end: _e, ...rest } = sentence;
    return {
      ...rest,
      words,
      ...(timed.start === undefined ? {} : { start: timed.start }),
      ...(timed.end === undefined ? {} : { end: timed.end }),
    };
  });
  file.forEach((s, j) => {
    if (!used.has(j))
      mismatches.push(
        `The .eaf file's ${quoted(s.text)}${seconds(s.start)} matches no sentence of the text.`,
      );
  });
  return { sents, matched, mismatches };
}
