-- The operation ids the hourly sweep forgot (ADR 072). A row of sync_ops is deleted once its
-- operation is older than the age limit, but a device (or anyone) could send the same id again with
-- a fresh `at`, which would then be applied a second time. What is kept of a forgotten operation is
-- the account and the first 8 bytes of the SHA-256 of its id (a signed 64-bit integer): enough to
-- refuse that id as too old for ever, at about a tenth of the row it replaces.
CREATE TABLE sync_ops_forgotten (
  user_id  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  op_key   INTEGER NOT NULL,
  PRIMARY KEY (user_id, op_key)
) WITHOUT ROWID;
