import { createHash, randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import {
  allWordleDates,
  comingWordleDates,
  isGuessShaped,
  isOver,
  isValidWordleDate,
  playedGuesses,
  replayGuesses,
  winningAttempts,
  nextWordleDayStart,
  sealWordleAnswer,
  todayInWordleZone,
  WORD_LENGTH,
  WORDLE_DAYS_AHEAD,
  WORDLE_FIRST_DATE,
  wordleSpelling,
} from '@langapp/shared';
import type {
  Viewer,
  WordleAnswer,
  WordleAnswerResponse,
  WordleDaysResponse,
  WordleServerGame,
  WordleSpelling,
  WordleValidResponse,
} from '@langapp/shared';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/domain-errors';
import type { Reader } from '../../lib/visibility';
import type { ServiceDeps } from '../../service-deps';
import type { AlphabetService } from '../alphabet/alphabet.service';
import type { ReviewService } from '../review/review.service';
import type { ScheduledAnswer } from './wordle.repo';

/** An answer is not repeated within this many days, while the word list allows. */
const NO_REPEAT_DAYS = 60;

/**
 * A day whose answer the teacher has since kept back from this viewer (ADR 058): the answer stays
 * fixed, and the game of that day is not played by those who may not see its word.
 */
const gameWithdrawn = (day: string) =>
  new NotFoundError(`The game of ${day} is not available: its word is no longer shared.`);

const nextDay = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).plus({ days: 1 }).toISODate()!;

/** A stable number from a date, so the same list and history always give the same choice. */
function dateHash(date: string): number {
  return createHash('sha256').update(`wordle:${date}`).digest().readUInt32BE(0);
}

/**
 * The daily word game. A finished game's result goes on the account through the review service's
 * `addWordleResults`, as POST /api/wordle-results does (the first stands). Words are read by the
 * headwords' alphabet when the teacher has made one (issue 40, ADR 096): a digraph is one letter,
 * the game's words are those of five letters, and a guess is a word of the list up to equivalent
 * spellings and case, as the answer rule reads answers.
 */
