import { hash, verify, type Options } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/**
 * argon2id at OWASP's minimum (19 MiB memory, 2 passes, 1 lane). The library's `Algorithm` is a
 * const enum, which isolated modules cannot read, hence the literal (Argon2id = 2).
 */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash refuses the sign-in rather than failing the request.
    return false;
  }
}

let decoyHash: Promise<string> | null = null;

/**
 * Spends the same time as checking a real password, for addresses without an
 * account, so that the answer's timing does not tell which addresses exist.
 */
export async function verifyWithoutAccount(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(await decoyHash, password);
  return false;
}
