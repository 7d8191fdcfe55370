import { contentVersion } from '../../db/content-versions';
import type { Db } from '../../db/database';

export interface WordleWordRow {
  id: number;
  lex: string;
}

export interface ScheduledAnswer {
  date: string;
  word_id: number;
  lex: string;
}

export function createWordleRepo(db: Db) {
  const s = {
    allWords: db.prepare('SELECT lex FROM wordle_words ORDER BY lex').pluck(),
    answerWords: db.prepare<[], WordleWordRow>(
      'SELECT id, lex FROM wordle_words WHERE is_answer = 1 ORDER BY id',
    ),
    scheduled: db.prepare<[string], ScheduledAnswer>(
      'SELECT date, word_id, lex FROM wordle_schedule WHERE date = ?',
    ),
    recentBefore: db.prepare<[string, number], { word_id: number }>(
      'SELECT word_id FROM wordle_schedule WHERE date < ? ORDER BY date DESC LIMIT ?',
    ),
    lastScheduledBefore: db.prepare('SELECT MAX(date) FROM wordle_schedule WHERE date < ?').pluck(),
    insert: db.prepare('INSERT OR IGNORE INTO wordle_schedule (date, word_id, lex) VALUES (?, ?, ?)'),
    // The entry (unless deleted), its meaning and the recording to play: the newest .mp3 (only mp3s are played).
    entryOf: db.prepare<
      { lex: string },
      { lexId: number | null; gloss: string | null; filename: string | null }
    >(
      `SELECT l.id AS lexId, l.gloss,
              (SELECT filename FROM playable_word_audio WHERE lex_id = l.id ORDER BY timestamp DESC, id DESC LIMIT 1) AS filename
       FROM (SELECT (SELECT lex_id FROM wordle_words WHERE lex = @lex) AS lexId) w
       LEFT JOIN live_lexs l ON l.id = w.lexId`,
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
    /** Moves on every change to the word list. */
    wordsVersion: contentVersion(db, 'wordle_words'),
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
    allWords: () => s.allWords.all() as string[],
    answerWords: () => s.answerWords.all(),
    scheduled: (date: string) => s.scheduled.get(date),
    recentWordIds: (before: string, days: number) => s.recentBefore.all(before, days).map((r) => r.word_id),
    lastScheduledBefore: (date: string) => s.lastScheduledBefore.get(date) as string | null,
    schedule: (date: string, wordId: number, lex: string) => s.insert.run(date, wordId, lex),
    entryOf: (lex: string) => s.entryOf.get({ lex })!,
    /** A learner's guesses in a game (its day), oldest first. */
    guesses: (userId: number, game: string) => s.guesses.all(userId, game),
    addGuess: (userId: number, game: string, attempt: number, guess: string, at: number) =>
      s.addGuess.run(userId, game, attempt, guess, at),
    /** The game's result on the learner's account: guesses taken, null for a loss, undefined when none. */
    result: (userId: number, game: string) => s.result.get(userId, game)?.guesses,
  };
}

export type WordleRepo = ReturnType<typeof createWordleRepo>;
