import { isIP } from 'node:net';
import path from 'node:path';
import {
  FUNDING_TTL_DEFAULT_SECONDS,
  PAYOUT_DUAL_CONTROL_DEFAULT_NGN,
  QUOTE_TTL_DEFAULT_SECONDS,
} from '@portal/contracts/paymentJourney';
import { REMOTE_NAMES, type RemoteName } from '@portal/contracts/remote';
import { DEFAULT_BLOCKED_COUNTRIES } from '@portal/contracts/screening';
import { isSupportPhone, type SupportContact } from '@portal/contracts/supportContact';
import { normalizeEmail, validateEmail, validateName } from '@portal/contracts/validation';
import { WEBHOOK_LIMITS } from '@portal/contracts/webhooks';
import { validateAccountPassword } from './plugins/password-strength';
import type { S3Settings } from './plugins/storage';
import { parseRetiredKeys, parseSigningKey } from './plugins/receipt-keys';
import { REPO_DIR } from './paths';

export interface ServerConfig {
  production: boolean;
  host: string;
  port: number;
  /** Public origin of the portal, used in e-mailed links. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  jwtSecret: string | null;
  adminEmail: string;
  /**
   * SUPPORT_EMAIL: where contact form messages are e-mailed (D38). Unset, development uses
   * a made-up local address (the .eml outbox shows it); production uses ADMIN_EMAIL, a
   * mailbox someone reads, rather than lose messages to an address nobody has.
   */
  supportEmail: string;
  /**
   * What the contact page publishes (issue 31): SUPPORT_EMAIL only when it is set (the
   * production fallback to ADMIN_EMAIL is never shown), and SUPPORT_PHONE only when set.
   */
  supportContact: SupportContact;
  adminPassword: string | null;
  /** ADMIN_NAME: the admin's name on staff screens; null keeps the account's (a new one: "Administrator"). */
  adminName: string | null;
  /** ADMIN_PROMOTE_EXISTING=true: an existing customer account at ADMIN_EMAIL may become the admin. */
  adminPromoteExisting: boolean;
  corsOrigins: string[];
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY), as Fastify's trustProxy
   * takes it: false (none, the default), a hop count, addresses and CIDR ranges, or
   * true (every hop, only when set explicitly).
   */
  trustProxy: TrustProxy;
  /**
   * ADMIN_REQUIRE_2FA: an admin must enrol two-factor sign-in before the admin routes
   * answer (they may still sign in, to enrol). On in production unless set to false.
   */
  adminRequireTwoFactor: boolean;
  /** Days a sign-up may stay unverified before the hourly purge removes it. */
  unverifiedAccountDays: number;
  /** QUOTE_TTL_SECONDS: how long a quoted rate holds (D30). */
  quoteTtlSeconds: number;
  /** FUNDING_TTL_SECONDS: how long an approved payment request waits for its naira (D30). */
  fundingTtlSeconds: number;
  /**
   * PAYOUT_DUAL_CONTROL_NGN: a payout of at least this many naira (an exact decimal) is
   * recorded by one member of staff and sent when another confirms it (issue 22).
   */
  payoutDualControlNgn: string;
  /** BENEFICIARIES_MAX_PER_BUSINESS, BENEFICIARIES_CREATED_PER_MINUTE (issue 32). */
  beneficiaryCaps: { maxPerBusiness: number; createdPerMinute: number };
  /** Where the shell's and the remotes' builds are read from. */
  shellDir: string;
  remoteDirs: Record<RemoteName, string>;
  /** Each remote's remoteEntry.js, which the shell is told at start (/config.json). */
  remoteEntries: Record<RemoteName, string>;
  /** Where uploaded files are kept when not on the local disk (S3_URL). */
  s3: S3Settings | null;
  /**
   * FILES_SHARED=true: DATA_DIR/files is one folder shared by every instance (NFS…), so
   * local files may be used with DATABASE_URL; otherwise that pair is refused at start.
   */
  filesShared: boolean;
  /** SECURITY_EVENT_DAYS: how long sign-in events stay in the audit record (decisions stay). */
  securityEventDays: number;
  /** SHUTDOWN_GRACE_SECONDS: how long SIGTERM waits for requests in flight. */
  shutdownGraceSeconds: number;
  /**
   * EXPIRY_EVERY_SECONDS (60) and PURGE_EVERY_SECONDS (3600): how often each instance runs the
   * funding-deadline expiry and the purge. Every instance runs both; each row changes once.
   */
  expiryEverySeconds: number;
  purgeEverySeconds: number;
  /** METRICS_TOKEN: the bearer token of GET /api/metrics; unset, the route does not exist. */
  metricsToken: string | null;
  /**
   * RECEIPT_SIGNING_KEY: the Ed25519 key receipts are signed with (D42), 32 bytes in
   * base64url; required in production, generated into DATA_DIR otherwise.
   */
  receiptSigningKey: string | null;
  /** RECEIPT_VERIFY_KEYS: retired receipt public keys, still listed for verification. */
  receiptVerifyKeys: string[];
  /**
   * WEBHOOK_ALLOW_PRIVATE (issue 36, D46): webhook endpoints may be http and any address
   * (127.0.0.1 for tests). Off, in every environment: https to public addresses only.
   */
  webhookAllowPrivate: boolean;
  /**
   * ARGON2_TEST_COST: `true` hashes passwords at a cheap cost (1 MiB, one pass) for test runs;
   * refused in production, which always hashes at OWASP's minimum (features/auth/passwords.ts).
   */
  passwordHashCost: 'owasp' | 'test';
  /**
   * WEBHOOK_TIMEOUT_SECONDS (issue 36, D46): the most one delivery attempt may take, 1 to 15
   * seconds (15, D46's limit, by default); a shorter one lets a test see a killed worker's
   * deliveries taken over in seconds (the lease is twice the timeout).
   */
  webhookTimeoutSeconds: number;
  /**
   * BLOCKED_COUNTRIES (D44): ISO 3166 alpha-2 codes the portal never pays into, default
   * CU,IR,KP,SY; `none` blocks none (an empty value keeps the default, never silently none).
   */
  blockedCountries: string[];
  /**
   * SANCTIONS_LIST_FILE (D44): an OFAC SDN CSV file beneficiary names are screened against,
   * read at start; unset, screening is off and the staff dashboard says so.
   */
  sanctionsListFile: string | null;
}

