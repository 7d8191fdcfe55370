/**
 * The lexicon's parts of speech as the console offers them (ADR 071): each once whatever its case
 * or spacing ('noun', 'Noun', ' noun'), with how many senses use it and every spelling found.
 */
export interface PartOfSpeechUse {
  /** The spelling shown and picked: the most used one (the first in alphabetical order on a tie). */
  value: string;
  /** Senses that use it, in any of its spellings. */
  count: number;
  /** Every spelling in use, the shown one first. */
  spellings: string[];
}

/** What makes two parts of speech the same: case and surrounding spaces aside (Unicode NFC). */
export const partOfSpeechKey = (pos: string): string => pos.trim().normalize('NFC').toLocaleLowerCase('en');

/**
 * Folds the parts of speech in use, as counted per spelling, into one each; empty ones are left
 * out. A row counted 0 is one a list offers that no sense uses yet (FieldWorks' ranges, ADR 073):
 * it is listed with 0 unless a spelling in use has its key already (that spelling is shown).
 */
export function foldPartsOfSpeech(rows: readonly { pos: string; count: number }[]): PartOfSpeechUse[] {
  const byKey = new Map<string, Map<string, number>>();
  const spellingOf = (pos: string) => pos.trim().normalize('NFC');
  for (const { pos, count } of rows) {
    const spelling = spellingOf(pos);
    if (spelling === '' || count <= 0) continue;
    const key = partOfSpeechKey(spelling);
    const spellings = byKey.get(key) ?? new Map<string, number>();
    spellings.set(spelling, (spellings.get(spelling) ?? 0) + count);
    byKey.set(key, spellings);
  }
  for (const { pos, count } of rows) {
    const spelling = spellingOf(pos);
    const key = partOfSpeechKey(spelling);
    if (spelling !== '' && count === 0 && !byKey.has(key)) byKey.set(key, new Map([[spelling, 0]]));
  }
  return [...byKey.values()]
    .map((spellings) => {
      const ranked = [...spellings].sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
      return {
        value: ranked[0]![0],
        count: ranked.reduce((sum, [, n]) => sum + n, 0),
        spellings: ranked.map(([spelling]) => spelling),
      };
    })
    .sort(
      (a, b) =>
        a.value.localeCompare(b.value, 'en', { sensitivity: 'base' }) || a.value.localeCompare(b.value),
    );
}
