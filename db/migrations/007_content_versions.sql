-- A version number per cacheable resource, raised by triggers on every change to its rows, whoever
-- writes them (the server, the CLI, an import). The server keeps each resource's JSON answer
-- (and its compressed copies) until the version moves, and clients revalidate with its ETag.
CREATE TABLE content_versions (
  name     TEXT PRIMARY KEY,
  version  INTEGER NOT NULL DEFAULT 0
);
INSERT INTO content_versions (name) VALUES ('lexicon'), ('sentences'), ('wordle_words');

CREATE TRIGGER lexs_inserted AFTER INSERT ON lexs
BEGIN UPDATE content_versions SET version = version + 1 WHERE name = 'lexicon'; END;
CREATE TRIGGER lexs_updated AFTER UPDATE ON lexs
BEGIN UPDATE content_versions SET version = version + 1 WHERE name = 'lexicon'; END;
CREATE TRIGGER lexs_deleted AFTER DELETE ON lexs
BEGIN UPDATE content_versions SET version = version + 1 WHERE name = 'lexicon'; END;

CREATE TRIGGER sents_inserted AFTER INSERT ON sents
BEGIN UPDATE content_versions SET version = version + 1 WHERE name = 'sentences'; END;
CREATE TRIGGER sents_updated AFTER UPDATE ON sents
BEGIN UPDATE content_versions SET version = version + 1 WHERE name = 'sentences'; END;
CREATE TRIGGER sents_deleted AFTER DELETE ON sents
BEGIN UPDATE content_versions SET version = version + 1 WHERE name = 'sentences'; END;

CREATE TRIGGER wordle_words_inserted AFTER INSERT ON wordle_words
BEGIN UPDATE content_versions SET version = version + 1 WHERE name = 'wordle_words'; END;
CREATE TRIGGER wordle_words_updated AFTER UPDATE ON wordle_words
BEGIN UPDATE content_versions SET version = version + 1 WHERE name = 'wordle_words'; END;
CREATE TRIGGER wordle_words_deleted AFTER DELETE ON wordle_words
BEGIN UPDATE content_versions SET version = version + 1 WHERE name = 'wordle_words'; END;
