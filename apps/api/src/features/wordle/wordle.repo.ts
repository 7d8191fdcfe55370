import type { Viewer } from '@langapp/shared';
import { contentVersion } from '../../db/content-versions';
import type { Db } from '../../db/database';
import type { Reader } from '../../lib/visibility';
import { preferredTakeOrder } from '../speakers/preferred-take';

export interface WordleWordRow {
  id: number;
  lex: string;
}

export interface ScheduledAnswer {
  date: string;
  word_id: number;
  lex: string;
}

const WORD_SEEN = 'may_see(@viewer, (SELECT l.visibility FROM lexs l WHERE l.id = w.lex_id))';

export function createWordleRepo(db: Db) {
  const wordsVersion = contentVersion(db, 'wordle_words');
  const lexiconVersion = contentVersion(db, 'lexicon');
  const alphabetsVersion = contentVersion(db, 'alphabets');
  const s = {
    // A word of the game is seen by whoever may see its entry; a word without one is the game's own
    // and public (ADR 058). The answers are drawn from the words anyone may see, since anyone plays.
    allWords: db
      .prepare<[{ viewer: Viewer }], string>(`SELECT w.lex FROM wordle_words w WHERE ${WORD_SEEN} ORDER BY w.lex`)
      .pluck(),
    answerWords: db.prepare<[], WordleWordRow>(
      `SELECT w.id, w.lex FROM wordle_words w WHERE w.is_answer = 1 AND ${WORD_SEEN.replace('@viewer', "'visitor'")}
       ORDER BY w.id`,
    ),
    // A word since removed from the list stays the answer of its days, as it was chosen.
    wordSeen: db
      .prepare<[{ id: number; viewer: Viewer }], number>(
        `SELECT NOT EXISTS (SELECT 1 FROM wordle_words w WHERE w.id = @id AND NOT ${WORD_SEEN})`,
      )
      .pluck(),
    scheduled: db.prepare<[string], ScheduledAnswer>(
      'SELECT date, word_id, lex FROM wordle_schedule WHERE date = ?',
    ),
    recentBefore: db.prepare<[string, number], { word_id: number }>(
      'SELECT word_id FROM wordle_schedule WHERE date < ? ORDER BY date DESC LIMIT ?',
    ),
    lastScheduledBefore: db.prepare('SELECT MAX(date) FROM wordle_schedule WHERE date < ?').pluck(),
    insert: db.prepare('INSERT OR IGNORE INTO wordle_schedule (date, word_id, lex) VALUES (?, ?, ?)'),
    // The entry (unless deleted), its meaning and the take to play with its speaker: of the takes
    // the reader may hear (only mp3s are played), the newest of the account's first chosen speaker
    // who recorded it, else the newest (ADR 061; no account, @userId NULL: the newest).
    entryOf: db.prepare<
      { lex: string; userId: number | null } & Reader,
      { lexId: number | null; gloss: string | null; filename: string | null; speaker: string | null }
    >(
      `SELECT l.id AS lexId, l.gloss, a.filename, a.speaker
       FROM (SELECT (SELECT lex_id FROM wordle_words WHERE lex = @lex) AS lexId) w
       LEFT JOIN live_lexs l ON l.id = w.lexId
       LEFT JOIN word_audio a ON a.id =
         (SELECT t.id FROM playable_word_audio t
          WHERE t.lex_id = l.id AND may_hear(@viewer, @now, t.visibility, t.item_visibility, t.held_until)
          ORDER BY ${preferredTakeOrder('t', '@userId')} LIMIT 1)`,
    ),
    guesses: db
      .prepare<[number, string], string>(
        'SELECT guess FROM wordle_guesses WHERE user_id = ? AND game = ? ORDER BY attempt',
      )
      .pluck(),
    addGuess: db.prepare<[number, string, number, string, number]>(
      'INSERT INTO wordle_guesses (user_id, game, attempt, guess, guessed_at) VALUES (?, ?, ?, ?, ?)',
    ),
    result: db.prepare<[number, string], { guesses: number | null }>(
      'SELECT guesses FROM wordle_results WHERE user_id = ? AND game = ?',
    ),
  };
  return {
    /**
     * Moves on every change to the word list, to the entries (whose levels decide who sees a word, and
     * whose writing system picks the alphabet) and to the alphabets (which count a word's letters).
     */
    wordsVersion: () => `${wordsVersion()}.${lexiconVersion()}.${alphabetsVersion()}`,
    /** Moves when the alphabet the words are read by may have changed. */
    alphabetVersion: () => `${lexiconVersion()}.${alphabetsVersion()}`,
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
    /** The words `viewer` may see, in order. */
    allWords: (viewer: Viewer) => s.allWords.all({ viewer }),
    /** The words a day's answer is drawn from: those anyone may see. */
    answerWords: () => s.answerWords.all(),
    /** Whether `viewer` may see word `id` (a day's answer). */
    wordSeen: (id: number, viewer: Viewer) => s.wordSeen.get({ id, viewer }) === 1,
    scheduled: (date: string) => s.scheduled.get(date),
    recentWordIds: (before: string, days: number) => s.recentBefore.all(before, days).map((r) => r.word_id),
    lastScheduledBefore: (date: string) => s.lastScheduledBefore.get(date) as string | null,
    schedule: (date: string, wordId: number, lex: string) => s.insert.run(date, wordId, lex),
    /**
     * The answer's entry, meaning and the take `reader` may hear, in account `userId`'s order of
     * speakers (null: no account, the newest).
     */
    entryOf: (lex: string, reader: Reader, userId: number | null) => s.entryOf.get({ lex, userId, ...reader })!,
    /** A learner's guesses in a game (its day), oldest first. */
    guesses: (userId: number, game: string) => s.guesses.all(userId, game),
    addGuess: (userId: number, game: string, attempt: number, guess: string, at: number) =>
      s.addGuess.run(userId, game, attempt, guess, at),
    /** The game's result on the learner's account: guesses taken, null for a loss, undefined when none. */
    result: (userId: number, game: string) => s.result.get(userId, game)?.guesses,
  };
}
