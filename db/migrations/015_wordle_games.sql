-- A signed-in learner's Wordle game of a day, guess by guess (ADR 056), so another device continues
-- the same game and a finished one cannot be played again. `game` is the game's day (YYYY-MM-DD, Los
-- Angeles), as in wordle_results; `guess` is in the form guesses are compared in (lower case, straight
-- apostrophe). The guesses of a game are numbered from 1 without gaps; the server checks each one
-- against the day's answer and word list before it is kept, and writes the result of a finished game
-- to wordle_results (the first result stands).
CREATE TABLE wordle_guesses (
  user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game        TEXT NOT NULL,
  attempt     INTEGER NOT NULL CHECK (attempt BETWEEN 1 AND 6),
  guess       TEXT NOT NULL,
  guessed_at  INTEGER NOT NULL,
  PRIMARY KEY (user_id, game, attempt)
);
