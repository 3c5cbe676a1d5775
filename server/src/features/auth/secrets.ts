import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes as base64url: reset links and refresh tokens. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** How long random tokens are stored: their SHA-256 (enough for 256 random bits). */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

/** Six random digits (verification codes are random, never sequential or derived). */
export const randomCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/**
 * Six digits are few, so a plain hash could be reversed by trying them all; the
 * code is stored as an HMAC under a server secret instead.
 */
export const codeDigest = (key: string, userId: string, code: string): string =>
  createHmac('sha256', key).update(`${userId}:${code}`).digest('base64url');

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A key for one purpose, derived from the server secret. */
export const deriveKey = (secret: string, purpose: string): string =>
  createHmac('sha256', secret).update(purpose).digest('base64url');
