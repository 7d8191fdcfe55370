import bcrypt from 'bcrypt';
import { normalizeUsername } from '@langapp/shared';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { hashLinkCode, newLinkCode } from '../../lib/link-codes';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../mail/mailer';
import type { AccountsRepo, UserRecord } from './accounts.repo';

export const RESET_CODE_TTL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AccountsDeps {
  repo: AccountsRepo;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  config: Pick<Config, 'bcryptCost' | 'publicUrl' | 'productName' | 'contactName' | 'inviteTtlDays'>;
  /** Ends every session of a user (the session store). */
  endSessionsOf: (userId: number) => void;
}

export type JoinOutcome =
  { ok: true; user: UserRecord } | { ok: false; reason: 'invalid_code' | 'username_taken' };

/** Account rules: sign-in, invitations, password reset and change. Knows nothing of HTTP. */
export function createAccountsService(deps: AccountsDeps) {
  const { repo, mailer, clock, config, logger } = deps;
  const nowIso = () => clock.now().toISOString();
  // Compared against when the username is unknown, so both cases take a bcrypt's time.
  const dummyHash = bcrypt.hashSync('not-a-real-password', config.bcryptCost);

  const hashPassword = (password: string) => bcrypt.hash(password, config.bcryptCost);

  async function verifyCredentials(username: string, password: string): Promise<UserRecord | null> {
    const user = repo.findUserByName(username);
    const ok = await bcrypt.compare(password, user?.password_hash ?? dummyHash);
    return user && ok ? user : null;
  }

  async function addUser(input: {
    username: string;
    email: string | null;
    password: string;
    isAdmin: boolean;
  }) {
    const username = normalizeUsername(input.username);
    if (repo.findUserByName(username)) throw new HttpError(409, `The username ${username} is already taken.`);
    const passwordHash = await hashPassword(input.password);
    const id = repo.insertUser({
      username,
      email: input.email,
      passwordHash,
      isAdmin: input.isAdmin,
      createdAt: nowIso(),
    });
    return repo.findUserById(id)!;
  }

  /** Makes an invitation and returns its join URL (the code is only ever in this URL). */
  function createInvitation(input: { email?: string | null; isAdmin?: boolean } = {}): string {
    const code = newLinkCode();
    const now = clock.now();
    repo.insertInvitation({
      codeHash: hashLinkCode(code),
      email: input.email ?? null,
      isAdmin: input.isAdmin ?? false,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + config.inviteTtlDays * DAY_MS).toISOString(),
    });
    return `${config.publicUrl}/join?code=${encodeURIComponent(code)}`;
  }

  async function sendInvitation(email: string, joinUrl: string): Promise<void> {
    await mailer.send({
      to: email,
      subject: `You are invited to the ${config.productName} App`,
      text: [
        `You have been invited to join the ${config.productName} App.`,
        '',
        `Create your account here: ${joinUrl}`,
        '',
        `The link works once and expires in ${config.inviteTtlDays} days.`,
        `If you did not expect this message, you can ignore it or contact ${config.contactName}.`,
      ].join('\n'),
    });
  }

  async function join(input: {
    username: string;
    email: string;
    password: string;
    code: string;
  }): Promise<JoinOutcome> {
    const passwordHash = await hashPassword(input.password);
    const codeHash = hashLinkCode(input.code);
    return repo.transaction((): JoinOutcome => {
      const invitation = repo.findInvitation(codeHash);
      const now = nowIso();
      if (!invitation || invitation.used_at !== null || invitation.expires_at <= now) {
        return { ok: false, reason: 'invalid_code' };
      }
      // A taken username does not spend the invitation: the learner picks another name and retries.
      if (repo.findUserByName(input.username)) return { ok: false, reason: 'username_taken' };
      const id = repo.insertUser({
        username: input.username,
        email: input.email,
        passwordHash,
        isAdmin: invitation.is_admin === 1,
        createdAt: now,
      });
      repo.spendInvitation(invitation.id, id, now);
      return { ok: true, user: repo.findUserById(id)! };
    });
  }

  /** Mails a reset link when username and e-mail belong together; says nothing either way. */
  async function requestReset(username: string, email: string): Promise<void> {
    const user = repo.findUserByName(username);
    if (!user || !user.email || user.email.toLowerCase() !== email.toLowerCase()) return;
    const code = newLinkCode();
    const now = clock.now();
    repo.insertResetCode({
      userId: user.id,
      codeHash: hashLinkCode(code),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS).toISOString(),
    });
    const link = `${config.publicUrl}/restore?code=${encodeURIComponent(code)}`;
    try {
      await mailer.send({
        to: user.email,
        subject: `${config.productName}: reset your password`,
        text: [
          `Someone asked to reset the password of the account ${user.username} on the ${config.productName} App.`,
          '',
          `Choose a new password here: ${link}`,
          '',
          'The link works once and expires in one hour. If you did not ask for it, you can ignore this message.',
          `Contact ${config.contactName} if you are not able to restore access.`,
        ].join('\n'),
      });
    } catch (err) {
      // The answer stays the same (no account enumeration); the operator sees the failure.
      logger.error(`Could not send the reset e-mail to ${user.email}`, err);
    }
  }

  /** Sets a new password from a reset code; false when the code is unknown, spent or expired. */
  async function restorePassword(code: string, password: string): Promise<boolean> {
    const record = repo.findResetCode(hashLinkCode(code));
    const now = nowIso();
    if (!record || record.used_at !== null || record.expires_at <= now) return false;
    const passwordHash = await hashPassword(password);
    const changed = repo.transaction(() => {
      if (!repo.spendResetCode(record.id, now)) return false;
      repo.setPassword(record.user_id, passwordHash);
      repo.spendAllResetCodes(record.user_id, now);
      return true;
    });
    if (changed) deps.endSessionsOf(record.user_id);
    return changed;
  }

  /** Changes the password of a signed-in user and ends all their sessions. Throws with the reason. */
  async function changePassword(userId: number, current: string, next: string): Promise<void> {
    const user = repo.findUserById(userId);
    if (!user) throw new HttpError(401, 'You need to sign in first.');
    if (!(await bcrypt.compare(current, user.password_hash))) {
      throw new HttpError(400, 'The current password is not correct.');
    }
    if (current === next)
      throw new HttpError(400, 'The new password must be different from the old password.');
    repo.setPassword(user.id, await hashPassword(next));
    deps.endSessionsOf(user.id);
  }

  async function setPassword(username: string, password: string): Promise<void> {
    const user = repo.findUserByName(normalizeUsername(username));
    if (!user) throw new HttpError(404, `There is no user ${username}.`);
    repo.setPassword(user.id, await hashPassword(password));
    deps.endSessionsOf(user.id);
  }

  return {
    verifyCredentials,
    addUser,
    createInvitation,
    sendInvitation,
    join,
    requestReset,
    restorePassword,
    changePassword,
    setPassword,
    listUsers: repo.listUsers,
    countAdmins: repo.countAdmins,
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
