-- A deleted recording is kept: its files move to MEDIA_DIR/trash/<folder> and its row is marked with
-- the time it was deleted (UTC, ISO 8601). Every read of recordings skips marked rows; the rows stay
-- so that `pnpm cli recording:restore` can bring a take back, and so that the sentence ids of texts
-- that had recordings are never handed to new sentences (features/texts).
ALTER TABLE word_audio ADD COLUMN deleted_at TEXT;
ALTER TABLE sent_audio ADD COLUMN deleted_at TEXT;
