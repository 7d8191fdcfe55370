-- Accounts, invitations, password-reset codes and sessions.
CREATE TABLE users (
  id            INTEGER PRIMARY KEY,
  username      TEXT NOT NULL UNIQUE,
  email         TEXT,
  password_hash TEXT NOT NULL,
  is_admin      INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
  created_at    TEXT NOT NULL
);

-- One-time invitation codes; only a SHA-256 hash of the code is kept.
CREATE TABLE invitations (
  id          INTEGER PRIMARY KEY,
  code_hash   TEXT NOT NULL UNIQUE,
  email       TEXT,
  is_admin    INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
  created_at  TEXT NOT NULL,
  expires_at  TEXT NOT NULL,
  used_at     TEXT,
  used_by     INTEGER REFERENCES users (id) ON DELETE SET NULL
);

-- One-time password-reset codes (one hour); only a SHA-256 hash of the code is kept.
CREATE TABLE reset_codes (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash   TEXT NOT NULL UNIQUE,
  created_at  TEXT NOT NULL,
  expires_at  TEXT NOT NULL,
  used_at     TEXT
);
CREATE INDEX reset_codes_user ON reset_codes (user_id);

-- express-session's store. user_id lets every session of one user be ended at once.
CREATE TABLE sessions (
  sid         TEXT PRIMARY KEY,
  sess        TEXT NOT NULL,
  expires_at  INTEGER NOT NULL,
  user_id     INTEGER REFERENCES users (id) ON DELETE CASCADE
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);

-- Which sample data sets have been loaded (SEED=sample), so each is loaded once.
CREATE TABLE sample_seeds (
  name       TEXT PRIMARY KEY,
  loaded_at  TEXT NOT NULL
);
