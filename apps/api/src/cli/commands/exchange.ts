import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  DUPLICATE_ACTIONS,
  importDecisionsSchema,
  isVisibility,
  lessonIdSchema,
  undecidedDuplicates,
  VISIBILITY_LEVELS,
} from '@langapp/shared';
import type { DuplicateAction, ImportDecisions, Visibility } from '@langapp/shared';
import type { DataKind } from '../../features/exchange/import/read-table';
import { describeImportReport, describeImportWarnings } from '../../features/exchange/import-report';
import { teacherReader } from '../../lib/visibility';
import { check, servicesOf, UsageError } from './command';
import type { Command } from './command';

// The exchange's commands: import, export, anki:export (docs/cli.md).

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

/** A text's id given to an option: a positive whole number. */
function textIdOf(value: string, option: string): number {
  const id = Number(value);
  if (!/^[1-9]\d{0,15}$/.test(value) || !Number.isSafeInteger(id))
    throw new UsageError(`${option} takes a text's id (a positive whole number), not ${value}.`);
  return id;
}

export const exchangeCommands: Record<string, Command> = {
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
        tier: { type: 'string' },
        'translation-tier': { type: 'string' },
        'words-tier': { type: 'string' },
        'time-text': { type: 'string' },
      },
    });
    if (positionals.length !== 1) throw new UsageError('import takes exactly one <file>.');
    const file = path.resolve(io.cwd, positionals[0]!);
    const timeText =
      values['time-text'] === undefined ? undefined : textIdOf(values['time-text'], '--time-text');
    const report = await servicesOf(ctx).imports.importFile(file, {
      kind: kindOf(values.kind),
      apostrophes: values['keep-curly-apostrophes'] ? 'keep' : undefined,
      skipInvalid: values['skip-invalid'],
      dryRun: values['dry-run'],
      ws: values.ws,
      glossWs: values['gloss-ws'],
      duplicates: duplicatesOf(values.duplicates),
      decisions: decisionsOf(values.decisions, io.cwd),
      visibility: visibilityOf(values.visibility),
      elan: {
        tiers: {
          ...(values.tier ? { transcription: values.tier } : {}),
          ...(values['translation-tier'] ? { translation: values['translation-tier'] } : {}),
          ...(values['words-tier'] ? { words: values['words-tier'] } : {}),
        },
        ...(timeText === undefined ? {} : { timeText }),
      },
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
        text: { type: 'string' },
      },
    });
    if (positionals.length !== 1) throw new UsageError('export takes exactly one <file>.');
    const file = path.resolve(io.cwd, positionals[0]!);
    io.out(
      await servicesOf(ctx).imports.exportFile(file, {
        kind: kindOf(values.kind),
        ws: values.ws,
        lift: values.lift,
        ...(values.text === undefined ? {} : { text: textIdOf(values.text, '--text') }),
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
    const { anki } = servicesOf(ctx);
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
};
