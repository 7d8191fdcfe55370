import type { PlayerStep } from '../lessons/read-lesson';

/**
 * Which cards a learner's review deck gains, and when. A word is reviewed in two directions, a
 * sentence in one; a card is one (item, direction) pair and is never added twice.
 */

export type ReviewItemKind = ReviewItem['kind'];

/**
 * - listen: the recording plays first (the written form and the meaning hidden; written when
 *   there is no recording) and the learner recalls the meaning;
 * - recall: the meaning is shown and the learner recalls the word, then hears it.
 */
export const REVIEW_DIRECTIONS = ['listen', 'recall'] as const;
export type ReviewDirection = (typeof REVIEW_DIRECTIONS)[number];

/**
 * Where an item came from: a finished lesson (its words and sentences), a word missed in the
 * listening exercise, the matching game or the word of the day, or a learner's own "Add to my
 * review" (on /words, in a lesson, after a Wordle).
 */
export const DECK_SOURCES = ['lesson', 'listening', 'matching', 'wotd', 'words', 'wordle'] as const;
export type DeckSource = (typeof DECK_SOURCES)[number];

export type ReviewItem = { kind: 'word'; lexId: number } | { kind: 'sentence'; sentId: string };

/** A card of the deck: an item (its id as text, a word's or a sentence's) in one direction. */
export interface DeckCard {
  kind: ReviewItemKind;
  itemId: string;
  direction: ReviewDirection;
}

/** The directions an item is reviewed in: a word both ways, a sentence by listening. */
export function directionsOf(kind: ReviewItemKind): readonly ReviewDirection[] {
  return kind === 'word' ? REVIEW_DIRECTIONS : ['listen'];
}

/** The cards of the items, each (item, direction) once, in the items' order. */
export function cardsOf(items: readonly ReviewItem[]): DeckCard[] {
  const seen = new Set<string>();
  const cards: DeckCard[] = [];
  for (const item of items) {
    const itemId = item.kind === 'word' ? String(item.lexId) : item.sentId;
    for (const direction of directionsOf(item.kind)) {
      const key = `${item.kind}:${itemId}:${direction}`;
      if (seen.has(key)) continue;
      seen.add(key);
      cards.push({ kind: item.kind, itemId, direction });
    }
  }
  return cards;
}

/** What a finished lesson adds: its words and its sentences (steps of unknown kind add nothing). */
export function lessonItems(steps: readonly PlayerStep[]): ReviewItem[] {
  const items: ReviewItem[] = [];
  for (const step of steps) {
    if (step.kind === 'lex') items.push({ kind: 'word', lexId: step.lexId });
    else if (step.kind === 'sent') items.push({ kind: 'sentence', sentId: step.sentId });
  }
  return items;
}
