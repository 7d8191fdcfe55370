-- History of entries, sentences and texts (issue 27, ADR 059). Every change to one of them, by
-- whichever writer (the console, the CLI, an import, a restore, an accepted suggestion, a change of
-- visibility), keeps one row: which item, who and how, when, and the item whole before and after as
-- JSON snapshots (features/history/content-history.ts writes them; the shapes are the
-- EntrySnapshot, SentenceSnapshot and TextSnapshot of packages/shared/src/history).
--   kind        'entry' (lexs with its senses, examples, notes and forms), 'sentence' (sents), 'text'
--   item_id     the item's id as text (entries and texts have numbers, sentences text ids)
--   account_id  who did it; NULL when the CLI or an import run from it did
--   source      'console', 'cli', 'import', 'restore', 'suggestion', 'visibility', or 'earlier': the
--               item as it was before its first recorded change, kept so that it can be restored
--   at          the app's clock (UTC, ISO 8601)
--   before      the snapshot before the change; NULL when the change created the item
--   after       the snapshot after it (a deletion keeps the item with "deleted": true)
CREATE TABLE content_history (
  id          INTEGER PRIMARY KEY,
  kind        TEXT NOT NULL CHECK (kind IN ('entry', 'sentence', 'text')),
  item_id     TEXT NOT NULL,
  account_id  INTEGER REFERENCES users (id) ON DELETE SET NULL,
  source      TEXT NOT NULL
    CHECK (source IN ('console', 'cli', 'import', 'restore', 'suggestion', 'visibility', 'earlier')),
  at          TEXT NOT NULL,
  before      TEXT,
  after       TEXT NOT NULL
);
CREATE INDEX content_history_item ON content_history (kind, item_id, id);
