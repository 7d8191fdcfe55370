import type { Db } from '../../db/database';
import type { TakeKind } from './recordings.repo';

/** A take as the recorder's list and the teacher's queue show it (ADR 080). */
export interface RecorderTakeRow {
  kind: TakeKind;
  filename: string;
  /** The word, or the sentence id ('textId.sentenceId' for a text's sentence). */
  subject: string;
  /** The sentence's text (the sentences page's; in the teachers' queue a text's too); else the subject. */
  text: string;
  speaker: string;
  variety: string;
  timestamp: string;
  waiting: number;
  recorded_by: string | null;
}

// The text of a text's sentence a take is of ('textId.sentenceId'), as the text has it now: for the
// teachers' queue only (a recorder's own list would show a text that may since be teachers' only).
const TEXT_SENTENCE = `
  SELECT json_extract(j.value, '$.text') FROM texts t, json_each(t.data, '$.sents') j
  WHERE s.id IS NULL AND instr(a.sent_id, '.') > 1
    AND t.id = CAST(substr(a.sent_id, 1, instr(a.sent_id, '.') - 1) AS INTEGER) AND json_valid(t.data)
    AND json_extract(j.value, '$.id') = CAST(substr(a.sent_id, instr(a.sent_id, '.') + 1) AS INTEGER)`;

// Live takes only (the views): a removed take is neither waiting nor anyone's to list.
const takes = (textSentence: string) => `
  SELECT 'word' AS kind, a.filename, a.word AS subject, a.word AS text, a.speaker, a.variety, a.timestamp,
    a.waiting, a.recorded_by AS user_id
  FROM live_word_audio a
  UNION ALL
  SELECT 'sentence', a.filename, a.sent_id, COALESCE(s.text, ${textSentence}, a.sent_id), a.speaker, a.variety,
    a.timestamp, a.waiting, a.recorded_by
  FROM live_sent_audio a LEFT JOIN sents s ON s.id = a.sent_id`;

/** How many takes a list shows at most (the newest first). */
const LIST_LIMIT = 200;

/** SQL of the recorders' takes: their own list, the waiting queue, approval, the speaker of a take. */
export function createRecorderTakesRepo(db: Db) {
  const s = {
    mine: db.prepare<[number], RecorderTakeRow>(
      `SELECT t.kind, t.filename, t.subject, t.text, t.speaker, t.variety, t.timestamp, t.waiting,
         u.username AS recorded_by
       FROM (${takes('NULL')}) t LEFT JOIN users u ON u.id = t.user_id WHERE t.user_id = ?
       ORDER BY t.timestamp DESC, t.filename LIMIT ${LIST_LIMIT}`,
    ),
    waiting: db.prepare<[], RecorderTakeRow>(
      `SELECT t.kind, t.filename, t.subject, t.text, t.speaker, t.variety, t.timestamp, t.waiting,
         u.username AS recorded_by
       FROM (${takes(`(${TEXT_SENTENCE})`)}) t LEFT JOIN users u ON u.id = t.user_id WHERE t.waiting = 1
       ORDER BY t.timestamp, t.filename LIMIT ${LIST_LIMIT}`,
    ),
    waitingCount: db
      .prepare<[], number>(
        `SELECT (SELECT COUNT(*) FROM word_audio WHERE waiting = 1 AND deleted_at IS NULL)
              + (SELECT COUNT(*) FROM sent_audio WHERE waiting = 1 AND deleted_at IS NULL)`,
      )
      .pluck(),
    approveWord: db.prepare<[number]>('UPDATE word_audio SET waiting = 0 WHERE id = ? AND waiting = 1'),
    approveSent: db.prepare<[number]>('UPDATE sent_audio SET waiting = 0 WHERE id = ? AND waiting = 1'),
    speakerWord: db.prepare<[string, number]>('UPDATE word_audio SET speaker = ? WHERE id = ?'),
    speakerSent: db.prepare<[string, number]>('UPDATE sent_audio SET speaker = ? WHERE id = ?'),
    wordFileOwned: db
      .prepare<[{ file: string; userId: number }], number>(
        `SELECT EXISTS (SELECT 1 FROM live_word_audio
           WHERE (filename = @file OR original = @file) AND recorded_by = @userId)`,
      )
      .pluck(),
    sentFileOwned: db
      .prepare<[{ file: string; userId: number }], number>(
        `SELECT EXISTS (SELECT 1 FROM live_sent_audio
           WHERE (filename = @file OR original = @file) AND recorded_by = @userId)`,
      )
      .pluck(),
  };
  return {
    /** The account's own live takes, newest first. */
    mine: (userId: number) => s.mine.all(userId),
    /** The takes waiting for a teacher's approval, the oldest first. */
    waiting: () => s.waiting.all(),
    waitingCount: () => s.waitingCount.get() ?? 0,
    /** Lets a waiting take be heard; false when it was not waiting. */
    approve: (kind: TakeKind, id: number) =>
      (kind === 'word' ? s.approveWord : s.approveSent).run(id).changes === 1,
    setSpeaker: (kind: TakeKind, id: number, speaker: string) => {
      (kind === 'word' ? s.speakerWord : s.speakerSent).run(speaker, id);
    },
    /** Whether `file` is a file of a live take the account recorded. */
    fileOwned: (kind: TakeKind, file: string, userId: number) =>
      (kind === 'word' ? s.wordFileOwned : s.sentFileOwned).get({ file, userId }) === 1,
  };
}
