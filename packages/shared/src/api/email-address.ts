import * as z from 'zod/mini';

/** An e-mail address a person typed: trimmed, required, at most 254 characters. */
export const emailSchema = z.pipe(
  z
    .string({ error: 'E-mail is required.' })
    .check(
      z.trim(),
      z.minLength(1, 'E-mail is required.'),
      z.maxLength(254, 'E-mail must be at most 254 characters long.'),
    ),
  z.email('E-mail must be a valid e-mail address.'),
);
