import type { Db } from '../../db/database';

export interface UserRecord {
  id: number;
  username: string;
  email: string | null;
  password_hash: string;
  is_admin: number;
  created_at: string;
}

export interface InvitationRecord {
  id: number;
  email: string | null;
  is_admin: number;
  expires_at: string;
  used_at: string | null;
}

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
    insertUser: db.prepare(
      `INSERT INTO users (username, email, password_hash, is_admin, created_at)
       VALUES (@username, @email, @passwordHash, @isAdmin, @createdAt)`,
    ),
    setPassword: db.prepare('UPDATE users SET password_hash = ? WHERE id = ?'),
    insertInvitation: db.prepare(
      `INSERT INTO invitations (code_hash, email, is_admin, created_at, expires_at)
       VALUES (@codeHash, @email, @isAdmin, @createdAt, @expiresAt)`,
    ),
    invitationByHash: db.prepare<[string], InvitationRecord>(
      'SELECT id, email, is_admin, expires_at, used_at FROM invitations WHERE code_hash = ?',
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
    insertUser: (u: {
      username: string;
      email: string | null;
      passwordHash: string;
      isAdmin: boolean;
      createdAt: string;
    }) => Number(s.insertUser.run({ ...u, isAdmin: u.isAdmin ? 1 : 0 }).lastInsertRowid),
    setPassword: (userId: number, passwordHash: string) => s.setPassword.run(passwordHash, userId),
    insertInvitation: (i: {
      codeHash: string;
      email: string | null;
      isAdmin: boolean;
      createdAt: string;
      expiresAt: string;
    }) => s.insertInvitation.run({ ...i, isAdmin: i.isAdmin ? 1 : 0 }),
    findInvitation: (codeHash: string) => s.invitationByHash.get(codeHash),
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

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
