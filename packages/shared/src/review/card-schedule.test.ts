import { createEmptyCard, fsrs, StrategyMode } from 'ts-fsrs';
import type { AbstractScheduler, Card, Grade } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { previewIntervals, rateCard } from './card-schedule';
import type { CardState } from './card-schedule';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const START = Date.parse('2026-03-02T09:00:00Z');

/** A card just added to the deck, as the database makes it (due when added, nothing else). */
const newCard = (addedAt: number): CardState => ({
  due: addedAt,
  stability: 0,
  difficulty: 0,
  elapsed_days: 0,
  scheduled_days: 0,
  learning_steps: 0,
  reps: 0,
  lapses: 0,
  state: 0,
  last_review: null,
});

/** ts-fsrs itself, seeded as ADR 027 says: by the card's id and state. */
function referenceScheduler(cardId: number, retention: number) {
  return fsrs({ request_retention: retention, enable_fuzz: true }).useStrategy(
    StrategyMode.SEED,
    function (this: AbstractScheduler) {
      const { reps, difficulty, stability } = this.current;
      return `${cardId}_${reps}_${difficulty * stability}`;
    },
  );
}

const asState = (card: Card): CardState => ({
  due: card.due.getTime(),
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: card.elapsed_days,
  scheduled_days: card.scheduled_days,
  learning_steps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  last_review: card.last_review ? card.last_review.getTime() : null,
});

describe('rating a card (FSRS)', () => {
  it.each([
    ['Good every time at 0.9', [3, 3, 3, 3, 3, 3], 0.9],
    ['Easy, then a lapse and relearning at 0.9', [4, 4, 1, 3, 3], 0.9],
    ['Hard and Again at 0.8', [2, 2, 1, 2, 3], 0.8],
    ['a mix at 0.97', [3, 1, 3, 4, 2, 3], 0.97],
  ] as const)(
    'when a card is rated %s, each at the due instant, then it follows ts-fsrs exactly',
    (_case, ratings, retention) => {
      const cardId = 42;
      const reference = referenceScheduler(cardId, retention);
      let expected = createEmptyCard(new Date(START));
      let state = newCard(START);
      let at = START;
      for (const rating of ratings) {
        const { card, log } = reference.next(expected, new Date(at), rating as Grade);
        const rated = rateCard(state, cardId, rating, at, retention);
        expect(rated.after).toEqual(asState(card));
        expect(rated.elapsedDays).toBe(log.elapsed_days);
        expected = card;
        state = rated.after;
        at = state.due;
      }
    },
  );

  it('when the buttons are shown, then each shows the interval its rating gives', () => {
    let state = newCard(START);
    let at = START;
    for (const rating of [3, 4, 3, 1, 3] as const) {
      const intervals = previewIntervals(state, 7, at, 0.9);
      for (const grade of [1, 2, 3, 4] as const) {
        expect(rateCard(state, 7, grade, at, 0.9).after.due - at).toBe(intervals[grade - 1]);
      }
      state = rateCard(state, 7, rating, at, 0.9).after;
      at = state.due;
    }
  });

  it('when the learner looks at the answer for a while before rating a review card, then the interval is the same', () => {
    const learnt = rateCard(
      rateCard(newCard(START), 3, 4, START, 0.9).after,
      3,
      3,
      START + 3 * DAY,
      0.9,
    ).after;
    const at = learnt.due;
    const soon = rateCard(learnt, 3, 3, at, 0.9).after;
    const later = rateCard(learnt, 3, 3, at + 7 * MINUTE, 0.9).after;
    expect(later.due - (at + 7 * MINUTE)).toBe(soon.due - at);
  });

  it('when two cards in the same state are rated at once, then the fuzz (seeded by the card) may part them, and each is repeatable', () => {
    const learnt = (id: number) => rateCard(newCard(START), id, 4, START, 0.9).after;
    const dues = [1, 2, 3, 4, 5, 6, 7, 8].map(
      (id) => rateCard(learnt(id), id, 3, START + 4 * DAY, 0.9).after.due,
    );
    expect(new Set(dues).size).toBeGreaterThan(1);
    expect(
      [1, 2, 3, 4, 5, 6, 7, 8].map((id) => rateCard(learnt(id), id, 3, START + 4 * DAY, 0.9).after.due),
    ).toEqual(dues);
  });
});
