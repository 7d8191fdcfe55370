-- How a learner answers their review cards (issue 38, ADR 081): 'standard' (think of the answer,
-- then show it) or 'say-it' (the card shows the meaning, the learner says the word aloud, then hears
-- the speaker). A learner without a row reviews 'standard'. updated_at is when the choice was made
-- (UTC milliseconds, on the device for a choice made offline): a later choice wins, so a choice
-- queued offline and sent afterwards never undoes one made since.
CREATE TABLE review_preferences (
  user_id     INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  mode        TEXT NOT NULL CHECK (mode IN ('standard', 'say-it')),
  updated_at  INTEGER NOT NULL
);

-- The choice made offline is synced (ADR 063) as a 'review-mode' operation. The table is made again
-- (SQLite cannot change a CHECK in place), as in 022; nothing refers to it.
CREATE TABLE sync_ops_new (
  user_id          INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  op_id            TEXT NOT NULL,
  kind             TEXT NOT NULL
                   CHECK (kind IN ('rate', 'undo', 'lesson-finished', 'review-add', 'wordle-result', 'suggestion',
                                   'notice-accepted', 'wordle-guesses', 'pronoun-quiz', 'pronoun-answer',
                                   'review-mode')),
  done_at          INTEGER NOT NULL,
  applied_at       INTEGER NOT NULL,
  outcome          TEXT NOT NULL CHECK (outcome IN ('applied', 'rejected')),
  error            TEXT,
  review_log_id    INTEGER REFERENCES review_log (id) ON DELETE SET NULL,
  pronoun_quiz_id  INTEGER REFERENCES pronoun_quizzes (id) ON DELETE SET NULL,
  PRIMARY KEY (user_id, op_id),
  CHECK ((outcome = 'rejected') = (error IS NOT NULL))
) WITHOUT ROWID;
INSERT INTO sync_ops_new (user_id, op_id, kind, done_at, applied_at, outcome, error, review_log_id, pronoun_quiz_id)
  SELECT user_id, op_id, kind, done_at, applied_at, outcome, error, review_log_id, pronoun_quiz_id FROM sync_ops;
DROP TABLE sync_ops;
ALTER TABLE sync_ops_new RENAME TO sync_ops;
CREATE INDEX sync_ops_review_log ON sync_ops (review_log_id);
CREATE INDEX sync_ops_pronoun_quiz ON sync_ops (pronoun_quiz_id);
CREATE INDEX sync_ops_applied_at ON sync_ops (applied_at);
