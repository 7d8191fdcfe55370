-- Each sentence of a text gets a stable id (packages/shared texts/sentence-ids): the recordings of a
-- text's sentences are stored under 'textId.sentenceId'. Until now they were keyed by position
-- ('textId.sentenceNumber', from 1), so each existing sentence takes its position as its id and
-- every recording stays with the sentence it was made for.
UPDATE texts
SET data = json_set(
  data,
  '$.sents',
  (SELECT json_group_array(json_set(s.value, '$.id', s.key + 1)) FROM json_each(texts.data, '$.sents') s)
)
WHERE json_valid(data) AND json_type(data, '$.sents') = 'array';
