import { createHash, randomBytes } from 'node:crypto';

/** An unguessable code for a link (192 random bits, URL-safe). */
export function newLinkCode(): string {
  return randomBytes(24).toString('base64url');
}

/** Codes are stored only as this hash, so a copy of the database does not hold working links. */
export function hashLinkCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}
