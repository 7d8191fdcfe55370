-- Sync of what a learner does without a connection (issue 28, ADR 063).
--
-- Every operation a device sends (a rating, an undo, a finished lesson, an item added to the deck,
-- a Wordle result, a suggestion) carries an id the device made; the server applies each id once per
-- account. A row is written in the same transaction as the operation's own changes ('applied'), or
-- after the domain refused it ('rejected', with the sentence the learner is shown), so sending the
-- same id again changes nothing and answers the same. POST /api/review/rate with an opId writes
-- here too. done_at is when the device says it was done, applied_at the server's time of applying.
CREATE TABLE sync_ops (
  user_id        INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  op_id          TEXT NOT NULL,
  kind           TEXT NOT NULL
                 CHECK (kind IN ('rate', 'undo', 'lesson-finished', 'review-add', 'wordle-result', 'suggestion')),
  done_at        INTEGER NOT NULL,
  applied_at     INTEGER NOT NULL,
  outcome        TEXT NOT NULL CHECK (outcome IN ('applied', 'rejected')),
  error          TEXT,
  -- The rating a 'rate' made, which an 'undo' of it takes back; NULL once it is taken back.
  review_log_id  INTEGER REFERENCES review_log (id) ON DELETE SET NULL,
  PRIMARY KEY (user_id, op_id),
  CHECK ((outcome = 'rejected') = (error IS NOT NULL))
) WITHOUT ROWID;
-- Taking a rating back (or a card's deletion) finds the operation that made it.
CREATE INDEX sync_ops_review_log ON sync_ops (review_log_id);

-- A rating made offline takes its place among its card's ratings by time, and the later ones are
-- replayed after it (ADR 063): a card's ratings are read in time order.
CREATE INDEX review_log_card_time ON review_log (card_id, reviewed_at, id);
