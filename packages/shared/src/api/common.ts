import * as z from 'zod/mini';

export const successResponseSchema = z.object({ success: z.boolean() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/** Text a person typed into a form field: trimmed is not applied, empty is refused. */
export const requiredText = (label: string, max = 1000) =>
  z
    .string({ error: `${label} is required.` })
    .check(
      z.minLength(1, `${label} is required.`),
      z.maxLength(max, `${label} must be at most ${max} characters long.`),
    );

/** Text a person typed into a form field, trimmed; empty is refused. */
export const requiredTrimmedText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required.`),
      z.maxLength(max, `${label} must be at most ${max} characters long.`),
    );

/**
 * The id a device gives a change it makes (a rating, a finished lesson ...), so the server applies
 * it once however often it is sent (ADR 063): 8 to 64 letters, digits, '_' or '-' (a UUID will do).
 */
export const opIdSchema = z
  .string({ error: 'An operation id must be text.' })
  .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, "An operation id is 8 to 64 letters, digits, '_' or '-'."));
