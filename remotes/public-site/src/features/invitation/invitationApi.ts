import { loginDataSchema } from '@portal/contracts/apiSchemas';
import type { AcceptInvitationBody } from '@portal/contracts/teams';
import type { User } from '@portal/contracts/user';
import { apiClient, readAnswer, sessionStore } from '@portal/auth';
import type * as z from 'zod/mini';
import type { InvitationKind, InvitationView } from './invitationTypes';

const withToken = (path: string, token: string) => path.replace(':token', encodeURIComponent(token));

/**
 * A reader of what an invitation page shows, from its preview route (`path`, with `:token`),
 * checked against `schema`. It rejects with a RequestError: 404 for a link that is unknown or
 * already used, 410 (INVITATION_EXPIRED) for an expired one.
 */
export function readPreview<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  toView: (data: z.infer<Schema>) => InvitationView,
): (token: string) => Promise<InvitationView> {
  return async (token) =>
    toView(await readAnswer(() => apiClient.get<unknown>(withToken(path, token)), schema));
}

/**
 * Accepts the invitation with the newcomer's name and password. The server answers as a
 * sign-in does (LoginData), and the session is stored through the same store sign-in uses,
 * so the shell, the guard and every area see the new member signed in.
 */
export async function acceptInvitation(
  kind: Pick<InvitationKind, 'acceptPath'>,
  token: string,
  body: AcceptInvitationBody,
): Promise<User> {
  const data = await readAnswer(
    () => apiClient.post<unknown>(withToken(kind.acceptPath, token), body),
    loginDataSchema,
  );
  sessionStore.login(data.user, data.tokens.accessToken);
  return data.user;
}
