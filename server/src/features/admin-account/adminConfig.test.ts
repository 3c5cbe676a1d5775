import { MESSAGES } from '@portal/contracts/messages';
import { ConfigError, loadConfig } from '../../config';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  RECEIPT_SIGNING_KEY: '8V1rNPEC-zreHc04043slyvIjo7vj0NZi6MQId2XZmE',
};

/** The admin's settings as the start reads them from the environment. */
describe('admin settings from the environment', () => {
  it.each(['Password1', 'Qwerty123', 'Admin12345'])(
    'refuses to start in production with the common ADMIN_PASSWORD %j',
    (password) => {
      const start = () => loadConfig({ ...PRODUCTION, ADMIN_PASSWORD: password });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(`ADMIN_PASSWORD is too weak: ${MESSAGES.passwordTooCommon}`);
    },
  );

  it('starts in production with an ADMIN_PASSWORD that is hard to guess', () => {
    expect(loadConfig({ ...PRODUCTION, ADMIN_PASSWORD: 'Naira-Vendor-Desk-7' }).production).toBe(true);
  });

  it.each(['ops\u200b@vendorbridge.ng', 'ops@vendorbridge.ng\u202e', 'not-an-address'])(
    'refuses the ADMIN_EMAIL %j',
    (email) => {
      expect(() => loadConfig({ ADMIN_EMAIL: email })).toThrow(/^ADMIN_EMAIL is not a valid e-mail address/);
    },
  );

  it('keeps ADMIN_EMAIL in its normalised form', () => {
    expect(loadConfig({ ADMIN_EMAIL: ' \uff2fps@VendorBridge.ng ' }).adminEmail).toBe('ops@vendorbridge.ng');
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['1', false],
    ['true', true],
  ])('reads ADMIN_PROMOTE_EXISTING=%j as %j (only "true" opts in)', (value, expected) => {
    const env = value === undefined ? {} : { ADMIN_PROMOTE_EXISTING: value };
    expect(loadConfig(env).adminPromoteExisting).toBe(expected);
  });

  it('reads ADMIN_NAME as a person’s name, trimmed; unset, it keeps the account’s', () => {
    expect(loadConfig({ ADMIN_NAME: '  Amaka Eze ' }).adminName).toBe('Amaka Eze');
    expect(loadConfig({}).adminName).toBeNull();
    expect(loadConfig({ ADMIN_NAME: '' }).adminName).toBeNull();
  });

  it('refuses an ADMIN_NAME that is not a name a person could sign up with', () => {
    expect(() => loadConfig({ ADMIN_NAME: 'Amaka\u202eEze' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_NAME: 'A'.repeat(101) })).toThrow(/^ADMIN_NAME/);
  });
});
