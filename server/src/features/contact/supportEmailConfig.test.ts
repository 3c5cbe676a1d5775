import { ConfigError, loadConfig } from '../../config';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  RECEIPT_SIGNING_KEY: '8V1rNPEC-zreHc04043slyvIjo7vj0NZi6MQId2XZmE',
  ADMIN_PASSWORD: 'Strong-Admin-1',
  ADMIN_EMAIL: 'boss@example.com',
};

describe('SUPPORT_EMAIL, where contact messages go', () => {
  it('is read and normalised like the other addresses', () => {
    expect(loadConfig({ SUPPORT_EMAIL: ' Help@Example.com ' }).supportEmail).toBe('help@example.com');
  });

  it('has a made-up local default in development only; production falls back to ADMIN_EMAIL', () => {
    expect(loadConfig({}).supportEmail).toBe('support@vendorbridge.local');
    expect(loadConfig(PRODUCTION).supportEmail).toBe('boss@example.com');
    expect(loadConfig({ ...PRODUCTION, SUPPORT_EMAIL: 'help@example.com' }).supportEmail).toBe(
      'help@example.com',
    );
  });

  it('refuses an address that is not one', () => {
    expect(() => loadConfig({ SUPPORT_EMAIL: 'support' })).toThrow(ConfigError);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'support' })).toThrow(/SUPPORT_EMAIL/);
  });
});
