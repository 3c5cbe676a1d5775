import { API_PATHS } from '@portal/contracts/api';
import type { LoginData } from '@portal/contracts/apiSchemas';
import { SECURITY_PATHS } from '@portal/contracts/security';
import type {
  LoginChallengeData,
  RecoveryCodesData,
  TwoFactorSetupData,
} from '@portal/contracts/securitySchemas';
import { hashPassword } from '../../auth';
import { tables } from '../../../plugins/database';
import type { ServerUnderTest } from '../../../plugins/http/testing/appUnderTest';
import { bearer, postJson } from '../../../plugins/http/testing/requests';
import { TOTP_PERIOD_SECONDS, totpCode } from '../totp';

/** Shared by the security features' tests (not a test itself). */

export const ADMIN_PASSWORD = 'Admin-Test-Password-1';

/** An admin account as configuration makes it (not signed in). */
export async function insertAdmin(server: ServerUnderTest, email = 'admin@vendorbridge.test') {
  await server.database.db.insert(tables.users).values({
    email,
    name: 'Administrator',
    passwordHash: await hashPassword(ADMIN_PASSWORD),
    role: 'admin',
    approved: true,
    registrationStatus: 'approved',
    emailVerifiedAt: new Date(),
  });
  return { email, password: ADMIN_PASSWORD };
}

/** Posts the password to a login endpoint and returns the parsed answer. */
export async function passwordStep(
  server: ServerUnderTest,
  credentials: { email: string; password: string },
  url: string = API_PATHS.adminLogin,
) {
  const response = await postJson(server.test.app, url, credentials);
  return { response, body: response.json<{ message: string; data: LoginData | LoginChallengeData }>() };
}

/** Enrols the bearer's account: set-up, then a code from the new secret. */
export async function enrol(server: ServerUnderTest, accessToken: string) {
  const setup = await postJson(
    server.test.app,
    SECURITY_PATHS.twoFactorSetup,
    {},
    { headers: bearer(accessToken) },
  );
  if (setup.statusCode !== 200) throw new Error(`set-up failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json<{ data: TwoFactorSetupData }>().data;
  const enable = await postJson(
    server.test.app,
    SECURITY_PATHS.twoFactorEnable,
    { code: await totpCode(secret, server.test.clock.now()) },
    { headers: bearer(accessToken) },
  );
  if (enable.statusCode !== 200) throw new Error(`enable failed: ${enable.statusCode} ${enable.body}`);
  const { recoveryCodes } = enable.json<{ data: RecoveryCodesData }>().data;
  // The enabling code used this time step; the next code comes from the next one.
  server.test.clock.advance(TOTP_PERIOD_SECONDS * 1000);
  return { secret, recoveryCodes };
}