/** BLOCKED_COUNTRIES: a comma list of two-letter codes, `none`, or unset for the default. */
export function parseBlockedCountries(value: string | undefined): string[] {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return [...DEFAULT_BLOCKED_COUNTRIES];
  if (trimmed.toLowerCase() === 'none') return [];
  const codes = trimmed.split(',').map((code) => code.trim().toUpperCase());
  const wrong = codes.filter((code) => !/^[A-Z]{2}$/.test(code));
  if (wrong.length > 0)
    throw new ConfigError(
      `BLOCKED_COUNTRIES must be ISO 3166 two-letter codes separated by commas (or none): ${wrong.join(', ')}`,
    );
  return [...new Set(codes)];
}

export type TrustProxy = boolean | number | string[];

const envKey = (remote: RemoteName) => `REMOTE_${remote.replace('-', '_').toUpperCase()}_URL`;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export class ConfigError extends Error {}

const S3_URL_FORM = 'http(s)://[KEY:SECRET@]host[:port]/bucket[?region=us-east-1&pathStyle=false]';
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * S3_URL names the service, the credentials and the bucket in one value, like
 * DATABASE_URL and SMTP_URL; a key or secret with reserved characters is written
 * percent-encoded. Errors never repeat the value, which holds the secret.
 */
export function parseS3Url(value: string): S3Settings {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`S3_URL is not a URL; expected ${S3_URL_FORM}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`S3_URL must start with http:// or https://; expected ${S3_URL_FORM}`);
  }
  if (Boolean(url.username) !== Boolean(url.password)) {
    throw new ConfigError(
      `S3_URL must carry both the access key and the secret, or neither (the AWS default chain); expected ${S3_URL_FORM}`,
    );
  }
  const bucket = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!BUCKET_NAME.test(bucket)) {
    throw new ConfigError(`S3_URL must name one bucket as its path; expected ${S3_URL_FORM}`);
  }
  return {
    endpoint: url.origin,
    region: url.searchParams.get('region') || 'us-east-1',
    bucket,
    accessKeyId: url.username ? decodeURIComponent(url.username) : null,
    secretAccessKey: url.password ? decodeURIComponent(url.password) : null,
    forcePathStyle: url.searchParams.get('pathStyle') !== 'false',
  };
}

