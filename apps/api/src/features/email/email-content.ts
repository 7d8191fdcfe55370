import type { MailMessage } from '../../mail/mailer';

/** Text made safe to place in HTML: every character that could start markup or end an attribute, escaped. */
export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

interface Common {
  to: string;
  prettyName: string;
  productName: string;
  contactName: string;
  unsubscribeUrl: string;
}

function footer(c: Common) {
  return {
    text: `\n--\nYou receive this as a learner of the ${c.productName} App. Unsubscribe: ${c.unsubscribeUrl}\nQuestions? Contact ${c.contactName}.`,
    html: `<hr><p style="color:#555;font-size:0.9em">You receive this as a learner of the ${escapeHtml(c.productName)} App.
<a href="${escapeHtml(c.unsubscribeUrl)}">Unsubscribe</a>. Questions? Contact ${escapeHtml(c.contactName)}.</p>`,
  };
}

function message(c: Common, subject: string, text: string, html: string): MailMessage {
  const f = footer(c);
  return {
    to: c.to,
    subject,
    text: text + f.text,
    html: `<!doctype html><html><body style="font-family:sans-serif">${html}${f.html}</body></html>`,
    headers: { 'List-Unsubscribe': `<${c.unsubscribeUrl}>` },
  };
}

export function wordOfTheDayMessage(
  c: Common & {
    lex: string;
    /** The word's page (/words/{id}), or null when the word is gone from the lexicon. */
    entryUrl: string | null;
    choices: { text: string; url: string }[];
    example: { text: string; trans: string } | null;
  },
): MailMessage {
  const subject = `${c.productName} word of the day: ${c.lex}`;
  const text = [
    `Hello ${c.prettyName},`,
    '',
    `Today's word is: ${c.lex}`,
    'What does it mean? Choose an answer:',
    ...c.choices.map((ch, i) => `  ${i + 1}. ${ch.text}: ${ch.url}`),
    ...(c.example ? ['', `Example: ${c.example.text}`] : []),
    // After the choices, so that the page, which tells the meaning, does not come first.
    ...(c.entryUrl
      ? ['', `Once you have answered, read all about ${c.lex} in the dictionary: ${c.entryUrl}`]
      : []),
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(c.prettyName)},</p>
<p>Today's word is: <strong style="font-size:1.4em">${escapeHtml(c.lex)}</strong></p>
<p>What does it mean? Choose an answer:</p>
<ol>${c.choices.map((ch) => `<li><a href="${escapeHtml(ch.url)}">${escapeHtml(ch.text)}</a></li>`).join('')}</ol>
${c.example ? `<p>Example: <em>${escapeHtml(c.example.text)}</em></p>` : ''}
${c.entryUrl ? `<p>Once you have answered, read all about <a href="${escapeHtml(c.entryUrl)}">${escapeHtml(c.lex)}</a> in the dictionary.</p>` : ''}`;
  return message(c, subject, text, html);
}

export function sentenceOfTheWeekMessage(c: Common & { url: string }): MailMessage {
  const subject = `${c.productName} sentence of the week`;
  const text = [
    `Hello ${c.prettyName},`,
    '',
    `This week's challenge: write a sentence of your own in the language, with its translation, and send it to ${c.contactName}.`,
    `Write your sentence here: ${c.url}`,
    '',
    'The link is yours alone and works until next week’s invitation.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(c.prettyName)},</p>
<p>This week's challenge: write a sentence of your own in the language, with its translation, and send it to ${escapeHtml(c.contactName)}.</p>
<p><a href="${escapeHtml(c.url)}" style="font-size:1.2em">Write your sentence</a></p>
<p>The link is yours alone and works until next week’s invitation.</p>`;
  return message(c, subject, text, html);
}

/** The subject of the e-mail that tells a learner of a teacher's note on their sentence (issue 14). */
export const TEACHER_REPLY_SUBJECT = 'Your teacher replied to your sentence';

/** A teacher's note on the learner's sentence of the week, with the sentence and the page that shows both. */
export function teacherReplyMessage(
  c: Common & { note: string; sentence: { text: string; trans: string }; url: string },
): MailMessage {
  const indent = (s: string) =>
    s
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n');
  const paragraphs = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');
  const text = [
    `Hello ${c.prettyName},`,
    '',
    'Your teacher replied to the sentence you sent for the sentence of the week:',
    '',
    indent(c.sentence.text),
    indent(`(${c.sentence.trans})`),
    '',
    'The reply:',
    '',
    indent(c.note),
    '',
    `You can also read it under your sentence on the sentence-of-the-week page: ${c.url}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(c.prettyName)},</p>
<p>Your teacher replied to the sentence you sent for the sentence of the week:</p>
<blockquote><p><strong>${paragraphs(c.sentence.text)}</strong><br><em>${paragraphs(c.sentence.trans)}</em></p></blockquote>
<p>The reply:</p>
<blockquote><p>${paragraphs(c.note)}</p></blockquote>
<p>You can also read it under your sentence on <a href="${escapeHtml(c.url)}">the sentence-of-the-week page</a>.</p>`;
  return message(c, TEACHER_REPLY_SUBJECT, text, html);
}
