-- The lexicon, word recordings, the daily word game, number words and the pronoun quiz log.
CREATE TABLE lexs (
  id     INTEGER PRIMARY KEY,
  lex    TEXT NOT NULL,
  pos    TEXT NOT NULL,
  gloss  TEXT NOT NULL,
  notes  TEXT NOT NULL DEFAULT ''
);
CREATE INDEX lexs_lex ON lexs (lex);

-- Recordings of a word (by its written form), one row per file in MEDIA_DIR/audio.
CREATE TABLE word_audio (
  id         INTEGER PRIMARY KEY,
  word       TEXT NOT NULL,
  filename   TEXT NOT NULL UNIQUE,
  speaker    TEXT NOT NULL,
  timestamp  TEXT NOT NULL
);
CREATE INDEX word_audio_word ON word_audio (word);

-- The five-letter words of the daily game; answers are drawn from those marked is_answer.
CREATE TABLE wordle_words (
  id         INTEGER PRIMARY KEY,
  lex        TEXT NOT NULL UNIQUE,
  lex_id     INTEGER REFERENCES lexs (id) ON DELETE SET NULL,
  is_answer  INTEGER NOT NULL DEFAULT 1 CHECK (is_answer IN (0, 1))
);

-- The answer of each day, fixed once chosen (the word is copied so later list changes never alter it).
CREATE TABLE wordle_schedule (
  date     TEXT PRIMARY KEY,
  word_id  INTEGER NOT NULL,
  lex      TEXT NOT NULL
);

-- Number words 0 to 10 with their recording in MEDIA_DIR/numbers.
CREATE TABLE number_words (
  value     INTEGER PRIMARY KEY CHECK (value BETWEEN 0 AND 10),
  name      TEXT NOT NULL,
  filename  TEXT NOT NULL
);

CREATE TABLE pronoun_quizzes (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  started_at  TEXT NOT NULL
);

CREATE TABLE pronoun_answers (
  id              INTEGER PRIMARY KEY,
  quiz_id         INTEGER NOT NULL REFERENCES pronoun_quizzes (id) ON DELETE CASCADE,
  actual_subject  TEXT NOT NULL,
  actual_object   TEXT NOT NULL,
  user_subject    TEXT NOT NULL,
  user_object     TEXT NOT NULL,
  correct         INTEGER NOT NULL CHECK (correct IN (0, 1)),
  answered_at     TEXT NOT NULL
);
CREATE INDEX pronoun_answers_quiz ON pronoun_answers (quiz_id);
