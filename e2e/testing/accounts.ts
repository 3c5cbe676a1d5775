import { API_PATHS } from '@portal/contracts/api';
import { loginDataSchema, type LoginData } from '@portal/contracts/apiSchemas';
import { SESSION_KEYS } from '@portal/contracts/session';
import { usesAdminEndpoint } from '@portal/contracts/validation';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import * as z from 'zod/mini';
import { startMailCapture, type CapturedMail, type MailCapture } from './mailCapture';
import { startPortal, type RunningPortal } from './portal';

export interface Credentials {
  name: string;
  email: string;
  password: string;
}

/** The portal's admin in browser tests, given to it as ADMIN_EMAIL and ADMIN_PASSWORD (D13). */
export const ADMIN_CREDENTIALS = {
  name: 'Administrator',
  email: 'admin@e2e.test',
  password: 'E2e-Admin-Passw0rd!',
} as const satisfies Credentials;

export interface PortalWithMail {
  portal: RunningPortal;
  mail: MailCapture;
  /** The portal's admin: ADMIN_CREDENTIALS, or the screenshots' named operations person. */
  admin: Credentials;
  /** Stops the portal and the mail capture. */
  stop: () => Promise<void>;
}

/** The built portal (`npm start`'s server) sending its e-mail to a capture, with the test admin. */
export async function startPortalWithMail(env: Record<string, string> = {}): Promise<PortalWithMail> {
  const mail = await startMailCapture();
  try {
    const portal = await startPortal({
      SMTP_URL: mail.url,
      ADMIN_EMAIL: ADMIN_CREDENTIALS.email,
      ADMIN_PASSWORD: ADMIN_CREDENTIALS.password,
      ...env,
    });
    return {
      portal,
      mail,
      admin: ADMIN_CREDENTIALS,
      stop: async () => {
        await portal.stop();
        await mail.stop();
      },
    };
  } catch (error) {
    await mail.stop();
    throw error;
  }
}

/** The 6-digit code of a verification e-mail. */
export function extractCode(mail: CapturedMail): string {
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no 6-digit code in "${mail.subject}"`);
  return code;
}

/** The `${PUBLIC_URL}/reset-password?token=...` link of a reset e-mail. */
export function extractResetLink(mail: CapturedMail): string {
  const link = mail.text.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no reset link in "${mail.subject}"`);
  return link;
}

export const isVerificationMail = (email: string) => (mail: CapturedMail) =>
  mail.to.includes(email) && /verification code/i.test(mail.subject);
export const isResetMail = (email: string) => (mail: CapturedMail) =>
  mail.to.includes(email) && /reset/i.test(mail.subject);

async function postJson(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

/** A new address each call, so tests never collide. */
export function uniqueEmail(prefix = 'customer'): string {
  return `${prefix}-${Date.now()}-${randomBytes(3).toString('hex')}@e2e.test`;
}

/**
 * A customer who signed up and verified through the API, reading the code from the
 * captured e-mail, as a person would. Resolves to the credentials to sign in with.
 */
export async function createVerifiedCustomer(
  portalUrl: string,
  mail: MailCapture,
  overrides: Partial<Credentials> = {},
): Promise<Credentials> {
  const credentials: Credentials = {
    name: 'Ada Okafor',
    email: uniqueEmail(),
    password: 'Customer-Pass-1',
    ...overrides,
  };
  const registered = await postJson(`${portalUrl}/api${API_PATHS.register}`, credentials);
  if (registered.status !== 201) {
    throw new Error(`sign-up failed (${registered.status}): ${JSON.stringify(registered.json)}`);
  }
  const code = extractCode(await mail.waitFor(isVerificationMail(credentials.email.toLowerCase())));
  const verified = await postJson(`${portalUrl}/api${API_PATHS.verifyEmail}`, {
    email: credentials.email,
    otp: code,
  });
  if (verified.status !== 200) {
    throw new Error(`verification failed (${verified.status}): ${JSON.stringify(verified.json)}`);
  }
  return credentials;
}

/**
 * Signs in through the API and answers the user and tokens, or throws with what the
 * server said. The endpoint is the one the shell would pick for the address (spec
 * §6); the test admin's own address takes the admin endpoint as well.
 */
export async function signInToApi(
  portalUrl: string,
  credentials: Pick<Credentials, 'email' | 'password'>,
): Promise<LoginData> {
  const admin =
    usesAdminEndpoint(credentials.email) ||
    credentials.email.trim().toLowerCase() === ADMIN_CREDENTIALS.email;
  const answer = await postJson(`${portalUrl}/api${admin ? API_PATHS.adminLogin : API_PATHS.login}`, {
    email: credentials.email,
    password: credentials.password,
  });
  const body = answer.json as { data?: unknown } | null;
  const data = z.safeParse(loginDataSchema, body?.data);
  if (answer.status !== 200 || !data.success) {
    throw new Error(`sign-in failed (${answer.status}): ${JSON.stringify(answer.json)}`);
  }
  return data.data;
}

/** The marker that a refresh cookie may exist (D39), as @portal/auth writes it. */
export const SESSION_MARKER = { key: 'vb.session', value: '1' } as const;

/**
 * Signs in THROUGH THE PAGE, as the Log In form would (D39): the page posts the sign-in
 * itself, so the browser context keeps the httpOnly refresh cookie, and the marker and the
 * tab's hint are written as @portal/auth writes them. The next navigation in `page` (or a
 * new page of its context) then signs in silently by the cookie. Resolves to what the API
 * answered; throws with what the server said.
 */
export async function signInWithApi(
  page: Page,
  portalUrl: string,
  credentials: Pick<Credentials, 'email' | 'password'>,
): Promise<LoginData> {
  // Cookies and storage belong to the origin: be on it (a page that does not start the
  // app will do) before signing in.
  if (
    new URL(page.url() === 'about:blank' ? 'http://x.invalid' : page.url()).origin !==
    new URL(portalUrl).origin
  ) {
    await page.goto(`${portalUrl}/config.json`);
  }
  const admin =
    usesAdminEndpoint(credentials.email) ||
    credentials.email.trim().toLowerCase() === ADMIN_CREDENTIALS.email;
  const answer = await page.evaluate(
    async ({ path, body, marker, keys }) => {
      const response = await fetch(path, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const json: unknown = await response.json().catch(() => null);
      const data = (json as { data?: { user?: unknown } } | null)?.data;
      if (response.status === 200 && data?.user) {
        window.localStorage.setItem(marker.key, marker.value);
        window.sessionStorage.setItem(keys.user, JSON.stringify(data.user));
        window.sessionStorage.setItem(keys.isAuthenticated, 'true');
      }
      return { status: response.status, json };
    },
    {
      path: `/api${admin ? API_PATHS.adminLogin : API_PATHS.login}`,
      body: { email: credentials.email, password: credentials.password },
      marker: SESSION_MARKER,
      keys: SESSION_KEYS,
    },
  );
  const body = answer.json as { data?: unknown } | null;
  const data = z.safeParse(loginDataSchema, body?.data);
  if (answer.status !== 200 || !data.success) {
    throw new Error(`sign-in failed (${answer.status}): ${JSON.stringify(answer.json)}`);
  }
  return data.data;
}
