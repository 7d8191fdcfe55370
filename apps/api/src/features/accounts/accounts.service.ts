import bcrypt from 'bcrypt';
import { countNoun, normalizeUsername } from '@langapp/shared';
import type { AdminAccount, ClosedInvitationReason, InvitationStatus, OpenInvitation } from '@langapp/shared';
import {
  ConflictError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  UnauthenticatedError,
  UnavailableError,
} from '../../lib/domain-errors';
import { hashLinkCode, newLinkCode } from '../../lib/link-codes';
import type { ServiceDeps } from '../../service-deps';
import { toAdminAccount, toOpenInvitation } from './account-roles';
import type { AccountRow, InvitationRecord, UserRecord } from './accounts.repo';

const RESET_CODE_TTL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Why an invitation cannot be used at `now` (an ISO instant), or null when it is open. */
function closedReason(invitation: InvitationRecord | undefined, now: string): ClosedInvitationReason | null {
  if (!invitation) return 'unknown';
  if (invitation.used_at !== null) return 'used';
  if (invitation.revoked_at !== null) return 'revoked';
  if (invitation.expires_at <= now) return 'expired';
  return null;
}

/** The refusal of a join with a link that does not work; `reason` tells the page which case it is. */
const invalidJoinCode = (reason: ClosedInvitationReason) =>
  new InvalidError('Invalid join code.', { reason });

