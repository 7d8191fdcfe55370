-- Who may see what (issue 27, ADR 058). Every item a learner can meet carries a visibility:
--   'public'   anyone, visitors and e-mail recipients included;
--   'learners' signed-in accounts (the default for new content);
--   'teachers' administrators only.
-- A recording's reach is the strictest of its own level, its item's (entry, sentence or text) and
-- its speaker's hold (below): it can be stricter than its item, never looser in effect. The rule
-- lives in one module (packages/shared/src/visibility); queries apply it with may_see(viewer, level,
-- ...), the function that module gives the database connection (apps/api/src/db/database.ts).
--
-- What the product showed before stays as it was: everything was for signed-in accounts, so every
-- item starts as 'learners', except the entries that are words of the daily game, which the game has
-- always shown to anyone and which become 'public'.
ALTER TABLE lexs ADD COLUMN visibility TEXT NOT NULL DEFAULT 'learners'
  CHECK (visibility IN ('public', 'learners', 'teachers'));
ALTER TABLE sense_examples ADD COLUMN visibility TEXT NOT NULL DEFAULT 'learners'
  CHECK (visibility IN ('public', 'learners', 'teachers'));
ALTER TABLE sents ADD COLUMN visibility TEXT NOT NULL DEFAULT 'learners'
  CHECK (visibility IN ('public', 'learners', 'teachers'));
ALTER TABLE texts ADD COLUMN visibility TEXT NOT NULL DEFAULT 'learners'
  CHECK (visibility IN ('public', 'learners', 'teachers'));
ALTER TABLE vocab_lessons ADD COLUMN visibility TEXT NOT NULL DEFAULT 'learners'
  CHECK (visibility IN ('public', 'learners', 'teachers'));
ALTER TABLE word_audio ADD COLUMN visibility TEXT NOT NULL DEFAULT 'learners'
  CHECK (visibility IN ('public', 'learners', 'teachers'));
ALTER TABLE sent_audio ADD COLUMN visibility TEXT NOT NULL DEFAULT 'learners'
  CHECK (visibility IN ('public', 'learners', 'teachers'));

UPDATE lexs SET visibility = 'public' WHERE id IN (SELECT lex_id FROM wordle_words WHERE lex_id IS NOT NULL);
-- A recording of a public entry was as public as the entry (the game plays none, but it follows its
-- entry unless the teacher makes it stricter).
UPDATE word_audio SET visibility = 'public'
WHERE lex_id IN (SELECT id FROM lexs WHERE visibility = 'public');

-- What the teacher says about a speaker, by the name recordings carry: a notice a learner reads
-- before the first play of that speaker's recordings (e.g. that the speaker has passed away and the
-- family agreed to share their voice), and a hold: until held_until (UTC, ISO 8601) every recording
-- of the speaker is for teachers only.
CREATE TABLE speakers (
  name        TEXT PRIMARY KEY,
  notice      TEXT NOT NULL DEFAULT '',
  held_until  TEXT,
  updated_at  TEXT NOT NULL
);

-- Settings of the installation the teacher changes in the console (e.g. 'public_dictionary': '1'
-- lets visitors browse the public entries at /words). A missing row is the default.
CREATE TABLE app_settings (
  name   TEXT PRIMARY KEY,
  value  TEXT NOT NULL
);

-- The recordings' views (migration 010) also give what a recording's reach depends on besides its
-- own level: the level of its item (an entry; a sentence; a text, whose recordings are for teachers
-- while it is unpublished) and its speaker's hold. A recording of a deleted item is for teachers.
-- Readers filter with may_hear(@viewer, @now, visibility, item_visibility, held_until).
DROP VIEW playable_word_audio;
DROP VIEW playable_sent_audio;
DROP VIEW live_word_audio;
DROP VIEW live_sent_audio;
CREATE VIEW live_word_audio AS
SELECT a.*,
       CASE WHEN l.id IS NULL THEN NULL WHEN l.deleted_at IS NOT NULL THEN 'teachers' ELSE l.visibility END
         AS item_visibility,
       sp.held_until
FROM word_audio a
LEFT JOIN lexs l ON l.id = a.lex_id
LEFT JOIN speakers sp ON sp.name = a.speaker
WHERE a.deleted_at IS NULL;
CREATE VIEW live_sent_audio AS
SELECT a.*,
       CASE
         WHEN s.id IS NOT NULL THEN s.visibility
         WHEN t.id IS NULL THEN NULL
         WHEN t.deleted_at IS NOT NULL OR t.published = 0 THEN 'teachers'
         ELSE t.visibility
       END AS item_visibility,
       sp.held_until
FROM sent_audio a
LEFT JOIN sents s ON s.id = a.sent_id
LEFT JOIN texts t ON s.id IS NULL AND instr(a.sent_id, '.') > 1
  AND t.id = CAST(substr(a.sent_id, 1, instr(a.sent_id, '.') - 1) AS INTEGER)
LEFT JOIN speakers sp ON sp.name = a.speaker
WHERE a.deleted_at IS NULL;
CREATE VIEW playable_word_audio AS SELECT * FROM live_word_audio WHERE filename LIKE '%.mp3';
CREATE VIEW playable_sent_audio AS SELECT * FROM live_sent_audio WHERE filename LIKE '%.mp3';
