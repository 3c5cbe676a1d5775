import { API_PATHS } from '@portal/contracts/api';
import type { LoginData } from '@portal/contracts/apiSchemas';
import { MESSAGES } from '@portal/contracts/messages';
import type {
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  VerifyEmailBody,
} from '@portal/contracts/requestBodies';
import { LOGIN_TWO_FACTOR_PATH } from '@portal/contracts/security';
import type { LoginChallengeData } from '@portal/contracts/securitySchemas';
import type { User } from '@portal/contracts/user';
import { usesAdminEndpoint } from '@portal/contracts/validation';
import { apiClient, type ApiResult } from './apiClient';
import { loadAnswerSchemas, type AnswerSchemas } from './loadAnswerSchemas';
import { checkAgainst } from './schemaCheck';
import { refusalOf, unreachable } from './serverAnswer';
import { sessionStore } from './sessionStore';

// Every call here follows @portal/auth's one answer convention: it resolves with what
// the server answered, or rejects with a RequestError (status 0 when nothing was answered).

/** What the password step asks for next: an authenticator code, posted with this token. */
export type SignInChallenge = LoginChallengeData['twoFactor'];

/** A password step that passed: signed in, or asked for the authenticator code first. */
export type SignInOutcome = { user: User } | { challenge: SignInChallenge };

/** The schemas, or a RequestError saying the server could not be reached: nothing was sent. */
async function schemasFirst(): Promise<AnswerSchemas> {
  try {
    return await loadAnswerSchemas();
  } catch {
    throw unreachable(MESSAGES.unexpected);
  }
}

/** Sends a call; a network failure rejects with a RequestError of status 0. */
async function reach<T>(send: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  try {
    return await send();
  } catch {
    throw unreachable(MESSAGES.unexpected);
  }
}

/**
 * Spec §4 step 3: on success the session is stored. The endpoint follows spec §6's
 * rule that needs no secret (the address contains "admin"); the configured admin
 * address is not published, and signs in through the regular endpoint, which
 * authenticates every role. The role is whatever the server answers (D4).
 */
export async function signIn(body: LoginBody): Promise<SignInOutcome> {
  const path = usesAdminEndpoint(body.email) ? API_PATHS.adminLogin : API_PATHS.login;
  // The answer's schemas come before the password is sent: were they to fail to download
  // after the server had issued tokens, the page would report a failed sign-in that had in
  // fact succeeded. Loaded first, a failed download means nothing was sent (the promise
  // rejects, which the page reports as a server it could not reach).
  const schemas = await schemasFirst();
  const result = await reach(() => apiClient.post<LoginData>(path, body));
  // A right password on an account with two-factor sign-in answers no tokens, only a challenge.
  const challenge = await checkAgainst(schemas.loginChallengeDataSchema, answeredData(result));
  if (result.ok && challenge.ok) return { challenge: challenge.value.twoFactor };
  return { user: await storeSession(result, schemas, MESSAGES.loginFailed) };
}

/** The second step of a sign-in: the challenge from the password step and the app's (or a recovery) code. */
export async function verifySignInCode(challengeToken: string, code: string): Promise<User> {
  // Schemas first, as for the password step: the server spends the code when it accepts it.
  const schemas = await schemasFirst();
  const result = await reach(() =>
    apiClient.post<LoginData>(LOGIN_TWO_FACTOR_PATH, { challengeToken, code }),
  );
  return storeSession(result, schemas, MESSAGES.unexpected);
}

function answeredData(result: ApiResult<unknown>): unknown {
  return result.body?.success ? result.body.data : undefined;
}

async function storeSession(
  result: ApiResult<LoginData>,
  { loginDataSchema }: AnswerSchemas,
  fallback: string,
): Promise<User> {
  const data = await checkAgainst(loginDataSchema, answeredData(result));
  if (!result.ok || !data.ok) throw refusalOf(result, fallback);
  sessionStore.login(data.value.user, data.value.tokens.accessToken);
  return data.value.user;
}

/** A call answered only with a message: resolves with it, or rejects with the refusal. */
async function messageOf(send: () => Promise<ApiResult<unknown>>): Promise<string> {
  const result = await reach(send);
  // An answer with no body (204) is a success too; only a refusal says otherwise.
  if (!result.ok || result.body?.success === false) throw refusalOf(result, MESSAGES.unexpected);
  return result.body?.message ?? '';
}

export const register = (body: RegisterBody) => messageOf(() => apiClient.post(API_PATHS.register, body));
export const verifyEmail = (body: VerifyEmailBody) =>
  messageOf(() => apiClient.post(API_PATHS.verifyEmail, body));
export const resendVerification = (email: string) =>
  messageOf(() => apiClient.post(API_PATHS.resendVerification, { email }));
export const forgotPassword = (email: string) =>
  messageOf(() => apiClient.post(API_PATHS.forgotPassword, { email }));
export const resetPassword = (body: ResetPasswordBody) =>
  messageOf(() => apiClient.post(API_PATHS.resetPassword, body));

/**
 * Spec §4 step 4: clears the session in every tab; the server ends the refresh cookie's
 * session and clears the cookie (D7, D39).
 */
export async function signOut(): Promise<void> {
  const { isAuthenticated } = sessionStore.getState();
  sessionStore.logout({ byUser: true });
  if (!isAuthenticated) return;
  try {
    // Sent without the access token, so a refusal can never bounce the user to /login;
    // the browser sends the cookie.
    await apiClient.post<unknown>(API_PATHS.logout);
  } catch {
    // Signing out locally must never wait on or fail with the network.
  }
}

/**
 * At start (a reload, a new tab): signs in silently by the refresh cookie when the marker
 * says one may exist (D39); answers whether a session was restored.
 */
export const restoreSession = (): Promise<boolean> => apiClient.signInSilently();
