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
 * The sentences with their ids settled, against the stored text's sentences (`kept`):
 * - a sentence keeps its id when the stored text has it and no earlier sentence took it;
 * - a sentence sent without an id (by an editor opened before sentences had ids, or a draft saved
 *   then) takes the id of a stored sentence with the very same text that no other sentence took;
 * - every other sentence (a new line, an id the server never gave, a repeated one) gets a fresh id
 *   above every stored id and every id in `used` (ids that recordings of this text still carry), so
 *   a new sentence never inherits an old one's recordings.
 */
export function settleSentenceIds<S extends { id?: number | undefined; text: string }>(
  sents: readonly S[],
  { kept, used = [] }: { kept: readonly { id: number; text: string }[]; used?: Iterable<number> },
): (S & { id: number })[] {
  const keepable = new Set(kept.map((k) => k.id));
  const taken = new Set<number>();
  const ids: (number | undefined)[] = sents.map((sentence) => {
    const id = sentence.id;
    if (id === undefined || !keepable.has(id) || taken.has(id)) return undefined;
    taken.add(id);
    return id;
  });
  sents.forEach((sentence, i) => {
    if (ids[i] !== undefined || sentence.id !== undefined) return;
    const same = kept.find((k) => k.text === sentence.text && !taken.has(k.id));
    if (same) {
      ids[i] = same.id;
      taken.add(same.id);
    }
  });
  let next = Math.max(0, ...keepable, ...used) + 1;
  return sents.map((sentence, i) => ({ ...sentence, id: ids[i] ?? next++ }));
}
