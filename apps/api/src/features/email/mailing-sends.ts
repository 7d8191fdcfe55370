import { createHash, randomInt } from 'node:crypto';
import { DateTime } from 'luxon';
import { ConflictError } from '../../lib/domain-errors';
import { hashLinkCode, newLinkCode } from '../../lib/link-codes';
import { EMAIL_VIEWER } from '../../lib/visibility';
import type { MailMessage } from '../../mail/mailer';
import type { ServiceDeps } from '../../service-deps';
import { sentenceOfTheWeekMessage, wordOfTheDayMessage } from './email-content';
import type { MailingRow, Subscriber } from './email.repo';

/**
 * The mailings' sending step (split from the mailings service by step, ADR 075): composing the
 * word of the day and the sentence of the week once per period, and delivering each to every
 * subscriber it has not reached, each with its own link code and unsubscribe link.
 */

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

/**
 * Until when a mailing's links work (ADR 072): a word of the day on its own Los Angeles day and
 * `wotdLinkDays` more, a sentence of the week `sotwLinkDays` days from its sending, or until the
 * next week's is sent when that comes first (the stored `expires_at`). The window is computed from
 * the period and sending time, so links sent before windows existed (`expires_at` null) expire by
 * the same rule, and a shorter configured window applies to links already sent.
 */
export function linkExpiry(
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

/** Sends the mailings, over the mailings service's deps. */
export function mailingSends({ repos, mailer, clock, config }: ServiceDeps) {
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

  return { newUnsubscribeUrl, common, sendWordOfTheDay, sendSentenceOfTheWeek };
}
