import type { AlignedSentence, SaveAlignmentRequest, TextSentence } from '../api/texts';
import { settleSentenceIds } from './sentence-ids';

/**
 * What an alignment must be to be saved (ADR 094), the same rule on the console's page and on the
 * server: every sentence timed or untimed as a whole, inside the recording, in the text's order and
 * none overlapping the next. Aligning changes where sentences begin and end, never their words: the
 * saved sentences take, in order, exactly the text's words.
 */

/** How far past the recording's end a time may lie, in ms: the browser's and ffmpeg's durations differ by a frame or two. */
const RECORDING_END_SLACK_MS = 50;

/** A time in ms as a teacher reads it: minutes and seconds with tenths (62300 is 1:02.3). */
export const clockOf = (ms: number) => {
  const tenths = Math.round(ms / 100);
  return `${Math.floor(tenths / 600)}:${((tenths % 600) / 10).toFixed(1).padStart(4, '0')}`;
};

/** What is wrong with the sentences' times, in the teacher's words; empty when they can be saved. */
export function alignmentProblems(
  sents: readonly { start?: number | undefined; end?: number | undefined }[],
  durationMs: number,
): string[] {
  const problems: string[] = [];
  let previous: { n: number; end: number } | undefined;
  sents.forEach((s, i) => {
    const n = i + 1;
    if (s.start === undefined && s.end === undefined) return;
    if (s.start === undefined || s.end === undefined) {
      problems.push(
        s.start === undefined
          ? `Sentence ${n} has an end but no start.`
          : `Sentence ${n} has a start but no end.`,
      );
      return;
    }
    if (s.end <= s.start) problems.push(`Sentence ${n} must end after it starts.`);
    if (s.end > durationMs + RECORDING_END_SLACK_MS)
      problems.push(
        `Sentence ${n} ends at ${clockOf(s.end)}, after the recording's end (${clockOf(durationMs)}).`,
      );
    if (previous && s.start < previous.end)
      problems.push(
        `Sentence ${n} starts at ${clockOf(s.start)}, before sentence ${previous.n} ends (${clockOf(previous.end)}).`,
      );
    previous = { n, end: s.end };
  });
  return problems;
}

/**
 * A sentence's words with their times kept where every word's time lies inside the sentence's span
 * (the words did not move in the recording when a boundary did), else all cleared: a word outside
 * its sentence would be highlighted under the wrong one.
 */
export function settleWordTimes(sentence: TextSentence): TextSentence {
  const { start, end } = sentence;
  const inside =
    start !== undefined &&
    end !== undefined &&
    sentence.words.every(
      (w) => w.start !== undefined && w.end !== undefined && w.start >= start && w.end <= end,
    );
  if (inside || sentence.words.every((w) => w.start === undefined && w.end === undefined)) return sentence;
  return { ...sentence, words: sentence.words.map(({ start: _s, end: _e, ...w }) => w) };
}

/** The save's request for the aligned sentences: a kept sentence by its id, a made one with its text. */
export function alignmentRequest(sents: readonly TextSentence[]): SaveAlignmentRequest {
  return {
    sents: sents.map((s): AlignedSentence => {
      const times = {
        ...(s.start === undefined ? {} : { start: s.start }),
        ...(s.end === undefined ? {} : { end: s.end }),
      };
      if (s.id !== undefined) return { id: s.id, words: s.words.length, ...times };
      return {
        words: s.words.length,
        text: s.text,
        trans: s.trans,
        ...(s.lit === undefined ? {} : { lit: s.lit }),
        ...(s.notes === undefined ? {} : { notes: s.notes }),
        ...(s.paragraph === undefined ? {} : { paragraph: s.paragraph }),
        ...times,
      };
    }),
  };
}

/** Why a saved alignment cannot be applied to the stored text: bad input, or a text changed since. */
export type AlignmentRefusal = { kind: 'invalid' | 'conflict'; message: string };

const CHANGED =
  'The text has changed since it was opened for aligning: open it again (your times were not saved).';
const noSpace = (text: string) => text.replace(/\s+/gu, '');

