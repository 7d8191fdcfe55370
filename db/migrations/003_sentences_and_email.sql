-- Sentences (annotated), which lexical entries each one links, and the e-mail programme:
-- subscriptions, mailings with per-recipient link codes, sentence-of-the-week submissions and notes.
CREATE TABLE sents (
  id         TEXT PRIMARY KEY,
  text       TEXT NOT NULL,
  trans      TEXT NOT NULL,
  anno       TEXT NOT NULL DEFAULT '[]',
  timestamp  TEXT NOT NULL
);

-- Kept in step with sents.anno on every write: which entries a sentence's morphs link.
CREATE TABLE sent_lex_links (
  sent_id  TEXT NOT NULL REFERENCES sents (id) ON DELETE CASCADE,
  lex_id   INTEGER NOT NULL,
  PRIMARY KEY (sent_id, lex_id)
);
CREATE INDEX sent_lex_links_lex ON sent_lex_links (lex_id);

-- Addresses that asked for no more mailings (per address, whatever account carries it).
CREATE TABLE email_unsubscribes (
  email            TEXT PRIMARY KEY COLLATE NOCASE,
  unsubscribed_at  TEXT NOT NULL
);

-- Unsubscribe link codes (hashed); every message carries one for its address.
CREATE TABLE unsubscribe_codes (
  code_hash   TEXT PRIMARY KEY,
  email       TEXT NOT NULL COLLATE NOCASE,
  created_at  TEXT NOT NULL
);

-- One row per mailing: the word of the day of a Los Angeles date, or the sentence of the week of an ISO week.
CREATE TABLE mailings (
  id               INTEGER PRIMARY KEY,
  kind             TEXT NOT NULL CHECK (kind IN ('wotd', 'sotw')),
  period           TEXT NOT NULL,
  created_at       TEXT NOT NULL,
  expires_at       TEXT,
  lex_id           INTEGER,
  choices          TEXT,
  correct_index    INTEGER,
  example_sent_id  TEXT,
  UNIQUE (kind, period)
);

-- Who a mailing went to; the recipient's link code (hashed) authorises the pages the message links.
CREATE TABLE mailing_recipients (
  mailing_id    INTEGER NOT NULL REFERENCES mailings (id) ON DELETE CASCADE,
  email         TEXT NOT NULL COLLATE NOCASE,
  user_id       INTEGER REFERENCES users (id) ON DELETE SET NULL,
  pretty_name   TEXT NOT NULL,
  code_hash     TEXT UNIQUE,
  status        TEXT NOT NULL CHECK (status IN ('sent', 'failed')),
  error         TEXT,
  attempted_at  TEXT NOT NULL,
  PRIMARY KEY (mailing_id, email)
);

CREATE TABLE sotw_submissions (
  id                   INTEGER PRIMARY KEY,
  mailing_id           INTEGER NOT NULL REFERENCES mailings (id) ON DELETE CASCADE,
  email                TEXT NOT NULL COLLATE NOCASE,
  pretty_name          TEXT NOT NULL,
  text                 TEXT NOT NULL,
  trans                TEXT NOT NULL,
  lexical_items        TEXT NOT NULL,
  date_user_submitted  TEXT NOT NULL,
  UNIQUE (mailing_id, email)
);

CREATE TABLE sotw_notes (
  id          INTEGER PRIMARY KEY,
  sent_id     INTEGER NOT NULL REFERENCES sotw_submissions (id) ON DELETE CASCADE,
  note        TEXT NOT NULL,
  author_id   INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at  TEXT NOT NULL
);
CREATE INDEX sotw_notes_sent ON sotw_notes (sent_id);
