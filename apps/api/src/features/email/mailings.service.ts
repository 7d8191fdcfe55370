import { classifyPos, viewerOf, VIEWERS } from '@langapp/shared';
import type { LexicalItems, SotwSubmitRequest, Viewer } from '@langapp/shared';
import { ForbiddenError, InvalidError, NotFoundError } from '../../lib/domain-errors';
import { hashLinkCode } from '../../lib/link-codes';
import { EMAIL_VIEWER } from '../../lib/visibility';
import type { ServiceDeps } from '../../service-deps';
import { teacherReplyMessage } from './email-content';
import type { RecipientRow } from './email.repo';
import { linkExpiry, mailingSends } from './mailing-sends';

export type { SendSummary } from './mailing-sends';

/** What became of the e-mail that tells a learner of a teacher's note. */
export type NoteEmailOutcome =
  | { status: 'sent' }
  /** The learner's address unsubscribed: no e-mail, the note stays readable on the page. */
  | { status: 'unsubscribed' }
  /** It was sent before: a note is e-mailed once. */
  | { status: 'already-sent' }
  /** Sending failed: the note is kept, not marked e-mailed; the caller logs the error. */
  | { status: 'failed'; error: unknown };

/**
 * The level a link's pages read at: the recipient's own (ADR 058's viewer of their account), and
 * never above a learner's, since a mailing is composed for learners and a link can be forwarded.
 */
function linkViewer(recipient: Pick<RecipientRow, 'is_admin'>): Viewer {
  const own = viewerOf({ isAdmin: recipient.is_admin });
  return VIEWERS.indexOf(own) < VIEWERS.indexOf(EMAIL_VIEWER) ? own : EMAIL_VIEWER;
}

