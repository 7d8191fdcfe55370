import type { Db } from '../../db/database';

export interface UserRecord {
  id: number;
  username: string;
  email: string | null;
  password_hash: string;
  is_admin: number;
  is_recorder: number;
  recorder_trusted: number;
  created_at: string;
  /** When the account was deactivated (it cannot sign in); null while active. */
  deactivated_at: string | null;
  /** The last signed-in request, written at most once a minute (lib/auth.ts). */
  last_active_at: string | null;
}

export interface InvitationRecord {
  id: number;
  email: string | null;
  is_admin: number;
  is_recorder: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

/** An account as the console lists it: the user's columns and whether its address takes mailings. */
export interface AccountRow {
  id: number;
  username: string;
  email: string | null;
  is_admin: number;
  is_recorder: number;
  recorder_trusted: number;
  created_at: string;
  last_active_at: string | null;
  deactivated_at: string | null;
  /** 1 when the account has an address that is not in email_unsubscribes. */
  subscribed: number;
}

const ACCOUNT_COLUMNS = `u.id, u.username, u.email, u.is_admin, u.is_recorder, u.recorder_trusted, u.created_at, u.last_active_at, u.deactivated_at,
  (u.email IS NOT NULL AND u.email <> ''
    AND NOT EXISTS (SELECT 1 FROM email_unsubscribes x WHERE x.email = u.email COLLATE NOCASE)) AS subscribed`;

const INVITATION_COLUMNS = 'id, email, is_admin, is_recorder, created_at, expires_at, used_at, revoked_at';

export interface ResetCodeRecord {
  id: number;
  user_id: number;
  expires_at: string;
  used_at: string | null;
}

/** SQL for accounts, invitations and reset codes: statements prepared once, plain rows back. */
export function createAccountsRepo(db: Db) {
  const s = {
    userByName: db.prepare<[string], UserRecord>('SELECT * FROM users WHERE username = ?'),
    userById: db.prepare<[number], UserRecord>('SELECT * FROM users WHERE id = ?'),
    listUsers: db.prepare<[], UserRecord>('SELECT * FROM users ORDER BY username'),
    countAdmins: db.prepare('SELECT COUNT(*) FROM users WHERE is_admin = 1').pluck(),
    countActiveAdmins: db
      .prepare('SELECT COUNT(*) FROM users WHERE is_admin = 1 AND deactivated_at IS NULL')
      .pluck(),
    listAccounts: db.prepare<[], AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM users u ORDER BY u.username`),
    accountById: db.prepare<[number], AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM users u WHERE u.id = ?`),
    setAdmin: db.prepare('UPDATE users SET is_admin = ? WHERE id = ?'),
    setRecorder: db.prepare<{ id: number; recorder: number; trusted: number }>(
      'UPDATE users SET is_recorder = @recorder, recorder_trusted = @trusted WHERE id = @id',
    ),
    // A deactivated account keeps the date it was first deactivated; reactivating clears it.
    deactivate: db.prepare('UPDATE users SET deactivated_at = ? WHERE id = ? AND deactivated_at IS NULL'),
    reactivate: db.prepare('UPDATE users SET deactivated_at = NULL WHERE id = ?'),
    insertUser: db.prepare(
      `INSERT INTO users (username, email, password_hash, is_admin, is_recorder, created_at)
       VALUES (@username, @email, @passwordHash, @isAdmin, @isRecorder, @createdAt)`,
    ),
    setPassword: db.prepare('UPDATE users SET password_hash = ? WHERE id = ?'),
    insertInvitation: db.prepare(
      `INSERT INTO invitations (code_hash, email, is_admin, is_recorder, created_at, expires_at)
       VALUES (@codeHash, @email, @isAdmin, @isRecorder, @createdAt, @expiresAt)`,
    ),
    invitationByHash: db.prepare<[string], InvitationRecord>(
      `SELECT ${INVITATION_COLUMNS} FROM invitations WHERE code_hash = ?`,
    ),
    invitationById: db.prepare<[number], InvitationRecord>(
      `SELECT ${INVITATION_COLUMNS} FROM invitations WHERE id = ?`,
    ),
    openInvitations: db.prepare<[string], InvitationRecord>(
      `SELECT ${INVITATION_COLUMNS} FROM invitations
       WHERE used_at IS NULL AND revoked_at IS NULL AND expires_at > ?
       ORDER BY created_at DESC, id DESC`,
    ),
    revokeInvitation: db.prepare(
      'UPDATE invitations SET revoked_at = ? WHERE id = ? AND used_at IS NULL AND revoked_at IS NULL',
    ),
    spendInvitation: db.prepare(
      'UPDATE invitations SET used_at = ?, used_by = ? WHERE id = ? AND used_at IS NULL',
    ),
    insertResetCode: db.prepare(
      `INSERT INTO reset_codes (user_id, code_hash, created_at, expires_at)
       VALUES (@userId, @codeHash, @createdAt, @expiresAt)`,
    ),
    resetCodeByHash: db.prepare<[string], ResetCodeRecord>(
      'SELECT id, user_id, expires_at, used_at FROM reset_codes WHERE code_hash = ?',
    ),
    spendResetCode: db.prepare('UPDATE reset_codes SET used_at = ? WHERE id = ? AND used_at IS NULL'),
    spendAllResetCodes: db.prepare(
      'UPDATE reset_codes SET used_at = ? WHERE user_id = ? AND used_at IS NULL',
    ),
  };

