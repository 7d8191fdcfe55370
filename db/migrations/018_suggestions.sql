-- Corrections from learners (issue 27, ADR 060). A learner suggests a new text for one field of an
-- item they may see: an entry (its headword or general note; a sense's gloss, part of speech or
-- definition; an example's text or translation), a sentence, or a sentence of a text (by the text's
-- id and the sentence's stable id, packages/shared/src/texts). The teacher accepts it (as proposed
-- or edited), which applies it through the same service the console's editor uses, or declines it
-- with a reason. The field names are the closed lists of packages/shared/src/suggestions.
CREATE TABLE suggestions (
  id                INTEGER PRIMARY KEY,
  user_id           INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind              TEXT NOT NULL CHECK (kind IN ('entry', 'sentence', 'text-sentence')),
  -- The item: an entry (with its sense, and the sense's example, where the field belongs to one);
  -- a sentence; a text and the stable id of one of its sentences. A sense or an example removed
  -- later leaves the suggestion open, its item gone: the teacher can only decline it then.
  lex_id            INTEGER REFERENCES lexs (id) ON DELETE CASCADE,
  sense_id          INTEGER,
  example_id        INTEGER,
  sent_id           TEXT REFERENCES sents (id) ON DELETE CASCADE,
  text_id           INTEGER REFERENCES texts (id) ON DELETE CASCADE,
  text_sentence_id  INTEGER,
  field             TEXT NOT NULL,
  -- The field's text when the learner suggested, what they proposed, and why (may be '').
  original          TEXT NOT NULL,
  proposal          TEXT NOT NULL,
  comment           TEXT NOT NULL DEFAULT '',
  status            TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'declined')),
  -- The text the teacher applied (the proposal or their edit of it), or their reason for declining.
  accepted_text     TEXT,
  reason            TEXT,
  decided_by        INTEGER REFERENCES users (id) ON DELETE SET NULL,
  decided_at        TEXT,
  created_at        TEXT NOT NULL,
  CHECK (
    (kind = 'entry' AND lex_id IS NOT NULL AND sent_id IS NULL AND text_id IS NULL) OR
    (kind = 'sentence' AND sent_id IS NOT NULL AND lex_id IS NULL AND text_id IS NULL) OR
    (kind = 'text-sentence' AND text_id IS NOT NULL AND text_sentence_id IS NOT NULL
      AND lex_id IS NULL AND sent_id IS NULL)
  ),
  CHECK ((status = 'accepted') = (accepted_text IS NOT NULL)),
  CHECK ((status = 'declined') = (reason IS NOT NULL)),
  CHECK ((status = 'open') = (decided_at IS NULL))
);
-- The console's list and the navbar's count (open ones, oldest first); a learner's own, and their
-- count of open ones (at most 20).
CREATE INDEX suggestions_status ON suggestions (status, created_at, id);
CREATE INDEX suggestions_user ON suggestions (user_id, status);
