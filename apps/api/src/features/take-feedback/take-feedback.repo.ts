import type { Db } from '../../db/database';

/** A sent take as stored (migration 032), with its learner's name. */
export interface SentTakeRow {
  id: number;
  user_id: number;
  learner: string;
  client_id: string;
  item: string;
  label: string;
  reference: string | null;
  filename: string;
  original: string;
  recorded_at: string;
  sent_at: string;
}

/** A teacher's reply as stored, with its teacher's name. */
export interface TakeReplyRow {
  id: number;
  take_id: number;
  teacher_id: number | null;
  teacher: string | null;
  text: string;
  filename: string | null;
  original: string | null;
  created_at: string;
  read_at: string | null;
}

/** How many sent takes the teacher's list shows at most. */
const LIST_LIMIT = 200;

const TAKE_COLUMNS = `t.id, t.user_id, u.username AS learner, t.client_id, t.item, t.label, t.reference,
  t.filename, t.original, t.recorded_at, t.sent_at`;
const REPLY_COLUMNS = `r.id, r.take_id, r.teacher_id, u.username AS teacher, r.text, r.filename, r.original,
  r.created_at, r.read_at`;
/** Sent takes with their learners' names, and replies with their teachers' names: what every read selects. */
const SELECT_TAKES = `SELECT ${TAKE_COLUMNS} FROM sent_takes t JOIN users u ON u.id = t.user_id`;
const SELECT_REPLIES = `SELECT ${REPLY_COLUMNS} FROM take_replies r LEFT JOIN users u ON u.id = r.teacher_id`;
const ANSWERED = 'EXISTS (SELECT 1 FROM take_replies r WHERE r.take_id = t.id)';

