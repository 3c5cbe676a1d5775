import { ConfigError, loadConfig } from './config';

const RECEIPT_SIGNING_KEY = '8V1rNPEC-zreHc04043slyvIjo7vj0NZi6MQId2XZmE';
const STRONG = { JWT_SECRET: 'x'.repeat(40), ADMIN_PASSWORD: 'Strong-Admin-1', RECEIPT_SIGNING_KEY };

describe('configuration', () => {
  it('has a default for everything outside production', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 8080,
      publicUrl: 'http://localhost:8080',
      databaseUrl: null,
      smtpUrl: null,
      jwtSecret: null,
      adminEmail: 'admin@vendorbridge.local',
      adminPassword: null,
      corsOrigins: [],
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it("tells the shell each remote's remoteEntry.js, under /remotes/ unless configured elsewhere", () => {
    const config = loadConfig({ REMOTE_ADMIN_URL: 'https://admin.example/v2/remoteEntry.js?build=7' });
    expect(config.remoteEntries).toEqual({
      'public-site': '/remotes/public-site/remoteEntry.js',
      customer: '/remotes/customer/remoteEntry.js',
      admin: 'https://admin.example/v2/remoteEntry.js?build=7',
    });
  });

  it.each([
    ['REMOTE_CUSTOMER_URL', 'https://customer.example/mf-manifest.json'],
    ['REMOTE_PUBLIC_SITE_URL', 'https://public.example/'],
  ])('refuses a %s that is not a script: %s', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(
      new ConfigError(`${key} must be the address of the remote's remoteEntry.js: ${value}`),
    );
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '9000',
      PUBLIC_URL: 'https://portal.example/',
      DATA_DIR: '/tmp/portal-data',
      DATABASE_URL: 'postgres://u:p@db/portal',
      FILES_SHARED: 'true',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Portal <p@example.com>',
      ADMIN_EMAIL: ' Boss@Example.com ',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      ...STRONG,
    });
    expect(config).toMatchObject({
      port: 9000,
      publicUrl: 'https://portal.example',
      dataDir: '/tmp/portal-data',
      databaseUrl: 'postgres://u:p@db/portal',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Portal <p@example.com>',
      adminEmail: 'boss@example.com',
      corsOrigins: ['https://a.example', 'https://b.example'],
      filesShared: true,
    });
  });

  it('refuses files on the local disk with DATABASE_URL unless FILES_SHARED=true says the folder is shared', () => {
    const postgres = { DATABASE_URL: 'postgres://u:p@db/portal' };
    expect(() => loadConfig(postgres)).toThrow(ConfigError);
    expect(() => loadConfig(postgres)).toThrow(/FILES_SHARED=true/);
    expect(loadConfig({ ...postgres, FILES_SHARED: 'true' }).filesShared).toBe(true);
    expect(loadConfig({ ...postgres, S3_URL: 'http://K:S@127.0.0.1:9000/files' }).s3).not.toBeNull();
    expect(loadConfig({}).filesShared).toBe(false);
  });

  it('reads the security-event retention, the shutdown grace and the metrics token, with defaults', () => {
    expect(loadConfig({})).toMatchObject({
      securityEventDays: 90,
      shutdownGraceSeconds: 10,
      metricsToken: null,
    });
    expect(
      loadConfig({ SECURITY_EVENT_DAYS: '30', SHUTDOWN_GRACE_SECONDS: '25', METRICS_TOKEN: 'm'.repeat(32) }),
    ).toMatchObject({ securityEventDays: 30, shutdownGraceSeconds: 25, metricsToken: 'm'.repeat(32) });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ SECURITY_EVENT_DAYS: '0' })).toThrow(/SECURITY_EVENT_DAYS/);
  });

  it('reads how often the expiry and the purge run, every minute and every hour unless told', () => {
    expect(loadConfig({})).toMatchObject({ expiryEverySeconds: 60, purgeEverySeconds: 3600 });
    expect(loadConfig({ EXPIRY_EVERY_SECONDS: '2', PURGE_EVERY_SECONDS: '5' })).toMatchObject({
      expiryEverySeconds: 2,
      purgeEverySeconds: 5,
    });
    expect(() => loadConfig({ PURGE_EVERY_SECONDS: '0' })).toThrow(/PURGE_EVERY_SECONDS/);
  });

  it.each([
    [{ ADMIN_PASSWORD: STRONG.ADMIN_PASSWORD }, /JWT_SECRET is required/],
    [{ JWT_SECRET: STRONG.JWT_SECRET }, /ADMIN_PASSWORD is required/],
    [{ ...STRONG, ADMIN_PASSWORD: 'weak' }, /ADMIN_PASSWORD is too weak/],
    [{ ...STRONG, JWT_SECRET: 'short' }, /at least 32 characters/],
    [
      { JWT_SECRET: STRONG.JWT_SECRET, ADMIN_PASSWORD: STRONG.ADMIN_PASSWORD },
      /RECEIPT_SIGNING_KEY is required/,
    ],
    [{ ...STRONG, RECEIPT_SIGNING_KEY: 'not-a-key' }, /RECEIPT_SIGNING_KEY must be 32 bytes/],
    [
      { ...STRONG, RECEIPT_VERIFY_KEYS: `${RECEIPT_SIGNING_KEY},short` },
      /RECEIPT_VERIFY_KEYS must be 32 bytes/,
    ],
  ])('refuses to start in production with %j', (env, message) => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(message);
  });

  it('requires admin two-factor sign-in in production unless ADMIN_REQUIRE_2FA=false', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      ADMIN_PASSWORD: 'Quite-Strong-Admin-Pass-93',
      RECEIPT_SIGNING_KEY,
    };
    expect(loadConfig({}).adminRequireTwoFactor).toBe(false);
    expect(loadConfig({ ADMIN_REQUIRE_2FA: 'true' }).adminRequireTwoFactor).toBe(true);
    expect(loadConfig(production).adminRequireTwoFactor).toBe(true);
    expect(loadConfig({ ...production, ADMIN_REQUIRE_2FA: 'false' }).adminRequireTwoFactor).toBe(false);
    expect(() => loadConfig({ ADMIN_REQUIRE_2FA: 'yes' })).toThrow(ConfigError);
  });

  it('trusts no proxy unless told, even in production', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...STRONG }).trustProxy).toBe(false);
  });

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['true', true],
    ['10.0.0.0/8,127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    [' 10.0.0.0/8 , fd00::/8 , ::1 ', ['10.0.0.0/8', 'fd00::/8', '::1']],
    ['loopback, uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([['yes'], ['-1'], ['1.5'], ['10.0.0.0/33'], ['10.0.0.300'], ['proxy.example'], ['10.0.0.1,,x']])(
    'refuses TRUST_PROXY=%j with a sentence naming the forms',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );

  it('removes unverified sign-ups after 7 days unless UNVERIFIED_ACCOUNT_DAYS says otherwise', () => {
    expect(loadConfig({}).unverifiedAccountDays).toBe(7);
    expect(loadConfig({ UNVERIFIED_ACCOUNT_DAYS: '30' }).unverifiedAccountDays).toBe(30);
    for (const value of ['0', '-1', '2.5', 'week']) {
      expect(() => loadConfig({ UNVERIFIED_ACCOUNT_DAYS: value })).toThrow(/UNVERIFIED_ACCOUNT_DAYS/);
    }
  });

  it("hashes passwords at OWASP's cost unless ARGON2_TEST_COST=true, which production refuses", () => {
    expect(loadConfig({}).passwordHashCost).toBe('owasp');
    expect(loadConfig({ ARGON2_TEST_COST: 'false' }).passwordHashCost).toBe('owasp');
    expect(loadConfig({ NODE_ENV: 'test', ARGON2_TEST_COST: 'true' }).passwordHashCost).toBe('test');
    expect(loadConfig({ NODE_ENV: 'production', ...STRONG }).passwordHashCost).toBe('owasp');
    expect(() => loadConfig({ NODE_ENV: 'production', ...STRONG, ARGON2_TEST_COST: 'true' })).toThrow(
      /ARGON2_TEST_COST is for tests/,
    );
    expect(() => loadConfig({ ARGON2_TEST_COST: 'yes' })).toThrow(/ARGON2_TEST_COST must be true or false/);
  });

  it('starts in production with the secrets it needs', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...STRONG }).production).toBe(true);
  });
});

