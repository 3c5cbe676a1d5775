import { createHmac, randomInt } from 'node:crypto';
import { deriveKey } from '../auth';

// No 0/o, 1/l/i: read off paper and typed by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten characters in two groups of five (about 50 bits each). */
export function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < 10; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** What a person typed, as stored: lower case, without spaces and hyphens. */
export const normalizeRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[\s-]+/g, '');

export const looksLikeRecoveryCode = (typed: string): boolean =>
  new RegExp(`^[${ALPHABET}]{10}$`).test(normalizeRecoveryCode(typed));

/** Stored as a keyed hash: the codes are a second factor, not to be read back from a copy of the data. */
export class RecoveryCodeHasher {
  private readonly key: string;
  constructor(serverSecret: string) {
    this.key = deriveKey(serverSecret, 'recovery-code');
  }
  hash(userId: string, typed: string): string {
    return createHmac('sha256', this.key)
      .update(`${userId}:${normalizeRecoveryCode(typed)}`)
      .digest('base64url');
  }
}
