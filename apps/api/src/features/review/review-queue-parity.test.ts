import { describe, expect, it } from 'vitest';
import { endOfLocalDay, LEARN_AHEAD_MS, localDay, queueOf } from '@langapp/shared';
import type { QueueCard } from '@langapp/shared';
import { makeTestApp, signedIn } from '../../test-support/test-app';

// The server answers the queue from its database (review.repo.ts); a device without a connection
// computes it with the shared queueOf over the cards it downloaded (ADR 063, 064). Both must give
// the same queue for the same cards: random decks, at random instants, in zones with odd offsets
// and clock changes, are asked of both.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ZONES = [
  'UTC',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Pacific/Chatham',
  'America/Santiago',
  'America/Havana',
];
// Around days the clocks change (Los Angeles, Santiago, Havana) and ordinary ones.
const INSTANTS = [
  '2026-03-08T09:30:00Z',
  '2025-09-06T23:50:00Z',
  '2025-11-02T03:10:00Z',
  '2026-03-02T18:00:00Z',
];
const WORDS = 40;
const TRIALS = 48;

/** A small deterministic generator (mulberry32), so a failing deck can be made again. */
function randomFrom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;
  return { next, int, pick };
}

describe('the queue on the server and on a device', () => {
  it('when random decks are asked of the database and of the shared rule, then counts, order and next due agree', async () => {
    const t = makeTestApp({ start: INSTANTS[0] });
    const learnerId = t.addUser('learner', 'learner-pass');
    const insertLex = t.db.prepare(
      "INSERT INTO lexs (id, lex, pos, gloss, visibility) VALUES (?, ?, 'n', 'x', ?)",
    );
    const insertCard = t.db.prepare(
      `INSERT INTO review_cards (id, user_id, kind, item_id, direction, source, added_at, due, state, stability, difficulty, reps)
       VALUES (@id, @userId, 'word', @itemId, @direction, 'words', @addedAt, @due, @state, @stability, @difficulty, @reps)`,
    );
    const insertLog = t.db.prepare(
      `INSERT INTO review_log (user_id, card_id, rating, reviewed_at, local_day, elapsed_days, state_before, state_after,
         stability_after, difficulty_after, scheduled_days, due_after, card_before)
       VALUES (?, ?, 3, ?, ?, 0, ?, 1, 1, 5, 0, 0, '{}')`,
    );
    const random = randomFrom(20260302);
    let compared = 0;

    for (let trial = 0; trial < TRIALS; trial++) {
      t.db.exec(
        'DELETE FROM review_log; DELETE FROM review_cards; DELETE FROM review_settings; DELETE FROM lexs',
      );
      const tz = random.pick(ZONES);
      const now = Date.parse(random.pick(INSTANTS)) + random.int(-36, 36) * HOUR;
      t.clock.set(new Date(now));
      const today = localDay(now, tz);
      const dayEnd = endOfLocalDay(now, tz);
      const bounds = [now, now + LEARN_AHEAD_MS, dayEnd - 1, dayEnd, endOfLocalDay(dayEnd, tz)];
      // A quarter of the words are for teachers only: their cards are out of the learner's deck.
      const hidden = new Set<number>();
      for (let id = 1; id <= WORDS; id++) {
        const forTeachers = random.next() < 0.25;
        if (forTeachers) hidden.add(id);
        insertLex.run(id, `word${id}`, forTeachers ? 'teachers' : 'learners');
      }

      const cards: QueueCard[] = [];
      let cardId = 0;
      for (let lexId = 1; lexId <= WORDS; lexId++) {
        for (const direction of ['listen', 'recall']) {
          if (random.next() < 0.3) continue;
          cardId += 1;
          const state = random.int(0, 3);
          // Instants on whole minutes or hours, so that some cards fall due at the same instant, and
          // some right on a bound: now, the end of the learning window, the learner's midnight.
          const addedAt = now - random.int(0, 20) * HOUR;
          const due =
            state === 0
              ? addedAt
              : random.next() < 0.2
                ? random.pick(bounds)
                : state === 2
                  ? now + random.int(-5 * 24, 5 * 24) * HOUR
                  : now + random.int(-90, 90) * MINUTE;
          insertCard.run({
            id: cardId,
            userId: learnerId,
            itemId: String(lexId),
            direction,
            addedAt,
            due,
            state,
            stability: state === 0 ? 0 : random.int(1, 40),
            difficulty: state === 0 ? 0 : random.int(1, 10),
            reps: state === 0 ? 0 : random.int(1, 9),
          });
          if (!hidden.has(lexId)) cards.push({ id: cardId, added_at: addedAt, state, due });
        }
      }
      // New cards started today (and some on other days, which do not count).
      const newPerDay = random.int(0, 12);
      let newStartedToday = 0;
      for (let i = random.int(0, 6); i > 0 && cardId > 0; i--) {
        const onDay = random.next() < 0.7 ? today : localDay(now - 2 * DAY, tz);
        if (onDay === today) newStartedToday += 1;
        insertLog.run(learnerId, random.int(1, cardId), now - HOUR, onDay, 0);
      }
      t.db
        .prepare(
          'INSERT INTO review_settings (user_id, desired_retention, new_per_day, daily_goal, updated_at) VALUES (?, 0.9, ?, 20, 0)',
        )
        .run(learnerId, newPerDay);

      const learner = await signedIn(t.app, 'learner', 'learner-pass');
      const server = (await learner.get('/api/review/cards').query({ tz }).expect(200)).body as {
        counts: unknown;
        nextDue: string | null;
        cards: { id: number }[];
      };
      // The device computes from its download of the deck (ADR 064): the cards, settings and today's count.
      const download = (await learner.get('/api/offline/package/deck').query({ tz }).expect(200)).body
        .data as {
        cards: QueueCard[];
        settings: { newPerDay: number };
        today: { newStarted: number };
      };
      expect(download.cards.map((card) => card.id).sort((a, b) => a - b)).toEqual(
        cards.map((card) => card.id),
      );
      expect(download.today.newStarted).toBe(newStartedToday);
      const device = queueOf(
        download.cards,
        download.settings,
        { newStartedToday: download.today.newStarted },
        now,
        tz,
      );
      expect(queueOf(cards, { newPerDay }, { newStartedToday }, now, tz)).toEqual(device);
      const what = `trial ${trial}: ${tz} at ${new Date(now).toISOString()}, ${cards.length} cards`;
      expect(server.counts, what).toEqual(device.counts);
      expect(server.nextDue, what).toBe(device.nextDue);
      expect(
        server.cards.map((card) => card.id),
        what,
      ).toEqual(device.cardIds);
      if (device.cardIds.length > 0) compared += 1;
    }
    // The decks were not all empty queues.
    expect(compared).toBeGreaterThan(TRIALS / 2);
  });
});