export function createWordleService({
  repos,
  clock,
  review,
  alphabet,
}: ServiceDeps & {
  review: Pick<ReviewService, 'addWordleResults'>;
  alphabet: Pick<AlphabetService, 'current'>;
}) {
  const repo = repos.wordle;
  /** The alphabet and the game's spelling by it, read again only when the alphabet or the headwords change. */
  let reading: { version: string; spelling: WordleSpelling; letters?: WordleValidResponse['alphabet'] } | null = null;
  function spellingNow() {
    const version = repo.alphabetVersion();
    if (reading?.version !== version) {
      const current = alphabet.current();
      reading = { version, spelling: wordleSpelling(current), ...(current ? { letters: { letters: current.letters } } : {}) };
    }
    return reading;
  }
  /** The game's words of a list: those of WORD_LENGTH letters by the alphabet. */
  const fits = (word: string, spelling: WordleSpelling) => spelling.letters(spelling.spell(word)).length === WORD_LENGTH;
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
    const { spelling } = spellingNow();
    const words = repo.answerWords().filter((w) => fits(w.lex, spelling));
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

  /** Each viewer's word list as guesses are compared, read again only when the list or the entries change. */
  const known = new Map<Viewer, { version: string; words: Set<string> }>();
  function isWord(guess: string, viewer: Viewer): boolean {
    const version = repo.wordsVersion();
    let list = known.get(viewer);
    if (list?.version !== version) {
      const { spelling } = spellingNow();
      list = { version, words: new Set(validWords(viewer).lexs.map(spelling.spell)) };
      known.set(viewer, list);
    }
    return list.words.has(guess);
  }

  /** The words `viewer` may see that are WORD_LENGTH letters long, and the alphabet that reads them. */
  function validWords(viewer: Viewer): WordleValidResponse {
    const { spelling, letters } = spellingNow();
    const lexs = repo.allWords(viewer).filter((word) => fits(word, spelling));
    return letters ? { lexs, alphabet: letters } : { lexs };
  }

  /** The day named (a game day up to today), its answer, or a refusal that says which is wrong. */
  function gameDay(date: string | undefined, viewer: Viewer, now: Date = clock.now()) {
    const day = date ?? todayAt(now);
    if (!isValidWordleDate(day, now)) {
      throw new InvalidError(`There is no game on ${day}: pick a day from ${WORDLE_FIRST_DATE} to today.`);
    }
    const answer = answerOn(day);
    if (!answer) throw new NotFoundError('There are no words for the game yet.');
    if (!repo.wordSeen(answer.word_id, viewer)) throw gameWithdrawn(day);
    const { spelling } = spellingNow();
    // A day's word is fixed once chosen: an alphabet saved since may no longer read it as five letters.
    if (!fits(answer.lex, spelling)) {
      throw new NotFoundError(`The game of ${day} cannot be played: its word is not ${WORD_LENGTH} letters by the alphabet.`);
    }
    return { day, solution: spelling.spell(answer.lex), spelling };
  }

  /**
   * The learner's game of a day as its guesses make it; a game whose result the account has without
   * its guesses (played before the game was kept, or merged from a browser's history) is finished.
   */
  function gameOf(
    userId: number,
    day: string,
    solution: string,
    spelling: WordleSpelling,
    guesses = repo.guesses(userId, day),
  ): WordleServerGame {
    const game = replay(day, guesses, solution, spelling);
    if (isOver(game)) return { date: day, guesses, finished: true, wonIn: winningAttempts(game) };
    const result = repo.result(userId, day);
    if (guesses.length === 0 && result !== undefined)
      return { date: day, guesses, finished: true, wonIn: result };
    return { date: day, guesses, finished: false, wonIn: null };
  }

  /** The game kept guesses make; refused when a kept guess is no word of five letters by the alphabet now. */
  function replay(day: string, guesses: readonly string[], solution: string, spelling: WordleSpelling) {
    try {
      return replayGuesses(guesses, solution, spelling);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      throw new InvalidError(`The game of ${day} was played with letters the alphabet now reads otherwise.`);
    }
  }

  /**
   * Keeps the guesses of `day`'s game the account does not have yet. `guesses` is the whole game so
   * far: the kept guesses must begin it (else another device has played on: a conflict), and those
   * after them must each be a word of the list played while the game is not over. A list the account
   * already has changes nothing, so a retry is harmless. A game the account knows only by its result
   * takes its board once: a finished game with that result.
   */
  function recordGuesses(
    userId: number,
    viewer: Viewer,
    date: string,
    sent: readonly string[],
    now: Date = clock.now(),
  ): WordleServerGame {
    const { day, solution, spelling } = gameDay(date, viewer, now);
    const guesses = sent.map(spelling.spell);
    // A guess the account kept stands as it was taken, whatever alphabet has been saved since.
    const keptBefore = repo.guesses(userId, day);
    for (const [i, guess] of guesses.entries()) {
      if (keptBefore[i] === guess) continue;
      if (!isGuessShaped(guess, spelling)) {
        throw new InvalidError(
          spelling.keys
            ? `'${guess}' is not a guess: a guess is five letters of the alphabet.`
            : `'${guess}' is not a guess: a guess is five letters, a to z and the apostrophe.`,
        );
      }
      if (guess !== solution && !isWord(guess, viewer)) throw new InvalidError(`'${guess}' is not in the word list.`);
    }
    return repo.transaction(() => {
      const kept = repo.guesses(userId, day);
      const before = gameOf(userId, day, solution, spelling, kept);
      if (kept.some((guess, i) => i < guesses.length && guesses[i] !== guess)) {
        throw new ConflictError('This game went on on another device.', { game: before });
      }
      if (guesses.length <= kept.length) return before;
      const played = replay(day, guesses, solution, spelling);
      if (playedGuesses(played).length < guesses.length) {
        throw new InvalidError('The game is over: it takes no more guesses.');
      }
      if (before.finished) {
        // Known by its result only: the board of the device that played it, once, if it agrees.
        const sameResult = kept.length === 0 && isOver(played) && winningAttempts(played) === before.wonIn;
        if (!sameResult) throw new InvalidError('The game is over: it takes no more guesses.');
      }
      const at = now.getTime();
      guesses
        .slice(kept.length)
        .forEach((guess, i) => repo.addGuess(userId, day, kept.length + i + 1, guess, at));
      if (isOver(played)) review.addWordleResults(userId, { [day]: winningAttempts(played) }, now);
      return gameOf(userId, day, solution, spelling);
    });
  }

  /**
   * A day's answer as `reader` gets it: the word alone for a visitor; for a signed-in reader also its
   * entry, meaning and the take to play, with its speaker (for the speaker's notice): the first of
   * account `userId`'s chosen speakers who recorded it, else the newest (ADR 061). Built per
   * request, so one account's choice never reaches another.
   */
  function answerFor(answer: ScheduledAnswer, reader: Reader, userId: number | null): WordleAnswer {
    const lex = { id: answer.word_id, lex: answer.lex };
    return reader.viewer === 'visitor' ? lex : { ...lex, ...repo.entryOf(answer.lex, reader, userId) };
  }

  return {
    /** A learner's game of `date` (today when none). */
    game(userId: number, viewer: Viewer, date: string | undefined): WordleServerGame {
      const { day, solution, spelling } = gameDay(date, viewer);
      return gameOf(userId, day, solution, spelling);
    },
    recordGuesses,
    /** The game's words `viewer` may see, and the alphabet that reads them (GET /api/wordle-valid). */
    validWords,
    wordsVersion: repo.wordsVersion,
    dates: () => allWordleDates(clock.now()),
    /**
     * The answer of `date` (today when none), as `answerFor` gives it; refused when there is no word
     * to give (an empty list).
     */
    answer(date: unknown, reader: Reader, userId: number | null): WordleAnswerResponse {
      const now = clock.now();
      const day = date === undefined ? todayAt(now) : date;
      if (date !== undefined && !isValidWordleDate(day, now)) return { invalidDate: true };
      const answer = answerOn(day as string);
      if (!answer) throw new NotFoundError('There are no words for the game yet.');
      if (!repo.wordSeen(answer.word_id, reader.viewer)) throw gameWithdrawn(day as string);
      return { lex: answerFor(answer, reader, userId) };
    },
    /**
     * The answers of today and the WORDLE_DAYS_AHEAD days after it, for a signed-in learner's device
     * to play them without a connection (ADR 066): each day's answer is chosen now if it was not
     * (fixed once chosen, as for any day), given as `answer` gives it, and sealed with a salt new at
     * each call. A day whose word `reader` may not see is left out; refused when there is no word.
     */
    comingAnswers(reader: Reader, userId: number): WordleDaysResponse {
      const dates = comingWordleDates(clock.now(), WORDLE_DAYS_AHEAD);
      // The last day first: the days before it are chosen with it, in date order, in one transaction.
      if (!answerOn(dates.at(-1)!)) throw new NotFoundError('There are no words for the game yet.');
      const salt = randomBytes(12).toString('base64url');
      const days = dates.flatMap((date) => {
        const answer = answerOn(date)!;
        if (!repo.wordSeen(answer.word_id, reader.viewer)) return [];
        return [{ date, sealed: sealWordleAnswer(answerFor(answer, reader, userId), date, salt) }];
      });
      return { salt, days };
    },
  };
}

export type WordleService = ReturnType<typeof createWordleService>;
