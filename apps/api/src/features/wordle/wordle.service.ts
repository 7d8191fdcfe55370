import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import {
  allWordleDates,
  isValidWordleDate,
  nextWordleDayStart,
  todayInWordleZone,
  WORDLE_FIRST_DATE,
} from '@langapp/shared';
import type { WordleAnswerResponse } from '@langapp/shared';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/domain-errors';
import type { ScheduledAnswer, WordleRepo } from './wordle.repo';

/** An answer is not repeated within this many days, while the word list allows. */
const NO_REPEAT_DAYS = 60;

const nextDay = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).plus({ days: 1 }).toISODate()!;

/** A stable number from a date, so the same list and history always give the same choice. */
function dateHash(date: string): number {
  return createHash('sha256').update(`wordle:${date}`).digest().readUInt32BE(0);
}

export function createWordleService(repo: WordleRepo, clock: Clock) {
  /** Today's Wordle date, worked out once a day rather than through time zone rules per request. */
  let today = { date: '', from: 0, until: 0 };
  function todayAt(now: Date): string {
    const t = now.getTime();
    // Any instant from one where the date was worked out up to the next midnight is the same day.
    if (t < today.from || t >= today.until) {
      today = { date: todayInWordleZone(now), from: t, until: nextWordleDayStart(now).getTime() };
    }
    return today.date;
  }

  /** A day's answer never changes once chosen, so it is read from the database once. */
  const fixed = new Map<string, ScheduledAnswer>();

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
    const known = fixed.get(date);
    if (known) return known;
    const answer = repo.scheduled(date) ?? scheduleUpTo(date);
    if (answer) fixed.set(date, answer);
    return answer;
  }

  function scheduleUpTo(date: string) {
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
    wordsVersion: repo.wordsVersion,
    dates: () => allWordleDates(clock.now()),
    /** The answer of `date` (today when none); refused when there is no word to give (an empty list). */
    answer(date: unknown, signedIn: boolean): WordleAnswerResponse {
      const now = clock.now();
      const day = date === undefined ? todayAt(now) : date;
      if (date !== undefined && !isValidWordleDate(day, now)) return { invalidDate: true };
      const answer = answerOn(day as string);
      if (!answer) throw new NotFoundError('There are no words for the game yet.');
      const lex = { id: answer.word_id, lex: answer.lex };
      return { lex: signedIn ? { ...lex, ...repo.entryOf(answer.lex) } : lex };
    },
  };
}
