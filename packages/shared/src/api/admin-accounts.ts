import * as z from 'zod/mini';
import { emailSchema } from './email-address';

// The teacher's console: learners and invitations (admin only, ADR 031). Re-exported by accounts.ts;
// a module of its own so that only the console's chunk carries these schemas.

/** The id of an account or an invitation in a path. */
const recordId = (what: string) =>
  z.coerce
    .number({ error: `The ${what} id must be a number.` })
    .check(
      z.int(`The ${what} id must be a whole number.`),
      z.positive(`The ${what} id must be a positive number.`),
    );
export const accountIdParamsSchema = z.object({ id: recordId('account') });
export const invitationIdParamsSchema = z.object({ id: recordId('invitation') });

/** Added (issue 38, ADR 080): recorder, who reads as a learner and records their own takes. */
const accountRoleSchema = z.enum(['admin', 'recorder', 'learner']);
export type AccountRole = z.infer<typeof accountRoleSchema>;

/** One account as the console lists it. Instants are ISO strings (UTC). */
const adminAccountSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.nullable(z.string()),
  role: accountRoleSchema,
  /** A recorder whose takes are heard without a teacher's approval (false for anyone else). */
  trusted: z.optional(z.boolean()),
  joinedAt: z.string(),
  /** The last signed-in request, to the minute; null when never seen since it was recorded. */
  lastActiveAt: z.nullable(z.string()),
  /** Has an e-mail address that did not unsubscribe from the mailings. */
  subscribed: z.boolean(),
  /** When the account was deactivated; null while it is active. */
  deactivatedAt: z.nullable(z.string()),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

// GET /api/admin/accounts
export const adminAccountsResponseSchema = z.object({ accounts: z.array(adminAccountSchema) });
export type AdminAccountsResponse = z.infer<typeof adminAccountsResponseSchema>;

// POST /api/admin/accounts/:id/admin and /api/admin/accounts/:id/active: the account as it now is.
export const adminAccountResponseSchema = z.object({ account: adminAccountSchema });
export type AdminAccountResponse = z.infer<typeof adminAccountResponseSchema>;

// POST /api/admin/accounts/:id/admin (JSON)
export const setAdminRequestSchema = z.object({
  admin: z.boolean({ error: 'admin must be true or false.' }),
});

// POST /api/admin/accounts/:id/recorder (JSON {recorder, trusted}): makes the account a recorder,
// trusted (their takes are heard at once) or not (they wait for a teacher's approval), or no longer
// one (ADR 080). An admin stays an admin: the flag counts once the account is no longer one.
export const setRecorderRequestSchema = z.object({
  recorder: z.boolean({ error: 'recorder must be true or false.' }),
  trusted: z._default(z.boolean({ error: 'trusted must be true or false.' }), false),
});

// POST /api/admin/accounts/:id/active (JSON)
export const setActiveRequestSchema = z.object({
  active: z.boolean({ error: 'active must be true or false.' }),
});

/** An invitation not used, not revoked and not expired. */
const openInvitationSchema = z.object({
  id: z.number(),
  email: z.nullable(z.string()),
  role: accountRoleSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type OpenInvitation = z.infer<typeof openInvitationSchema>;

// GET /api/admin/invitations
export const openInvitationsResponseSchema = z.object({ invitations: z.array(openInvitationSchema) });
export type OpenInvitationsResponse = z.infer<typeof openInvitationsResponseSchema>;

// POST /api/admin/invitations (JSON)
export const inviteRequestSchema = z.object({
  email: emailSchema,
  admin: z._default(z.boolean({ error: 'admin must be true or false.' }), false),
  /** Added (ADR 080): the account the invitation makes is a recorder. */
  recorder: z._default(z.boolean({ error: 'recorder must be true or false.' }), false),
});
export type InviteRequest = z.input<typeof inviteRequestSchema>;
/**
 * The join link is in this answer and nowhere else (only its hash is stored). `emailed` is false
 * when the mail server refused the message: the invitation stands, and the link can be sent by hand.
 */
export const inviteResponseSchema = z.object({
  invitation: openInvitationSchema,
  joinUrl: z.string(),
  emailed: z.boolean(),
});
export type InviteResponse = z.infer<typeof inviteResponseSchema>;
