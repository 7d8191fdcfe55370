-- More work done offline is synced (issue 28, ADR 063): a Wordle game's guesses as they are made
-- ('wordle-guesses'), and the pronoun quiz ('pronoun-quiz' starts one, 'pronoun-answer' logs an
-- answer of it). A 'pronoun-quiz' operation keeps the quiz it made, which its answers find by the
-- operation's id. The table is made again (SQLite cannot change a CHECK in place); nothing refers
-- to it. Rows are pruned by age (the index on applied_at).
CREATE TABLE sync_ops_new (
  user_id          INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  op_id            TEXT NOT NULL,
  kind             TEXT NOT NULL
                   CHECK (kind IN ('rate', 'undo', 'lesson-finished', 'review-add', 'wordle-result', 'suggestion',
                                   'notice-accepted', 'wordle-guesses', 'pronoun-quiz', 'pronoun-answer')),
  done_at          INTEGER NOT NULL,
  applied_at       INTEGER NOT NULL,
  outcome          TEXT NOT NULL CHECK (outcome IN ('applied', 'rejected')),
  error            TEXT,
  -- The rating a 'rate' made, which an 'undo' of it takes back; NULL once it is taken back.
  review_log_id    INTEGER REFERENCES review_log (id) ON DELETE SET NULL,
  -- The quiz a 'pronoun-quiz' started, which the answers sent with its id are logged in.
  pronoun_quiz_id  INTEGER REFERENCES pronoun_quizzes (id) ON DELETE SET NULL,
  PRIMARY KEY (user_id, op_id),
  CHECK ((outcome = 'rejected') = (error IS NOT NULL))
) WITHOUT ROWID;
INSERT INTO sync_ops_new (user_id, op_id, kind, done_at, applied_at, outcome, error, review_log_id)
  SELECT user_id, op_id, kind, done_at, applied_at, outcome, error, review_log_id FROM sync_ops;
DROP TABLE sync_ops;
ALTER TABLE sync_ops_new RENAME TO sync_ops;
CREATE INDEX sync_ops_review_log ON sync_ops (review_log_id);
CREATE INDEX sync_ops_pronoun_quiz ON sync_ops (pronoun_quiz_id);
CREATE INDEX sync_ops_applied_at ON sync_ops (applied_at);
