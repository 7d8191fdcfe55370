import * as z from 'zod/mini';

// The session's calls, which every page of the app makes or may make (the rest of the accounts'
// calls are in accounts.ts, which re-exports these).

// GET /api/who: who is signed in (null for a visitor) and whether they are an admin, in one call.
export const whoResponseSchema = z.object({
  username: z.nullable(z.string()),
  // The server always sends it; an answer without it (an older server) reads as not an admin.
  admin: z._default(z.boolean(), false),
  // Added (ADR 080): whether the account is a recorder (its menu has Record); false when not sent.
  recorder: z._default(z.boolean(), false),
  // Whether visitors may browse the public entries at /words (issue 27); false when not sent.
  publicDictionary: z._default(z.boolean(), false),
});

// GET /api/admin
// Added (ADR 080): recorder, whether the account records (its menu has Record); false when not sent.
export const adminResponseSchema = z.object({ admin: z.boolean(), recorder: z._default(z.boolean(), false) });

// GET /api/logout
export const logoutResponseSchema = z.object({ success: z.boolean() });