export function createMailingsService(deps: ServiceDeps) {
  const { repos, mailer, clock, config } = deps;
  const repo = repos.email;
  const nowIso = () => clock.now().toISOString();

  const { newUnsubscribeUrl, common, sendWordOfTheDay, sendSentenceOfTheWeek } = mailingSends(deps);

  /**
   * The recipient and mailing a link code was issued for, and the level its pages read at, when it
   * is of that kind, within its window, and its recipient's account is active and subscribed (ADR 072).
   */
  function authorise(code: string, kind: 'wotd' | 'sotw') {
    const recipient = repo.recipientByCode(hashLinkCode(code));
    const mailing = recipient && repo.mailingById(recipient.mailing_id);
    if (!recipient || !mailing || mailing.kind !== kind || recipient.status !== 'sent') return null;
    if (!recipient.active || recipient.unsubscribed) return null;
    if (linkExpiry(mailing, config) <= nowIso()) return null;
    return { recipient, mailing, viewer: linkViewer(recipient) };
  }

  function requireAuth(code: string, kind: 'wotd' | 'sotw') {
    const found = authorise(code, kind);
    // The spec's message for a refused word-of-the-day or sentence-of-the-week code (section 8).
    if (!found)
      throw new ForbiddenError(
        `Authorization code invalid. Please contact ${config.contactName} for assistance.`,
      );
    return found;
  }

  const service = {
    sendWordOfTheDay,
    sendSentenceOfTheWeek,

    unsubscribe(code: string): void {
      const email = repo.emailOfUnsubscribeCode(hashLinkCode(code));
      if (!email) throw new ForbiddenError('The unsubscribe link is invalid.');
      repo.unsubscribe(email, nowIso());
    },

    /** The teacher's note on a submitted sentence, kept; then e-mailed to the learner (emailNote). */
    async addNote(
      sentId: number,
      note: string,
      teacherId: number,
    ): Promise<{ noteId: number; outcome: NoteEmailOutcome }> {
      if (!repo.submissionExists(sentId))
        throw new NotFoundError('There is no submitted sentence with that id.');
      const noteId = repo.addNote(sentId, note, teacherId, nowIso());
      return { noteId, outcome: await service.emailNote(noteId) };
    },

    submissions: () => repo.submissions(),
    notes: () => repo.notes(),

    wotdInfo(code: string) {
      const { recipient, mailing, viewer } = requireAuth(code, 'wotd');
      const word = repo.lexById(mailing.lex_id!, viewer);
      const choices = JSON.parse(mailing.choices ?? '[]') as string[];
      const correct = mailing.correct_index!;
      if (!word) throw new NotFoundError('The word of this e-mail is no longer in the lexicon.');
      const take = repo.wordRecording(word.id, nowIso(), recipient.user_id, viewer);
      return {
        lex: word.lex,
        lexId: word.id,
        choices,
        correct_trans: choices[correct - 1]!,
        correct_index: correct,
        has_recording: take !== undefined,
        ...(take && { speaker: take.speaker }),
      };
    },

    example(code: string) {
      const { recipient, mailing, viewer } = requireAuth(code, 'wotd');
      const sent = mailing.example_sent_id ? repo.sentence(mailing.example_sent_id, viewer) : undefined;
      if (!sent) return null;
      const take = repo.sentenceRecording(sent.id, nowIso(), recipient.user_id, viewer);
      return {
        text: sent.text,
        trans: sent.trans,
        lexs: repo.lexsOfSentence(sent.id, viewer),
        has_recording: take !== undefined,
        ...(take && { speaker: take.speaker }),
      };
    },

    /**
     * The file of the word-of-the-day's recording, for whoever holds the e-mail's link: the take of
     * the recipient's preferred speaker (ADR 061).
     */
    wotdRecording(code: string): string {
      const { recipient, mailing, viewer } = requireAuth(code, 'wotd');
      const word = repo.lexById(mailing.lex_id!, viewer);
      const take = word && repo.wordRecording(word.id, nowIso(), recipient.user_id, viewer);
      if (!take) throw new NotFoundError('The word of the day has no recording yet.');
      return take.filename;
    },

    /** The file of the example sentence's recording, for whoever holds the e-mail's link, as above. */
    exampleRecording(code: string): string {
      const { recipient, mailing, viewer } = requireAuth(code, 'wotd');
      const sent = mailing.example_sent_id ? repo.sentence(mailing.example_sent_id, viewer) : undefined;
      const take = sent ? repo.sentenceRecording(sent.id, nowIso(), recipient.user_id, viewer) : undefined;
      if (!take) throw new NotFoundError('The example sentence has no recording yet.');
      return take.filename;
    },

    /** Who the link is for, and the sentence they sent this week with the teacher's notes on it. */
    sotwInfo(code: string) {
      const { recipient, mailing } = requireAuth(code, 'sotw');
      const existing = repo.submissionOf(mailing.id, recipient.email);
      return {
        pretty_name: recipient.pretty_name,
        date_user_submitted: existing?.date_user_submitted ?? null,
        submission: existing
          ? { text: existing.text, trans: existing.trans, notes: repo.notesOf(existing.id) }
          : null,
      };
    },

    /**
     * Tells the learner of a teacher's note by e-mail, once, unless their address unsubscribed. The
     * note is marked e-mailed before sending (so two calls never send it twice) and unmarked if
     * sending fails. The link is the plain /sotw page: link codes are stored hashed, so the
     * invitation's code cannot be put in this e-mail; the page opens with the code the learner's
     * browser kept (ADR 035).
     */
    async emailNote(noteId: number): Promise<NoteEmailOutcome> {
      const note = repo.noteToEmail(noteId);
      if (!note) throw new NotFoundError('There is no note with that id.');
      if (note.emailed_at !== null) return { status: 'already-sent' };
      if (note.unsubscribed) return { status: 'unsubscribed' };
      const at = nowIso();
      if (!repo.claimNoteEmail(noteId, at)) return { status: 'already-sent' };
      try {
        await mailer.send(
          teacherReplyMessage({
            ...common(note, newUnsubscribeUrl(note.email)),
            note: note.note,
            sentence: { text: note.text, trans: note.trans },
            url: `${config.publicUrl}/sotw`,
          }),
        );
        return { status: 'sent' };
      } catch (error) {
        repo.releaseNoteEmail(noteId, at);
        return { status: 'failed', error };
      }
    },

    /** The words the submission form offers: those the link's recipient may see, no more. */
    lexsFor(code: string) {
      const { viewer } = requireAuth(code, 'sotw');
      // Each entry with, where it has several, its senses in order (a word is a noun when one of its senses is).
      const { senses } = repos.entries.listExtras();
      return repo.allLexs(viewer).map((lex) => {
        const all = senses.get(lex.id);
        return all ? { ...lex, senses: all } : lex;
      });
    },

    submitSentence(code: string, body: Required<SotwSubmitRequest> & { lexical_items: LexicalItems }) {
      const { recipient, mailing, viewer } = requireAuth(code, 'sotw');
      for (const cls of ['verb', 'noun', 'other'] as const) {
        for (const word of body.lexical_items[cls]) {
          // A word is of a class when one of its senses is (an entry's second sense may be a noun).
          const senses = repo.sensesOfWord(word, viewer);
          if (!senses.some((e) => classifyPos(e.pos) === cls)) {
            throw new InvalidError(`"${word}" is not a ${cls} in the lexicon.`);
          }
        }
      }
      const date = nowIso();
      repo.replaceSubmission({
        mailing_id: mailing.id,
        email: recipient.email,
        pretty_name: recipient.pretty_name,
        text: body.text,
        trans: body.trans,
        lexical_items: JSON.stringify(body.lexical_items),
        date_user_submitted: date,
      });
      return date;
    },
  };
  return service;
}

export type MailingsService = ReturnType<typeof createMailingsService>;
