-- A speaker's notice accepted offline is synced too (issue 28, ADRs 061 and 063): the kind
-- 'notice-accepted' joins the operations' kinds. SQLite cannot change a CHECK in place, so the
-- table is made again with the same columns and rows (nothing refers to it).
CREATE TABLE sync_ops_new (
  user_id        INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  op_id          TEXT NOT NULL,
  kind           TEXT NOT NULL
                 CHECK (kind IN ('rate', 'undo', 'lesson-finished', 'review-add', 'wordle-result', 'suggestion',
                                 'notice-accepted')),
  done_at        INTEGER NOT NULL,
  applied_at     INTEGER NOT NULL,
  outcome        TEXT NOT NULL CHECK (outcome IN ('applied', 'rejected')),
  error          TEXT,
  -- The rating a 'rate' made, which an 'undo' of it takes back; NULL once it is taken back.
  review_log_id  INTEGER REFERENCES review_log (id) ON DELETE SET NULL,
  PRIMARY KEY (user_id, op_id),
  CHECK ((outcome = 'rejected') = (error IS NOT NULL))
) WITHOUT ROWID;
INSERT INTO sync_ops_new (user_id, op_id, kind, done_at, applied_at, outcome, error, review_log_id)
  SELECT user_id, op_id, kind, done_at, applied_at, outcome, error, review_log_id FROM sync_ops;
DROP TABLE sync_ops;
ALTER TABLE sync_ops_new RENAME TO sync_ops;
CREATE INDEX sync_ops_review_log ON sync_ops (review_log_id);
