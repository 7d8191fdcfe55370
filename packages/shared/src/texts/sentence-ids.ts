/**
 * Each sentence of a text has an id of its own, stable while the text is edited: a recording of the
 * sentence is stored under 'textId.sentenceId' (the spec's 'textId.sentenceNumber' form), so adding
 * or removing a line elsewhere never moves a recording onto another sentence. Texts saved before
 * sentences had ids were numbered by position, which is what their recordings were keyed by.
 */

/** The sent_id under which the recordings of sentence `sentenceId` of text `textId` are stored. */
export const textSentenceRecordingId = (textId: number, sentenceId: number): string =>
  `${textId}.${sentenceId}`;

/** The text and sentence of a 'textId.sentenceId' recording id, or null for any other id. */
export function parseTextSentenceRecordingId(id: string): { textId: number; sentenceId: number } | null {
  const match = /^([1-9]\d{0,9})\.([1-9]\d{0,9})$/.exec(id);
  return match ? { textId: Number(match[1]), sentenceId: Number(match[2]) } : null;
}

/**
 * The sentences with their ids settled. A sentence keeps its id when that id is one the stored text
 * already has (`kept`) and no earlier sentence took it; every other sentence (a new line, an id the
 * server never gave, a repeated one) gets a fresh id above every id in `kept` and `used` (ids that
 * recordings of this text still carry), so a new sentence never inherits an old one's recordings.
 */
export function settleSentenceIds<S extends { id?: number | undefined }>(
  sents: readonly S[],
  { kept, used = [] }: { kept: Iterable<number>; used?: Iterable<number> },
): (S & { id: number })[] {
  const keepable = new Set(kept);
  let next = Math.max(0, ...keepable, ...used) + 1;
  const taken = new Set<number>();
  return sents.map((sentence) => {
    const id =
      sentence.id !== undefined && keepable.has(sentence.id) && !taken.has(sentence.id)
        ? sentence.id
        : next++;
    taken.add(id);
    return { ...sentence, id };
  });
}