  return {
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
    findUserByName: (username: string) => s.userByName.get(username),
    findUserById: (id: number) => s.userById.get(id),
    listUsers: () => s.listUsers.all(),
    countAdmins: () => s.countAdmins.get() as number,
    countActiveAdmins: () => s.countActiveAdmins.get() as number,
    listAccounts: () => s.listAccounts.all(),
    findAccount: (id: number) => s.accountById.get(id),
    setAdmin: (userId: number, isAdmin: boolean) => s.setAdmin.run(isAdmin ? 1 : 0, userId),
    /** Makes the account a recorder (trusted or not) or no longer one (ADR 080). */
    setRecorder: (userId: number, recorder: boolean, trusted: boolean) =>
      s.setRecorder.run({ id: userId, recorder: recorder ? 1 : 0, trusted: recorder && trusted ? 1 : 0 }),
    deactivate: (userId: number, at: string) => s.deactivate.run(at, userId),
    reactivate: (userId: number) => s.reactivate.run(userId),
    insertUser: (u: {
      username: string;
      email: string | null;
      passwordHash: string;
      isAdmin: boolean;
      isRecorder?: boolean;
      createdAt: string;
    }) =>
      Number(
        s.insertUser.run({ ...u, isAdmin: u.isAdmin ? 1 : 0, isRecorder: u.isRecorder ? 1 : 0 }).lastInsertRowid,
      ),
    setPassword: (userId: number, passwordHash: string) => s.setPassword.run(passwordHash, userId),
    insertInvitation: (i: {
      codeHash: string;
      email: string | null;
      isAdmin: boolean;
      isRecorder?: boolean;
      createdAt: string;
      expiresAt: string;
    }) =>
      Number(
        s.insertInvitation.run({ ...i, isAdmin: i.isAdmin ? 1 : 0, isRecorder: i.isRecorder ? 1 : 0 })
          .lastInsertRowid,
      ),
    findInvitation: (codeHash: string) => s.invitationByHash.get(codeHash),
    findInvitationById: (id: number) => s.invitationById.get(id),
    /** Invitations neither used nor revoked that expire after `now`, newest first. */
    openInvitations: (now: string) => s.openInvitations.all(now),
    /** True when this call revoked it (false when it was used or revoked already). */
    revokeInvitation: (id: number, at: string) => s.revokeInvitation.run(at, id).changes === 1,
    /** True when this call spent it (false when someone else already had). */
    spendInvitation: (id: number, userId: number, at: string) =>
      s.spendInvitation.run(at, userId, id).changes === 1,
    insertResetCode: (r: { userId: number; codeHash: string; createdAt: string; expiresAt: string }) =>
      s.insertResetCode.run(r),
    findResetCode: (codeHash: string) => s.resetCodeByHash.get(codeHash),
    spendResetCode: (id: number, at: string) => s.spendResetCode.run(at, id).changes === 1,
    spendAllResetCodes: (userId: number, at: string) => s.spendAllResetCodes.run(at, userId),
  };
}
