import type { LoginData } from '@portal/contracts/apiSchemas';
import type { BusinessRole } from '@portal/contracts/roles';
import { TEAM_PATHS } from '@portal/contracts/teams';
import type { ServerUnderTest } from '../../../plugins/http/testing/appUnderTest';
import { bearer, call } from '../../../plugins/http/testing/requests';
import type { Session } from '../../decisions/testing/reviewTesting';

/** Shared by the team tests and the payments' (not a test itself). */

/** The token of the newest invitation e-mail sent to `email`. */
export function invitationToken(server: ServerUnderTest, email: string): string {
  const mail = [...server.test.mail].reverse().find((message) => message.to === email);
  const token = mail?.text.match(/\/invitation\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no invitation e-mail to ${email}`);
  return token;
}

export const acceptPath = (token: string) => TEAM_PATHS.acceptInvitation.replace(':token', token);

/** `owner` invites `email` as `role`, who accepts: the new member, signed in. */
export async function invitedMember(
  server: ServerUnderTest,
  owner: Session,
  role: BusinessRole,
  email = `${role}-${Math.random().toString(36).slice(2, 8)}@example.com`,
): Promise<Session> {
  const invited = await call(server, 'POST', TEAM_PATHS.invitations, owner.headers, { email, role });
  if (invited.statusCode !== 201) throw new Error(`invitation refused: ${invited.body}`);
  const accepted = await call(
    server,
    'POST',
    acceptPath(invitationToken(server, email)),
    {},
    {
      name: `${role[0]?.toUpperCase()}${role.slice(1)} Member`,
      password: 'Member-Pass-1',
    },
  );
  if (accepted.statusCode !== 201) throw new Error(`acceptance refused: ${accepted.body}`);
  const { user, tokens } = accepted.json<{ data: LoginData }>().data;
  return { user, headers: bearer(tokens.accessToken) };
}
