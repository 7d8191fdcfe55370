import type { Viewer } from '@langapp/shared';
import type { Db } from '../../db/database';
import { headwordOrder } from '../../db/headword-order';
import { EMAIL_VIEWER } from '../../lib/visibility';
import { preferredTakeOrder } from '../speakers/preferred-take';

export interface MailingRow {
  id: number;
  kind: 'wotd' | 'sotw';
  period: string;
  created_at: string;
  expires_at: string | null;
  lex_id: number | null;
  choices: string | null;
  correct_index: number | null;
  example_sent_id: string | null;
}

export interface Subscriber {
  email: string;
  user_id: number;
  pretty_name: string;
}

export interface RecipientRow {
  mailing_id: number;
  email: string;
  /**
   * The account the message went to (its speaker choice picks the recordings its links play); for
   * a row written before accounts were recorded, the oldest active account with its address.
   */
  user_id: number | null;
  pretty_name: string;
  status: 'sent' | 'failed';
  /** Whether that account exists and is not deactivated. */
  active: boolean;
  is_admin: boolean;
  /** Whether the address unsubscribed since. */
  unsubscribed: boolean;
}

/** The take a link plays, and whose voice it is (for the speaker's notice). */
export interface TakeRow {
  filename: string;
  speaker: string;
}

export interface NoteToEmail {
  id: number;
  note: string;
  emailed_at: string | null;
  email: string;
  pretty_name: string;
  text: string;
  trans: string;
}

export interface LexRow {
  id: number;
  lex: string;
  pos: string;
  gloss: string;
}

// A mailing is composed of what a learner may see (ADR 058): one message goes to every recipient.
// Its link pages read at the level of the link's recipient (@viewer, ADR 072).
const COMPOSER = `'${EMAIL_VIEWER}'`;
const LEX_COMPOSED = `may_see(${COMPOSER}, l.visibility)`;
const SENT_COMPOSED = `may_see(${COMPOSER}, s.visibility)`;
const LEX_SEEN = 'may_see(@viewer, l.visibility)';
const SENT_SEEN = 'may_see(@viewer, s.visibility)';
const HEARD = 'may_hear(@viewer, @now, visibility, item_visibility, held_until)';

/**
 * SQL of the e-mail programme: subscribers, mailings, link codes, submissions and notes. The lexicon
 * is read through live_lexs: a deleted entry is never a word of the day nor a word to pick.
 */
