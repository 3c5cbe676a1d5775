import { TOTP_PERIOD_SECONDS, totpCode } from '../totp';
import type { ServerUnderTest } from '../../../plugins/http/testing/appUnderTest';
import { ADMIN_PASSWORD } from './twoFactorTesting';

/** Shared by the tests of the changes that need step-up (not a test itself). */

/** The configured admin (no authenticator, not production) confirms with the password. */
export const ADMIN_STEP_UP = { stepUp: { password: ADMIN_PASSWORD } } as const;

/** `body` confirmed by the configured admin's password. */
export const confirmed = <T extends object>(body: T) => ({ ...body, ...ADMIN_STEP_UP });

/**
 * A body's step-up with the code the app shows now for `secret`; the clock moves on a
 * step afterwards, so the next code is a fresh one (a code is used once).
 */
export async function codeStepUp(server: ServerUnderTest, secret: string) {
  const code = await totpCode(secret, server.test.clock.now());
  server.test.clock.advance(TOTP_PERIOD_SECONDS * 1000);
  return { stepUp: { code } };
}
