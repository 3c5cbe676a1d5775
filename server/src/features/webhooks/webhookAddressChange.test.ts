import { withId } from '@portal/contracts/api';
import { WEBHOOK_PATHS, type WebhookEndpointSecretData } from '@portal/contracts/webhooks';
import { api, buildTestApp, DATABASE_KINDS, useTestServer, type TestApp } from '../../testing';
import { customerSession } from '../payments/testing/paymentTesting';

// Issue 36 (D46): an endpoint's address is checked when it changes as when it is registered
// (https, public after DNS resolution), and a refused change leaves the endpoint as it was.

describe.each(DATABASE_KINDS)('changing an endpoint’s address (issue 36) on %s', (kind) => {
  const server = useTestServer(kind);
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp(server.database);
  });
  afterAll(async () => {
    await strict.close();
  });

  it.each([
    ['loopback', 'https://127.0.0.1/hooks'],
    ['a private 10.x address', 'https://10.0.0.7/hooks'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data'],
    ['a name resolving to 127.0.0.1', 'https://localhost/hooks'],
    ['http', 'http://erp.example.com/hooks'],
  ])('refuses %s with 400 at the field and keeps the old address', async (_what, url) => {
    const owner = await customerSession(server);
    const created = await strict.app.inject({
      method: 'POST',
      url: api(WEBHOOK_PATHS.endpoints),
      headers: owner.headers,
      payload: { url: 'https://93.184.215.14/hooks', events: ['payment.sent'] },
    });
    expect(created.statusCode).toBe(201);
    const { endpoint } = created.json<{ data: WebhookEndpointSecretData }>().data;
    const changed = await strict.app.inject({
      method: 'PATCH',
      url: api(withId(WEBHOOK_PATHS.endpoint, endpoint.id)),
      headers: owner.headers,
      payload: { url },
    });
    expect(`${changed.statusCode} ${changed.body}`).toMatch(/^400 /);
    expect(changed.json()).toMatchObject({ errors: { url: [expect.any(String)] } });
    const listed = await strict.app.inject({
      method: 'GET',
      url: api(WEBHOOK_PATHS.endpoints),
      headers: owner.headers,
    });
    expect(
      listed.json<{ data: { endpoints: { url: string }[] } }>().data.endpoints.map((e) => e.url),
    ).toEqual(['https://93.184.215.14/hooks']);
  });
});
