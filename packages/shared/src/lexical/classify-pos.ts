/** The three groups of a submission's lexical items. */
export const LEXICAL_CLASSES = ['verb', 'noun', 'other'] as const;
export type LexicalClass = (typeof LEXICAL_CLASSES)[number];

const VERB_POS: ReadonlySet<string> = new Set(['v', 'v/prep']);
const NOUN_POS: ReadonlySet<string> = new Set(['n', 'num', 'place']);

/**
 * The class of a part of speech (trimmed and lowercased first): 'v' and 'v/prep' are verbs; 'n',
 * 'num' and 'place' are nouns; anything else, a missing value included, is 'other'.
 */
export function classifyPos(pos: string | null | undefined): LexicalClass {
  const key = (pos ?? '').trim().toLowerCase();
  if (VERB_POS.has(key)) return 'verb';
  if (NOUN_POS.has(key)) return 'noun';
  return 'other';
}

/** Splits items into verbs, nouns and others by their pos, keeping their order within a group. */
export function groupByClass<T extends { pos: string | null | undefined }>(
  items: readonly T[],
): Record<LexicalClass, T[]> {
  const groups: Record<LexicalClass, T[]> = { verb: [], noun: [], other: [] };
  for (const item of items) groups[classifyPos(item.pos)].push(item);
  return groups;
}