/** SQL of the takes learners send to their teachers and the teachers' replies (ADR 083). */
export function createTakeFeedbackRepo(db: Db) {
  const s = {
    insert: db.prepare<{
      user_id: number;
      client_id: string;
      item: string;
      label: string;
      reference: string | null;
      filename: string;
      original: string;
      recorded_at: string;
      sent_at: string;
    }>(
      `INSERT INTO sent_takes (user_id, client_id, item, label, reference, filename, original, recorded_at, sent_at)
       VALUES (@user_id, @client_id, @item, @label, @reference, @filename, @original, @recorded_at, @sent_at)
       ON CONFLICT (user_id, client_id) DO NOTHING`,
    ),
    byClient: db.prepare<[number, string], SentTakeRow>(
      `${SELECT_TAKES} WHERE t.user_id = ? AND t.client_id = ?`,
    ),
    byId: db.prepare<[number], SentTakeRow>(`${SELECT_TAKES} WHERE t.id = ?`),
    mine: db.prepare<{ userId: number; item: string | null }, SentTakeRow>(
      `${SELECT_TAKES}
       WHERE t.user_id = @userId AND (@item IS NULL OR t.item = @item)
       ORDER BY t.sent_at DESC, t.id DESC LIMIT ${LIST_LIMIT}`,
    ),
    // Unanswered first, then the newest; per learner and per item when asked.
    all: db.prepare<{ learner: string | null; item: string | null }, SentTakeRow>(
      `${SELECT_TAKES}
       WHERE (@learner IS NULL OR u.username = @learner COLLATE NOCASE) AND (@item IS NULL OR t.item = @item)
       ORDER BY ${ANSWERED}, t.sent_at DESC, t.id DESC LIMIT ${LIST_LIMIT}`,
    ),
    unanswered: db.prepare<[], number>(`SELECT COUNT(*) FROM sent_takes t WHERE NOT ${ANSWERED}`).pluck(),
    repliesOf: db.prepare<[string], TakeReplyRow>(
      `${SELECT_REPLIES}
       WHERE r.take_id IN (SELECT value FROM json_each(?)) ORDER BY r.created_at, r.id`,
    ),
    reply: db.prepare<[number], TakeReplyRow>(`${SELECT_REPLIES} WHERE r.id = ?`),
    insertReply: db.prepare<{
      take_id: number;
      teacher_id: number;
      text: string;
      filename: string | null;
      original: string | null;
      created_at: string;
    }>(
      `INSERT INTO take_replies (take_id, teacher_id, text, filename, original, created_at)
       VALUES (@take_id, @teacher_id, @text, @filename, @original, @created_at)`,
    ),
    deleteReply: db.prepare<[number]>('DELETE FROM take_replies WHERE id = ?'),
    deleteTake: db.prepare<[number]>('DELETE FROM sent_takes WHERE id = ?'),
    markRead: db.prepare<{ userId: number; takes: string; at: string }>(
      `UPDATE take_replies SET read_at = @at WHERE read_at IS NULL
         AND take_id IN (SELECT id FROM sent_takes WHERE user_id = @userId
                         AND id IN (SELECT value FROM json_each(@takes)))`,
    ),
    unreadItems: db.prepare<[number], { item: string; label: string; count: number }>(
      `SELECT t.item, MAX(t.label) AS label, COUNT(*) AS count
       FROM take_replies r JOIN sent_takes t ON t.id = r.take_id
       WHERE t.user_id = ? AND r.read_at IS NULL GROUP BY t.item ORDER BY MAX(r.created_at) DESC`,
    ),
    sentenceText: db.prepare<[string], string>('SELECT text FROM sents WHERE id = ?').pluck(),
    textSentence: db.prepare<[number, number], { title: string; number: number; text: string }>(
      `SELECT t.title, s.key + 1 AS number, json_extract(s.value, '$.text') AS text
         FROM texts t, json_each(t.data, '$.sents') s
        WHERE t.id = ? AND json_extract(s.value, '$.id') = ?`,
    ),
    wordReference: db
      .prepare<[string, number], number>(
        'SELECT EXISTS (SELECT 1 FROM live_word_audio WHERE filename = ? AND lex_id = ?)',
      )
      .pluck(),
    sentenceReference: db
      .prepare<[string, string], number>(
        'SELECT EXISTS (SELECT 1 FROM live_sent_audio WHERE filename = ? AND sent_id = ?)',
      )
      .pluck(),
  };
  return {
    /** Stores a sent take; false when the learner had sent this device take already. */
    insert: (row: Parameters<typeof s.insert.run>[0]) => s.insert.run(row).changes === 1,
    byClient: (userId: number, clientId: string) => s.byClient.get(userId, clientId),
    byId: (id: number) => s.byId.get(id),
    /** The learner's own sent takes, newest first (of one item when asked). */
    mine: (userId: number, item: string | null) => s.mine.all({ userId, item }),
    /** Every learner's sent takes (of one learner, one item), unanswered first, then newest. */
    all: (filter: { learner: string | null; item: string | null }) => s.all.all(filter),
    unanswered: () => s.unanswered.get() ?? 0,
    /** The replies to these takes, oldest first. */
    repliesOf: (takeIds: readonly number[]) =>
      takeIds.length === 0 ? [] : s.repliesOf.all(JSON.stringify(takeIds)),
    reply: (id: number) => s.reply.get(id),
    insertReply: (row: Parameters<typeof s.insertReply.run>[0]) =>
      Number(s.insertReply.run(row).lastInsertRowid),
    deleteReply: (id: number) => {
      s.deleteReply.run(id);
    },
    /** Deletes a take and, with it, its replies (ON DELETE CASCADE). */
    deleteTake: (id: number) => {
      s.deleteTake.run(id);
    },
    /** Marks the replies to the learner's own takes among `takes` read. */
    markRead: (userId: number, takes: readonly number[], at: string) =>
      s.markRead.run({ userId, takes: JSON.stringify(takes), at }).changes,
    /** The items whose replies the learner has not seen, with how many. */
    unreadItems: (userId: number) => s.unreadItems.all(userId),
    /** The text of a sentence of the sentences page, or of a text's ('textId.sentenceId'). */
    /** A sentence's text; a text's sentence as "{title}, sentence {n}: {text}" (what the teacher reads). */
    sentenceText(id: string, text: { textId: number; sentenceId: number } | null): string | undefined {
      const sentence = s.sentenceText.get(id);
      if (sentence !== undefined || !text) return sentence;
      const row = s.textSentence.get(text.textId, text.sentenceId);
      return row && `${row.title}, sentence ${row.number}: ${row.text}`;
    },
    /** Whether `file` is a live take of the entry or sentence (not whether it may be heard). */
    isReferenceOf: (file: string, item: { kind: 'entry'; id: number } | { kind: 'sentence'; id: string }) =>
      item.kind === 'entry'
        ? s.wordReference.get(file, item.id) === 1
        : s.sentenceReference.get(file, item.id) === 1,
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}
