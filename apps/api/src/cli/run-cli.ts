import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import {
  countNoun,
  DUPLICATE_ACTIONS,
  emailSchema,
  importDecisionsSchema,
  lessonIdSchema,
  mediaFilenameSchema,
  newPasswordSchema,
  undecidedDuplicates,
  usernameSchema,
  isVisibility,
  VISIBILITY_LEVELS,
} from '@langapp/shared';
import type { DuplicateAction, ImportDecisions, Visibility } from '@langapp/shared';
import type { Context } from '../context';
import { createAccountsRepo } from '../features/accounts/accounts.repo';
import { createAccountsService } from '../features/accounts/accounts.service';
import { createAnkiService } from '../features/anki/anki.service';
import { createEmailRepo } from '../features/email/email.repo';
import { createMailingsService } from '../features/email/mailings.service';
import type { SendSummary } from '../features/email/mailings.service';
import { exchangeDepsFrom } from '../features/exchange/import/exchange-deps';
import type { DataKind } from '../features/exchange/import/read-table';
import { exportFile, importFile } from '../features/exchange/import-file.service';
import { describeImportReport, describeImportWarnings } from '../features/exchange/import-report';
import { CLI_ACTOR, createContentHistory } from '../features/history/content-history';
import { createEntriesRepo } from '../features/lexicon/entries.repo';
import { createLexiconRepo } from '../features/lexicon/lexicon.repo';
import { createLexiconService } from '../features/lexicon/lexicon.service';
import { createRecordingTrash } from '../features/recordings/recording-trash.service';
import { createRecordingsRepo } from '../features/recordings/recordings.repo';
import { createTextsRepo } from '../features/texts/texts.repo';
import { createTextsService } from '../features/texts/texts.service';
import { DomainError } from '../lib/domain-errors';
import type { DomainErrorKind } from '../lib/domain-errors';
import { describeIssues } from '../lib/validate';
import { teacherReader } from '../lib/visibility';
import { createSessionsRepo } from '../session/sessions.repo';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Where relative file arguments are resolved from. */
  cwd: string;
}

class UsageError extends Error {}
class DeliveryError extends Error {}

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

function kindOf(value: string | undefined): DataKind | undefined {
  if (value === undefined) return undefined;
  if (value === 'lexicon' || value === 'sentences') return value;
  throw new UsageError('--kind is lexicon or sentences.');
}

/** --visibility: the level of what an import adds (ADR 062). */
function visibilityOf(value: string | undefined): Visibility | undefined {
  if (value === undefined) return undefined;
  if (isVisibility(value)) return value;
  throw new UsageError(`--visibility is ${VISIBILITY_LEVELS.join(', ')}.`);
}

function duplicatesOf(value: string | undefined): DuplicateAction | undefined {
  if (value === undefined) return undefined;
  if ((DUPLICATE_ACTIONS as readonly string[]).includes(value)) return value as DuplicateAction;
  throw new UsageError(`--duplicates is ${DUPLICATE_ACTIONS.join(', ')}.`);
}

/** The decisions file of --decisions: {"line 4": "new-sense", "item 2": "skip", ...} (ADR 050). */
function decisionsOf(file: string | undefined, cwd: string): ImportDecisions | undefined {
  if (file === undefined) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(path.resolve(cwd, file), 'utf8'));
  } catch (err) {
    throw new UsageError(
      `--decisions: ${file} is not a JSON file that can be read (${(err as Error).message}).`,
    );
  }
  return check(importDecisionsSchema, data, '--decisions');
}

function mailingsOf(ctx: Context) {
  return createMailingsService({
    repo: createEmailRepo(ctx.db),
    mailer: ctx.mailer,
    clock: ctx.clock,
    config: ctx.config,
  });
}

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
  export <file> [--kind lexicon|sentences] [--ws CODE] [--lift]
                                                         write .json (lexicon and sentences), .csv (one kind), .lift
                                                         (with audio/ beside it), or .zip: a bundle of everything with
                                                         every recording (--lift: the .lift and its audio/ instead)
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

function check<S extends z.core.$ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const r = z.safeParse(schema, value);
  if (!r.success) throw new UsageError(`${what}: ${describeIssues(r.error)}`);
  return r.data;
}

type Command = (args: string[], ctx: Context, io: CliIo) => Promise<void>;

const lexiconOf = (ctx: Context) =>
  createLexiconService(
    createLexiconRepo(ctx.db),
    createEntriesRepo(ctx.db),
    ctx.clock,
    createContentHistory(ctx.db, ctx.clock),
  );

const recordingTrashOf = (ctx: Context) =>
  createRecordingTrash({
    repo: createRecordingsRepo(ctx.db),
    mediaDir: ctx.config.mediaDir,
    clock: ctx.clock,
  });

