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
  // Folded a slice at a time while the browser is idle (useKeysFoldedWhenIdle), not when the list
  // arrives: a page that opens without a query shows its first rows without waiting for every
  // item's keys, and a search before the last slice folds the rest at once.
  const keys: SearchKeys[] = [];
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
