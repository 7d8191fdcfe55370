-- FieldWorks' ranges (issue 36, ADR 073): the lists a LIFT file's values come from, read from the
-- .lift-ranges file beside it (or the ranges its header holds). The console's parts of speech
-- (GET /api/admin/parts-of-speech) offer the grammatical-info range's elements as well as the
-- parts of speech the senses use, so a teacher picks a FieldWorks category before any word has it.
-- Only what an import read is kept: a range element is never removed by a later import (a
-- category a file stops naming may still be the one a teacher wants).

CREATE TABLE lift_range_elements (
  range_id TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (range_id, value)
) WITHOUT ROWID;
