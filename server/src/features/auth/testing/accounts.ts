import { API_PATHS } from '@portal/contracts/api';
import type { LoginData } from '@portal/contracts/apiSchemas';
import type { LightMyRequestResponse } from 'fastify';
import type { AppUnderTest } from '../../../plugins/http/testing/appUnderTest';
import { postJson } from '../../../plugins/http/testing/requests';
import type { RecordedMail } from '../../../plugins/mail/testing/recordingTransport';
import { readRefreshCookie } from '../refreshCookie';

// Accounts made and signed in through the API, as a customer or the admin would (for any
// feature's tests; not a test itself).

export interface Credentials {
  name: string;
  email: string;
  password: string;
}

let accountNumber = 0;

export function newCredentials(overrides: Partial<Credentials> = {}): Credentials {
  accountNumber += 1;
  return {
    name: 'Ada Okafor',
    email: `customer${accountNumber}-${process.pid}@example.com`,
    password: 'Vendor-Pass-123',
    ...overrides,
  };
}

/** The 6-digit code of the latest verification e-mail to an address. */
export function latestCode(mail: RecordedMail[], email: string): string {
  const message = mail.filter((item) => item.to === email && /verification code/i.test(item.subject)).at(-1);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no verification code was mailed to ${email}`);
  return code;
}

/** The token of the latest reset link mailed to an address. */
export function latestResetToken(mail: RecordedMail[], email: string): string {
  const message = mail.filter((item) => item.to === email && /reset/i.test(item.subject)).at(-1);
  const token = message?.text.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no reset link was mailed to ${email}`);
  return token;
}

export async function registerAccount(
  test: AppUnderTest,
  overrides: Partial<Credentials> = {},
): Promise<Credentials> {
  const credentials = newCredentials(overrides);
  const response = await postJson(test.app, API_PATHS.register, credentials);
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return credentials;
}

/** Signs up and verifies through the API, as a customer would. */
export async function verifiedAccount(
  test: AppUnderTest,
  overrides: Partial<Credentials> = {},
): Promise<Credentials> {
  const credentials = await registerAccount(test, overrides);
  const response = await postJson(test.app, API_PATHS.verifyEmail, {
    email: credentials.email,
    otp: latestCode(test.mail, credentials.email),
  });
  if (response.statusCode !== 200)
    throw new Error(`verification failed: ${response.statusCode} ${response.body}`);
  return credentials;
}

export async function signIn(
  test: AppUnderTest,
  credentials: Pick<Credentials, 'email' | 'password'>,
  url: string = API_PATHS.login,
): Promise<LoginData> {
  const response = await postJson(test.app, url, {
    email: credentials.email,
    password: credentials.password,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return withCookieToken(response);
}

/**
 * A sign-in answer with the refresh token of its cookie (D39) put back into `tokens`, where
 * tests that play an API client (posting `{refreshToken}`) take it from.
 */
export function withCookieToken(response: LightMyRequestResponse): LoginData {
  const data = response.json<{ data: LoginData }>().data;
  const refreshToken = refreshCookieOfResponse(response);
  return refreshToken ? { ...data, tokens: { ...data.tokens, refreshToken } } : data;
}

/** The refresh token a response's Set-Cookie hands the browser, if any. */
export function refreshCookieOfResponse(response: LightMyRequestResponse): string | null {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  for (const cookie of cookies) {
    const token = readRefreshCookie(cookie.split(';')[0]);
    if (token) return token;
  }
  return null;
}
