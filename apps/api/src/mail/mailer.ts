import fs from 'node:fs';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from '../lib/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

/** Sends e-mail. Throws when the message could not be handed over. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * nodemailer is loaded with the first message, not at start: a server sends mail a few times a
 * day, and the library is about a tenth of the process's memory.
 */
function lazyTransport(options: string | object): () => Promise<Transporter> {
  let transport: Promise<Transporter> | null = null;
  return () => (transport ??= import('nodemailer').then((m) => m.default.createTransport(options)));
}

/** Real delivery through an SMTP server (SMTP_URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = lazyTransport(smtpUrl);
  return {
    async send(message) {
      await (await transport()).sendMail({ from, ...message });
    },
  };
}

/**
 * Without SMTP_URL every message is written to the outbox folder as an .eml file (open it in any
 * mail program), so development and small installs work without a server. With `logLinks`
 * (development) its links are logged too, so a developer can click a join or reset link.
 */
export function createOutboxMailer(
  outboxDir: string,
  from: string,
  logger: Logger,
  logLinks: boolean,
): Mailer {
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from, ...message });
      fs.mkdirSync(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(outboxDir, `${stamp}-${safeTo}.eml`);
      fs.writeFileSync(file, info.message as Buffer);
      const links = logLinks ? (message.text.match(/https?:\/\/\S+/g) ?? []) : [];
      logger.info(
        `Mail to ${message.to} written to ${file}${links.length ? `; links: ${links.join(' ')}` : ''}`,
      );
    },
  };
}

export function createMailer(
  options: { smtpUrl: string | null; from: string; outboxDir: string; logLinks: boolean },
  logger: Logger,
): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from)
    : createOutboxMailer(options.outboxDir, options.from, logger, options.logLinks);
}
