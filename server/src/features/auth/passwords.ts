import { hash, verify, type Options } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** How hard a password hash is to compute: OWASP's minimum, or a cheap one for tests only. */
export type PasswordHashCost = 'owasp' | 'test';

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

/**
 * ARGON2_TEST_COST=true (refused in production, config.ts): 1 MiB and one pass, so that the
 * hundreds of sign-ups and sign-ins of the test suite do not each spend argon2's full cost.
 * A stored hash names its own cost, so either kind verifies under either setting.
 */
const TEST_ARGON2_OPTIONS: Options = { ...ARGON2_OPTIONS, memoryCost: 1_024, timeCost: 1 };

export const argon2Options = (cost: PasswordHashCost): Options =>
  cost === 'test' ? TEST_ARGON2_OPTIONS : ARGON2_OPTIONS;

let current: PasswordHashCost = 'owasp';

/** Sets the cost of every hash made from now on (main.ts and the test app, from the config). */
export function setPasswordHashCost(cost: PasswordHashCost): void {
  current = cost;
}

export const hashPassword = (password: string): Promise<string> => hash(password, argon2Options(current));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash refuses the sign-in rather than failing the request.
    return false;
  }
}

/** One decoy per cost, so that it costs what a real account's hash costs. */
const decoyHashes = new Map<PasswordHashCost, Promise<string>>();

/**
 * Spends the same time as checking a real password, for addresses without an
 * account, so that the answer's timing does not tell which addresses exist.
 */
export async function verifyWithoutAccount(password: string): Promise<false> {
  let decoyHash = decoyHashes.get(current);
  if (!decoyHash) {
    decoyHash = hashPassword(randomBytes(16).toString('base64url'));
    decoyHashes.set(current, decoyHash);
  }
  await verifyPassword(await decoyHash, password);
  return false;
}
