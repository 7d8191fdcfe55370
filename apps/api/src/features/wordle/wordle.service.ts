import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import { allWordleDates, isValidWordleDate, todayInWordleZone, WORDLE_FIRST_DATE } from '@langapp/shared';
import type { WordleAnswerResponse } from '@langapp/shared';
import type { Clock } from '../../lib/clock';
import type { WordleRepo } from './wordle.repo';

/** An answer is not repeated within this many days, while the word list allows. */
const NO_REPEAT_DAYS = 60;

const nextDay = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).plus({ days: 1 }).toISODate()!;

/** A stable number from a date, so the same list and history always give the same choice. */
function dateHash(date: string): number {
  return createHash('sha256').update(`wordle:${date}`).digest().readUInt32BE(0);
}

export function createWordleService(repo: WordleRepo, clock: Clock) {
  function chooseFor(date: string) {
    const words = repo.answerWords();
    if (words.length === 0) return null;
    const recent = new Set(repo.recentWordIds(date, Math.min(NO_REPEAT_DAYS, words.length - 1)));
    const fresh = words.filter((w) => !recent.has(w.id));
    const pool = fresh.length > 0 ? fresh : words;
    return pool[dateHash(date) % pool.length]!;
  }

  /**
   * The answer of a day, fixed once chosen: missing days up to `date` are filled in date order, so
   * each choice depends only on the list and the days before it, and never changes afterwards.
   */
  function answerOn(date: string) {
    const existing = repo.scheduled(date);
    if (existing) return existing;
    return repo.transaction(() => {
      let day = repo.lastScheduledBefore(date);
      day = day ? nextDay(day) : WORDLE_FIRST_DATE;
      for (; day <= date; day = nextDay(day)) {
        if (repo.scheduled(day)) continue;
        const word = chooseFor(day);
        if (!word) return undefined;
        repo.schedule(day, word.id, word.lex);
      }
      return repo.scheduled(date);
    });
  }

  return {
    validWords: () => repo.allWords(),
    dates: () => allWordleDates(clock.now()),
    /** `null` when there is no word to give (an empty list). */
    answer(date: unknown, signedIn: boolean): WordleAnswerResponse | null {
      const day = date === undefined ? todayInWordleZone(clock.now()) : date;
      if (!isValidWordleDate(day, clock.now())) return { invalidDate: true };
      const answer = answerOn(day as string);
      if (!answer) return null;
      const lex = { id: answer.word_id, lex: answer.lex };
      return { lex: signedIn ? { ...lex, ...repo.entryOf(answer.lex) } : lex };
    },
  };
}
