import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url (43 characters). Used for sessions and e-mailed one-time links. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as SHA-256: a leaked table cannot be replayed, and lookup stays an index hit. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Tokens we issue are exactly this shape; anything else is rejected before touching the database. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