const TRUST_PROXY_FORM =
  'false, a hop count such as 1, addresses and CIDR ranges such as 10.0.0.0/8,127.0.0.1, or true';
// proxy-addr's names for the private ranges, which Fastify accepts beside addresses.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * X-Forwarded-For can be written by anyone, so it is believed only from proxies the
 * operator names: trusting every hop would let any client choose the address that
 * per-client limits and logs see. Off unless set, in production too.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY has "${wrong}", which is not an address or range; expected ${TRUST_PROXY_FORM}`,
    );
  }
  return entries;
}

/**
 * What Fastify is given. A hop count becomes "the peer and the next n - 1 hops": this
 * Fastify believes nothing for a bare number, since a count cannot tell the proxy
 * from a client that reaches the server directly. So a count is only safe when the
 * server is reachable through the proxy alone; addresses and ranges are safer.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

function parseFlag(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = (value ?? '').trim();
  if (text === '') return fallback;
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw new ConfigError(`${name} must be true or false: ${value}`);
}

function parseSeconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const seconds = Number(value);
  if (!/^\d+$/.test(value.trim()) || seconds < 1) {
    throw new ConfigError(`${name} must be a whole number of seconds, 1 or more: ${value}`);
  }
  return seconds;
}

/** One webhook attempt's limit: D46 allows at most 15 seconds. */
function parseWebhookTimeout(value: string | undefined): number {
  const seconds = parseSeconds('WEBHOOK_TIMEOUT_SECONDS', value, WEBHOOK_LIMITS.timeoutSeconds);
  if (seconds > WEBHOOK_LIMITS.timeoutSeconds) {
    throw new ConfigError(
      `WEBHOOK_TIMEOUT_SECONDS must be at most ${WEBHOOK_LIMITS.timeoutSeconds} (D46): ${value}`,
    );
  }
  return seconds;
}

/** A naira amount as an exact decimal (at most 2 decimals), kept as written: no float rounding. */
function parseNaira(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined || value.trim() === '') return fallback;
  const amount = value.trim();
  if (!/^\d{1,18}(\.\d{1,2})?$/.test(amount)) {
    throw new ConfigError(`${name} must be a naira amount such as 5000000 or 5000000.00: ${value}`);
  }
  return amount;
}

function parseCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const count = Number(value);
  if (!/^\d{1,9}$/.test(value.trim()) || count < 1) {
    throw new ConfigError(`${name} must be a whole number, 1 or more: ${value}`);
  }
  return count;
}

function parseDays(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const days = Number(value);
  if (!/^\d+$/.test(value.trim()) || days < 1) {
    throw new ConfigError(`${name} must be a whole number of days, 1 or more: ${value}`);
  }
  return days;
}

/**
 * Reads the configuration from the environment (README, "Configuration"). Every
 * setting has a safe default outside production; production refuses to start
 * without the secrets it must not invent.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT is not a port: ${env.PORT}`);
  const host = env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (production && !env.JWT_SECRET) throw new ConfigError('JWT_SECRET is required in production');
  if (production && !env.ADMIN_PASSWORD) throw new ConfigError('ADMIN_PASSWORD is required in production');
  if (env.JWT_SECRET && env.JWT_SECRET.length < 32)
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  const adminEmail = normalizeEmail(env.ADMIN_EMAIL ?? 'admin@vendorbridge.local');
  if (validateEmail(env.ADMIN_EMAIL ?? adminEmail))
    throw new ConfigError(`ADMIN_EMAIL is not a valid e-mail address: ${JSON.stringify(env.ADMIN_EMAIL)}`);
  const supportEmail = normalizeEmail(
    env.SUPPORT_EMAIL || (production ? adminEmail : 'support@vendorbridge.local'),
  );
  if (validateEmail(supportEmail))
    throw new ConfigError(
      `SUPPORT_EMAIL is not a valid e-mail address: ${JSON.stringify(env.SUPPORT_EMAIL)}`,
    );
  const supportPhone = env.SUPPORT_PHONE?.trim() || null;
  if (supportPhone !== null && !isSupportPhone(supportPhone))
    throw new ConfigError(
      `SUPPORT_PHONE is not a phone number (digits, spaces, hyphens, an optional leading +): ${JSON.stringify(env.SUPPORT_PHONE)}`,
    );
  const supportContact = { email: env.SUPPORT_EMAIL ? supportEmail : null, phone: supportPhone };
  const weakAdminPassword = production && env.ADMIN_PASSWORD && validateAccountPassword(env.ADMIN_PASSWORD);
  if (weakAdminPassword) throw new ConfigError(`ADMIN_PASSWORD is too weak: ${weakAdminPassword}`);

  const remoteEntries = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, env[envKey(name)] ?? `/remotes/${name}/remoteEntry.js`]),
  ) as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    // The shell runs the address as a script: a manifest (mf-manifest.json, which
    // earlier versions were given) or a folder would only fail in the browser.
    const entry = remoteEntries[name];
    if (!/\.js$/.test(entry.replace(/[?#].*$/, '')))
      throw new ConfigError(`${envKey(name)} must be the address of the remote's remoteEntry.js: ${entry}`);
  }

  const s3 = env.S3_URL ? parseS3Url(env.S3_URL) : null;
  const filesShared = parseFlag('FILES_SHARED', env.FILES_SHARED, false);
  // Files on one instance's disk are 404 on the others: refused unless the folder is shared.
  if (env.DATABASE_URL && !s3 && !filesShared) {
    throw new ConfigError(
      'DATABASE_URL is set but files are on the local disk (DATA_DIR/files), which other instances cannot read: set S3_URL, or FILES_SHARED=true if every instance mounts the same folder',
    );
  }
  const receiptSigningKey = env.RECEIPT_SIGNING_KEY || null;
  if (production && !receiptSigningKey)
    throw new ConfigError('RECEIPT_SIGNING_KEY is required in production');
  const receiptVerifyKeys = list(env.RECEIPT_VERIFY_KEYS);
  try {
    if (receiptSigningKey) parseSigningKey(receiptSigningKey);
    parseRetiredKeys(receiptVerifyKeys);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  if (production && parseFlag('WEBHOOK_ALLOW_PRIVATE', env.WEBHOOK_ALLOW_PRIVATE, false)) {
    throw new ConfigError(
      'WEBHOOK_ALLOW_PRIVATE is for tests: production calls https to public addresses only',
    );
  }
  const argon2TestCost = parseFlag('ARGON2_TEST_COST', env.ARGON2_TEST_COST, false);
  if (production && argon2TestCost) {
    throw new ConfigError("ARGON2_TEST_COST is for tests: production hashes passwords at OWASP's minimum");
  }
  const metricsToken = env.METRICS_TOKEN || null;
  if (metricsToken && metricsToken.length < 16)
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters long');

  return {
    production,
    host,
    port,
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_DIR, '.data')),
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'VendorBridge <no-reply@vendorbridge.local>',
    jwtSecret: env.JWT_SECRET || null,
    adminEmail,
    supportEmail,
    supportContact,
    adminPassword: env.ADMIN_PASSWORD || null,
    adminName: parseAdminName(env.ADMIN_NAME),
    adminPromoteExisting: env.ADMIN_PROMOTE_EXISTING === 'true',
    corsOrigins: list(env.CORS_ORIGINS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    adminRequireTwoFactor: parseFlag('ADMIN_REQUIRE_2FA', env.ADMIN_REQUIRE_2FA, production),
    webhookAllowPrivate: parseFlag('WEBHOOK_ALLOW_PRIVATE', env.WEBHOOK_ALLOW_PRIVATE, false),
    passwordHashCost: argon2TestCost ? 'test' : 'owasp',
    webhookTimeoutSeconds: parseWebhookTimeout(env.WEBHOOK_TIMEOUT_SECONDS),
    unverifiedAccountDays: parseDays('UNVERIFIED_ACCOUNT_DAYS', env.UNVERIFIED_ACCOUNT_DAYS, 7),
    quoteTtlSeconds: parseSeconds('QUOTE_TTL_SECONDS', env.QUOTE_TTL_SECONDS, QUOTE_TTL_DEFAULT_SECONDS),
    fundingTtlSeconds: parseSeconds(
      'FUNDING_TTL_SECONDS',
      env.FUNDING_TTL_SECONDS,
      FUNDING_TTL_DEFAULT_SECONDS,
    ),
    payoutDualControlNgn: parseNaira(
      'PAYOUT_DUAL_CONTROL_NGN',
      env.PAYOUT_DUAL_CONTROL_NGN,
      PAYOUT_DUAL_CONTROL_DEFAULT_NGN,
    ),
    beneficiaryCaps: {
      maxPerBusiness: parseCount('BENEFICIARIES_MAX_PER_BUSINESS', env.BENEFICIARIES_MAX_PER_BUSINESS, 5000),
      createdPerMinute: parseCount(
        'BENEFICIARIES_CREATED_PER_MINUTE',
        env.BENEFICIARIES_CREATED_PER_MINUTE,
        30,
      ),
    },
    shellDir: path.resolve(env.SHELL_DIST_DIR ?? path.join(REPO_DIR, 'shell/dist')),
    remoteDirs: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, path.join(REPO_DIR, 'remotes', name, 'dist')]),
    ) as Record<RemoteName, string>,
    remoteEntries,
    s3,
    filesShared,
    securityEventDays: parseDays('SECURITY_EVENT_DAYS', env.SECURITY_EVENT_DAYS, 90),
    shutdownGraceSeconds: parseSeconds('SHUTDOWN_GRACE_SECONDS', env.SHUTDOWN_GRACE_SECONDS, 10),
    expiryEverySeconds: parseSeconds('EXPIRY_EVERY_SECONDS', env.EXPIRY_EVERY_SECONDS, 60),
    purgeEverySeconds: parseSeconds('PURGE_EVERY_SECONDS', env.PURGE_EVERY_SECONDS, 60 * 60),
    metricsToken,
    receiptSigningKey,
    receiptVerifyKeys,
    blockedCountries: parseBlockedCountries(env.BLOCKED_COUNTRIES),
    sanctionsListFile: env.SANCTIONS_LIST_FILE ? path.resolve(env.SANCTIONS_LIST_FILE) : null,
  };
}

/** ADMIN_NAME: a person's name as sign-up takes it (the sign-up form's rule). */
function parseAdminName(value: string | undefined): string | null {
  const name = value?.trim() ?? '';
  if (!name) return null;
  const problem = validateName(value ?? '');
  if (problem) throw new ConfigError(`ADMIN_NAME: ${problem}: ${JSON.stringify(value)}`);
  return name;
}
