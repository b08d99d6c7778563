import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token (256 bits). */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token: only its SHA-256 is kept in the database. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The email hash of the customer session (spec point 3): SHA-256 of the normalised address. */
export function hashEmail(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
