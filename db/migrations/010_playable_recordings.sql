-- The rule every reader of recordings shares, written once: a take counts while it is not deleted
-- (live_*), and is played only as .mp3 (playable_*; the server keeps the original beside it). Where
-- one take is chosen, the newest plays: ORDER BY timestamp DESC, id DESC (the later upload wins a
-- tie), as the web client's shared mp3sNewestFirst does.
CREATE VIEW live_word_audio AS SELECT * FROM word_audio WHERE deleted_at IS NULL;
CREATE VIEW live_sent_audio AS SELECT * FROM sent_audio WHERE deleted_at IS NULL;
CREATE VIEW playable_word_audio AS SELECT * FROM live_word_audio WHERE filename LIKE '%.mp3';
CREATE VIEW playable_sent_audio AS SELECT * FROM live_sent_audio WHERE filename LIKE '%.mp3';
