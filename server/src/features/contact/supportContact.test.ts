import { CONTACT_PATH, type ContactBody } from '@portal/contracts/contact';
import { SUPPORT_CONTACT_PATH } from '@portal/contracts/supportContact';
import { ConfigError, loadConfig } from '../../config';
import { postJson, useTestServer } from '../../testing';

const MESSAGE: ContactBody = { name: 'Ada Obi', email: 'ada@acme.ng', subject: 'Rates', message: 'Hello' };

describe('the support contact the contact page shows (issue 31)', () => {
  describe('with SUPPORT_EMAIL and SUPPORT_PHONE set', () => {
    const server = useTestServer('pglite', {
      env: { SUPPORT_EMAIL: 'Help@VendorBridge.test', SUPPORT_PHONE: '+234 801 234 5678' },
    });

    it('publishes the configured address and phone to anyone', async () => {
      const response = await server.test.app.inject({ method: 'GET', url: `/api${SUPPORT_CONTACT_PATH}` });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        data: { email: 'help@vendorbridge.test', phone: '+234 801 234 5678' },
      });
    });

    it('sends the message with the visitor as its Reply-To, so support answers by replying', async () => {
      const response = await postJson(server.test.app, CONTACT_PATH, MESSAGE, {
        remoteAddress: '203.0.113.9',
      });

      expect(response.statusCode).toBe(201);
      expect(server.test.mail).toEqual([
        expect.objectContaining({ to: 'help@vendorbridge.test', replyTo: 'ada@acme.ng' }),
      ]);
    });
  });

  describe('with neither set', () => {
    const server = useTestServer('pglite');

    it('publishes no address and no phone rather than made-up ones', async () => {
      const response = await server.test.app.inject({ method: 'GET', url: `/api${SUPPORT_CONTACT_PATH}` });

      expect(response.json()).toMatchObject({ data: { email: null, phone: null } });
    });
  });

  it('never publishes the production fallback (ADMIN_EMAIL) and refuses a phone that is not one', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_PASSWORD: 'Strong-Admin-1',
      RECEIPT_SIGNING_KEY: '8V1rNPEC-zreHc04043slyvIjo7vj0NZi6MQId2XZmE', // required in production (D42)
      ADMIN_EMAIL: 'boss@example.com',
    };
    expect(loadConfig(production).supportContact).toEqual({ email: null, phone: null });
    expect(() => loadConfig({ SUPPORT_PHONE: 'call us' })).toThrow(ConfigError);
    expect(() => loadConfig({ SUPPORT_PHONE: '+234 801 234 5678\n' })).not.toThrow();
    expect(() => loadConfig({ SUPPORT_PHONE: '12' })).toThrow(/SUPPORT_PHONE/);
  });
});
