import { STAFF_PATHS, type LoginData, type StaffRole } from '@portal/contracts';
import { bearer, type TestServer } from '../../../testing';
import { call, dataOf } from '../../payments/testing/paymentTesting';
import { ADMIN_PASSWORD, enrol } from '../../two-factor/testing/twoFactorTesting';

/** Shared by the KYB review's tests (not a test itself). */

function invitationToken(server: TestServer, email: string): string {
  const mail = [...server.test.mail].reverse().find((message) => message.to === email);
  const token = mail?.text.match(/\/staff-invitation\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no staff invitation to ${email}`);
  return token;
}

/**
 * A staff member of `role`, invited by the configured admin `inviter` (confirming with their
 * password, the step-up of a staff change), accepted and enrolled: signed in.
 */
export async function staffSession(server: TestServer, inviter: Record<string, string>, role: StaffRole) {
  const email = `${role}-${Math.random().toString(36).slice(2, 8)}@vendorbridge.test`;
  const invited = await call(server, 'POST', STAFF_PATHS.invitations, inviter, {
    email,
    role,
    stepUp: { password: ADMIN_PASSWORD },
  });
  if (invited.statusCode !== 201) throw new Error(invited.body);
  const token = invitationToken(server, email);
  const accepted = await call(
    server,
    'POST',
    STAFF_PATHS.acceptInvitation.replace(':token', token),
    {},
    {
      name: `${role} person`,
      password: 'Staff-Pass-123',
    },
  );
  if (accepted.statusCode !== 201) throw new Error(accepted.body);
  const login = dataOf<LoginData>(accepted);
  await enrol(server, login.tokens.accessToken);
  return { user: login.user, headers: bearer(login.tokens.accessToken) };
}
