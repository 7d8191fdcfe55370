import type { AlphabetData, AlphabetDetectResponse } from '@langapp/shared';

/** One letter as the editor holds it: text fields as typed, equivalents space-separated. */
export interface DraftLetter {
  key: number;
  letter: string;
  upper: string;
  equivalents: string;
  /** The sample's entry (chosen from the lexicon), or null. */
  lexId: number | null;
}

let nextKey = 1;
export const newDraftLetter = (fields: Partial<Omit<DraftLetter, 'key'>> = {}): DraftLetter => ({
  key: nextKey++,
  letter: '',
  upper: '',
  equivalents: '',
  lexId: null,
  ...fields,
});

/** The stored alphabet's letters as drafts. */
export function draftOf(alphabet: AlphabetData | null): DraftLetter[] {
  return (alphabet?.letters ?? []).map((l) =>
    newDraftLetter({
      letter: l.letter,
      upper: l.upper ?? '',
      equivalents: (l.equivalents ?? []).join(' '),
      lexId: l.sample?.lexId ?? null,
    }),
  );
}

/** The drafts as the save call takes them; `wordOf` gives a sample entry's headword. */
export function lettersOfDraft(
  drafts: readonly DraftLetter[],
  wordOf: (lexId: number) => string | undefined,
): AlphabetData['letters'] {
  return drafts.map((d) => {
    const equivalents = d.equivalents.split(/\s+/).filter(Boolean);
    const upper = d.upper.trim();
    const word = d.lexId === null ? undefined : wordOf(d.lexId);
    return {
      letter: d.letter,
      ...(upper && upper !== d.letter.trim().toUpperCase() ? { upper } : {}),
      ...(equivalents.length > 0 ? { equivalents } : {}),
      ...(d.lexId !== null ? { sample: { word: word ?? '', lexId: d.lexId } } : {}),
    };
  });
}

/** The ticked proposals added after the letters the editor has (those it has already are skipped). */
export function withProposals(
  drafts: readonly DraftLetter[],
  proposal: AlphabetDetectResponse['proposal'],
  ticked: ReadonlySet<string>,
): DraftLetter[] {
  const have = new Set(drafts.map((d) => d.letter.normalize('NFC')));
  const added = proposal
    .filter((p) => ticked.has(p.letter) && !have.has(p.letter))
    .map((p) => newDraftLetter({ letter: p.letter, upper: p.upper === p.letter.toUpperCase() ? '' : p.upper }));
  return [...drafts, ...added];
}

/** The list with the item at `from` moved by `by` places (kept within the list). */
export function moved<T>(items: readonly T[], from: number, by: number): T[] {
  const to = Math.max(0, Math.min(items.length - 1, from + by));
  const out = [...items];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item!);
  return out;
}
