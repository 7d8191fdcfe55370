import { describe, expect, it } from 'vitest';
import { LEARN_AHEAD_MS, QUEUE_LENGTH, queueOf } from './review-queue';
import type { QueueCard } from './review-queue';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NOW = Date.parse('2026-03-02T09:00:00Z');
const UTC = 'UTC';

const fresh = (id: number, addedAt = NOW - DAY): QueueCard => ({
  id,
  added_at: addedAt,
  state: 0,
  due: addedAt,
});
const learning = (id: number, due: number, state = 1): QueueCard => ({ id, added_at: NOW - DAY, state, due });
const review = (id: number, due: number): QueueCard => ({ id, added_at: NOW - 30 * DAY, state: 2, due });

const settings = (newPerDay = 10) => ({ newPerDay });
const started = (newStartedToday = 0) => ({ newStartedToday });

describe('the queue of the day', () => {
  it.each([
    [
      'learning due now first, then reviews due today by due, then new cards in the order they joined',
      [
        fresh(1, NOW - 2 * DAY),
        review(2, NOW + 5 * 3600_000),
        fresh(3, NOW - 3 * DAY),
        learning(4, NOW - MINUTE),
        review(5, NOW - DAY),
        learning(6, NOW - 5 * MINUTE, 3),
      ],
      10,
      0,
      { learning: 2, review: 2, new: 2 },
      [6, 4, 5, 2, 3, 1],
      null,
    ],
    [
      'a learning card due in minutes waits while other cards are due',
      [learning(1, NOW + 5 * MINUTE), review(2, NOW)],
      10,
      0,
      { learning: 0, review: 1, new: 0 },
      [2],
      new Date(NOW + 5 * MINUTE).toISOString(),
    ],
    [
      'with nothing else due, a learning card due within 20 minutes is shown now (learn ahead)',
      [learning(1, NOW + 5 * MINUTE), learning(2, NOW + LEARN_AHEAD_MS + MINUTE)],
      10,
      0,
      { learning: 1, review: 0, new: 0 },
      [1],
      new Date(NOW + LEARN_AHEAD_MS + MINUTE).toISOString(),
    ],
    [
      'new cards beyond the day’s limit less those started today wait for the learner’s midnight',
      [fresh(1), fresh(2), fresh(3)],
      3,
      2,
      { learning: 0, review: 0, new: 1 },
      [1],
      null,
    ],
    [
      'with today’s new cards all started, the next is offered from midnight',
      [fresh(1), review(2, NOW + 3 * DAY)],
      3,
      3,
      { learning: 0, review: 0, new: 0 },
      [],
      '2026-03-03T00:00:00.000Z',
    ],
    [
      'a review card due on a later day is due from the start of that day',
      [review(1, Date.parse('2026-03-05T17:00:00Z'))],
      10,
      0,
      { learning: 0, review: 0, new: 0 },
      [],
      '2026-03-05T00:00:00.000Z',
    ],
    ['an empty deck', [], 10, 0, { learning: 0, review: 0, new: 0 }, [], null],
  ] as const)('when %s', (_case, cards, newPerDay, startedToday, counts, order, nextDue) => {
    const queue = queueOf(cards, settings(newPerDay), started(startedToday), NOW, UTC);
    expect(queue.counts).toEqual(counts);
    expect(queue.cardIds).toEqual(order);
    expect(queue.nextDue).toBe(nextDue);
    expect(queue.today).toBe('2026-03-02');
  });

  it("when a review card falls due later today in the learner's time zone, then it counts today there and not where the day has ended", () => {
    const cards = [review(1, Date.parse('2026-03-02T20:00:00Z'))];
    expect(queueOf(cards, settings(), started(), NOW, UTC).counts.review).toBe(1);
    // At 09:00 UTC it is 18:00 in Tokyo, and 20:00 UTC is 05:00 tomorrow there.
    const tokyo = queueOf(cards, settings(), started(), NOW, 'Asia/Tokyo');
    expect(tokyo.counts.review).toBe(0);
    expect(tokyo.nextDue).toBe('2026-03-02T15:00:00.000Z');
    expect(tokyo.today).toBe('2026-03-02');
  });

  it('when many cards are due, then the queue carries the first 20 and the counts all of them', () => {
    const cards = [
      ...Array.from({ length: 15 }, (_, i) => review(100 + i, NOW - i * MINUTE)),
      ...Array.from({ length: 15 }, (_, i) => learning(200 + i, NOW - i * MINUTE)),
    ];
    const queue = queueOf(cards, settings(), started(), NOW, UTC);
    expect(queue.counts).toEqual({ learning: 15, review: 15, new: 0 });
    expect(queue.cardIds).toHaveLength(QUEUE_LENGTH);
    expect(queue.cardIds.slice(0, 15)).toEqual(Array.from({ length: 15 }, (_, i) => 214 - i));
    expect(queue.cardIds.slice(15)).toEqual([114, 113, 112, 111, 110]);
  });

  it('when cards are due at the same instant, then the older card (lower id) comes first, and the input is left as it was', () => {
    const cards = [review(9, NOW), review(3, NOW), learning(8, NOW), learning(2, NOW)];
    const copy = cards.map((card) => ({ ...card }));
    expect(queueOf(cards, settings(), started(), NOW, UTC).cardIds).toEqual([2, 8, 3, 9]);
    expect(cards).toEqual(copy);
  });
});
