import { API_PATHS, type StaffRole } from '@portal/contracts';
import { hashPassword } from '../../auth';
import { tables } from '../../../plugins/database';
import { bearer, signIn, type TestServer } from '../../../testing';
import type { Session } from './paymentTesting';

const STAFF_PASSWORD = 'Staff-Test-Password-1';

/**
 * A member of staff with `role` and `name`, written straight into the table (the staff
 * tests cover the invitation) and signed in through the admin login. Without
 * ADMIN_REQUIRE_2FA and with no invitation behind them, no second factor is asked.
 */
export async function staffSession(server: TestServer, role: StaffRole, name: string): Promise<Session> {
  const email = `${role}-${Math.random().toString(36).slice(2, 8)}@vendorbridge.test`;
  await server.database.db.insert(tables.users).values({
    email,
    name,
    passwordHash: await hashPassword(STAFF_PASSWORD),
    role: 'admin',
    staffRole: role,
    approved: true,
    registrationStatus: 'approved',
    emailVerifiedAt: new Date(),
  });
  const { user, tokens } = await signIn(
    server.test,
    { email, password: STAFF_PASSWORD },
    API_PATHS.adminLogin,
  );
  return { user, headers: bearer(tokens.accessToken) };
}