/** Account rules: sign-in, invitations, password reset and change. Knows nothing of HTTP. */
export function createAccountsService(deps: ServiceDeps) {
  const { mailer, clock, config, logger } = deps;
  const repo = deps.repos.accounts;
  /** Signs the account out everywhere (a new password, a deactivation). */
  const endSessionsOf = (userId: number) => deps.repos.sessions.destroyAllForUser(userId);
  const nowIso = () => clock.now().toISOString();
  // Compared against when the username is unknown, so both cases take a bcrypt's time.
  const dummyHash = bcrypt.hashSync('not-a-real-password', config.bcryptCost);

  const hashPassword = (password: string) => bcrypt.hash(password, config.bcryptCost);

  /** The user these credentials sign in (a deactivated account is told so only with its right password). */
  async function verifyCredentials(username: string, password: string): Promise<UserRecord> {
    const user = repo.findUserByName(username);
    const ok = await bcrypt.compare(password, user?.password_hash ?? dummyHash);
    if (!user || !ok) throw new UnauthenticatedError('Invalid login credentials.');
    if (user.deactivated_at !== null) {
      throw new ForbiddenError(`This account has been deactivated. Please contact ${config.contactName}.`);
    }
    return user;
  }

  async function addUser(input: {
    username: string;
    email: string | null;
    password: string;
    isAdmin: boolean;
  }) {
    const username = normalizeUsername(input.username);
    if (repo.findUserByName(username)) throw new ConflictError(`The username ${username} is already taken.`);
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

  function makeInvitation(input: { email?: string | null; isAdmin?: boolean; isRecorder?: boolean }) {
    const code = newLinkCode();
    const now = clock.now();
    const id = repo.insertInvitation({
      codeHash: hashLinkCode(code),
      email: input.email ?? null,
      isAdmin: input.isAdmin ?? false,
      isRecorder: input.isRecorder ?? false,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + config.inviteTtlDays * DAY_MS).toISOString(),
    });
    return { id, url: `${config.publicUrl}/join?code=${encodeURIComponent(code)}` };
  }

  /** Makes an invitation and returns its join URL (the code is only ever in this URL). */
  function createInvitation(input: { email?: string | null; isAdmin?: boolean } = {}): string {
    return makeInvitation(input).url;
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
        `The link works once and expires in ${countNoun(config.inviteTtlDays, 'day')}.`,
        `If you did not expect this message, you can ignore it or contact ${config.contactName}.`,
      ].join('\n'),
    });
  }

  /** What the join page shows for a link: the invitation's e-mail when it is open, else why not. */
  function invitationStatus(code: string): InvitationStatus {
    const invitation = repo.findInvitation(hashLinkCode(code));
    const reason = closedReason(invitation, nowIso());
    return invitation && reason === null
      ? { status: 'open', email: invitation.email }
      : { status: reason ?? 'unknown' };
  }

  /**
   * Makes the account an invitation is for. The e-mail is the invitation's when it names one (the
   * teacher typed it: the form's is not asked for and is ignored); otherwise the form's, required.
   */
  async function join(input: {
    username: string;
    email?: string;
    password: string;
    code: string;
  }): Promise<UserRecord> {
    const passwordHash = await hashPassword(input.password);
    const codeHash = hashLinkCode(input.code);
    return repo.transaction((): UserRecord => {
      const invitation = repo.findInvitation(codeHash);
      const now = nowIso();
      const reason = closedReason(invitation, now);
      if (!invitation || reason !== null) throw invalidJoinCode(reason ?? 'unknown');
      const email = invitation.email ?? input.email;
      if (email === undefined) throw new InvalidError('E-mail is required.');
      // A taken username does not spend the invitation: the learner picks another name and retries.
      if (repo.findUserByName(input.username)) throw new ConflictError('That username is already taken.');
      const id = repo.insertUser({
        username: input.username,
        email,
        passwordHash,
        isAdmin: invitation.is_admin === 1,
        isRecorder: invitation.is_recorder === 1,
        createdAt: now,
      });
      repo.spendInvitation(invitation.id, id, now);
      return repo.findUserById(id)!;
    });
  }

  /** Mails a reset link when username and e-mail belong together; says nothing either way. */
  async function requestReset(username: string, email: string): Promise<void> {
    const user = repo.findUserByName(username);
    if (!user || !user.email || user.email.toLowerCase() !== email.toLowerCase()) return;
    // A deactivated account cannot sign in: a new password would not let it in either.
    if (user.deactivated_at !== null) return;
    try {
      await mailResetLink(user, user.email);
    } catch (err) {
      // The answer stays the same (no account enumeration); the operator sees the failure.
      logger.error(`Could not send the reset e-mail to ${user.email}`, err);
    }
  }

  /** Stores a one-hour reset code for the user and mails its link; throws when the mail is refused. */
  async function mailResetLink(user: UserRecord, email: string): Promise<void> {
    const code = newLinkCode();
    const now = clock.now();
    repo.insertResetCode({
      userId: user.id,
      codeHash: hashLinkCode(code),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS).toISOString(),
    });
    const link = `${config.publicUrl}/restore?code=${encodeURIComponent(code)}`;
    await mailer.send({
      to: email,
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
  }

  /** Sets a new password from a reset code; refused when the code is unknown, spent or expired. */
  async function restorePassword(code: string, password: string): Promise<void> {
    const invalid = () => new InvalidError('The reset code is invalid, used or expired.');
    const record = repo.findResetCode(hashLinkCode(code));
    const now = nowIso();
    if (!record || record.used_at !== null || record.expires_at <= now) throw invalid();
    const passwordHash = await hashPassword(password);
    const changed = repo.transaction(() => {
      if (!repo.spendResetCode(record.id, now)) return false;
      repo.setPassword(record.user_id, passwordHash);
      repo.spendAllResetCodes(record.user_id, now);
      return true;
    });
    if (!changed) throw invalid();
    endSessionsOf(record.user_id);
  }

  /**
   * Changes the password of the signed-in user (`userId`), whose username the form must name, and
   * ends all their sessions. Throws with the reason.
   */
  async function changePassword(
    userId: number,
    change: { username: string; current: string; next: string },
  ): Promise<void> {
    const { current, next } = change;
    const user = repo.findUserById(userId);
    if (!user) throw new UnauthenticatedError('You need to sign in first.');
    if (change.username !== user.username) throw new ForbiddenError('You can only change your own password.');
    if (!(await bcrypt.compare(current, user.password_hash))) {
      throw new InvalidError('The current password is not correct.');
    }
    if (current === next) throw new InvalidError('The new password must be different from the old password.');
    repo.setPassword(user.id, await hashPassword(next));
    endSessionsOf(user.id);
  }

  async function setPassword(username: string, password: string): Promise<void> {
    const user = repo.findUserByName(normalizeUsername(username));
    if (!user) throw new NotFoundError(`There is no user ${username}.`);
    repo.setPassword(user.id, await hashPassword(password));
    endSessionsOf(user.id);
  }

  // The teacher's console (admin only; the route table checks the role, these the rules).

  const accountOrThrow = (userId: number): AccountRow => {
    const row = repo.findAccount(userId);
    if (!row) throw new NotFoundError('There is no account with that id.');
    return row;
  };

  /** True when the account is the one active admin left (so it must stay an active admin). */
  const isLastActiveAdmin = (row: AccountRow) =>
    row.is_admin === 1 && row.deactivated_at === null && repo.countActiveAdmins() <= 1;

  function listAccounts(): AdminAccount[] {
    return repo.listAccounts().map(toAdminAccount);
  }

  /**
   * The CLI's `invite --email`: an invitation for this address, mailed. The join link is answered
   * here once (only its hash is stored); `emailed` is false when the mail server refused it.
   */
  async function inviteByEmail(
    email: string,
    isAdmin: boolean,
    isRecorder = false,
  ): Promise<{ invitation: OpenInvitation; joinUrl: string; emailed: boolean }> {
    const { id, url } = makeInvitation({ email, isAdmin, isRecorder });
    let emailed = true;
    try {
      await sendInvitation(email, url);
    } catch (err) {
      emailed = false;
      logger.error(`Could not send the invitation e-mail to ${email}`, err);
    }
    return { invitation: toOpenInvitation(repo.findInvitationById(id)!), joinUrl: url, emailed };
  }

  function openInvitations(): OpenInvitation[] {
    return repo.openInvitations(nowIso()).map(toOpenInvitation);
  }

  /** Revokes an invitation that was not used (revoking twice changes nothing). */
  function revokeInvitation(id: number): void {
    const invitation = repo.findInvitationById(id);
    if (!invitation) throw new NotFoundError('There is no invitation with that id.');
    if (invitation.used_at !== null) {
      throw new ConflictError('This invitation has already been used: it cannot be revoked.');
    }
    repo.revokeInvitation(id, nowIso());
  }

  function setAdmin(userId: number, isAdmin: boolean): AdminAccount {
    return repo.transaction(() => {
      const row = accountOrThrow(userId);
      if (!isAdmin && isLastActiveAdmin(row)) {
        throw new ConflictError(
          `${row.username} is the last active admin. Make another account an admin first.`,
        );
      }
      repo.setAdmin(userId, isAdmin);
      return toAdminAccount(accountOrThrow(userId));
    });
  }

  /** Makes an account a recorder, trusted or not, or no longer one (ADR 080). */
  function setRecorder(userId: number, recorder: { recorder: boolean; trusted: boolean }): AdminAccount {
    return repo.transaction(() => {
      accountOrThrow(userId);
      repo.setRecorder(userId, recorder.recorder, recorder.trusted);
      return toAdminAccount(accountOrThrow(userId));
    });
  }

  /** The forgot-password e-mail, sent on the teacher's word to the account's own address. */
  async function sendResetEmail(userId: number): Promise<void> {
    const user = repo.findUserById(userId);
    if (!user) throw new NotFoundError('There is no account with that id.');
    if (!user.email) {
      throw new InvalidError(`${user.username} has no e-mail address, so no reset e-mail can be sent.`);
    }
    if (user.deactivated_at !== null) {
      throw new ConflictError(`${user.username} is deactivated. Reactivate the account first.`);
    }
    try {
      await mailResetLink(user, user.email);
    } catch (err) {
      logger.error(`Could not send the reset e-mail to ${user.email}`, err);
      throw new UnavailableError('The reset e-mail could not be sent. Please try again later.');
    }
  }

  /**
   * Deactivates (its sessions end, its reset links stop working, its data stays) or reactivates an
   * account. `actorId` is the admin asking: nobody deactivates their own account, and the last active
   * admin stays active.
   */
  function setActive(actorId: number, userId: number, active: boolean): AdminAccount {
    const account = repo.transaction(() => {
      const row = accountOrThrow(userId);
      if (active) {
        repo.reactivate(userId);
      } else {
        if (userId === actorId) throw new ConflictError('You cannot deactivate your own account.');
        if (isLastActiveAdmin(row)) {
          throw new ConflictError(`${row.username} is the last active admin and cannot be deactivated.`);
        }
        const now = nowIso();
        repo.deactivate(userId, now);
        repo.spendAllResetCodes(userId, now);
      }
      return toAdminAccount(accountOrThrow(userId));
    });
    if (!active) endSessionsOf(userId);
    return account;
  }

  return {
    verifyCredentials,
    addUser,
    createInvitation,
    sendInvitation,
    invitationStatus,
    join,
    requestReset,
    restorePassword,
    changePassword,
    setPassword,
    listUsers: repo.listUsers,
    countAdmins: repo.countAdmins,
    listAccounts,
    inviteByEmail,
    openInvitations,
    revokeInvitation,
    setAdmin,
    setRecorder,
    sendResetEmail,
    setActive,
  };
}
