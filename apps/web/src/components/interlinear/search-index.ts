import { useEffect } from 'react';
import { normalizeWord } from '@langapp/shared';

/** Keeps the fields of one item apart, so a query never matches across two of them. */
const FIELD_SEPARATOR = '\u0000';

/** The form searched text takes: NFC, the curly apostrophe made straight (a letter here), lowercase. */
function searchKey(text: string): string {
  return normalizeWord(text);
}

/** What a person typed, in the form of the keys (and trimmed). */
export function normalizeQuery(raw: string): string {
  return searchKey(raw).replaceAll(FIELD_SEPARATOR, '').trim();
}

/** Items with their searchable fields folded once into lowercase keys, so each keystroke only compares strings. */
export interface SearchIndex<T> {
  readonly items: readonly T[];
  readonly keys: readonly string[];
}

export function createSearchIndex<T>(
  items: readonly T[],
  fields: (item: T) => readonly string[],
): SearchIndex<T> {
  // Folded at the first search, not when the list arrives: a page that opens without a query
  // shows its first rows without waiting for every item's key.
  let keys: readonly string[] | undefined;
  return {
    items,
    get keys() {
      keys ??= items.map((item) => fields(item).map(searchKey).join(FIELD_SEPARATOR));
      return keys;
    },
  };
}

/** The items one of whose fields contains the normalised query, in their order; every item for an empty query. */
export function searchIndex<T>(index: SearchIndex<T>, query: string): readonly T[] {
  if (query === '') return index.items;
  const matches: T[] = [];
  const { items, keys } = index;
  for (let i = 0; i < keys.length; i++) {
    if (keys[i]!.includes(query)) matches.push(items[i]!);
  }
  return matches;
}

/**
 * Folds the keys of `index` while the browser is idle after the list has shown, so neither the
 * first paint nor the first keystroke pays for them.
 */
export function useKeysFoldedWhenIdle(index: SearchIndex<unknown>): void {
  useEffect(() => {
    const fold = () => void index.keys;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(fold, 0);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(fold, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }, [index]);
}
