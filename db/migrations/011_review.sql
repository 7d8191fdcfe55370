-- Spaced review (FSRS) and a learner's progress (ADR 027).
--
-- A card is one item (a word by its entry id, a sentence by its id) in one direction, in one
-- learner's deck, with its FSRS state as ts-fsrs keeps it. Instants are UTC milliseconds.
CREATE TABLE review_cards (
  id              INTEGER PRIMARY KEY,
  user_id         INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind            TEXT NOT NULL CHECK (kind IN ('word', 'sentence')),
  item_id         TEXT NOT NULL,
  direction       TEXT NOT NULL CHECK (direction IN ('listen', 'recall')),
  source          TEXT NOT NULL,
  added_at        INTEGER NOT NULL,
  due             INTEGER NOT NULL,
  stability       REAL NOT NULL DEFAULT 0,
  difficulty      REAL NOT NULL DEFAULT 0,
  elapsed_days    INTEGER NOT NULL DEFAULT 0,
  scheduled_days  INTEGER NOT NULL DEFAULT 0,
  learning_steps  INTEGER NOT NULL DEFAULT 0,
  reps            INTEGER NOT NULL DEFAULT 0,
  lapses          INTEGER NOT NULL DEFAULT 0,
  -- ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning.
  state           INTEGER NOT NULL DEFAULT 0 CHECK (state BETWEEN 0 AND 3),
  last_review     INTEGER,
  UNIQUE (user_id, kind, item_id, direction)
);
CREATE INDEX review_cards_due ON review_cards (user_id, state, due);

-- Every rating, kept so the FSRS parameters can be fitted to the community's own reviews later:
-- what the card was before (the whole row as JSON, which undo puts back exactly), the rating, and
-- the state after. local_day is the learner's calendar day when they rated, in their time zone.
CREATE TABLE review_log (
  id               INTEGER PRIMARY KEY,
  user_id          INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  card_id          INTEGER NOT NULL REFERENCES review_cards (id) ON DELETE CASCADE,
  rating           INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4),
  reviewed_at      INTEGER NOT NULL,
  local_day        TEXT NOT NULL,
  elapsed_days     INTEGER NOT NULL,
  state_before     INTEGER NOT NULL,
  state_after      INTEGER NOT NULL,
  stability_after  REAL NOT NULL,
  difficulty_after REAL NOT NULL,
  scheduled_days   INTEGER NOT NULL,
  due_after        INTEGER NOT NULL,
  card_before      TEXT NOT NULL
);
CREATE INDEX review_log_user_day ON review_log (user_id, local_day);

-- A learner's review settings; a learner without a row has the defaults.
CREATE TABLE review_settings (
  user_id            INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  desired_retention  REAL NOT NULL,
  new_per_day        INTEGER NOT NULL,
  daily_goal         INTEGER NOT NULL,
  updated_at         INTEGER NOT NULL
);

-- Each time a learner finishes a lesson (vocab_lesson_done keeps only the latest), on their day.
CREATE TABLE lesson_completions (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lesson_id    TEXT NOT NULL,
  completed_at INTEGER NOT NULL,
  local_day    TEXT NOT NULL
);
CREATE INDEX lesson_completions_user_day ON lesson_completions (user_id, local_day);

-- A signed-in learner's Wordle games (the day's key -> guesses, NULL for a loss); the first stands.
CREATE TABLE wordle_results (
  user_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game      TEXT NOT NULL,
  guesses   INTEGER CHECK (guesses BETWEEN 1 AND 6),
  added_at  INTEGER NOT NULL,
  PRIMARY KEY (user_id, game)
);
