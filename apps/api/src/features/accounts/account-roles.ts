import type { AccountRole, AdminAccount, OpenInvitation } from '@langapp/shared';
import type { AccountRow, InvitationRecord } from './accounts.repo';

/** An account's role as the console shows it: an admin, else a recorder (ADR 080), else a learner. */
const roleOf = (row: { is_admin: number; is_recorder: number }): AccountRole =>
  row.is_admin === 1 ? 'admin' : row.is_recorder === 1 ? 'recorder' : 'learner';

export function toAdminAccount(row: AccountRow): AdminAccount {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: roleOf(row),
    trusted: row.is_recorder === 1 && row.recorder_trusted === 1,
    joinedAt: row.created_at,
    lastActiveAt: row.last_active_at,
    subscribed: row.subscribed === 1,
    deactivatedAt: row.deactivated_at,
  };
}

export function toOpenInvitation(row: InvitationRecord): OpenInvitation {
  return {
    id: row.id,
    email: row.email,
    role: roleOf(row),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}
