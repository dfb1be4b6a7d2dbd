import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits from the CSPRNG, URL-safe: refresh, confirmation and reset tokens. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The token that follows `token` (a refresh token's successor): 256 bits keyed by a secret
 * of the server's, so that only the server can name it, and every request that presents
 * `token` is told the same one.
 */
export function successorToken(key: Buffer, token: string): string {
  return createHmac('sha256', key).update(token).digest('base64url');
}

/** Tokens are stored only as this hash (a fast hash is right for 256-bit random secrets). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
