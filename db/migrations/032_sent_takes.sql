-- "Send to my teacher" (issue 38, ADR 083): a take a learner chose to send from their device, and
-- the teachers' replies to it. Private to its learner and the teachers: the files live in their own
-- folder under the media folder (take-feedback/), served only by the calls that check who asks.
--
-- item is what the take is of: 'entry:{id}' or 'sentence:{id}' (a sentence of the sentences page, or
-- 'textId.sentenceId' of a text's). label is how the item read when it was sent (the headword, the
-- sentence), so the lists still say what was said after the item changes. reference is the file of
-- the speaker's recording the learner compared with. client_id is the take's id on the device: the
-- same take sent twice is one row.
CREATE TABLE sent_takes (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id   TEXT NOT NULL,
  item        TEXT NOT NULL,
  label       TEXT NOT NULL,
  reference   TEXT,
  filename    TEXT NOT NULL UNIQUE,
  original    TEXT NOT NULL,
  recorded_at TEXT NOT NULL,
  sent_at     TEXT NOT NULL,
  UNIQUE (user_id, client_id)
);
CREATE INDEX sent_takes_item ON sent_takes (item);

-- A teacher's answer to a sent take: a short text, and optionally a recording of their own. read_at
-- is when the learner saw it (NULL: unread, counted on their progress page). Deleting the take deletes
-- its thread.
CREATE TABLE take_replies (
  id          INTEGER PRIMARY KEY,
  take_id     INTEGER NOT NULL REFERENCES sent_takes (id) ON DELETE CASCADE,
  teacher_id  INTEGER REFERENCES users (id) ON DELETE SET NULL,
  text        TEXT NOT NULL,
  filename    TEXT UNIQUE,
  original    TEXT,
  created_at  TEXT NOT NULL,
  read_at     TEXT
);
CREATE INDEX take_replies_take ON take_replies (take_id);
