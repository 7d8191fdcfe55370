import { parseArgs } from 'node:util';
import type { Context } from '../../context';
import type { SendSummary } from '../../features/email/mailings.service';
import { DeliveryError, servicesOf } from './command';
import type { CliIo, Command } from './command';

// The mailings' commands: send:wotd, send:sotw.

const mailingsOf = (ctx: Context) => servicesOf(ctx).mailings;

/**
 * Outside production PUBLIC_URL may still be its localhost default: say which address the links in
 * the e-mails will use, before they are sent (production requires PUBLIC_URL at start).
 */
function sayLinkAddress(ctx: Context, io: CliIo): void {
  if (ctx.config.env !== 'production')
    io.err(`Links in these e-mails use ${ctx.config.publicUrl} (PUBLIC_URL).`);
}

/** Prints a mailing's summary; a failed recipient makes the command fail (after trying everyone). */
function report(summary: SendSummary, io: CliIo): void {
  const what = summary.kind === 'wotd' ? 'Word of the day' : 'Sentence of the week';
  io.out(
    `${what} ${summary.period}: sent ${summary.sent.length}, already sent before ${summary.alreadySent}, failed ${summary.failed.length}`,
  );
  for (const f of summary.failed) io.err(`  failed: ${f.email}: ${f.error}`);
  if (summary.failed.length > 0)
    throw new DeliveryError(`${summary.failed.length} message(s) could not be delivered.`);
}

export const mailingCommands: Record<string, Command> = {
  async 'send:wotd'(args, ctx, io) {
    parseArgs({ args, options: {} });
    sayLinkAddress(ctx, io);
    report(await mailingsOf(ctx).sendWordOfTheDay(), io);
  },

  async 'send:sotw'(args, ctx, io) {
    parseArgs({ args, options: {} });
    sayLinkAddress(ctx, io);
    report(await mailingsOf(ctx).sendSentenceOfTheWeek(), io);
  },
};
