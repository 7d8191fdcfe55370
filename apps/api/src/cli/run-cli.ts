import type { Context } from '../context';
import { DomainError } from '../lib/domain-errors';
import type { DomainErrorKind } from '../lib/domain-errors';
import { accountCommands } from './commands/accounts';
import { DeliveryError, UsageError } from './commands/command';
import type { CliIo, Command } from './commands/command';
import { databaseCommands } from './commands/database';
import { exchangeCommands } from './commands/exchange';
import { mailingCommands } from './commands/mailings';
import { trashCommands } from './commands/trash';

// The CLI (docs/cli.md): its usage, its commands (one file a group in commands/), exit codes.

/**
 * The one place a domain error's kind becomes the CLI's exit code: 2 when the command cannot do
 * what was asked as asked (as for a usage error: fix the input or the data and run it again), 1
 * when a service it depends on failed (as for a failed delivery: running it again later may work).
 */
const EXIT_CODE_OF_DOMAIN_ERROR: Record<DomainErrorKind, number> = {
  invalid: 2,
  unauthenticated: 2,
  forbidden: 2,
  'not-found': 2,
  conflict: 2,
  'too-large': 2,
  unavailable: 1,
};

const USAGE = `Usage: pnpm cli <command> [options]

Commands:
  user:add <username> --email E --password P [--admin]   create an account
  user:list                                              list accounts (role, created, last active, deactivated)
  user:password <username> --password P                  set a password (ends that user's sessions)
  invite [--email E] [--admin]                           make a one-time join link (last line); --email also mails it
  db:backup <file>                                       copy the live database to <file> (SQLite online backup)
  import <file> [--dry-run] [--skip-invalid] [--kind lexicon|sentences] [--keep-curly-apostrophes]
         [--ws CODE] [--gloss-ws CODE]                   load .csv or .json (lexicon, sentences), .lift (FieldWorks:
         [--duplicates new-entry|new-sense|skip]         lexicon and audio), or a .zip or folder (a bundle, or a .lift
         [--decisions FILE.json]                         with its audio/ folder); one transaction; --dry-run reports only;
                                                         a row without id like an entry but with another meaning waits
                                                         for --duplicates or its line in --decisions
         [--tier ID] [--translation-tier ID] [--words-tier ID] [--time-text TEXT_ID]
                                                         .eaf (ELAN, its recording beside it or in the .zip): the tiers
                                                         to read (a dry run lists them); --time-text times that text
  export <file> [--kind lexicon|sentences] [--ws CODE] [--lift] [--text ID]
                                                         write .json (lexicon and sentences), .csv (one kind), .lift
                                                         (with audio/ beside it), or .zip: a bundle of everything with
                                                         every recording (--lift: the .lift and its audio/ instead);
                                                         --text ID: that text as .eaf (ELAN) with its recording beside
                                                         it, or a .zip of both
  anki:export <file.apkg> [--lesson ID]                  write an Anki deck of the whole lexicon, or of one lesson:
                                                         word, meaning and recording, both review directions
  text:restore <id>                                      bring back a deleted text
  lex:trash                                              list deleted dictionary entries
  lex:restore <id>                                       bring back a deleted dictionary entry
  recording:trash                                        list deleted recordings (their files wait in MEDIA_DIR/trash)
  recording:restore <filename>                           bring back a deleted recording (its .mp3 file name)
  send:wotd                                              e-mail today's word of the day to every subscriber (once a day)
  send:sotw                                              e-mail this week's sentence-of-the-week invitation (once a week)
  help                                                   show this text`;

const commands: Record<string, Command> = {
  ...accountCommands,
  ...databaseCommands,
  ...exchangeCommands,
  ...trashCommands,
  ...mailingCommands,
};

/** Runs one CLI command; returns the process exit code. */
export async function runCli(argv: string[], ctx: Context, io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help') {
    io.out(USAGE);
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    io.err(`Unknown command: ${name}\n\n${USAGE}`);
    return 2;
  }
  try {
    await command(args, ctx, io);
    return 0;
  } catch (err) {
    const failure = failureOf(err);
    io.err(failure.message);
    return failure.code;
  }
}

/** What the CLI prints for an error that stopped a command (on stderr), and its exit code. */
export function failureOf(err: unknown): { code: number; message: string } {
  if (err instanceof DomainError)
    return { code: EXIT_CODE_OF_DOMAIN_ERROR[err.kind], message: `Error: ${err.message}` };
  if (err instanceof DeliveryError) return { code: 1, message: `Error: ${err.message}` };
  if (err instanceof UsageError) return { code: 2, message: `Error: ${err.message}` };
  if (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'))
    return { code: 2, message: `Error: ${err.message}\n\n${USAGE}` };
  return { code: 1, message: `Error: ${err instanceof Error ? err.message : String(err)}` };
}
