import {
  loginDataSchema,
  invitationPreviewDataSchema,
  TEAM_PATHS,
  type AcceptInvitationBody,
  type InvitationPreview,
  type User,
} from '@portal/contracts';
import { apiClient, readAnswer, sessionStore } from '@portal/auth';

const withToken = (path: string, token: string) => path.replace(':token', encodeURIComponent(token));

/**
 * What the invitation page shows before the newcomer accepts. Rejects with a RequestError:
 * 404 for a link that is unknown or already used, 410 (INVITATION_EXPIRED) for an expired one.
 */
export async function readInvitation(token: string): Promise<InvitationPreview> {
  const data = await readAnswer(
    () => apiClient.get<unknown>(withToken(TEAM_PATHS.invitationPreview, token)),
    invitationPreviewDataSchema,
  );
  return data.invitation;
}

/**
 * Accepts the invitation with the newcomer's name and password. The server answers as a
 * sign-in does (LoginData), and the session is stored through the same store sign-in uses,
 * so the shell, the guard and every area see the new member signed in.
 */
export async function acceptInvitation(token: string, body: AcceptInvitationBody): Promise<User> {
  const data = await readAnswer(
    () => apiClient.post<unknown>(withToken(TEAM_PATHS.acceptInvitation, token), body),
    loginDataSchema,
  );
  sessionStore.login(data.user, data.tokens.accessToken, data.tokens.refreshToken);
  return data.user;
}
