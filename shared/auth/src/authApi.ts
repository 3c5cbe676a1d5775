import {
  API_PATHS,
  loginDataSchema,
  meDataSchema,
  loginChallengeDataSchema,
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
import * as z from 'zod/mini';
import { apiClient, type ApiResult } from './apiClient';
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
  const result = await apiClient.post<LoginData>(path, body);
  // A right password on an account with two-factor sign-in answers no tokens, only a challenge.
  const challenge = z.safeParse(loginChallengeDataSchema, answeredData(result));
  if (result.ok && challenge.success) return { ok: false, challenge: challenge.data.twoFactor };
  return storeSession(result);
}

/** The second step of a sign-in: the challenge from the password step and the app's (or a recovery) code. */
export async function verifySignInCode(challengeToken: string, code: string): Promise<SignInCodeResult> {
  const result = await apiClient.post<LoginData>(SECURITY_PATHS.loginTwoFactor, { challengeToken, code });
  return storeSession(result);
}

function answeredData(result: ApiResult<unknown>): unknown {
  return result.body?.success ? result.body.data : undefined;
}

function storeSession(result: ApiResult<LoginData>): SignInCodeResult {
  const data = z.safeParse(loginDataSchema, answeredData(result));
  if (!result.ok || !data.success) return { ok: false, result };
  sessionStore.login(data.data.user, data.data.tokens.accessToken, data.data.tokens.refreshToken);
  return { ok: true, user: data.data.user };
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
  const result = await apiClient.get<MeData>(API_PATHS.me);
  const data = z.safeParse(meDataSchema, result.body?.success ? result.body.data : undefined);
  if (!result.ok || !data.success) return null;
  sessionStore.updateUser(data.data.user);
  return data.data.user;
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
