-- Vocabulary lessons (steps as JSON) and which learner finished which lesson.
CREATE TABLE vocab_lessons (
  id          TEXT PRIMARY KEY,
  data        TEXT NOT NULL,
  published   INTEGER NOT NULL DEFAULT 0 CHECK (published IN (0, 1)),
  date_added  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);

CREATE TABLE vocab_lesson_done (
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lesson_id  TEXT NOT NULL REFERENCES vocab_lessons (id) ON DELETE CASCADE,
  done_at    TEXT NOT NULL,
  PRIMARY KEY (user_id, lesson_id)
);
