import type { ElanTierChoice, ElanTierSummary, TextSentence } from '@langapp/shared';
import { InvalidError } from '../../../lib/domain-errors';
import type { EafAnnotation, EafDocument, EafTier } from './read-eaf';

// From an ELAN file's tiers to a text's sentences (ADR 087): each annotation of the transcription
// tier is a sentence with its start and end; its translation is the translation tier's annotation
// that refers to it (a symbolic association) or, on a time-aligned tier, those heard within it; its
// words are the words tier's annotations under it (by reference, in their PREVIOUS_ANNOTATION
// order, or by time), with their times where the file gives them. Without a words tier the
// sentence's words are its text split at spaces, as the annotation editor starts them.

/** What the dry run lists of each tier. */
export function tierSummaries(doc: EafDocument): ElanTierSummary[] {
  return doc.tiers.map((t) => ({
    id: t.id,
    linguisticType: t.linguisticType,
    timeAlignable: t.timeAlignable,
    stereotype: t.stereotype ?? null,
    parent: t.parent ?? null,
    participant: t.participant ?? null,
    annotations: t.annotations.length,
  }));
}

/**
 * The tiers to read when the teacher has not chosen: the first top-level, time-alignable tier that
 * has annotations as the transcription; its first associated child as the translation; its first
 * subdividing child as the words.
 */
export function defaultTiers(doc: EafDocument): ElanTierChoice | undefined {
  const top = doc.tiers.find((t) => !t.parent && t.timeAlignable && t.annotations.length > 0);
  if (!top) return undefined;
  const children = doc.tiers.filter((t) => t.parent === top.id && t.annotations.length > 0);
  const translation = children.find((t) => t.stereotype === 'Symbolic_Association');
  const words = children.find(
    (t) => t.stereotype !== undefined && /Subdivision|Included_In/.test(t.stereotype),
  );
  return {
    transcription: top.id,
    ...(translation ? { translation: translation.id } : {}),
    ...(words ? { words: words.id } : {}),
  };
}

const tierNamed = (doc: EafDocument, id: string, role: string): EafTier => {
  const tier = doc.tiers.find((t) => t.id === id);
  if (!tier) {
    const names = doc.tiers.map((t) => t.id).join(', ');
    throw new InvalidError(`The .eaf file has no tier ${id} to read as the ${role} (its tiers: ${names}).`);
  }
  return tier;
};

/** Annotations in the order they are heard (those without a time keep their place in the file). */
function inTimeOrder(annotations: readonly EafAnnotation[]): EafAnnotation[] {
  if (annotations.some((a) => a.start === undefined)) return [...annotations];
  return [...annotations].sort((a, b) => a.start! - b.start! || (a.end ?? 0) - (b.end ?? 0));
}

/** A reference tier's annotations under each parent, in their PREVIOUS_ANNOTATION chain's order. */
function childrenByRef(tier: EafTier): Map<string, EafAnnotation[]> {
  const byParent = new Map<string, EafAnnotation[]>();
  for (const a of tier.annotations) {
    if (!a.ref) continue;
    byParent.set(a.ref, [...(byParent.get(a.ref) ?? []), a]);
  }
  for (const [parent, list] of byParent) {
    if (list.length < 2) continue;
    const next = new Map(list.filter((a) => a.previous).map((a) => [a.previous!, a]));
    const first = list.find((a) => !a.previous || !list.some((b) => b.id === a.previous));
    const ordered: EafAnnotation[] = [];
    for (let a = first; a && ordered.length < list.length; a = next.get(a.id)) ordered.push(a);
    byParent.set(parent, ordered.length === list.length ? ordered : list);
  }
  return byParent;
}

/** Whether an annotation is heard within a sentence's span (its middle falls inside it). */
const within = (a: EafAnnotation, s: EafAnnotation) =>
  a.start !== undefined &&
  a.end !== undefined &&
  s.start !== undefined &&
  s.end !== undefined &&
  (a.start + a.end) / 2 >= s.start &&
  (a.start + a.end) / 2 <= s.end;

/** The annotations of `tier` that belong to sentence annotation `s`: by reference, else by time. */
function under(tier: EafTier, refs: Map<string, EafAnnotation[]>, s: EafAnnotation): EafAnnotation[] {
  const byRef = refs.get(s.id);
  if (byRef) return byRef;
  return inTimeOrder(tier.annotations.filter((a) => !a.ref && within(a, s)));
}

const clean = (value: string) => value.normalize('NFC').replace(/\s+/g, ' ').trim();
const span = (a: EafAnnotation) => ({
  ...(a.start === undefined ? {} : { start: a.start }),
  ...(a.end === undefined ? {} : { end: a.end }),
});

export interface EafSentences {
  sents: TextSentence[];
  /** Transcription annotations left out: empty ones. */
  empty: number;
  /** Sentences without a time (their annotation's time slots have no value). */
  untimed: number;
}

/** The sentences the chosen tiers give. */
export function eafSentences(doc: EafDocument, choice: ElanTierChoice): EafSentences {
  const transcription = tierNamed(doc, choice.transcription, 'transcription');
  const translation = choice.translation ? tierNamed(doc, choice.translation, 'translation') : undefined;
  const words = choice.words ? tierNamed(doc, choice.words, 'words') : undefined;
  const translationRefs = translation ? childrenByRef(translation) : new Map<string, EafAnnotation[]>();
  const wordRefs = words ? childrenByRef(words) : new Map<string, EafAnnotation[]>();
  // A sentence's transcription may itself be a reference annotation (a tier under a time-aligned one):
  // its time is its parent's.
  const times = new Map(
    doc.tiers.flatMap((t) => t.annotations.filter((a) => a.start !== undefined).map((a) => [a.id, a])),
  );
  let empty = 0;
  let untimed = 0;
  const sents: TextSentence[] = [];
  for (const raw of inTimeOrder(
    transcription.annotations.map((a) =>
      a.start === undefined && a.ref ? { ...a, ...span(times.get(a.ref) ?? a) } : a,
    ),
  )) {
    const text = clean(raw.value);
    if (!text) {
      empty++;
      continue;
    }
    if (raw.start === undefined || raw.end === undefined) untimed++;
    const trans = translation
      ? under(translation, translationRefs, raw)
          .map((a) => clean(a.value))
          .filter(Boolean)
          .join(' ')
      : '';
    const sentWords = words
      ? under(words, wordRefs, raw)
          .map((a) => ({ text: clean(a.value), gloss: '', morphs: [], ...span(a) }))
          .filter((w) => w.text)
      : text.split(' ').map((w) => ({ text: w, gloss: '', morphs: [] }));
    sents.push({
      text,
      trans,
      words: sentWords,
      ...(raw.start !== undefined && raw.end !== undefined ? span(raw) : {}),
    });
  }
  return { sents, empty, untimed };
}
