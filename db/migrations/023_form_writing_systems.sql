-- Every form keeps its writing system (issue 36, ADR 068). A dictionary that holds words from more
-- than one FieldWorks file (or a file and words typed here) writes each headword, gloss and
-- definition back in the writing system it came in, not in the last import's.
--
-- NULL is "not said": a word typed in the console or loaded from a spreadsheet. The LIFT export
-- writes those in the writing system it is asked for, else the last LIFT import's (und, en without one).
-- Citation forms and the other forms already keep theirs (entry_forms.ws, migration 014).

ALTER TABLE lexs ADD COLUMN lex_ws TEXT;
ALTER TABLE senses ADD COLUMN gloss_ws TEXT;
ALTER TABLE senses ADD COLUMN definition_ws TEXT;

-- Entries a LIFT import brought: their headword's writing system was the import's (kept in
-- exchange_settings), or the one lift_extra named where the headword came from another form.
UPDATE lexs SET lex_ws = COALESCE(
  json_extract(lift_extra, '$.ws'),
  (SELECT value FROM exchange_settings WHERE name = 'lift_ws')
)
WHERE lift_extra IS NOT NULL;
UPDATE lexs SET lift_extra = CASE
    WHEN json_remove(lift_extra, '$.ws') = '{}' THEN NULL ELSE json_remove(lift_extra, '$.ws') END
WHERE lift_extra IS NOT NULL AND json_extract(lift_extra, '$.ws') IS NOT NULL;
UPDATE senses SET
  gloss_ws = (SELECT value FROM exchange_settings WHERE name = 'lift_gloss_ws'),
  definition_ws = (SELECT value FROM exchange_settings WHERE name = 'lift_gloss_ws')
WHERE lex_id IN (SELECT id FROM lexs WHERE lex_ws IS NOT NULL);
