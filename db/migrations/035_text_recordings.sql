-- A text's whole recording (issue 39, ADR 087): the recording a text's sentence and word times
-- (textDataSchema's start/end, in ms) point into, for the read-along and the ELAN exchange.
-- Like a sentence's take: the original upload kept beside the .mp3 the app plays, a speaker, a
-- level, who recorded it, and the trash (deleted_at; the files move to MEDIA_DIR/trash/text-audio).
-- A text has at most one live recording: a new one replaces it (the old one goes to the trash).
CREATE TABLE text_audio (
  id          INTEGER PRIMARY KEY,
  text_id     INTEGER NOT NULL REFERENCES texts (id),
  filename    TEXT NOT NULL UNIQUE,
  original    TEXT,
  speaker     TEXT NOT NULL,
  timestamp   TEXT NOT NULL,
  visibility  TEXT NOT NULL DEFAULT 'learners' CHECK (visibility IN ('public', 'learners', 'teachers')),
  recorded_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  deleted_at  TEXT
);
CREATE UNIQUE INDEX text_audio_live ON text_audio (text_id) WHERE deleted_at IS NULL;

-- The readers' view, as live_sent_audio: a recording of an unpublished or deleted text is for
-- teachers, else its text's level; may_hear(@viewer, @now, visibility, item_visibility, held_until).
CREATE VIEW live_text_audio AS
SELECT a.*,
       CASE WHEN t.deleted_at IS NOT NULL OR t.published = 0 THEN 'teachers' ELSE t.visibility END
         AS item_visibility,
       sp.held_until,
       COALESCE(sp.variety, '') AS variety
FROM text_audio a
JOIN texts t ON t.id = a.text_id
LEFT JOIN speakers sp ON sp.name = a.speaker
WHERE a.deleted_at IS NULL;
