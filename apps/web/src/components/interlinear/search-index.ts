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
  /** Every item's keys (folding those not folded yet). */
  readonly keys: readonly SearchKeys[];
  /** Folds the keys of up to `count` more items; true once every item's are folded. */
  foldSome(count: number): boolean;
  /** The items found for `query` (searchIndex), looking only among the last query's when it grows. */
  search(query: SearchKeys): readonly T[];
}

/**
 * One item's key: each field folded on its own (most are plain text: the quick path), then joined;
 * the exact form only when a field's differs. No array per item: 20,000 items are folded at once
 * when a search comes before the idle slices are done.
 */
function itemKeys(fields: readonly string[]): SearchKeys {
  let folded = '';
  let exact = '';
  let differs = false;
  for (let i = 0; i < fields.length; i++) {
    const keys = searchKeys(fields[i]!);
    const separator = i === 0 ? '' : FIELD_SEPARATOR;
    folded += separator + keys.folded;
    exact += separator + (keys.exact ?? keys.folded);
    differs ||= keys.exact !== undefined;
  }
  return differs ? { folded, exact } : { folded };
}

export function createSearchIndex<T>(
  items: readonly T[],
  fields: (item: T) => readonly string[],
): SearchIndex<T> {
  // Folded a slice at a time while the browser is idle (useKeysFoldedWhenIdle), not when the list
  // arrives: a page that opens without a query shows its first rows without waiting for every
  // item's keys, and a search before the last slice folds the rest at once.
  const keys: SearchKeys[] = [];
  /** The last query searched, and the indices of the items it found. */
  let last: { folded: string; found: number[] } | null = null;
  const foldUpTo = (end: number) => {
    for (let i = keys.length; i < end; i++) keys.push(itemKeys(fields(items[i]!)));
  };
  return {
    items,
    get keys() {
      foldUpTo(items.length);
      return keys;
    },
    foldSome(count) {
      foldUpTo(Math.min(items.length, keys.length + count));
      return keys.length === items.length;
    },
    search(query) {
      foldUpTo(items.length);
      // A query that contains the last one (typed on from it) finds only among what that one found.
      const narrow = last !== null && query.folded.includes(last.folded) ? last.found : undefined;
      const found: number[] = [];
      const ranked = rankSearch(items, keys, query, { narrow, found });
      last = { folded: query.folded, found };
      return ranked;
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
  return index.search(query);
}

/** How many items' keys one idle slice folds (a few milliseconds' work on a phone). */
const SLICE = 500;

/**
 * Folds the keys of `index` a slice at a time while the browser is idle after the list has shown,
 * starting at once, so that neither the first paint nor the first keystroke pays for them.
 */
export function useKeysFoldedWhenIdle(index: SearchIndex<unknown>): void {
  useEffect(() => {
    let cancel = () => {};
    const schedule = () => {
      if (typeof requestIdleCallback !== 'function') {
        const timer = setTimeout(step, 0);
        cancel = () => clearTimeout(timer);
        return;
      }
      const id = requestIdleCallback(step, { timeout: 500 });
      cancel = () => cancelIdleCallback(id);
    };
    function step(deadline?: IdleDeadline) {
      let done = index.foldSome(SLICE);
      while (!done && deadline && !deadline.didTimeout && deadline.timeRemaining() > 4) {
        done = index.foldSome(SLICE);
      }
      if (!done) schedule();
    }
    schedule();
    return () => cancel();
  }, [index]);
}
