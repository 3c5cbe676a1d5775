import { withId } from '@portal/contracts/api';
import { API_KEY_CODES } from '@portal/contracts/apiKeys';
import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { BENEFICIARY_PATHS } from '@portal/contracts/beneficiaryPaths';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { CustomerPayment } from '@portal/contracts/paymentAnswers';
import { JOURNEY_PATHS } from '@portal/contracts/paymentJourney';
import { TEAM_PATHS } from '@portal/contracts/teams';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_PATHS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointSecretData,
} from '@portal/contracts/webhooks';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { tables } from '../../plugins/database';
import { buildTestApp, DATABASE_KINDS, useTestServer, type TestApp, type TestServer } from '../../testing';
import { GERMAN, saveBeneficiary } from '../beneficiaries/testing/beneficiaryTesting';
import { call, customerSession, dataOf, submit, type Session } from '../payments/testing/paymentTesting';
import { invitedMember } from '../team/testing/teamTesting';
import { ALL_SCOPES, createKey } from '../api-keys/testing/apiKeyTesting';
import { claimDue, retryDelayMs, sendSigned } from './index';
import { dispatcherFor } from './testing/testDispatcher';
import { startReceiver, type Receiver } from './testing/webhookReceiver';
import { DELIVERY_ID_MESSAGE } from './webhookRoutes';

async function register(
  server: TestServer,
  owner: Session,
  url: string,
  events: readonly string[] = WEBHOOK_EVENT_TYPES,
): Promise<WebhookEndpointSecretData> {
  const response = await call(server, 'POST', WEBHOOK_PATHS.endpoints, owner.headers, {
    url,
    events,
    description: 'ERP',
  });
  if (response.statusCode !== 201) throw new Error(`not registered: ${response.body}`);
  return dataOf<WebhookEndpointSecretData>(response);
}

const deliveriesOf = async (server: TestServer, owner: Session, id: string) =>
  dataOf<{ deliveries: WebhookDelivery[] }>(
    await call(server, 'GET', withId(WEBHOOK_PATHS.deliveries, id), owner.headers),
  ).deliveries;

const verified = (secret: string, message: { headers: Record<string, unknown>; body: string }) =>
  new Webhook(secret).verify(message.body, message.headers as Record<string, string>) as {
    type: string;
    timestamp: string;
    data: Record<string, unknown> & { state: string; occurredAt: string };
  };

