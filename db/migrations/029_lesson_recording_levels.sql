-- Lesson (class) recordings get a visibility level like every other recording (issue 37, ADR 072).
-- They are files in media/lesson-recordings, named by their file name; this table mirrors that
-- folder (a row is made at the default level for a file found there, and dropped when the file is
-- gone, whenever the list is read) and keeps each one's level. Until now every signed-in account
-- could list and download them: they start as 'learners', which keeps that.
CREATE TABLE lesson_recordings (
  id          TEXT PRIMARY KEY,
  visibility  TEXT NOT NULL DEFAULT 'learners' CHECK (visibility IN ('public', 'learners', 'teachers'))
) WITHOUT ROWID;