export function createEmailRepo(db: Db) {
  const s = {
    // One message per address: the oldest active account carrying it gives the name. A
    // deactivated account gets no mailing.
    subscribers: db.prepare<[], Subscriber>(
      `SELECT u.email AS email, u.id AS user_id, u.username AS pretty_name
       FROM users u
       WHERE u.email IS NOT NULL AND u.email <> '' AND u.deactivated_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM email_unsubscribes x WHERE x.email = u.email COLLATE NOCASE)
         AND u.id = (SELECT MIN(v.id) FROM users v
                     WHERE v.email = u.email COLLATE NOCASE AND v.deactivated_at IS NULL)
       ORDER BY u.id`,
    ),
    mailing: db.prepare<[string, string], MailingRow>('SELECT * FROM mailings WHERE kind = ? AND period = ?'),
    mailingById: db.prepare<[number], MailingRow>('SELECT * FROM mailings WHERE id = ?'),
    insertMailing: db.prepare(
      `INSERT INTO mailings (kind, period, created_at, expires_at, lex_id, choices, correct_index, example_sent_id)
       VALUES (@kind, @period, @created_at, @expires_at, @lex_id, @choices, @correct_index, @example_sent_id)`,
    ),
    expireOpenSotw: db.prepare<{ at: string; keep: number }>(
      `UPDATE mailings SET expires_at = @at
       WHERE kind = 'sotw' AND (expires_at IS NULL OR expires_at > @at) AND id <> @keep`,
    ),
    sentTo: db.prepare<[number], { email: string }>(
      "SELECT email FROM mailing_recipients WHERE mailing_id = ? AND status = 'sent'",
    ),
    upsertRecipient: db.prepare(
      `INSERT INTO mailing_recipients (mailing_id, email, user_id, pretty_name, code_hash, status, error, attempted_at)
       VALUES (@mailing_id, @email, @user_id, @pretty_name, @code_hash, @status, @error, @attempted_at)
       ON CONFLICT (mailing_id, email) DO UPDATE SET code_hash = excluded.code_hash, status = excluded.status,
         error = excluded.error, attempted_at = excluded.attempted_at`,
    ),
    recipientByCode: db.prepare<
      [string],
      Omit<RecipientRow, 'active' | 'is_admin' | 'unsubscribed'> & {
        active: number;
        is_admin: number;
        unsubscribed: number;
      }
    >(
      `SELECT r.mailing_id, r.email, u.id AS user_id, r.pretty_name, r.status,
         (u.id IS NOT NULL AND u.deactivated_at IS NULL) AS active, COALESCE(u.is_admin, 0) AS is_admin,
         EXISTS (SELECT 1 FROM email_unsubscribes x WHERE x.email = r.email COLLATE NOCASE) AS unsubscribed
       FROM mailing_recipients r
       LEFT JOIN users u ON u.id = COALESCE(r.user_id,
         (SELECT MIN(v.id) FROM users v WHERE v.email = r.email COLLATE NOCASE AND v.deactivated_at IS NULL))
       WHERE r.code_hash = ?`,
    ),
    insertUnsubscribeCode: db.prepare(
      'INSERT INTO unsubscribe_codes (code_hash, email, created_at) VALUES (?, ?, ?)',
    ),
    unsubscribeEmailByCode: db.prepare('SELECT email FROM unsubscribe_codes WHERE code_hash = ?').pluck(),
    unsubscribe: db.prepare(
      'INSERT OR IGNORE INTO email_unsubscribes (email, unsubscribed_at) VALUES (?, ?)',
    ),
    lexCount: db.prepare(`SELECT COUNT(*) FROM live_lexs l WHERE gloss <> '' AND ${LEX_COMPOSED}`).pluck(),
    // Entries with an example sentence come first, so the word of the day can show one.
    wotdCandidates: db.prepare<[], LexRow>(
      `SELECT id, lex, pos, gloss FROM live_lexs l WHERE gloss <> '' AND ${LEX_COMPOSED}
       ORDER BY EXISTS (SELECT 1 FROM sent_lex_links k JOIN sents s ON s.id = k.sent_id
                        WHERE k.lex_id = l.id AND ${SENT_COMPOSED}) DESC, id`,
    ),
    hasExample: db
      .prepare(
        `SELECT EXISTS (SELECT 1 FROM sent_lex_links k JOIN sents s ON s.id = k.sent_id
         WHERE k.lex_id = ? AND ${SENT_COMPOSED})`,
      )
      .pluck(),
    otherGlosses: db.prepare<[string], { gloss: string }>(
      `SELECT DISTINCT gloss FROM live_lexs l WHERE gloss <> '' AND gloss <> ? AND ${LEX_COMPOSED}
       ORDER BY random() LIMIT 3`,
    ),
    lexById: db.prepare<{ id: number; viewer: Viewer }, LexRow>(
      `SELECT id, lex, pos, gloss FROM live_lexs l WHERE id = @id AND ${LEX_SEEN}`,
    ),
    exampleFor: db.prepare<[number], { id: string; text: string; trans: string }>(
      `SELECT s.id, s.text, s.trans FROM sents s JOIN sent_lex_links k ON k.sent_id = s.id
       WHERE k.lex_id = ? AND ${SENT_COMPOSED} ORDER BY length(s.text), s.id LIMIT 1`,
    ),
    sentence: db.prepare<{ id: string; viewer: Viewer }, { id: string; text: string; trans: string }>(
      `SELECT id, text, trans FROM sents s WHERE id = @id AND ${SENT_SEEN}`,
    ),
    lexsOfSentence: db.prepare<{ id: string; viewer: Viewer }, LexRow>(
      `SELECT l.id, l.lex, l.pos, l.gloss FROM sent_lex_links k JOIN live_lexs l ON l.id = k.lex_id
       WHERE k.sent_id = @id AND ${LEX_SEEN} ORDER BY ${headwordOrder('l.lex')}, l.lex`,
    ),
    // The recording to play: the recipient's preferred speaker's newest playable take, else the
    // newest (db/migrations/010, 019; ADR 061).
    wordRecording: db.prepare<{ id: number; now: string; userId: number | null; viewer: Viewer }, TakeRow>(
      `SELECT a.filename, a.speaker FROM playable_word_audio a WHERE a.lex_id = @id AND ${HEARD}
       ORDER BY ${preferredTakeOrder('a', '@userId')} LIMIT 1`,
    ),
    sentenceRecording: db.prepare<
      { id: string; now: string; userId: number | null; viewer: Viewer },
      TakeRow
    >(
      `SELECT a.filename, a.speaker FROM playable_sent_audio a WHERE a.sent_id = @id AND ${HEARD}
       ORDER BY ${preferredTakeOrder('a', '@userId')} LIMIT 1`,
    ),
    allLexs: db.prepare<{ viewer: Viewer }, LexRow>(
      `SELECT id, lex, pos, gloss FROM live_lexs l WHERE ${LEX_SEEN} ORDER BY ${headwordOrder('l.lex')}, l.lex, l.id`,
    ),
    // Every sense of the entries written as the word (migration 014): a word is a noun when one of
    // its senses is.
    sensesOfWord: db.prepare<{ lex: string; viewer: Viewer }, LexRow>(
      `SELECT l.id, l.lex, s.pos, s.gloss FROM live_lexs l JOIN senses s ON s.lex_id = l.id
       WHERE fold_word(l.lex) = fold_word(@lex) AND ${LEX_SEEN} ORDER BY l.id, s.position`,
    ),
    submissionOf: db.prepare<
      [number, string],
      { id: number; date_user_submitted: string; text: string; trans: string }
    >('SELECT id, date_user_submitted, text, trans FROM sotw_submissions WHERE mailing_id = ? AND email = ?'),
    deleteSubmission: db.prepare('DELETE FROM sotw_submissions WHERE mailing_id = ? AND email = ?'),
    insertSubmission: db.prepare(
      `INSERT INTO sotw_submissions (mailing_id, email, pretty_name, text, trans, lexical_items, date_user_submitted)
       VALUES (@mailing_id, @email, @pretty_name, @text, @trans, @lexical_items, @date_user_submitted)`,
    ),
    submissions: db.prepare(
      `SELECT s.id, s.pretty_name, s.date_user_submitted, m.expires_at AS date_expired, s.text, s.trans, s.lexical_items
       FROM sotw_submissions s JOIN mailings m ON m.id = s.mailing_id
       ORDER BY s.date_user_submitted DESC, s.id DESC`,
    ),
    notes: db.prepare(
      'SELECT id, sent_id, note, created_at, emailed_at FROM sotw_notes ORDER BY created_at, id',
    ),
    notesOf: db.prepare<[number], { id: number; note: string; created_at: string }>(
      'SELECT id, note, created_at FROM sotw_notes WHERE sent_id = ? ORDER BY created_at, id',
    ),
    noteToEmail: db.prepare<[number], NoteToEmail & { unsubscribed: number }>(
      `SELECT n.id, n.note, n.emailed_at, s.email, s.pretty_name, s.text, s.trans,
         EXISTS (SELECT 1 FROM email_unsubscribes x WHERE x.email = s.email COLLATE NOCASE) AS unsubscribed
       FROM sotw_notes n JOIN sotw_submissions s ON s.id = n.sent_id WHERE n.id = ?`,
    ),
    claimNoteEmail: db.prepare('UPDATE sotw_notes SET emailed_at = ? WHERE id = ? AND emailed_at IS NULL'),
    releaseNoteEmail: db.prepare('UPDATE sotw_notes SET emailed_at = NULL WHERE id = ? AND emailed_at = ?'),
    submissionExists: db.prepare('SELECT EXISTS (SELECT 1 FROM sotw_submissions WHERE id = ?)').pluck(),
    insertNote: db.prepare(
      'INSERT INTO sotw_notes (sent_id, note, author_id, created_at) VALUES (?, ?, ?, ?)',
    ),
  };

  return {
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
    subscribers: () => s.subscribers.all(),
    mailing: (kind: 'wotd' | 'sotw', period: string) => s.mailing.get(kind, period),
    mailingById: (id: number) => s.mailingById.get(id),
    insertMailing: (m: Omit<MailingRow, 'id'>) => Number(s.insertMailing.run(m).lastInsertRowid),
    expireOtherOpenSotw: (keepId: number, at: string) => s.expireOpenSotw.run({ at, keep: keepId }),
    sentTo: (mailingId: number) => new Set(s.sentTo.all(mailingId).map((r) => r.email.toLowerCase())),
    recordRecipient: (r: {
      mailing_id: number;
      email: string;
      user_id: number;
      pretty_name: string;
      code_hash: string | null;
      status: 'sent' | 'failed';
      error: string | null;
      attempted_at: string;
    }) => s.upsertRecipient.run(r),
    recipientByCode: (codeHash: string): RecipientRow | undefined => {
      const row = s.recipientByCode.get(codeHash);
      return (
        row && {
          ...row,
          active: row.active === 1,
          is_admin: row.is_admin === 1,
          unsubscribed: row.unsubscribed === 1,
        }
      );
    },
    addUnsubscribeCode: (codeHash: string, email: string, at: string) =>
      s.insertUnsubscribeCode.run(codeHash, email, at),
    emailOfUnsubscribeCode: (codeHash: string) =>
      s.unsubscribeEmailByCode.get(codeHash) as string | undefined,
    unsubscribe: (email: string, at: string) => s.unsubscribe.run(email, at),
    lexCount: () => s.lexCount.get() as number,
    wotdCandidates: () => s.wotdCandidates.all(),
    otherGlosses: (gloss: string) => s.otherGlosses.all(gloss).map((r) => r.gloss),
    /** An entry `viewer` may see (mailings are composed as EMAIL_VIEWER). */
    lexById: (id: number, viewer: Viewer) => s.lexById.get({ id, viewer }),
    /** The example a mailing shows with its word (at the level mailings are composed). */
    exampleFor: (lexId: number) => s.exampleFor.get(lexId),
    sentence: (id: string, viewer: Viewer) => s.sentence.get({ id, viewer }),
    lexsOfSentence: (id: string, viewer: Viewer) => s.lexsOfSentence.all({ id, viewer }),
    /** Every live entry `viewer` may see (their senses come from the entries' repo: listExtras). */
    allLexs: (viewer: Viewer) => s.allLexs.all({ viewer }),
    /**
     * The take of the entry to play at `now` (a speaker's hold ends at a time) for the recipient
     * `userId` (their speaker choice; null for none).
     */
    wordRecording: (lexId: number, now: string, userId: number | null, viewer: Viewer) =>
      s.wordRecording.get({ id: lexId, now, userId, viewer }),
    sentenceRecording: (sentId: string, now: string, userId: number | null, viewer: Viewer) =>
      s.sentenceRecording.get({ id: sentId, now, userId, viewer }),
    /** Each sense of the live entries written as `lex` (folded) that `viewer` may see, with its entry. */
    sensesOfWord: (lex: string, viewer: Viewer) => s.sensesOfWord.all({ lex, viewer }),
    submissionOf: (mailingId: number, email: string) => s.submissionOf.get(mailingId, email),
    replaceSubmission: (sub: {
      mailing_id: number;
      email: string;
      pretty_name: string;
      text: string;
      trans: string;
      lexical_items: string;
      date_user_submitted: string;
    }) =>
      db.transaction(() => {
        s.deleteSubmission.run(sub.mailing_id, sub.email);
        return Number(s.insertSubmission.run(sub).lastInsertRowid);
      })(),
    submissions: () => s.submissions.all(),
    notes: () => s.notes.all(),
    submissionExists: (id: number) => s.submissionExists.get(id) === 1,
    /** Adds a note; its id back. */
    addNote: (sentId: number, note: string, authorId: number, at: string) =>
      Number(s.insertNote.run(sentId, note, authorId, at).lastInsertRowid),
    /** The teacher's notes on one submission, oldest first (what the learner reads). */
    notesOf: (sentId: number) => s.notesOf.all(sentId),
    /** A note with the sentence and address it answers, and whether that address unsubscribed. */
    noteToEmail: (noteId: number) => {
      const row = s.noteToEmail.get(noteId);
      return row && { ...row, unsubscribed: row.unsubscribed === 1 };
    },
    /** Marks the note e-mailed at `at`; false when it already was (so it is sent once). */
    claimNoteEmail: (noteId: number, at: string) => s.claimNoteEmail.run(at, noteId).changes === 1,
    /** Undoes a claim whose e-mail failed: the note counts as not e-mailed. */
    releaseNoteEmail: (noteId: number, at: string) => s.releaseNoteEmail.run(noteId, at),
  };
}
