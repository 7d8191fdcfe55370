-- The lexicon's list is in the alphabet's order (issue 40, ADR 097): the server keeps its JSON
-- answer until the lexicon's version moves (migration 007), so saving an alphabet, which changes that
-- order, moves the version too, whoever saves it.
CREATE TRIGGER alphabets_inserted_lexicon AFTER INSERT ON alphabets
BEGIN UPDATE content_versions SET version = version + 1 WHERE name = 'lexicon'; END;
CREATE TRIGGER alphabets_updated_lexicon AFTER UPDATE ON alphabets
BEGIN UPDATE content_versions SET version = version + 1 WHERE name = 'lexicon'; END;
CREATE TRIGGER alphabets_deleted_lexicon AFTER DELETE ON alphabets
BEGIN UPDATE content_versions SET version = version + 1 WHERE name = 'lexicon'; END;
