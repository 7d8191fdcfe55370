-- Wordle by the alphabet (issue 40, ADR 096): the game's word list is read by the headwords'
-- alphabet (a digraph one letter, the words of five letters), so the list's cached answer and its
-- ETag must move when the teacher saves the alphabet. A content version for the alphabets, raised
-- by triggers like migration 007's.
INSERT INTO content_versions (name) VALUES ('alphabets');

CREATE TRIGGER alphabets_inserted AFTER INSERT ON alphabets
BEGIN UPDATE content_versions SET version = version + 1 WHERE name = 'alphabets'; END;
CREATE TRIGGER alphabets_updated AFTER UPDATE ON alphabets
BEGIN UPDATE content_versions SET version = version + 1 WHERE name = 'alphabets'; END;
CREATE TRIGGER alphabets_deleted AFTER DELETE ON alphabets
BEGIN UPDATE content_versions SET version = version + 1 WHERE name = 'alphabets'; END;
