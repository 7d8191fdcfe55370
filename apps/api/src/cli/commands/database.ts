import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { UsageError } from './command';
import type { Command } from './command';

// The database's command: db:backup.

export const databaseCommands: Record<string, Command> = {
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