describe('the S3 setting (S3_URL)', () => {
  it('is unset by default: files go to the disk', () => {
    expect(loadConfig({}).s3).toBeNull();
  });

  it('reads the endpoint, credentials, bucket and region from one URL, path-style', () => {
    expect(loadConfig({ S3_URL: 'http://KEY:SECRET@127.0.0.1:9000/kyb-files?region=eu-west-1' }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      bucket: 'kyb-files',
      accessKeyId: 'KEY',
      secretAccessKey: 'SECRET',
      forcePathStyle: true,
    });
  });

  it('decodes a percent-encoded secret, defaults the region and can use virtual-hosted style', () => {
    expect(
      loadConfig({ S3_URL: 'https://AKIA1:s%2Fe%2Bc%40r%3At@s3.example.com/files/?pathStyle=false' }).s3,
    ).toMatchObject({
      endpoint: 'https://s3.example.com',
      region: 'us-east-1',
      bucket: 'files',
      accessKeyId: 'AKIA1',
      secretAccessKey: 's/e+c@r:t',
      forcePathStyle: false,
    });
  });

  it('leaves the credentials out when the URL has none, so the AWS default chain (IAM role, environment) gives them', () => {
    expect(loadConfig({ S3_URL: 'https://s3.eu-west-1.amazonaws.com/files?region=eu-west-1' }).s3).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      bucket: 'files',
      accessKeyId: null,
      secretAccessKey: null,
      forcePathStyle: true,
    });
  });

  it.each([
    ['not a URL', 'bucket-only', /not a URL/],
    ['another scheme', 'ftp://k:pa55word@host/bucket', /http:\/\/ or https:\/\//],
    [
      'a key without a secret',
      'http://KEY@127.0.0.1:9000/bucket',
      /both the access key and the secret, or neither/,
    ],
    ['no bucket', 'http://KEY:pa55word@127.0.0.1:9000/', /one bucket/],
    ['a path below the bucket', 'http://KEY:pa55word@127.0.0.1:9000/bucket/folder', /one bucket/],
    ['a bucket name S3 refuses', 'http://KEY:pa55word@127.0.0.1:9000/Bad_Bucket', /one bucket/],
  ])('refuses %s, without repeating the secret', (_case, value, message) => {
    expect(() => loadConfig({ S3_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_URL: value })).toThrow(message);
    try {
      loadConfig({ S3_URL: value });
    } catch (error) {
      expect(String(error)).not.toContain('pa55word');
    }
  });
});

describe('WEBHOOK_TIMEOUT_SECONDS (issue 36, D46)', () => {
  it('is 15 by default, may be shorter, and never longer than D46 allows', () => {
    expect(loadConfig({}).webhookTimeoutSeconds).toBe(15);
    expect(loadConfig({ WEBHOOK_TIMEOUT_SECONDS: '3' }).webhookTimeoutSeconds).toBe(3);
    for (const value of ['16', '0', '2.5', 'soon']) {
      expect(() => loadConfig({ WEBHOOK_TIMEOUT_SECONDS: value })).toThrow(ConfigError);
    }
  });
});
