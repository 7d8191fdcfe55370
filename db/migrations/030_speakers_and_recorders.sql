-- Speakers as people and the recorder role (issue 38, ADR 080).
--
-- A speaker is a person the community names, who need not have an account: a name (the key the
-- recordings carry, word_audio.speaker and sent_audio.speaker, as before), an optional variety
-- (dialect) label learners choose speakers by, and an optional note the community writes (who they
-- were). Every name recordings already carry becomes a speaker row, so today's takes keep their
-- speaker, now with a row the console can describe.
ALTER TABLE speakers ADD COLUMN variety TEXT NOT NULL DEFAULT '';
ALTER TABLE speakers ADD COLUMN note TEXT NOT NULL DEFAULT '';
INSERT INTO speakers (name, updated_at)
SELECT speaker, MIN(timestamp) FROM (
  SELECT speaker, timestamp FROM word_audio UNION ALL SELECT speaker, timestamp FROM sent_audio
) WHERE speaker NOT IN (SELECT name FROM speakers) GROUP BY speaker;

-- An account may be a recorder (besides learner and admin): it reads what a learner reads and
-- records. A trusted recorder's takes are heard at once; anyone else's wait for a teacher's
-- approval. An invitation may make its account a recorder.
ALTER TABLE users ADD COLUMN is_recorder INTEGER NOT NULL DEFAULT 0 CHECK (is_recorder IN (0, 1));
ALTER TABLE users ADD COLUMN recorder_trusted INTEGER NOT NULL DEFAULT 0 CHECK (recorder_trusted IN (0, 1));
ALTER TABLE invitations ADD COLUMN is_recorder INTEGER NOT NULL DEFAULT 0 CHECK (is_recorder IN (0, 1));

-- Who made a take (the account that pressed record; NULL for takes made before, or by a removed
-- account) and whether it waits for a teacher's approval. A waiting take is for teachers only, in
-- every read: the views below make its item's level 'teachers', so may_hear keeps it from anyone
-- else, as a speaker's hold does. The views also give the speaker's variety, shown beside a take.
ALTER TABLE word_audio ADD COLUMN recorded_by INTEGER REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE word_audio ADD COLUMN waiting INTEGER NOT NULL DEFAULT 0 CHECK (waiting IN (0, 1));
ALTER TABLE sent_audio ADD COLUMN recorded_by INTEGER REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE sent_audio ADD COLUMN waiting INTEGER NOT NULL DEFAULT 0 CHECK (waiting IN (0, 1));
CREATE INDEX word_audio_waiting ON word_audio (waiting) WHERE waiting = 1;
CREATE INDEX sent_audio_waiting ON sent_audio (waiting) WHERE waiting = 1;

DROP VIEW playable_word_audio;
DROP VIEW playable_sent_audio;
DROP VIEW live_word_audio;
DROP VIEW live_sent_audio;
CREATE VIEW live_word_audio AS
SELECT a.*,
       CASE
         WHEN a.waiting = 1 THEN 'teachers'
         WHEN l.id IS NULL THEN NULL
         WHEN l.deleted_at IS NOT NULL THEN 'teachers'
         ELSE l.visibility
       END AS item_visibility,
       sp.held_until,
       COALESCE(sp.variety, '') AS variety
FROM word_audio a
LEFT JOIN lexs l ON l.id = a.lex_id
LEFT JOIN speakers sp ON sp.name = a.speaker
WHERE a.deleted_at IS NULL;
CREATE VIEW live_sent_audio AS
SELECT a.*,
       CASE
         WHEN a.waiting = 1 THEN 'teachers'
         WHEN s.id IS NOT NULL THEN s.visibility
         WHEN t.id IS NULL THEN NULL
         WHEN t.deleted_at IS NOT NULL OR t.published = 0 THEN 'teachers'
         ELSE t.visibility
       END AS item_visibility,
       sp.held_until,
       COALESCE(sp.variety, '') AS variety
FROM sent_audio a
LEFT JOIN sents s ON s.id = a.sent_id
LEFT JOIN texts t ON s.id IS NULL AND instr(a.sent_id, '.') > 1
  AND t.id = CAST(substr(a.sent_id, 1, instr(a.sent_id, '.') - 1) AS INTEGER)
LEFT JOIN speakers sp ON sp.name = a.speaker
WHERE a.deleted_at IS NULL;
CREATE VIEW playable_word_audio AS SELECT * FROM live_word_audio WHERE filename LIKE '%.mp3';
CREATE VIEW playable_sent_audio AS SELECT * FROM live_sent_audio WHERE filename LIKE '%.mp3';