function accountsOf(ctx: Context) {
  return createAccountsService({
    repo: createAccountsRepo(ctx.db),
    mailer: ctx.mailer,
    clock: ctx.clock,
    logger: ctx.logger,
    config: ctx.config,
    endSessionsOf: (userId) => createSessionsRepo(ctx.db).destroyAllForUser(userId),
  });
}

const commands: Record<string, Command> = {
  async 'user:add'(args, ctx, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        admin: { type: 'boolean', default: false },
      },
    });
    if (positionals.length !== 1) throw new UsageError('user:add takes exactly one <username>.');
    const username = check(usernameSchema, positionals[0], 'username');
    const email = check(emailSchema, values.email, '--email');
    const password = check(newPasswordSchema, values.password, '--password');
    const user = await accountsOf(ctx).addUser({ username, email, password, isAdmin: values.admin });
    io.out(`Created ${user.is_admin ? 'admin' : 'learner'} ${user.username} <${user.email}>`);
  },

  async 'user:list'(args, ctx, io) {
    parseArgs({ args, options: {} });
    const users = accountsOf(ctx).listUsers();
    io.out(['username', 'e-mail', 'role', 'created', 'last active', 'deactivated'].join('\t'));
    for (const u of users) {
      io.out(
        [
          u.username,
          u.email ?? '',
          u.is_admin ? 'admin' : 'learner',
          u.created_at,
          u.last_active_at ?? 'never',
          u.deactivated_at ?? '',
        ].join('\t'),
      );
    }
    io.out(`${users.length} account${users.length === 1 ? '' : 's'}`);
  },

  async 'user:password'(args, ctx, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { password: { type: 'string' } },
    });
    if (positionals.length !== 1) throw new UsageError('user:password takes exactly one <username>.');
    const password = check(newPasswordSchema, values.password, '--password');
    await accountsOf(ctx).setPassword(positionals[0]!, password);
    io.out(`Password set for ${positionals[0]}; their sessions have ended.`);
  },

  async invite(args, ctx, io) {
    const { values } = parseArgs({
      args,
      options: { email: { type: 'string' }, admin: { type: 'boolean', default: false } },
    });
    const email = values.email === undefined ? null : check(emailSchema, values.email, '--email');
    const accounts = accountsOf(ctx);
    const url = accounts.createInvitation({ email, isAdmin: values.admin });
    if (email) {
      await accounts.sendInvitation(email, url);
      io.out(`Invitation mailed to ${email}.`);
    }
    io.out(
      `Invitation for ${values.admin ? 'an admin' : 'a learner'}, valid ${countNoun(ctx.config.inviteTtlDays, 'day')}, works once:`,
    );
    io.out(url);
  },

  async import(args, ctx, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        kind: { type: 'string' },
        'keep-curly-apostrophes': { type: 'boolean', default: false },
        'skip-invalid': { type: 'boolean', default: false },
        'dry-run': { type: 'boolean', default: false },
        ws: { type: 'string' },
        'gloss-ws': { type: 'string' },
        duplicates: { type: 'string' },
        decisions: { type: 'string' },
        visibility: { type: 'string' },
      },
    });
    if (positionals.length !== 1) throw new UsageError('import takes exactly one <file>.');
    const file = path.resolve(io.cwd, positionals[0]!);
    const report = await importFile(exchangeDepsFrom(ctx.db, ctx.config, ctx.clock), file, {
      kind: kindOf(values.kind),
      apostrophes: values['keep-curly-apostrophes'] ? 'keep' : undefined,
      skipInvalid: values['skip-invalid'],
      dryRun: values['dry-run'],
      ws: values.ws,
      glossWs: values['gloss-ws'],
      duplicates: duplicatesOf(values.duplicates),
      decisions: decisionsOf(values.decisions, io.cwd),
      visibility: visibilityOf(values.visibility),
    });
    for (const line of describeImportReport(report)) io.out(line);
    for (const line of describeImportWarnings(report)) io.err(line);
    for (const r of report.rejected) io.err(`rejected ${r.kind} ${r.where}: ${r.reason}`);
    if (report.dryRun) {
      io.out('Dry run: nothing was written.');
      // Refused input exits 2 whether or not it was a dry run.
      if (report.rejected.length > 0)
        throw new UsageError(
          `The import would refuse ${report.rejected.length} (listed above). Fix them, or use --skip-invalid to load the rest.`,
        );
      return;
    }
    if (!report.written && undecidedDuplicates(report) > 0) {
      throw new UsageError(
        `Nothing was imported: ${undecidedDuplicates(report)} row(s) may duplicate an entry (the possible duplicate lines above). Decide with --duplicates new-entry|new-sense|skip, or row by row with --decisions FILE.json ({"line 4": "new-sense"}).`,
      );
    }
    if (!report.written) {
      throw new UsageError(
        'Nothing was imported because some rows were rejected. Fix them, or use --skip-invalid to load the rest.',
      );
    }
  },

  async export(args, ctx, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        kind: { type: 'string' },
        ws: { type: 'string' },
        lift: { type: 'boolean', default: false },
      },
    });
    if (positionals.length !== 1) throw new UsageError('export takes exactly one <file>.');
    const file = path.resolve(io.cwd, positionals[0]!);
    io.out(
      await exportFile(exchangeDepsFrom(ctx.db, ctx.config, ctx.clock), file, {
        kind: kindOf(values.kind),
        ws: values.ws,
        lift: values.lift,
      }),
    );
  },

  async 'anki:export'(args, ctx, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { lesson: { type: 'string' } },
    });
    if (positionals.length !== 1 || !positionals[0]!.toLowerCase().endsWith('.apkg'))
      throw new UsageError('anki:export takes exactly one <file.apkg>.');
    const file = path.resolve(io.cwd, positionals[0]!);
    const anki = createAnkiService({ db: ctx.db, mediaDir: ctx.config.mediaDir, clock: ctx.clock });
    // Nobody's deck: the newest take the teacher may hear; its speaker's notice in the description.
    const deckFor = { reader: teacherReader(ctx.clock), userId: null };
    const deck =
      values.lesson === undefined
        ? anki.lexicon(deckFor)
        : anki.lesson(check(lessonIdSchema, values.lesson, '--lesson'), deckFor);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, deck.bytes);
    io.out(`Wrote ${file}`);
  },

  async 'text:restore'(args, ctx, io) {
    const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
    const id = Number(positionals[0]);
    if (positionals.length !== 1 || !Number.isInteger(id) || id <= 0)
      throw new UsageError('text:restore takes one text <id> (a number).');
    createTextsService(
      createTextsRepo(ctx.db),
      createLexiconRepo(ctx.db),
      ctx.clock,
      createContentHistory(ctx.db, ctx.clock),
    ).restore(id, CLI_ACTOR);
    io.out(`Restored text ${id}.`);
  },

  async 'lex:trash'(args, ctx, io) {
    parseArgs({ args, options: {} });
    const entries = lexiconOf(ctx).trash();
    io.out(['id', 'word', 'pos', 'gloss', 'deleted'].join('\t'));
    for (const e of entries) io.out([e.id, e.lex, e.pos, e.gloss, e.deleted_at].join('\t'));
    io.out(`${entries.length} deleted entr${entries.length === 1 ? 'y' : 'ies'}`);
  },

  async 'lex:restore'(args, ctx, io) {
    const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
    const id = Number(positionals[0]);
    if (positionals.length !== 1 || !Number.isInteger(id) || id <= 0)
      throw new UsageError('lex:restore takes one entry <id> (a number, as lex:trash lists it).');
    const entry = lexiconOf(ctx).restore(id, CLI_ACTOR);
    io.out(`Restored entry ${entry.id}: ${entry.lex} (${entry.pos}) '${entry.gloss}'.`);
  },

  async 'recording:trash'(args, ctx, io) {
    parseArgs({ args, options: {} });
    const takes = recordingTrashOf(ctx).trashed();
    io.out(['filename', 'kind', 'of', 'speaker', 'recorded', 'deleted'].join('\t'));
    for (const t of takes) {
      io.out([t.filename, t.kind, t.subject, t.speaker, t.timestamp, t.deleted_at].join('\t'));
    }
    io.out(`${takes.length} deleted recording${takes.length === 1 ? '' : 's'}`);
  },

  async 'recording:restore'(args, ctx, io) {
    const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
    if (positionals.length !== 1)
      throw new UsageError('recording:restore takes one <filename> (as recording:trash lists it).');
    const filename = check(mediaFilenameSchema, positionals[0], 'filename');
    const take = recordingTrashOf(ctx).restore(filename);
    io.out(`Restored the ${take.kind} recording ${take.filename} of ${take.subject} by ${take.speaker}.`);
  },

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

  async 'db:backup'(args, ctx, io) {
    const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
    if (positionals.length !== 1) throw new UsageError('db:backup takes exactly one <file>.');
    const target = path.resolve(io.cwd, positionals[0]!);
    if (fs.existsSync(target)) throw new UsageError(`${target} already exists; choose a new file name.`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await ctx.db.backup(target);
    io.out(`Backed up the database to ${target} (${fs.statSync(target).size} bytes).`);
  },
};

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
