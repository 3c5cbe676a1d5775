import { ConfigError, loadConfig } from './config';

const STRONG = { JWT_SECRET: 'x'.repeat(40), ADMIN_PASSWORD: 'Strong-Admin-1' };

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

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '9000',
      PUBLIC_URL: 'https://portal.example/',
      DATA_DIR: '/tmp/portal-data',
      DATABASE_URL: 'postgres://u:p@db/portal',
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
    });
  });

  it.each([
    [{ ADMIN_PASSWORD: STRONG.ADMIN_PASSWORD }, /JWT_SECRET is required/],
    [{ JWT_SECRET: STRONG.JWT_SECRET }, /ADMIN_PASSWORD is required/],
    [{ ...STRONG, ADMIN_PASSWORD: 'weak' }, /ADMIN_PASSWORD is too weak/],
    [{ ...STRONG, JWT_SECRET: 'short' }, /at least 32 characters/],
  ])('refuses to start in production with %j', (env, message) => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(message);
  });

  it('starts in production with the secrets it needs', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...STRONG }).production).toBe(true);
  });
});
