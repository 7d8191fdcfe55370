import { SUGGESTION_FIELD_RULES } from '@langapp/shared';
import type { SuggestionField } from '@langapp/shared';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../email/email-content';

/** What the e-mail to a learner says about the teacher's decision on one of their suggestions. */
export interface OutcomeMessage {
  to: string;
  username: string;
  productName: string;
  contactName: string;
  field: SuggestionField;
  /** What the item is ('tahak'); null when the learner may no longer see it. */
  itemLabel: string | null;
  proposal: string;
  comment: string;
  outcome:
    { status: 'accepted'; text: string | null; edited: boolean } | { status: 'declined'; reason: string };
  /** The learner's page of suggestions. */
  url: string;
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
const paragraphs = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

/**
 * The learner's e-mail once the teacher has accepted or declined their suggestion: what they
 * suggested, the outcome, and the text accepted or the teacher's reason, with a link to their page
 * of suggestions. Plain text and HTML; every text a person typed is escaped in the HTML, never read
 * as markup (ADR 060).
 */
export function suggestionOutcomeMessage(m: OutcomeMessage): MailMessage {
  const name = SUGGESTION_FIELD_RULES[m.field].label.toLowerCase();
  const what = m.itemLabel === null ? `a ${name}` : `the ${name} of “${m.itemLabel}”`;
  const accepted = m.outcome.status === 'accepted';
  const subject = `${m.productName}: your suggestion was ${accepted ? 'accepted' : 'declined'}`;
  const headline = `Your teacher ${accepted ? 'accepted' : 'declined'} your suggestion for ${what}.`;
  const outcome: { text: string[]; html: string } =
    m.outcome.status === 'accepted'
      ? m.outcome.text === null
        ? { text: [], html: '' }
        : {
            text: [
              m.outcome.edited
                ? `Your teacher adjusted it before accepting. The ${name} now reads:`
                : `The ${name} now reads:`,
              '',
              indent(m.outcome.text),
              '',
            ],
            html: `<p>${m.outcome.edited ? `Your teacher adjusted it before accepting. The ${name} now reads:` : `The ${name} now reads:`}</p>
<blockquote><p><strong>${paragraphs(m.outcome.text)}</strong></p></blockquote>`,
          }
      : {
          text: ["Your teacher's reason:", '', indent(m.outcome.reason), ''],
          html: `<p>Your teacher's reason:</p>
<blockquote><p>${paragraphs(m.outcome.reason)}</p></blockquote>`,
        };
  const text = [
    `Hello ${m.username},`,
    '',
    headline,
    '',
    'You suggested:',
    '',
    indent(m.proposal),
    '',
    ...(m.comment ? ['Your comment:', '', indent(m.comment), ''] : []),
    ...outcome.text,
    `All your suggestions and their outcomes: ${m.url}`,
    '',
    '--',
    `You receive this because you suggested a correction in the ${m.productName} App. Questions? Contact ${m.contactName}.`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello ${escapeHtml(m.username)},</p>
<p>${escapeHtml(headline)}</p>
<p>You suggested:</p>
<blockquote><p>${paragraphs(m.proposal)}</p></blockquote>
${m.comment ? `<p>Your comment:</p>\n<blockquote><p>${paragraphs(m.comment)}</p></blockquote>\n` : ''}${outcome.html}
<p><a href="${escapeHtml(m.url)}">All your suggestions and their outcomes</a></p>
<hr><p style="color:#555;font-size:0.9em">You receive this because you suggested a correction in the ${escapeHtml(m.productName)} App. Questions? Contact ${escapeHtml(m.contactName)}.</p>
</body></html>`;
  return { to: m.to, subject, text, html };
}
