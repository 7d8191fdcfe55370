import { createHash, randomInt } from 'node:crypto';
import { DateTime } from 'luxon';
import { classifyPos, viewerOf, VIEWERS } from '@langapp/shared';
import type { LexicalItems, SotwSubmitRequest, Viewer } from '@langapp/shared';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../../lib/domain-errors';
import { hashLinkCode, newLinkCode } from '../../lib/link-codes';
import { EMAIL_VIEWER } from '../../lib/visibility';
import type { MailMessage } from '../../mail/mailer';
import type { ServiceDeps } from '../../service-deps';
import { sentenceOfTheWeekMessage, teacherReplyMessage, wordOfTheDayMessage } from './email-content';
import type { MailingRow, RecipientRow, Subscriber } from './email.repo';

const ZONE = 'America/Los_Angeles';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SendSummary {
  kind: 'wotd' | 'sotw';
  period: string;
  sent: string[];
  alreadySent: number;
  failed: { email: string; error: string }[];
}

/** The Los Angeles date, and ISO week, of an instant. */
const laDate = (at: Date) => DateTime.fromJSDate(at).setZone(ZONE).toISODate()!;
const laWeek = (at: Date) => DateTime.fromJSDate(at).setZone(ZONE).toFormat("kkkk-'W'WW");

const stableIndex = (seed: string, n: number) =>
  createHash('sha256').update(seed).digest().readUInt32BE(0) % n;

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
 * Until when a mailing's links work (ADR 072): a word of the day on its own Los Angeles day and
 * `wotdLinkDays` more, a sentence of the week `sotwLinkDays` days from its sending, or until the
 * next week's is sent when that comes first (the stored `expires_at`). The window is computed from
 * the period and sending time, so links sent before windows existed (`expires_at` null) expire by
 * the same rule, and a shorter configured window applies to links already sent.
 */
function linkExpiry(
  mailing: Pick<MailingRow, 'kind' | 'period' | 'created_at' | 'expires_at'>,
  days: { wotdLinkDays: number; sotwLinkDays: number },
): string {
  const window =
    mailing.kind === 'wotd'
      ? DateTime.fromISO(mailing.period, { zone: ZONE })
          .startOf('day')
          .plus({ days: days.wotdLinkDays + 1 })
          .toJSDate()
          .toISOString()
      : new Date(Date.parse(mailing.created_at) + days.sotwLinkDays * DAY_MS).toISOString();
  return mailing.expires_at !== null && mailing.expires_at < window ? mailing.expires_at : window;
}

/**
 * The level a link's pages read at: the recipient's own (ADR 058's viewer of their account), and
 * never above a learner's, since a mailing is composed for learners and a link can be forwarded.
 */
function linkViewer(recipient: Pick<RecipientRow, 'is_admin'>): Viewer {
  const own = viewerOf({ isAdmin: recipient.is_admin });
  return VIEWERS.indexOf(own) < VIEWERS.indexOf(EMAIL_VIEWER) ? own : EMAIL_VIEWER;
}