/**
 * The stored sentences (with ids) re-cut and timed as the request says, or why not. A sentence kept
 * (by id, or by the same words and text at the same place) is the stored one with its new times; a
 * made one takes its words from the stored text, and the id of the stored sentence that began where
 * it begins (the first part of a split, a join: ADR 100), else a new id above every id in `used`.
 * `reshaped` are the ids now on a sentence of other words than before, `gone` the stored ids no
 * sentence has any more: their recordings say another sentence than the text now has.
 */
export function applyAlignment(
  stored: readonly (TextSentence & { id: number })[],
  request: SaveAlignmentRequest,
  { durationMs, used = [] }: { durationMs: number; used?: Iterable<number> },
):
  | { sents: (TextSentence & { id: number })[]; reshaped: number[]; gone: number[] }
  | { refused: AlignmentRefusal } {
  const problems = alignmentProblems(request.sents, durationMs);
  if (problems.length > 0) return { refused: { kind: 'invalid', message: problems.join(' ') } };
  const words = stored.flatMap((s) => s.words);
  const total = request.sents.reduce((n, s) => n + s.words, 0);
  if (total !== words.length) return { refused: { kind: 'conflict', message: CHANGED } };
  // Where each stored sentence begins in the text's words.
  const begins = new Map<number, number>();
  stored.reduce((at, s) => (begins.set(s.id, at), at + s.words.length), 0);
  const byId = new Map(stored.map((s) => [s.id, s]));
  const taken = new Set<number>();
  let at = 0;
  const sents: TextSentence[] = [];
  /** The id a made sentence takes over: the stored sentence that began where it begins. */
  const heirs = new Map<number, number>();
  for (const [i, sent] of request.sents.entries()) {
    const own = words.slice(at, at + sent.words);
    const times = {
      ...(sent.start === undefined ? {} : { start: sent.start }),
      ...(sent.end === undefined ? {} : { end: sent.end }),
    };
    let kept = sent.id === undefined ? undefined : byId.get(sent.id);
    if (
      sent.id !== undefined &&
      (!kept || begins.get(sent.id) !== at || kept.words.length !== sent.words || taken.has(sent.id))
    )
      return { refused: { kind: 'conflict', message: CHANGED } };
    if (!kept) {
      if (sent.text === undefined || sent.text.trim() === '')
        return { refused: { kind: 'invalid', message: `Sentence ${i + 1} needs its text.` } };
      // The same words and text where a stored sentence was: that sentence, back as it was.
      kept = stored.find(
        (s) =>
          !taken.has(s.id) &&
          begins.get(s.id) === at &&
          s.words.length === sent.words &&
          noSpace(s.text) === noSpace(sent.text!),
      );
    }
    if (kept) {
      taken.add(kept.id);
      const { start: _s, end: _e, ...rest } = kept;
      sents.push(settleWordTimes({ ...rest, ...times }));
    } else {
      const { id: _id, words: _n, text, trans, ...fields } = sent;
      const first = stored.find((s) => !taken.has(s.id) && begins.get(s.id) === at);
      if (first) {
        taken.add(first.id);
        heirs.set(sents.length, first.id);
      }
      sents.push(
        settleWordTimes({
          ...fields,
          text: text!.normalize('NFC'),
          trans: (trans ?? '').normalize('NFC'),
          words: own,
        }),
      );
    }
    at += sent.words;
  }
  if (noSpace(sents.map((s) => s.text).join('')) !== noSpace(stored.map((s) => s.text).join('')))
    return {
      refused: {
        kind: 'invalid',
        message:
          "The sentences' text must stay the text's own: aligning moves where sentences begin and end, not what they say.",
      },
    };
  // Any other made sentence gets a new id (0 is never kept), so no recording of another sentence plays for it.
  const settled = settleSentenceIds(
    sents.map((s, i) => ({ ...s, id: heirs.get(i) ?? s.id ?? 0 })),
    { kept: stored, used },
  );
  const now = new Set(settled.map((s) => s.id));
  return {
    sents: settled,
    reshaped: [...heirs.values()],
    gone: stored.filter((s) => !now.has(s.id)).map((s) => s.id),
  };
}
