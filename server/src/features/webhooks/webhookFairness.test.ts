import { withId } from '@portal/contracts/api';
import { WEBHOOK_PATHS, type WebhookEndpointSecretData } from '@portal/contracts/webhooks';
import { DATABASE_KINDS, TEST_PUBLIC_URL, useTestServer, type TestServer } from '../../testing';
import { call, customerSession, dataOf, type Session } from '../payments/testing/paymentTesting';
import { WebhookDispatcher } from './index';
import { startReceiver, type Receiver } from './testing/webhookReceiver';

// Issue 36 (D46): "a slow or dead endpoint never slows a payment move or another business's
// deliveries", with many dead endpoints at once and with a burst of messages. The worker runs
// as in production (its own polling, the production poll interval and slots); only the
// attempt's timeout is shortened so the test ends.

const quiet = { warn: () => undefined, error: () => undefined };

const worker = (server: TestServer) =>
  new WebhookDispatcher({
    db: server.database.db,
    mailer: server.test.mailer,
    publicUrl: TEST_PUBLIC_URL,
    log: quiet,
    allowPrivate: true,
    timeoutMs: 6000,
  });

async function endpointOf(server: TestServer, owner: Session, url: string) {
  const response = await call(server, 'POST', WEBHOOK_PATHS.endpoints, owner.headers, {
    url,
    events: ['payment.sent'],
  });
  if (response.statusCode !== 201) throw new Error(`not registered: ${response.body}`);
  return dataOf<WebhookEndpointSecretData>(response).endpoint.id;
}

const queueTests = async (server: TestServer, owner: Session, endpointId: string, count: number) => {
  for (let i = 0; i < count; i += 1) {
    const queued = await call(server, 'POST', withId(WEBHOOK_PATHS.test, endpointId), owner.headers);
    if (queued.statusCode !== 201) throw new Error(`not queued: ${queued.body}`);
  }
};

async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe.each(DATABASE_KINDS)('webhook delivery under dead endpoints and bursts (issue 36) on %s', (kind) => {
  const server = useTestServer(kind, { env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  const receivers: Receiver[] = [];
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  });

  it("keeps six businesses' dead endpoints from holding up a seventh business's message", async () => {
    const dead = await startReceiver(() => 'hang');
    const live = await startReceiver();
    receivers.push(dead, live);
    for (let business = 0; business < 6; business += 1) {
      const owner = await customerSession(server);
      await queueTests(server, owner, await endpointOf(server, owner, dead.url), 6);
    }
    const owner = await customerSession(server);
    const endpointId = await endpointOf(server, owner, live.url);
    const running = worker(server);
    running.start();
    try {
      // Every dead endpoint has its attempts hanging before the live business's move.
      await until(() => dead.received.length >= 6, 5000);
      expect(dead.received.length).toBeGreaterThanOrEqual(6);
      await queueTests(server, owner, endpointId, 1);
      const queuedAt = Date.now();
      await until(() => live.received.length === 1, 5000);
      expect(live.received).toHaveLength(1);
      expect(live.received[0]!.at - queuedAt).toBeLessThan(2000);
    } finally {
      await running.stop();
    }
  }, 30_000);

  it('sends a burst of messages as fast as the endpoint answers, not a few per poll', async () => {
    const live = await startReceiver();
    receivers.push(live);
    const owner = await customerSession(server);
    await queueTests(server, owner, await endpointOf(server, owner, live.url), 60);
    const running = worker(server);
    const started = Date.now();
    running.start();
    try {
      await until(() => live.received.length === 60, 10_000);
      expect(live.received).toHaveLength(60);
      // At most 4 at a time every 500 ms poll would take 7.5 s.
      expect(Date.now() - started).toBeLessThan(4000);
      expect(new Set(live.received.map((message) => message.headers['webhook-id'])).size).toBe(60);
    } finally {
      await running.stop();
    }
  }, 30_000);

  it('holds back a failing endpoint’s other due messages, then tries it one message at a time', async () => {
    const dead = await startReceiver(() => 'hang');
    receivers.push(dead);
    const owner = await customerSession(server);
    await queueTests(server, owner, await endpointOf(server, owner, dead.url), 6);
    const failing = new WebhookDispatcher({
      db: server.database.db,
      mailer: server.test.mailer,
      publicUrl: TEST_PUBLIC_URL,
      log: quiet,
      allowPrivate: true,
      now: server.test.clock.now,
      timeoutMs: 300,
    });
    // Not yet known to fail: its share (4) at once, each waiting out the timeout.
    expect(await failing.runOnce()).toBe(4);
    // The other two were due, but wait with it for the first backoff step.
    expect(await failing.runOnce()).toBe(0);
    server.test.clock.advance(30_000);
    // Then one at a time while it keeps failing.
    expect(await failing.runOnce()).toBe(1);
    expect(dead.received).toHaveLength(5);
  }, 30_000);
});
