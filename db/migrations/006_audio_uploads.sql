-- Recordings of sentences (a sentence id, or 'textId.sentenceNumber' for a sentence of a text),
-- and the original upload kept beside every served .mp3.
CREATE TABLE sent_audio (
  id         INTEGER PRIMARY KEY,
  sent_id    TEXT NOT NULL,
  filename   TEXT NOT NULL UNIQUE,
  original   TEXT,
  speaker    TEXT NOT NULL,
  timestamp  TEXT NOT NULL
);
CREATE INDEX sent_audio_sent ON sent_audio (sent_id);

ALTER TABLE word_audio ADD COLUMN original TEXT;
