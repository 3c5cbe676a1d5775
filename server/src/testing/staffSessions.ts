import { API_PATHS } from '@portal/contracts/api';
import type { LoginData } from '@portal/contracts/apiSchemas';
import type { StaffRole } from '@portal/contracts/roles';
import { STAFF_PATHS } from '@portal/contracts/staff';
import { hashPassword } from '../features/auth';
import { tables } from '../plugins/database';
import { enrol } from '../features/two-factor/testing/twoFactorTesting';
import { confirmed } from '../features/two-factor/testing/stepUpTesting';
import { signIn } from '../features/auth/testing/accounts';
import { api, bearer } from '../plugins/http/testing/requests';
import type { TestServer } from './useTestServer';

// Signed-in staff members for any feature's tests (not a test itself): a staff member is
// invited (staff) and enrols a second factor (two-factor), so this sits above both.

const INVITED_PASSWORD = 'Staff-Pass-123';
const INSERTED_PASSWORD = 'Staff-Test-Password-1';

/** A signed-in user and the headers that carry their access token. */
export interface StaffSession {
  user: LoginData['user'];
  headers: Record<string, string>;
}

const randomEmail = (role: StaffRole) =>
  `${role}-${Math.random().toString(36).slice(2, 8)}@vendorbridge.test`;

/** The token of the newest staff invitation e-mailed to `email`. */
export function staffInvitationToken(server: TestServer, email: string): string {
  const mail = [...server.test.mail].reverse().find((message) => message.to === email);
  const token = mail?.text.match(/\/staff-invitation\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no staff invitation to ${email}`);
  return token;
}

/** The accept route of the invitation `token`. */
export const acceptInvitationPath = (token: string) => STAFF_PATHS.acceptInvitation.replace(':token', token);

/**
 * A staff member of `role`, invited by the configured admin `inviter` (confirming with their
 * password, the step-up of a staff change), accepted and enrolled in an authenticator app:
 * signed in, the whole way a real newcomer goes.
 */
export async function invitedStaffSession(
  server: TestServer,
  inviter: Record<string, string>,
  role: StaffRole,
  email = randomEmail(role),
): Promise<StaffSession> {
  const invited = await server.test.app.inject({
    method: 'POST',
    url: api(STAFF_PATHS.invitations),
    headers: inviter,
    payload: confirmed({ email, role }),
  });
  if (invited.statusCode !== 201) throw new Error(invited.body);
  const accepted = await server.test.app.inject({
    method: 'POST',
    url: api(acceptInvitationPath(staffInvitationToken(server, email))),
    payload: { name: `${role} person`, password: INVITED_PASSWORD },
  });
  if (accepted.statusCode !== 201) throw new Error(accepted.body);
  const login = accepted.json<{ data: LoginData }>().data;
  await enrol(server, login.tokens.accessToken);
  return { user: login.user, headers: bearer(login.tokens.accessToken) };
}

/**
 * A member of staff with `role` and `name`, written straight into the table (for tests about
 * something else than the invitation) and signed in through the admin login. Without
 * ADMIN_REQUIRE_2FA and with no invitation behind them, no second factor is asked.
 */
export async function insertedStaffSession(
  server: TestServer,
  role: StaffRole,
  name: string,
): Promise<StaffSession> {
  const email = randomEmail(role);
  await server.database.db.insert(tables.users).values({
    email,
    name,
    passwordHash: await hashPassword(INSERTED_PASSWORD),
    role: 'admin',
    staffRole: role,
    approved: true,
    registrationStatus: 'approved',
    emailVerifiedAt: new Date(),
  });
  const { user, tokens } = await signIn(
    server.test,
    { email, password: INSERTED_PASSWORD },
    API_PATHS.adminLogin,
  );
  return { user, headers: bearer(tokens.accessToken) };
}
