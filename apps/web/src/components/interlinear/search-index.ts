import { useEffect } from 'react';
import { rankSearch, searchKeys } from '@langapp/shared';
import type { SearchKeys } from '@langapp/shared';

/** Keeps the fields of one item apart, so a query never matches across two of them. */
const FIELD_SEPARATOR = '\u0000';

/**
 * What a person typed, in the form of the keys (the shared search rule, ADR 070: case, diacritics
 * and apostrophe-like letters folded, the exact form kept to rank exact matches first), trimmed.
 */
export function normalizeQuery(raw: string): SearchKeys {
  return searchKeys(raw.replaceAll(FIELD_SEPARATOR, '').trim());
}

/** Items with their searchable fields folded once into keys, so each keystroke only compares strings. */
export interface SearchIndex<T> {
  readonly items: readonly T[];
  readonly keys: readonly SearchKeys[];
}

/** One item's key: each field folded on its own (most are plain text: the quick path), then joined. */
function itemKeys(fields: readonly string[]): SearchKeys {
  const each = fields.map(searchKeys);
  const folded = each.map((k) => k.folded).join(FIELD_SEPARATOR);
  if (each.every((k) => k.exact === undefined)) return { folded };
  return { folded, exact: each.map((k) => k.exact ?? k.folded).join(FIELD_SEPARATOR) };
}

export function createSearchIndex<T>(
  items: readonly T[],
  fields: (item: T) => readonly string[],
): SearchIndex<T> {
  // Folded at the first search, not when the list arrives: a page that opens without a query
  // shows its first rows without waiting for every item's key.
  let keys: readonly SearchKeys[] | undefined;
  return {
    items,
    get keys() {
      keys ??= items.map((item) => itemKeys(fields(item)));
      return keys;
    },
  };
}

/**
 * The items one of whose fields contains the query: those that contain it as typed (diacritics
 * included) first, then those that contain it once folded, each in the items' order; every item
 * for an empty query.
 */
export function searchIndex<T>(index: SearchIndex<T>, query: SearchKeys): readonly T[] {
  if (query.folded === '') return index.items;
  return rankSearch(index.items, index.keys, query);
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