export function createMailingsService({ repos, mailer, clock, config }: ServiceDeps) {
  const repo = repos.email;
  const nowIso = () => clock.now().toISOString();

  function newUnsubscribeUrl(email: string): string {
    const code = newLinkCode();
    repo.addUnsubscribeCode(hashLinkCode(code), email, nowIso());
    return `${config.publicUrl}/unsubscribe?code=${encodeURIComponent(code)}`;
  }

  /** Sends a mailing to every subscriber it has not reached yet; one failure never stops the rest. */
  async function deliver(
    mailing: MailingRow,
    build: (sub: Subscriber, code: string, unsubscribeUrl: string) => MailMessage,
  ): Promise<SendSummary> {
    const done = repo.sentTo(mailing.id);
    const summary: SendSummary = {
      kind: mailing.kind,
      period: mailing.period,
      sent: [],
      alreadySent: 0,
      failed: [],
    };
    for (const sub of repo.subscribers()) {
      if (done.has(sub.email.toLowerCase())) {
        summary.alreadySent += 1;
        continue;
      }
      const code = newLinkCode();
      const record = {
        mailing_id: mailing.id,
        email: sub.email,
        user_id: sub.user_id,
        pretty_name: sub.pretty_name,
      };
      try {
        await mailer.send(build(sub, code, newUnsubscribeUrl(sub.email)));
        repo.recordRecipient({
          ...record,
          code_hash: hashLinkCode(code),
          status: 'sent',
          error: null,
          attempted_at: nowIso(),
        });
        summary.sent.push(sub.email);
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        repo.recordRecipient({ ...record, code_hash: null, status: 'failed', error, attempted_at: nowIso() });
        summary.failed.push({ email: sub.email, error });
      }
    }
    return summary;
  }

  function wotdMailing(period: string): MailingRow {
    const existing = repo.mailing('wotd', period);
    if (existing) return existing;
    const candidates = repo.wotdCandidates();
    if (candidates.length === 0)
      throw new ConflictError('The lexicon has no entries with a gloss: there is no word to send.');
    const withExample = candidates.filter((c) => repo.exampleFor(c.id));
    const pool = withExample.length > 0 ? withExample : candidates;
    const word = pool[stableIndex(`wotd:${period}`, pool.length)]!;
    const others = repo.otherGlosses(word.gloss);
    if (others.length < 3)
      throw new ConflictError('The lexicon needs at least four different glosses for a word of the day.');
    const correctIndex = randomInt(1, 5);
    const choices = [...others];
    choices.splice(correctIndex - 1, 0, word.gloss);
    const created = clock.now();
    return repo.transaction(() => {
      const id = repo.insertMailing({
        kind: 'wotd',
        period,
        created_at: created.toISOString(),
        expires_at: linkExpiry(
          { kind: 'wotd', period, created_at: created.toISOString(), expires_at: null },
          config,
        ),
        lex_id: word.id,
        choices: JSON.stringify(choices),
        correct_index: correctIndex,
        example_sent_id: repo.exampleFor(word.id)?.id ?? null,
      });
      return repo.mailingById(id)!;
    });
  }

  function sotwMailing(period: string): MailingRow {
    const existing = repo.mailing('sotw', period);
    if (existing) return existing;
    return repo.transaction(() => {
      const at = nowIso();
      const id = repo.insertMailing({
        kind: 'sotw',
        period,
        created_at: at,
        expires_at: linkExpiry({ kind: 'sotw', period, created_at: at, expires_at: null }, config),
        lex_id: null,
        choices: null,
        correct_index: null,
        example_sent_id: null,
      });
      // "Until the next one is sent": the previous weeks' links stop working now.
      repo.expireOtherOpenSotw(id, at);
      return repo.mailingById(id)!;
    });
  }

  const common = (sub: Pick<Subscriber, 'email' | 'pretty_name'>, unsubscribeUrl: string) => ({
    to: sub.email,
    prettyName: sub.pretty_name,
    productName: config.productName,
    contactName: config.contactName,
    unsubscribeUrl,
  });

  async function sendWordOfTheDay(): Promise<SendSummary> {
    const mailing = wotdMailing(laDate(clock.now()));
    const word = repo.lexById(mailing.lex_id!, EMAIL_VIEWER);
    const choices = JSON.parse(mailing.choices ?? '[]') as string[];
    const example = mailing.example_sent_id
      ? (repo.sentence(mailing.example_sent_id, EMAIL_VIEWER) ?? null)
      : null;
    return deliver(mailing, (sub, code, unsubscribeUrl) =>
      wordOfTheDayMessage({
        ...common(sub, unsubscribeUrl),
        lex: word?.lex ?? '',
        // The word's own page (issue 36), offered once the learner has answered.
        entryUrl: word ? `${config.publicUrl}/words/${word.id}` : null,
        choices: choices.map((text, i) => ({
          text,
          url: `${config.publicUrl}/wotd?auth=${encodeURIComponent(code)}&answer=${i + 1}`,
        })),
        example,
      }),
    );
  }

  async function sendSentenceOfTheWeek(): Promise<SendSummary> {
    const mailing = sotwMailing(laWeek(clock.now()));
    return deliver(mailing, (sub, code, unsubscribeUrl) =>
      sentenceOfTheWeekMessage({
        ...common(sub, unsubscribeUrl),
        url: `${config.publicUrl}/sotw?auth=${encodeURIComponent(code)}`,
      }),
    );
  }

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
      return repo.allLexs(viewer);
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
