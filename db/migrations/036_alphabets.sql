-- The alphabet of a writing system (issue 40, ADR 088/089): its letters in teaching order as the
-- teacher saved them (JSON: an array of { letter, upper?, equivalents?, sample? { word, lexId? } },
-- packages/shared/src/api/alphabet.ts), whether case matters in answers, and whether an answer that
-- differs only by diacritics or apostrophes counts as right. One row a writing system ('und' when
-- the headwords' is unknown); the headwords' writing system picks the row that is read. Only the
-- teacher's save writes it: imports never do.
CREATE TABLE alphabets (
  ws             TEXT PRIMARY KEY,
  letters        TEXT NOT NULL CHECK (json_valid(letters) AND json_type(letters) = 'array'),
  case_matters   INTEGER NOT NULL DEFAULT 0 CHECK (case_matters IN (0, 1)),
  almost_counts  INTEGER NOT NULL DEFAULT 0 CHECK (almost_counts IN (0, 1)),
  updated_at     TEXT NOT NULL
) WITHOUT ROWID;
