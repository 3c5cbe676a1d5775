import { API_PATHS, type LoginData } from '@portal/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { firstScreenSource } from '../features/first-screen';
import { buildApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { registerApi } from '../api';
import { readRefreshCookie, setPasswordHashCost, type AuthLimits } from '../features/auth';

import type { Database } from '../plugins/database';
import { Mailer, type MailTransport } from '../plugins/mail';
import { resolveReceiptKeys } from '../plugins/receipt-keys';
import { diskStore, type FileStore } from '../plugins/storage';
import type { RateLimit } from '../plugins/rate-limit';

export const TEST_JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
export const TEST_PUBLIC_URL = 'http://portal.test';
/** The receipts' Ed25519 signing key in tests (32 bytes, base64url; D42). */
export const TEST_RECEIPT_SIGNING_KEY = '8V1rNPEC-zreHc04043slyvIjo7vj0NZi6MQId2XZmE';

export interface RecordedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Reply-To address, when the message has one. */
  replyTo?: string;
}

/**
 * A message part as the tests read it: the portal sends strings (a Buffer is decoded, anything else
 * is empty).
 */
const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : Buffer.isBuffer(value) ? value.toString('utf8') : '';

/** The one address of a Reply-To (the mailer always passes an address object). */
const addressOf = (value: unknown): { replyTo?: string } =>
  typeof value === 'object' && value !== null && 'address' in value && typeof value.address === 'string'
    ? { replyTo: value.address }
    : {};

/** Keeps what would be sent (the SMTP and outbox transports have their own tests). */
export function recordingTransport(): MailTransport & { messages: RecordedMail[] } {
  const messages: RecordedMail[] = [];
  return {
    messages,
    describe: 'recording',
    send: async (message) => {
      const to = message.to;
      messages.push({
        to: typeof to === 'object' && to !== null && 'address' in to ? to.address : textOf(to),
        subject: textOf(message.subject),
        text: textOf(message.text),
        html: textOf(message.html),
        ...addressOf(message.replyTo),
      });
    },
    close: () => undefined,
  };
}

/** Real time plus an offset the test moves forward. */
export class TestClock {
  private offsetMs = 0;
  readonly now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  reset(): void {
    this.offsetMs = 0;
  }
}

export interface TestAppOptions {
  limits?: Partial<AuthLimits>;
  env?: Record<string, string>;
  clock?: TestClock;
  jwtSecret?: string;
  transport?: MailTransport & { messages?: RecordedMail[] };
  /** The file store; a disk store in the test's own data folder otherwise. */
  files?: FileStore;
  /** Requests per API key (issue 36). */
  apiKeyLimit?: RateLimit;
}

export interface TestApp {
  app: FastifyInstance;
  config: ServerConfig;
  mail: RecordedMail[];
  clock: TestClock;
  logs: string[];
  mailer: Mailer;
  files: FileStore;
  close: () => Promise<void>;
}

/** The whole server (headers, /api, static host) on a test database, without listening. */
export async function buildTestApp(database: Database, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-server-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    JWT_SECRET: options.jwtSecret ?? TEST_JWT_SECRET,
    ADMIN_PASSWORD: 'Admin-Test-Password-1',
    RECEIPT_SIGNING_KEY: TEST_RECEIPT_SIGNING_KEY,
    LOG_LEVEL: 'info',
    // Tests hash at the test cost, except a test of production's own configuration, which
    // refuses it (the production check is what such a test looks at).
    ARGON2_TEST_COST: options.env?.NODE_ENV === 'production' ? 'false' : 'true',
    ...options.env,
  });
  setPasswordHashCost(config.passwordHashCost);
  const clock = options.clock ?? new TestClock();
  const transport = options.transport ?? recordingTransport();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const files = options.files ?? diskStore(path.join(dataDir, 'files'));
  let mailer: Mailer | undefined;
  const app = await buildApp(config, {
    checkDatabase: database.check,
    checkFiles: () => files.check(),
    logStream,
    firstScreen: (built) =>
      firstScreenSource({ app: built, db: database.db, jwtSecret: config.jwtSecret ?? '', now: clock.now }),
    registerApi: (api) => {
      // Inline: a request's e-mail is in `mail` once the request has answered.
      mailer = new Mailer(database.db, transport, config.mailFrom, api.log, { inline: true, now: clock.now });
      return registerApi(api, {
        db: database.db,
        settings: {
          production: config.production,
          publicUrl: config.publicUrl,
          jwtSecret: config.jwtSecret ?? '',
          adminTwoFactorRequired: config.adminRequireTwoFactor,
        },
        mailer,
        files,
        screening: { blockedCountries: config.blockedCountries, sanctionsListFile: config.sanctionsListFile },
        uploadTmpDir: path.join(dataDir, 'tmp'),
        supportEmail: config.supportEmail,
        receiptKeys: resolveReceiptKeys(config),
        supportContact: config.supportContact,
        now: clock.now,
        limits: options.limits,
        beneficiaryCaps: config.beneficiaryCaps,
        apiKeyLimit: options.apiKeyLimit,
        webhookAllowPrivate: config.webhookAllowPrivate,
      });
    },
  });
  if (!mailer) throw new Error('the API was not registered');
  const builtMailer: Mailer = mailer;
  return {
    app,
    config,
    mail: transport.messages ?? [],
    clock,
    logs,
    mailer: builtMailer,
    files,
    close: async () => {
      await app.close();
      await builtMailer.idle();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const api = (url: string) => `/api${url}`;

export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  options: Omit<InjectOptions, 'method' | 'url' | 'payload'> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: api(url), payload: body as InjectOptions['payload'], ...options });
}

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
  test: TestApp,
  overrides: Partial<Credentials> = {},
): Promise<Credentials> {
  const credentials = newCredentials(overrides);
  const response = await postJson(test.app, API_PATHS.register, credentials);
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return credentials;
}

/** Signs up and verifies through the API, as a customer would. */
export async function verifiedAccount(
  test: TestApp,
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
  test: TestApp,
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

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
