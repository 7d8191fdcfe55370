import { parseArgs } from 'node:util';
import { mediaFilenameSchema } from '@langapp/shared';
import type { Context } from '../../context';
import { CLI_ACTOR } from '../../features/history/content-history';
import { check, servicesOf, UsageError } from './command';
import type { Command } from './command';

// The trash's commands: what was deleted, listed and brought back (texts, entries, recordings).

const lexiconOf = (ctx: Context) => servicesOf(ctx).lexicon;

const recordingTrashOf = (ctx: Context) => servicesOf(ctx).recordingTrash;

export const trashCommands: Record<string, Command> = {
  async 'text:restore'(args, ctx, io) {
    const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
    const id = Number(positionals[0]);
    if (positionals.length !== 1 || !Number.isInteger(id) || id <= 0)
      throw new UsageError('text:restore takes one text <id> (a number).');
    servicesOf(ctx).texts.restore(id, CLI_ACTOR);
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
};
