-- Speaker choice and notices on recordings (issue 27, ADR 061).
--
-- The speakers a learner wants to hear first, in order (position 0 first). Where an item has a
-- playable take by one of them, the newest take of the first such speaker plays; else the newest
-- take of anyone (packages/shared/src/recordings/choose-recording.ts, and the same order in SQL:
-- apps/api/src/features/speakers/preferred-take.ts). A speaker is the name recordings carry
-- (word_audio.speaker, sent_audio.speaker); a name nobody recorded under yet is kept, harmless.
CREATE TABLE speaker_preferences (
  user_id   INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  speaker   TEXT NOT NULL,
  position  INTEGER NOT NULL CHECK (position >= 0),
  PRIMARY KEY (user_id, speaker),
  UNIQUE (user_id, position)
);

-- Which speakers' notices (speakers.notice, migration 016) an account has read and chosen to play,
-- by the notice's version (a hash of its text): when the teacher changes a notice, its version
-- changes and the learner sees it again before the next play. A visitor's acceptances stay in
-- the browser.
CREATE TABLE speaker_notice_acceptances (
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  speaker      TEXT NOT NULL,
  version      TEXT NOT NULL,
  accepted_at  TEXT NOT NULL,
  PRIMARY KEY (user_id, speaker, version)
);
