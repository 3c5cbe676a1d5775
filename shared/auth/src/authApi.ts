import {
  API_PATHS,
  SECURITY_PATHS,
  usesAdminEndpoint,
  type LoginBody,
  type LoginChallengeData,
  type LoginData,
  type MeData,
  type RegisterBody,
  type ResetPasswordBody,
  type User,
  type VerifyEmailBody,
} from '@portal/contracts';
import { apiClient, type ApiResult } from './apiClient';
import { loadAnswerSchemas, type AnswerSchemas } from './loadAnswerSchemas';
import { checkAgainst } from './schemaCheck';
import { sessionStore } from './sessionStore';

/** What the password step asks for next: an authenticator code, posted with this token. */
export type SignInChallenge = LoginChallengeData['twoFactor'];

export type SignInResult =
  | { ok: true; user: User }
  | { ok: false; challenge: SignInChallenge }
  | { ok: false; result: ApiResult<LoginData> };
export type SignInCodeResult = { ok: true; user: User } | { ok: false; result: ApiResult<LoginData> };

/**
 * Spec §4 step 3: on success the session is stored. The endpoint follows spec §6's
 * rule that needs no secret (the address contains "admin"); the configured admin
 * address is not published, and signs in through the regular endpoint, which
 * authenticates every role. The role is whatever the server answers (D4).
 */
export async function signIn(body: LoginBody): Promise<SignInResult> {
  const path = usesAdminEndpoint(body.email) ? API_PATHS.adminLogin : API_PATHS.login;
  // The answer's schemas come before the password is sent: were they to fail to download
  // after the server had issued tokens, the page would report a failed sign-in that had in
  // fact succeeded. Loaded first, a failed download means nothing was sent (the promise
  // rejects, which the page reports as a server it could not reach).
  const schemas = await loadAnswerSchemas();
  const result = await apiClient.post<LoginData>(path, body);
  // A right password on an account with two-factor sign-in answers no tokens, only a challenge.
  const challenge = await checkAgainst(schemas.loginChallengeDataSchema, answeredData(result));
  if (result.ok && challenge.ok) return { ok: false, challenge: challenge.value.twoFactor };
  return storeSession(result, schemas);
}

/** The second step of a sign-in: the challenge from the password step and the app's (or a recovery) code. */
export async function verifySignInCode(challengeToken: string, code: string): Promise<SignInCodeResult> {
  // Schemas first, as for the password step: the server spends the code when it accepts it.
  const schemas = await loadAnswerSchemas();
  const result = await apiClient.post<LoginData>(SECURITY_PATHS.loginTwoFactor, { challengeToken, code });
  return storeSession(result, schemas);
}

function answeredData(result: ApiResult<unknown>): unknown {
  return result.body?.success ? result.body.data : undefined;
}

async function storeSession(
  result: ApiResult<LoginData>,
  { loginDataSchema }: AnswerSchemas,
): Promise<SignInCodeResult> {
  const data = await checkAgainst(loginDataSchema, answeredData(result));
  if (!result.ok || !data.ok) return { ok: false, result };
  sessionStore.login(data.value.user, data.value.tokens.accessToken, data.value.tokens.refreshToken);
  return { ok: true, user: data.value.user };
}

export const register = (body: RegisterBody) => apiClient.post<unknown>(API_PATHS.register, body);
export const verifyEmail = (body: VerifyEmailBody) => apiClient.post<unknown>(API_PATHS.verifyEmail, body);
export const resendVerification = (email: string) =>
  apiClient.post<unknown>(API_PATHS.resendVerification, { email });
export const forgotPassword = (email: string) => apiClient.post<unknown>(API_PATHS.forgotPassword, { email });
export const resetPassword = (body: ResetPasswordBody) =>
  apiClient.post<unknown>(API_PATHS.resetPassword, body);

/** D8: ask the server who we are; a 401 there clears the session (via the client). */
export async function refreshCurrentUser(): Promise<User | null> {
  if (!sessionStore.getState().isAuthenticated) return null;
  // A read: the schemas may download while the server answers, nothing changes either way.
  const [result, { meDataSchema }] = await Promise.all([
    apiClient.get<MeData>(API_PATHS.me),
    loadAnswerSchemas(),
  ]);
  const data = await checkAgainst(meDataSchema, answeredData(result));
  if (!result.ok || !data.ok) return null;
  sessionStore.updateUser(data.value.user);
  return data.value.user;
}

/** Spec §4 step 4: clears the session; the server revokes the refresh token (D7). */
export async function signOut(): Promise<void> {
  const { refreshToken, isAuthenticated } = sessionStore.getState();
  sessionStore.logout({ byUser: true });
  if (!isAuthenticated || !refreshToken) return;
  try {
    // Sent without the access token, so a refusal can never bounce the user to /login.
    await apiClient.post<unknown>(API_PATHS.logout, { refreshToken });
  } catch {
    // Signing out locally must never wait on or fail with the network.
  }
}
