import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { firstScreenSource } from '../features/first-screen';
import { buildApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { registerApi } from '../api';
import { setPasswordHashCost, type AuthLimits } from '../features/auth';

import type { Database } from '../plugins/database';
import { TEST_PUBLIC_URL, TestClock, type AppUnderTest } from '../plugins/http/testing/appUnderTest';
import { Mailer, type MailTransport } from '../plugins/mail';
import { recordingTransport, type RecordedMail } from '../plugins/mail/testing/recordingTransport';
import { resolveReceiptKeys } from '../plugins/receipt-keys';
import { diskStore, type FileStore } from '../plugins/storage';
import type { RateLimit } from '../plugins/rate-limit';

// The whole app for tests: only tests (and this folder) import it. The helpers of each feature's
// tests drive an AppUnderTest (plugins/http/testing) and never build one, so no feature sits
// below this module.

export const TEST_JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
/** The receipts' Ed25519 signing key in tests (32 bytes, base64url; D42). */
export const TEST_RECEIPT_SIGNING_KEY = '8V1rNPEC-zreHc04043slyvIjo7vj0NZi6MQId2XZmE';

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

export interface TestApp extends AppUnderTest {
  config: ServerConfig;
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