describe.each(DATABASE_KINDS)('webhooks (issue 36, D46) on %s', (kind) => {
  const server = useTestServer(kind, { env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  let receiver: Receiver;
  afterEach(async () => {
    await receiver?.close();
  });

  describe('the owner manages endpoints', () => {
    it('answers the whsec_ secret once and lists the endpoint without it', async () => {
      receiver = await startReceiver();
      const owner = await customerSession(server);
      const { endpoint, secret } = await register(server, owner, receiver.url, [
        'payment.sent',
        'beneficiary.created',
      ]);
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      expect(endpoint).toMatchObject({
        url: receiver.url,
        events: ['payment.sent', 'beneficiary.created'],
        disabledAt: null,
      });
      const listed = await call(server, 'GET', WEBHOOK_PATHS.endpoints, owner.headers);
      expect(listed.body).not.toContain(secret);
      expect(dataOf<{ endpoints: WebhookEndpoint[] }>(listed).endpoints).toEqual([endpoint]);
    });

    it('refuses bad input with 400 on the field, and writes nothing', async () => {
      const owner = await customerSession(server);
      for (const body of [
        { url: 'ftp://erp.example.com/hooks', events: ['payment.sent'] },
        { url: 'not a url', events: ['payment.sent'] },
        { url: 'https://user:pw@erp.example.com/hooks', events: ['payment.sent'] },
        { url: `https://erp.example.com/${'a'.repeat(2000)}`, events: ['payment.sent'] },
        { url: 'https://erp.example.com/hooks', events: [] },
        { url: 'https://erp.example.com/hooks', events: ['payment.payout_recorded'] },
        { url: 'https://erp.example.com/hooks', events: ['payment.sent'], description: 'a\u202Eb' },
        { url: 42, events: ['payment.sent'] },
      ]) {
        const refused = await call(server, 'POST', WEBHOOK_PATHS.endpoints, owner.headers, body);
        expect(`${refused.statusCode} ${refused.body}`).toMatch(/^400 /);
        expect(refused.json()).toMatchObject({ code: ERROR_CODES.validation });
      }
      expect(await server.database.db.select().from(tables.webhookEndpoints)).toEqual([]);
    });

    it("is the owner's session alone: 401, 403 for other roles and keys, 404 for another business's endpoint (400 for a malformed delivery id)", async () => {
      receiver = await startReceiver();
      const owner = await customerSession(server);
      const maker = await invitedMember(server, owner, 'maker');
      const key = await createKey(server, owner.headers, ALL_SCOPES);
      const { endpoint } = await register(server, owner, receiver.url);
      const stranger = await customerSession(server);
      const routes = [
        ['GET', WEBHOOK_PATHS.endpoints, undefined],
        ['POST', WEBHOOK_PATHS.endpoints, { url: receiver.url, events: ['payment.sent'] }],
        ['PATCH', withId(WEBHOOK_PATHS.endpoint, endpoint.id), { description: 'x' }],
        ['DELETE', withId(WEBHOOK_PATHS.endpoint, endpoint.id), undefined],
        ['POST', withId(WEBHOOK_PATHS.test, endpoint.id), undefined],
        ['POST', withId(WEBHOOK_PATHS.rotateSecret, endpoint.id), undefined],
        ['GET', withId(WEBHOOK_PATHS.deliveries, endpoint.id), undefined],
      ] as const;
      for (const [method, path, body] of routes) {
        expect((await call(server, method, path, {}, body)).statusCode).toBe(401);
        expect((await call(server, method, path, maker.headers, body)).statusCode).toBe(403);
        const keyed = await call(server, method, path, key.headers, body);
        expect(keyed.statusCode).toBe(403);
        expect(keyed.json()).toMatchObject({ code: API_KEY_CODES.keyNotAllowed });
        if (path !== WEBHOOK_PATHS.endpoints) {
          expect((await call(server, method, path, stranger.headers, body)).statusCode).toBe(404);
        }
      }
      const replay = withId(WEBHOOK_PATHS.replay, endpoint.id).replace(
        ':deliveryId',
        '00000000-0000-4000-8000-000000000000',
      );
      expect((await call(server, 'POST', replay, owner.headers)).statusCode).toBe(404);
      for (const deliveryId of ['1', 'not-a-delivery', `${'0'.repeat(35)}x`]) {
        const malformed = await call(
          server,
          'POST',
          withId(WEBHOOK_PATHS.replay, endpoint.id).replace(':deliveryId', deliveryId),
          owner.headers,
        );
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json()).toMatchObject({
          success: false,
          code: ERROR_CODES.validation,
          errors: { deliveryId: [DELIVERY_ID_MESSAGE] },
        });
      }
    });
  });

  describe('messages', () => {
    it('are signed per Standard Webhooks, carry the resource, its state and the time of the move', async () => {
      receiver = await startReceiver();
      const owner = await customerSession(server);
      const { endpoint, secret } = await register(server, owner, receiver.url);
      const beneficiary: BeneficiaryView = await saveBeneficiary(server, owner.headers, GERMAN);
      const made = await submit(server, owner.headers, {
        beneficiaryId: beneficiary.id,
        foreignAmount: '500',
        foreignCurrency: 'EUR',
        purpose: 'goods',
      });
      const payment = dataOf<{ payment: CustomerPayment }>(made).payment;
      await call(server, 'POST', withId(JOURNEY_PATHS.paymentCancel, payment.id), owner.headers, {});

      expect(await dispatcherFor(server).runOnce()).toBe(3);
      expect(receiver.received).toHaveLength(3);
      const messages = receiver.received.map((message) => ({
        ...verified(secret, message),
        id: message.headers['webhook-id'],
      }));
      const byType = Object.fromEntries(messages.map((message) => [message.type, message]));
      expect(Object.keys(byType).sort()).toEqual([
        'beneficiary.created',
        'payment.cancelled',
        'payment.pending',
      ]);
      expect(byType['beneficiary.created']?.data).toMatchObject({
        state: 'active',
        beneficiary: { id: beneficiary.id, name: GERMAN.name },
      });
      expect(byType['payment.pending']?.data).toMatchObject({
        state: 'pending',
        occurredAt: payment.submittedAt,
        payment: {
          id: payment.id,
          reference: payment.reference,
          status: 'pending',
          madeBy: { name: owner.user.name },
        },
      });
      expect(byType['payment.cancelled']?.data).toMatchObject({
        state: 'cancelled',
        payment: { status: 'cancelled' },
      });
      expect(Date.parse(byType['payment.cancelled']?.data.occurredAt ?? '')).toBeGreaterThanOrEqual(
        Date.parse(payment.submittedAt),
      );
      // A tampered body fails the receiver's check.
      const first = receiver.received[0];
      expect(() =>
        new Webhook(secret).verify(`${first?.body ?? ''} `, first?.headers as Record<string, string>),
      ).toThrow();

      const log = await deliveriesOf(server, owner, endpoint.id);
      expect(log).toHaveLength(3);
      expect(
        log.every((delivery) => delivery.status === 'delivered' && delivery.attempts[0]?.statusCode === 204),
      ).toBe(true);
      expect(log.map((delivery) => delivery.eventId).sort()).toEqual(
        messages.map((message) => message.id).sort(),
      );
    });

    it('reach only endpoints that listen to the event, and none is written for a business without endpoints', async () => {
      receiver = await startReceiver();
      const owner = await customerSession(server);
      await register(server, owner, receiver.url, ['payment.sent']);
      const other = await customerSession(server);
      await saveBeneficiary(server, owner.headers, GERMAN);
      await saveBeneficiary(server, other.headers, GERMAN);
      expect(await server.database.db.select().from(tables.webhookEvents)).toEqual([]);
      expect(await dispatcherFor(server).runOnce()).toBe(0);
    });

    it('"send test event" sends webhook.test to that endpoint; replay sends one message again with the same id', async () => {
      receiver = await startReceiver();
      const owner = await customerSession(server);
      const { endpoint, secret } = await register(server, owner, receiver.url);
      const queued = await call(server, 'POST', withId(WEBHOOK_PATHS.test, endpoint.id), owner.headers);
      expect(queued.statusCode).toBe(201);
      await dispatcherFor(server).runOnce();
      expect(verified(secret, receiver.received[0] as never).type).toBe('webhook.test');
      const [delivery] = await deliveriesOf(server, owner, endpoint.id);
      const replay = withId(WEBHOOK_PATHS.replay, endpoint.id).replace(':deliveryId', delivery?.id ?? '');
      const replayed = await call(server, 'POST', replay, owner.headers);
      expect(replayed.statusCode).toBe(201);
      await dispatcherFor(server).runOnce();
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[1]?.headers['webhook-id']).toBe(receiver.received[0]?.headers['webhook-id']);
      expect(await deliveriesOf(server, owner, endpoint.id)).toHaveLength(2);
    });

    it('after a rotation carry both signatures for 24 hours, then only the new one', async () => {
      receiver = await startReceiver();
      const owner = await customerSession(server);
      const { endpoint, secret: old } = await register(server, owner, receiver.url);
      const rotated = await call(
        server,
        'POST',
        withId(WEBHOOK_PATHS.rotateSecret, endpoint.id),
        owner.headers,
      );
      const { secret, endpoint: shown } = dataOf<WebhookEndpointSecretData>(rotated);
      expect(secret).not.toBe(old);
      expect(shown.previousSecretUntil).not.toBeNull();
      await call(server, 'POST', withId(WEBHOOK_PATHS.test, endpoint.id), owner.headers);
      await dispatcherFor(server).runOnce();
      const message = receiver.received[0] as never;
      expect(verified(secret, message).type).toBe('webhook.test');
      expect(verified(old, message).type).toBe('webhook.test');
      expect(String(receiver.received[0]?.headers['webhook-signature']).split(' ')).toHaveLength(2);

      server.test.clock.advance(24 * 3600_000 + 1000);
      await call(server, 'POST', withId(WEBHOOK_PATHS.test, endpoint.id), owner.headers);
      await dispatcherFor(server).runOnce();
      expect(String(receiver.received[1]?.headers['webhook-signature']).split(' ')).toHaveLength(1);
    });
  });

  describe('delivery', () => {
    it('retries a failing receiver with exponential backoff until it recovers, logging every attempt', async () => {
      receiver = await startReceiver((count) => ({ status: count <= 2 ? 500 : 200 }));
      const owner = await customerSession(server);
      const { endpoint } = await register(server, owner, receiver.url);
      await call(server, 'POST', withId(WEBHOOK_PATHS.test, endpoint.id), owner.headers);
      const worker = dispatcherFor(server);
      expect(await worker.runOnce()).toBe(1);
      // Not due again before its backoff (30 s, then 60 s).
      expect(await worker.runOnce()).toBe(0);
      server.test.clock.advance(retryDelayMs(1) - 1000);
      expect(await worker.runOnce()).toBe(0);
      server.test.clock.advance(1000);
      expect(await worker.runOnce()).toBe(1);
      server.test.clock.advance(retryDelayMs(1));
      expect(await worker.runOnce()).toBe(0);
      server.test.clock.advance(retryDelayMs(2) - retryDelayMs(1));
      expect(await worker.runOnce()).toBe(1);
      expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

      const [delivery] = await deliveriesOf(server, owner, endpoint.id);
      expect(delivery?.status).toBe('delivered');
      expect(delivery?.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 500, 200]);
      expect(delivery?.attempts[0]?.error).toBe('answered 500');
      const ids = new Set(receiver.received.map((message) => message.headers['webhook-id']));
      expect(ids.size).toBe(1);
    });

    it('gives up after 3 days: the endpoint is disabled, its owner e-mailed, and it receives nothing more', async () => {
      receiver = await startReceiver(() => ({ status: 503 }));
      const owner = await customerSession(server);
      const { endpoint } = await register(server, owner, receiver.url);
      await call(server, 'POST', withId(WEBHOOK_PATHS.test, endpoint.id), owner.headers);
      const worker = dispatcherFor(server);
      let attempts = 0;
      for (let round = 0; round < 60; round += 1) {
        attempts += await worker.runOnce();
        const [row] = await server.database.db.select().from(tables.webhookEndpoints);
        if (row?.disabledAt) break;
        server.test.clock.advance(6 * 3600_000);
      }
      const [row] = await server.database.db
        .select()
        .from(tables.webhookEndpoints)
        .where(eq(tables.webhookEndpoints.id, endpoint.id));
      expect(row?.disabledAt).not.toBeNull();
      expect(row?.disabledReason).toContain('3 days');
      expect(attempts).toBeGreaterThan(10);
      // Back to the session's own time (its access token lasts minutes, not days).
      server.test.clock.reset();
      const [delivery] = await deliveriesOf(server, owner, endpoint.id);
      expect(delivery?.status).toBe('failed');
      const last = delivery?.attempts.at(-1)?.attemptedAt ?? '';
      expect(Date.parse(last) - Date.parse(delivery?.createdAt ?? '')).toBeGreaterThanOrEqual(
        3 * 24 * 3600_000,
      );
      expect(server.test.mail.map((mail) => [mail.to, mail.subject])).toContainEqual([
        owner.user.email,
        'A webhook endpoint was disabled',
      ]);
      // Moves after that are not queued for it; enabling it again lets the owner test it.
      await saveBeneficiary(server, owner.headers, GERMAN);
      expect(await worker.runOnce()).toBe(0);
      const enabled = await call(
        server,
        'PATCH',
        withId(WEBHOOK_PATHS.endpoint, endpoint.id),
        owner.headers,
        { enabled: true },
      );
      expect(dataOf<{ endpoint: WebhookEndpoint }>(enabled).endpoint.disabledAt).toBeNull();
    });

    it('counts an endpoint that does not answer within the timeout as a failed attempt', async () => {
      receiver = await startReceiver(() => 'hang');
      const attempt = await sendSigned(
        receiver.url,
        { id: 'msg_slow', body: '{}', at: new Date(), secrets: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'] },
        { allowPrivate: true, timeoutMs: 300 },
      );
      expect(receiver.received).toHaveLength(1);
      expect(attempt.statusCode).toBeNull();
      expect(attempt.error).toBe('no answer within 0.3 s');
      expect(attempt.durationMs).toBeGreaterThanOrEqual(290);
      expect(attempt.durationMs).toBeLessThan(2000);
    });

    it('is sent again after a worker that claimed it died, once its lease has expired (at least once)', async () => {
      receiver = await startReceiver();
      const owner = await customerSession(server);
      const { endpoint } = await register(server, owner, receiver.url);
      await call(server, 'POST', withId(WEBHOOK_PATHS.test, endpoint.id), owner.headers);
      // A worker claims it and dies before sending or recording anything.
      const claimed = await claimDue(server.database.db, {
        now: server.test.clock.now(),
        leaseMs: 45_000,
        limit: 10,
        perEndpoint: 4,
        busy: [],
      });
      expect(claimed).toHaveLength(1);
      const survivor = dispatcherFor(server);
      expect(await survivor.runOnce()).toBe(0);
      expect(receiver.received).toHaveLength(0);
      server.test.clock.advance(45_000);
      expect(await survivor.runOnce()).toBe(1);
      expect(receiver.received).toHaveLength(1);
      const [delivery] = await deliveriesOf(server, owner, endpoint.id);
      expect(delivery?.status).toBe('delivered');
    });

    it("keeps a dead endpoint from slowing another business's deliveries or a payment move", async () => {
      receiver = await startReceiver();
      const dead = await startReceiver(() => 'hang');
      try {
        const slowOwner = await customerSession(server);
        const fastOwner = await customerSession(server);
        const slow = await register(server, slowOwner, dead.url);
        for (let i = 0; i < 6; i += 1) {
          await call(server, 'POST', withId(WEBHOOK_PATHS.test, slow.endpoint.id), slowOwner.headers);
        }
        const worker = dispatcherFor(server, { timeoutMs: 5000, pollMs: 20 });
        worker.start();
        try {
          await new Promise((resolve) => setTimeout(resolve, 200));
          const fast = await register(server, fastOwner, receiver.url);
          const started = Date.now();
          const moved = await call(
            server,
            'POST',
            BENEFICIARY_PATHS.beneficiaries,
            slowOwner.headers,
            GERMAN,
          );
          expect(moved.statusCode).toBe(201);
          expect(Date.now() - started).toBeLessThan(2000);
          await call(server, 'POST', withId(WEBHOOK_PATHS.test, fast.endpoint.id), fastOwner.headers);
          const queuedAt = Date.now();
          while (receiver.received.length === 0 && Date.now() - queuedAt < 4000) {
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          expect(receiver.received).toHaveLength(1);
          expect(receiver.received[0]!.at - queuedAt).toBeLessThan(1500);
          // The dead endpoint holds at most its own share of the worker.
          expect(dead.received.length).toBeLessThanOrEqual(4);
        } finally {
          await worker.stop();
        }
      } finally {
        await dead.close();
      }
    });
  });

  describe('addresses (SSRF)', () => {
    let strict: TestApp;
    beforeAll(async () => {
      strict = await buildTestApp(server.database);
    });
    afterAll(async () => {
      await strict.close();
    });

    it.each([
      ['http (not https)', 'http://erp.example.com/hooks'],
      ['loopback', 'https://127.0.0.1/hooks'],
      ['IPv6 loopback', 'https://[::1]/hooks'],
      ['a private 10.x address', 'https://10.1.2.3/hooks'],
      ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data'],
      ['CGNAT', 'https://100.64.0.1/hooks'],
      ['an IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/hooks'],
      ['a name resolving to 127.0.0.1', 'https://localhost/hooks'],
    ])('refuses %s at registration without WEBHOOK_ALLOW_PRIVATE', async (_what, url) => {
      const owner = await customerSession(server);
      const refused = await strict.app.inject({
        method: 'POST',
        url: `/api${WEBHOOK_PATHS.endpoints}`,
        headers: owner.headers,
        payload: { url, events: ['payment.sent'] },
      });
      expect(`${refused.statusCode} ${refused.body}`).toMatch(/^400 /);
      expect(refused.json()).toMatchObject({ errors: { url: [expect.any(String)] } });
    });

    it('refuses at delivery a name that resolves to loopback, without connecting', async () => {
      receiver = await startReceiver();
      const attempt = await sendSigned(
        `https://localhost:${receiver.port}/hooks`,
        { id: 'msg_1', body: '{}', at: new Date(), secrets: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'] },
        { allowPrivate: false, timeoutMs: 2000 },
      );
      expect(attempt.statusCode).toBeNull();
      expect(attempt.error).toMatch(/refused: localhost is not a public/);
      const literal = await sendSigned(
        'https://169.254.169.254/latest/meta-data',
        { id: 'msg_2', body: '{}', at: new Date(), secrets: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'] },
        { allowPrivate: false, timeoutMs: 2000 },
      );
      expect(literal.error).toMatch(/^refused/);
      expect(receiver.received).toHaveLength(0);
    });

    it('follows no redirect: a 3xx is a failed attempt and its target is never called', async () => {
      receiver = await startReceiver();
      const redirecting = await startReceiver(() => ({ status: 307, location: receiver.url }));
      try {
        const owner = await customerSession(server);
        const { endpoint } = await register(server, owner, redirecting.url);
        await call(server, 'POST', withId(WEBHOOK_PATHS.test, endpoint.id), owner.headers);
        await dispatcherFor(server).runOnce();
        expect(redirecting.received).toHaveLength(1);
        expect(receiver.received).toHaveLength(0);
        const [delivery] = await deliveriesOf(server, owner, endpoint.id);
        expect(delivery?.status).toBe('pending');
        expect(delivery?.attempts[0]?.statusCode).toBe(307);
        expect(delivery?.attempts[0]?.error).toMatch(/not followed/);
      } finally {
        await redirecting.close();
      }
    });
  });

  it('a key with every scope creates a beneficiary whose event names it as the API does', async () => {
    receiver = await startReceiver();
    const owner = await customerSession(server);
    await call(server, 'PUT', TEAM_PATHS.approvalPolicy, owner.headers, { thresholdNgn: null });
    const key = await createKey(server, owner.headers, ALL_SCOPES);
    const { secret } = await register(server, owner, receiver.url, ['beneficiary.created']);
    const saved = await saveBeneficiary(server, key.headers, GERMAN);
    await dispatcherFor(server).runOnce();
    expect(verified(secret, receiver.received[0] as never).data).toMatchObject({ beneficiary: saved });
  });
});
