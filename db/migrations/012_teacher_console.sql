-- The teacher's console: account status, revocable invitations, lesson names, dictionary upkeep
-- and teachers' replies that reach the learner.

-- A deactivated account cannot sign in; its data stays. last_active_at is written at most once a
-- minute per account, when a signed-in request arrives.
ALTER TABLE users ADD COLUMN deactivated_at TEXT;
ALTER TABLE users ADD COLUMN last_active_at TEXT;

-- A revoked invitation is refused like a used one.
ALTER TABLE invitations ADD COLUMN revoked_at TEXT;

-- A lesson's human name (NULL until the teacher sets one: the id stands in) and description.
ALTER TABLE vocab_lessons ADD COLUMN title TEXT;
ALTER TABLE vocab_lessons ADD COLUMN description TEXT NOT NULL DEFAULT '';

-- A deleted dictionary entry is hidden everywhere and can be brought back with the CLI.
ALTER TABLE lexs ADD COLUMN deleted_at TEXT;

-- When the learner was told of a teacher's note by e-mail (NULL: not sent, or not to be sent).
ALTER TABLE sotw_notes ADD COLUMN emailed_at TEXT;

-- The entries every reader shows: read the lexicon through this view, write through the table.
CREATE VIEW live_lexs AS SELECT * FROM lexs WHERE deleted_at IS NULL;

-- The class's progress reads the review log by time, over every learner.
CREATE INDEX review_log_reviewed_at ON review_log (reviewed_at);
