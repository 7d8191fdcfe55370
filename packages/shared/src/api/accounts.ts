import * as z from 'zod/mini';
import { normalizeUsername } from '../users/normalize-username';
import { requiredText } from './common';
import { emailSchema } from './email-address';

// Who is signed in, in a module of its own: the app's entry reads it on every page, and the account
// forms' schemas below need not come with it (ADR 091).
export * from './who';

export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads at most 72 bytes; a longer password would be silently cut. */
const PASSWORD_MAX_BYTES = 72;
const USERNAME_MAX_LENGTH = 64;

/** The number of bytes a string takes in UTF-8 (what bcrypt sees). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export const usernameSchema = z.pipe(
  z.pipe(requiredText('Username', 200), z.transform(normalizeUsername)),
  z
    .string()
    .check(
      z.minLength(1, 'Username is required.'),
      z.maxLength(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters long.`),
    ),
);

/** A password being set: the spec's minimum length, and bcrypt's 72-byte ceiling. */
const newPassword = (label = 'Password') =>
  z.string({ error: `${label} is required.` }).check(
    z.minLength(PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters long.`),
    z.refine((p) => utf8Length(p) <= PASSWORD_MAX_BYTES, {
      message: `${label} must be at most ${PASSWORD_MAX_BYTES} bytes long.`,
    }),
  );
export const newPasswordSchema = newPassword();

/** A password being checked: any non-empty string (the hash decides). */
const givenPasswordSchema = requiredText('Password', 500);

export { emailSchema };

/** A one-time code from a link (invitation, reset). */
const linkCodeSchema = z
  .string({ error: 'Code is required.' })
  .check(z.trim(), z.minLength(1, 'Code is required.'), z.maxLength(200, 'Code is too long.'));

// POST /api/login
export const loginRequestSchema = z.object({
  username: usernameSchema,
  password: givenPasswordSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;
export const loginResponseSchema = z.object({
  success: z.boolean(),
  username: z.optional(z.string()),
});

// POST /api/reset
export const resetRequestSchema = z.object({ username: usernameSchema, email: emailSchema });
export type ResetRequest = z.input<typeof resetRequestSchema>;

// POST /api/password-restore
export const passwordRestoreRequestSchema = z.object({
  password: newPasswordSchema,
  code: linkCodeSchema,
});
export type PasswordRestoreRequest = z.input<typeof passwordRestoreRequestSchema>;

// GET /api/invitation?code=: what the join page shows for an invitation link (ADR 056).
export const invitationQuerySchema = z.object({ code: linkCodeSchema });
/** Why an invitation link no longer works; 'unknown' when no invitation has that code. */
export const CLOSED_INVITATION_REASONS = ['used', 'revoked', 'expired', 'unknown'] as const;
export type ClosedInvitationReason = (typeof CLOSED_INVITATION_REASONS)[number];
export const invitationResponseSchema = z.union([
  /** The invitation can be used; `email` is the address the teacher gave (null when none was). */
  z.object({ status: z.literal('open'), email: z.nullable(z.string()) }),
  z.object({ status: z.enum(CLOSED_INVITATION_REASONS) }),
]);
export type InvitationStatus = z.infer<typeof invitationResponseSchema>;

// POST /api/join: the e-mail of an invitation that names one is taken from the invitation (a form's
// `email` is then ignored); an invitation without one needs it from the form.
export const joinRequestSchema = z.object({
  username: usernameSchema,
  email: z.optional(
    z.pipe(
      z.string({ error: 'E-mail must be a valid e-mail address.' }).check(z.trim()),
      z.union([
        z.pipe(
          z.literal(''),
          z.transform(() => undefined),
        ),
        emailSchema,
      ]),
    ),
  ),
  password: newPasswordSchema,
  code: linkCodeSchema,
});
export type JoinRequest = z.input<typeof joinRequestSchema>;
export const joinResponseSchema = z.object({
  success: z.boolean(),
  username: z.optional(z.string()),
});

// POST /api/update-password
export const updatePasswordRequestSchema = z.object({
  'current-password': requiredText('Current password', 500),
  'new-password': newPassword('New password'),
  username: usernameSchema,
});
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequestSchema>;
export const updatePasswordResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});

/** What the server tells the web app about itself: the {product} and {name} of the spec's messages. */
export interface AppConfig {
  productName: string;
  contactName: string;
  /** The community's previous site, linked from the vocabulary page when set. */
  oldSiteUrl?: string | null;
}

// The teacher's console calls live in a module of their own, so the web app's entry, which reads
// this module's schemas, does not carry them (ADR 031).
export * from './admin-accounts';
