import { parseArgs } from 'node:util';
import { countNoun, emailSchema, newPasswordSchema, usernameSchema } from '@langapp/shared';
import type { Context } from '../../context';
import { check, servicesOf, UsageError } from './command';
import type { Command } from './command';

// The accounts' commands: user:add, user:list, user:password, invite.

const accountsOf = (ctx: Context) => servicesOf(ctx).accounts;

export const accountCommands: Record<string, Command> = {
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
};
