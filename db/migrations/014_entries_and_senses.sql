-- Real dictionaries (issue 25, ADR 048): an entry (a row of lexs) has its headword as written, a
-- homograph number, one or more ordered senses, typed notes, other forms, and recordings tied to it
-- by id. The spec's calls keep their shape: lexs.pos and lexs.gloss are the first sense's, kept so
-- by the triggers below in both directions (every reader of lexs stays as it was; a writer may set
-- either side). The senses are the truth for everything past the first.

-- The homograph number: NULL while no other live entry has the same headword, else 1, 2, ... (LIFT's
-- `order`). Kept by the triggers at the end of this file.
ALTER TABLE lexs ADD COLUMN homograph INTEGER;
-- What the exchange with FieldWorks keeps of an entry it does not model (features/exchange owns the
-- JSON): written back on export so that FLEx can merge the file without losing anything.
ALTER TABLE lexs ADD COLUMN lift_extra TEXT;

-- The senses of an entry, in order (position 1, 2, ...). pos and gloss may be empty: a real
-- dictionary has senses without either, and the entry is still a word a learner can meet.
CREATE TABLE senses (
  id          INTEGER PRIMARY KEY,
  lex_id      INTEGER NOT NULL REFERENCES lexs (id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  pos         TEXT NOT NULL DEFAULT '',
  gloss       TEXT NOT NULL DEFAULT '',
  definition  TEXT NOT NULL DEFAULT '',
  -- The id FLEx gave the sense (LIFT's sense/@id); NULL for a sense made here (the export gives one).
  lift_id     TEXT,
  lift_extra  TEXT,
  UNIQUE (lex_id, position)
);
CREATE INDEX senses_pos ON senses (pos);

-- Example sentences of a sense: the sentence in the language and its translation.
CREATE TABLE sense_examples (
  id           INTEGER PRIMARY KEY,
  sense_id     INTEGER NOT NULL REFERENCES senses (id) ON DELETE CASCADE,
  position     INTEGER NOT NULL,
  text         TEXT NOT NULL,
  translation  TEXT NOT NULL DEFAULT '',
  lift_extra   TEXT
);
CREATE INDEX sense_examples_sense ON sense_examples (sense_id, position);

-- Typed notes of an entry (sense_id NULL) or of one sense. lexs.notes stays the entry's general,
-- untyped note; a note here has a type ('' for an untyped note of a sense or a second general one).
CREATE TABLE entry_notes (
  id        INTEGER PRIMARY KEY,
  lex_id    INTEGER NOT NULL REFERENCES lexs (id) ON DELETE CASCADE,
  sense_id  INTEGER REFERENCES senses (id) ON DELETE CASCADE,
  position  INTEGER NOT NULL,
  type      TEXT NOT NULL DEFAULT '',
  text      TEXT NOT NULL
);
CREATE INDEX entry_notes_lex ON entry_notes (lex_id, position);

-- Other forms of an entry: the headword in other writing systems, a citation form, a pronunciation
-- (e.g. IPA), a variant. One row per form; the forms of one LIFT element share kind and position.
CREATE TABLE entry_forms (
  id        INTEGER PRIMARY KEY,
  lex_id    INTEGER NOT NULL REFERENCES lexs (id) ON DELETE CASCADE,
  kind      TEXT NOT NULL CHECK (kind IN ('lexical-unit', 'citation', 'pronunciation', 'variant')),
  position  INTEGER NOT NULL,
  ws        TEXT NOT NULL,
  text      TEXT NOT NULL
);
CREATE INDEX entry_forms_lex ON entry_forms (lex_id, kind, position);

-- Every entry has a first sense: today's entries each become one, with their part of speech and gloss.
INSERT INTO senses (lex_id, position, pos, gloss) SELECT id, 1, pos, gloss FROM lexs;

-- Recordings belong to their entry, by id. word stays the entry's headword (the spec's field, kept
-- by a trigger below). A recording made before this migration goes to the live entry written as its
-- word (the deleted one if only a deleted entry has it; NULL when none has); where several live
-- entries share the spelling it goes to the first, marked to_confirm so that the teacher's console
-- lists it for the teacher to confirm or move. source_name is the file's name where it came from
-- (a LIFT or bundle import), written back under that name by the export.
ALTER TABLE word_audio ADD COLUMN lex_id INTEGER REFERENCES lexs (id) ON DELETE SET NULL;
ALTER TABLE word_audio ADD COLUMN to_confirm INTEGER NOT NULL DEFAULT 0 CHECK (to_confirm IN (0, 1));
ALTER TABLE word_audio ADD COLUMN source_name TEXT;
UPDATE word_audio SET lex_id = COALESCE(
  (SELECT min(l.id) FROM lexs l WHERE l.lex = word_audio.word AND l.deleted_at IS NULL),
  (SELECT min(l.id) FROM lexs l WHERE l.lex = word_audio.word)
);
UPDATE word_audio SET to_confirm = 1
WHERE (SELECT count(*) FROM lexs l WHERE l.lex = word_audio.word AND l.deleted_at IS NULL) > 1;
CREATE INDEX word_audio_lex ON word_audio (lex_id);

-- A take added with a word and no entry (a bundle made before this migration, a script) is tied by
-- the same rule, at once.
CREATE TRIGGER word_audio_entry_given AFTER INSERT ON word_audio WHEN NEW.lex_id IS NULL
BEGIN
  UPDATE word_audio SET
    lex_id = COALESCE(
      (SELECT min(l.id) FROM lexs l WHERE l.lex = NEW.word AND l.deleted_at IS NULL),
      (SELECT min(l.id) FROM lexs l WHERE l.lex = NEW.word)
    ),
    to_confirm = (SELECT count(*) FROM lexs l WHERE l.lex = NEW.word AND l.deleted_at IS NULL) > 1
  WHERE id = NEW.id;
END;

-- Homograph numbers of today's entries: 1, 2, ... by id among live entries written alike.
UPDATE lexs SET homograph = (
  SELECT count(*) FROM lexs o WHERE o.lex = lexs.lex AND o.deleted_at IS NULL AND o.id <= lexs.id
)
WHERE deleted_at IS NULL AND (SELECT count(*) FROM lexs o WHERE o.lex = lexs.lex AND o.deleted_at IS NULL) > 1;

-- A new entry gets its first sense from the entry's pos and gloss.
CREATE TRIGGER lexs_first_sense AFTER INSERT ON lexs
BEGIN
  INSERT INTO senses (lex_id, position, pos, gloss) VALUES (NEW.id, 1, NEW.pos, NEW.gloss);
END;

-- lexs.pos/gloss and the first sense say the same, whichever side was written (the WHEN clauses
-- stop the echo).
CREATE TRIGGER lexs_first_sense_written AFTER UPDATE OF pos, gloss ON lexs
BEGIN
  UPDATE senses SET pos = NEW.pos, gloss = NEW.gloss
  WHERE lex_id = NEW.id AND position = 1 AND (pos IS NOT NEW.pos OR gloss IS NOT NEW.gloss);
END;
CREATE TRIGGER senses_first_inserted AFTER INSERT ON senses WHEN NEW.position = 1
BEGIN
  UPDATE lexs SET pos = NEW.pos, gloss = NEW.gloss
  WHERE id = NEW.lex_id AND (pos IS NOT NEW.pos OR gloss IS NOT NEW.gloss);
END;
CREATE TRIGGER senses_first_updated AFTER UPDATE OF pos, gloss, position ON senses WHEN NEW.position = 1
BEGIN
  UPDATE lexs SET pos = NEW.pos, gloss = NEW.gloss
  WHERE id = NEW.lex_id AND (pos IS NOT NEW.pos OR gloss IS NOT NEW.gloss);
END;

-- A recording's word follows its entry's headword.
CREATE TRIGGER lexs_headword_recordings AFTER UPDATE OF lex ON lexs
BEGIN
  UPDATE word_audio SET word = NEW.lex WHERE lex_id = NEW.id AND word IS NOT NEW.lex;
END;

-- Homograph numbers follow the headwords: after an entry is added, renamed, deleted or restored,
-- the live entries written as its old and new headword are numbered 1, 2, ... in their present
-- order (a number given, e.g. by LIFT's `order`, first; then by id), or NULL when alone. A renamed
-- entry joins its new headword's entries last: a writer that knows its number (an import) sets it
-- after the rename, in a statement of its own.
CREATE TRIGGER lexs_homographs_inserted AFTER INSERT ON lexs
BEGIN
  UPDATE lexs SET homograph = (
    SELECT CASE WHEN r.c > 1 THEN r.n END FROM (
      SELECT o.id, row_number() OVER (ORDER BY o.homograph IS NULL, o.homograph, o.id) AS n, count(*) OVER () AS c
      FROM lexs o WHERE o.lex = NEW.lex AND o.deleted_at IS NULL
    ) r WHERE r.id = lexs.id
  )
  WHERE lex = NEW.lex AND deleted_at IS NULL;
END;
CREATE TRIGGER lexs_homographs_changed AFTER UPDATE OF lex, deleted_at ON lexs
BEGIN
  UPDATE lexs SET homograph = NULL
  WHERE id = NEW.id AND (NEW.deleted_at IS NOT NULL OR NEW.lex IS NOT OLD.lex);
  UPDATE lexs SET homograph = (
    SELECT CASE WHEN r.c > 1 THEN r.n END FROM (
      SELECT o.id, row_number() OVER (ORDER BY o.homograph IS NULL, o.homograph, o.id) AS n, count(*) OVER () AS c
      FROM lexs o WHERE o.lex = w.lex AND o.deleted_at IS NULL
    ) r WHERE r.id = lexs.id
  )
  FROM (SELECT OLD.lex AS lex UNION SELECT NEW.lex) w
  WHERE lexs.lex = w.lex AND lexs.deleted_at IS NULL;
END;

-- Changes to the parts of an entry move the lexicon's content version like changes to the entry.
CREATE TRIGGER senses_changed_i AFTER INSERT ON senses
BEGIN UPDATE content_versions SET version = version + 1 WHERE name = 'lexicon'; END;
CREATE TRIGGER senses_changed_u AFTER UPDATE ON senses
BEGIN UPDATE content_versions SET version = version + 1 WHERE name = 'lexicon'; END;
CREATE TRIGGER senses_changed_d AFTER DELETE ON senses
BEGIN UPDATE content_versions SET version = version + 1 WHERE name = 'lexicon'; END;
