import { DATA_PATHS, withId } from '@portal/contracts/api';
import { API_KEY_CODES, API_KEY_PATHS, type ApiKey, type ApiKeyScope } from '@portal/contracts/apiKeys';
import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { BENEFICIARY_PATHS } from '@portal/contracts/beneficiaryPaths';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { CustomerPayment } from '@portal/contracts/paymentAnswers';
import { JOURNEY_PATHS } from '@portal/contracts/paymentJourney';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { SECURITY_PATHS } from '@portal/contracts/security';
import { TEAM_PATHS } from '@portal/contracts/teams';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { tables } from '../../plugins/database';
import { api, buildTestApp, DATABASE_KINDS, useTestServer, type TestApp } from '../../testing';
import { GERMAN, saveBeneficiary } from '../beneficiaries/testing/beneficiaryTesting';
import {
  auditRows,
  call,
  customerSession,
  dataOf,
  PAYMENT,
  quoteFor,
  submit,
} from '../payments/testing/paymentTesting';
import { invitedMember } from '../team/testing/teamTesting';
import { ALL_SCOPES, createKey } from './testing/apiKeyTesting';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every customer route a key may use, with the scope it needs. */
const COVERED: readonly {
  method: InjectOptions['method'];
  path: string;
  scope: ApiKeyScope;
  body?: unknown;
}[] = [
  { method: 'GET', path: BENEFICIARY_PATHS.beneficiaries, scope: 'beneficiaries:read' },
  { method: 'GET', path: withId(BENEFICIARY_PATHS.beneficiary, SOME_ID), scope: 'beneficiaries:read' },
  { method: 'POST', path: BENEFICIARY_PATHS.beneficiaries, scope: 'beneficiaries:write', body: GERMAN },
  {
    method: 'PUT',
    path: withId(BENEFICIARY_PATHS.beneficiary, SOME_ID),
    scope: 'beneficiaries:write',
    body: GERMAN,
  },
  { method: 'DELETE', path: withId(BENEFICIARY_PATHS.beneficiary, SOME_ID), scope: 'beneficiaries:write' },
  { method: 'GET', path: PAYMENT_PATHS.payments, scope: 'payments:read' },
  { method: 'GET', path: withId(PAYMENT_PATHS.payment, SOME_ID), scope: 'payments:read' },
  {
    method: 'POST',
    path: JOURNEY_PATHS.quotes,
    scope: 'payments:write',
    body: { currency: 'USD', amount: '10' },
  },
  { method: 'POST', path: PAYMENT_PATHS.payments, scope: 'payments:write', body: PAYMENT },
  {
    method: 'POST',
    path: withId(JOURNEY_PATHS.paymentFunding, SOME_ID),
    scope: 'payments:write',
    body: { reference: 'X' },
  },
  { method: 'POST', path: withId(JOURNEY_PATHS.paymentCancel, SOME_ID), scope: 'payments:write', body: {} },
];

/** Routes no key may use, whatever its scopes: team, keys, webhooks, security, profile, KYB, approvals. */
const EXCLUDED: readonly { method: InjectOptions['method']; path: string; body?: unknown }[] = [
  { method: 'GET', path: TEAM_PATHS.team },
  { method: 'POST', path: TEAM_PATHS.invitations, body: { email: 'x@example.com', role: 'maker' } },
  { method: 'PUT', path: TEAM_PATHS.approvalPolicy, body: { thresholdNgn: null } },
  { method: 'POST', path: withId(TEAM_PATHS.approvePayment, SOME_ID), body: {} },
  { method: 'GET', path: API_KEY_PATHS.keys },
  { method: 'POST', path: API_KEY_PATHS.keys, body: { name: 'Sneaky', scopes: ['payments:read'] } },
  { method: 'DELETE', path: withId(API_KEY_PATHS.key, SOME_ID) },
  { method: 'GET', path: SECURITY_PATHS.sessions },
  { method: 'GET', path: SECURITY_PATHS.twoFactor },
  { method: 'POST', path: SECURITY_PATHS.twoFactorSetup },
  { method: 'GET', path: DATA_PATHS.profile },
  { method: 'GET', path: DATA_PATHS.documents },
  { method: 'GET', path: PAYMENT_PATHS.dashboard },
  { method: 'GET', path: JOURNEY_PATHS.paymentsExport },
  { method: 'GET', path: withId(PAYMENT_PATHS.paymentInvoice, SOME_ID) },
  { method: 'GET', path: PAYMENT_PATHS.adminPayments },
];

describe.each(DATABASE_KINDS)('API keys (issue 36, D45) on %s', (kind) => {
  const server = useTestServer(kind, { apiKeyLimit: { bucket: 'api-key', limit: 50, windowMs: 60_000 } });

  describe('the owner manages keys', () => {
    it('shows the secret once, keeps only its hash, and lists the key by name, scopes, prefix and creator', async () => {
      const owner = await customerSession(server);
      const created = await createKey(
        server,
        owner.headers,
        ['payments:read', 'beneficiaries:write'],
        'Sage sync',
      );
      expect(created.secret).toMatch(/^vb_[0-9a-f]{12}[A-Za-z0-9_-]{43}$/);
      expect(created.key).toMatchObject({
        name: 'Sage sync',
        prefix: created.secret.slice(0, 15),
        scopes: ['payments:read', 'beneficiaries:write'],
        createdBy: owner.user.name,
        lastUsedAt: null,
        revokedAt: null,
      });

      const [stored] = await server.database.db.select().from(tables.apiKeys);
      expect(stored?.secretHash).toBe(createHash('sha256').update(created.secret).digest('base64url'));
      expect(JSON.stringify(stored)).not.toContain(created.secret.slice(15));

      const listed = await call(server, 'GET', API_KEY_PATHS.keys, owner.headers);
      expect(listed.statusCode).toBe(200);
      expect(listed.body).not.toContain(created.secret.slice(15));
      expect(dataOf<{ keys: ApiKey[] }>(listed).keys).toEqual([created.key]);
      const audit = await auditRows(server);
      expect(audit.map((row) => row.action)).toContain('apiKey.create');
    });

    it('refuses a bad name or scope with 400 naming the field, and creates nothing', async () => {
      const owner = await customerSession(server);
      for (const body of [
        { name: '', scopes: ['payments:read'] },
        { name: 'ERP\u202Egnp.exe', scopes: ['payments:read'] },
        { name: 'x'.repeat(81), scopes: ['payments:read'] },
        { name: 'ERP', scopes: [] },
        { name: 'ERP', scopes: ['team:write'] },
        { name: 'ERP', scopes: 'payments:read' },
        { name: 42, scopes: ['payments:read'] },
      ]) {
        const refused = await call(server, 'POST', API_KEY_PATHS.keys, owner.headers, body);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ success: false, code: ERROR_CODES.validation });
      }
      expect(await server.database.db.select().from(tables.apiKeys)).toEqual([]);
    });

    it('is the owner’s alone: 401 without a session, 403 for other roles, 404 for another business’s key', async () => {
      const owner = await customerSession(server);
      const maker = await invitedMember(server, owner, 'maker');
      const approver = await invitedMember(server, owner, 'approver');
      const { key } = await createKey(server, owner.headers, ['payments:read']);
      expect((await call(server, 'GET', API_KEY_PATHS.keys)).statusCode).toBe(401);
      for (const member of [maker, approver]) {
        expect((await call(server, 'GET', API_KEY_PATHS.keys, member.headers)).statusCode).toBe(403);
        const post = await call(server, 'POST', API_KEY_PATHS.keys, member.headers, {
          name: 'Mine',
          scopes: ['payments:read'],
        });
        expect(post.statusCode).toBe(403);
        expect(
          (await call(server, 'DELETE', withId(API_KEY_PATHS.key, key.id), member.headers)).statusCode,
        ).toBe(403);
      }
      const stranger = await customerSession(server);
      expect(
        (await call(server, 'DELETE', withId(API_KEY_PATHS.key, key.id), stranger.headers)).statusCode,
      ).toBe(404);
      expect(
        dataOf<{ keys: ApiKey[] }>(await call(server, 'GET', API_KEY_PATHS.keys, stranger.headers)).keys,
      ).toEqual([]);
    });
  });

  describe('a key acts as the business with its scopes only', () => {
    it.each(COVERED)(
      '$method $path: 401 without a valid key, 403 SCOPE_REQUIRED without $scope',
      async (route) => {
        const owner = await customerSession(server);
        const others = ALL_SCOPES.filter((scope) => scope !== route.scope);
        const lacking = await createKey(server, owner.headers, others, 'Lacking');
        const refused = await call(server, route.method, route.path, lacking.headers, route.body);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ success: false, code: API_KEY_CODES.scopeRequired });

        const unknown = await call(
          server,
          route.method,
          route.path,
          { authorization: `Bearer vb_${'0'.repeat(55)}` },
          route.body,
        );
        expect(unknown.statusCode).toBe(401);
        const wrongSecret = `${lacking.secret.slice(0, -4)}AAAA`;
        expect(
          (
            await call(
              server,
              route.method,
              route.path,
              { authorization: `Bearer ${wrongSecret}` },
              route.body,
            )
          ).statusCode,
        ).toBe(401);

        const holding = await createKey(server, owner.headers, [route.scope], 'Holding');
        const admitted = await call(server, route.method, route.path, holding.headers, route.body);
        expect([401, 403]).not.toContain(admitted.statusCode);

        await call(server, 'DELETE', withId(API_KEY_PATHS.key, holding.key.id), owner.headers);
        const revoked = await call(server, route.method, route.path, holding.headers, route.body);
        expect(revoked.statusCode).toBe(401);
      },
    );

    it.each(EXCLUDED)('$method $path: 403 KEY_NOT_ALLOWED to a key with every scope', async (route) => {
      const owner = await customerSession(server);
      const key = await createKey(server, owner.headers, ALL_SCOPES);
      const refused = await call(server, route.method, route.path, key.headers, route.body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: API_KEY_CODES.keyNotAllowed });
    });

    it('creates a beneficiary and a payment as a maker: the approval policy holds, the audit names the key', async () => {
      const owner = await customerSession(server);
      await call(server, 'PUT', TEAM_PATHS.approvalPolicy, owner.headers, { thresholdNgn: '1000' });
      const key = await createKey(server, owner.headers, ALL_SCOPES, 'Odoo');
      const beneficiary = await saveBeneficiary(server, key.headers, GERMAN);
      const listed = await call(server, 'GET', BENEFICIARY_PATHS.beneficiaries, owner.headers);
      expect(dataOf<{ beneficiaries: BeneficiaryView[] }>(listed).beneficiaries.map((b) => b.id)).toEqual([
        beneficiary.id,
      ]);

      const quote = await quoteFor(server, key.headers, 'EUR', '500');
      expect(quote.statusCode).toBe(201);
      const made = await submit(server, key.headers, {
        beneficiaryId: beneficiary.id,
        foreignAmount: '500',
        foreignCurrency: 'EUR',
        purpose: 'goods',
        quoteId: quote.json<{ data: { quote: { id: string } } }>().data.quote.id,
      });
      expect(made.statusCode).toBe(201);
      const payment = dataOf<{ payment: CustomerPayment }>(made).payment;
      expect(payment.status).toBe('awaiting_approval');

      // A key never approves, even its own business's request.
      const approve = await call(
        server,
        'POST',
        withId(TEAM_PATHS.approvePayment, payment.id),
        key.headers,
        {},
      );
      expect(approve.statusCode).toBe(403);
      expect(approve.json()).toMatchObject({ code: API_KEY_CODES.keyNotAllowed });

      const audit = await auditRows(server);
      const submitted = audit.find((row) => row.action === 'payment.submit');
      expect(submitted?.actorEmail).toContain('API key "Odoo"');
      expect(submitted?.actorEmail).toContain(key.key.prefix);
      const saved = audit.find((row) => row.action === 'beneficiary.create');
      expect(saved?.actorEmail).toContain('API key "Odoo"');
    });

    it('records when it was last used, writing at most once a minute', async () => {
      const owner = await customerSession(server);
      const key = await createKey(server, owner.headers, ['payments:read']);
      expect((await call(server, 'GET', PAYMENT_PATHS.payments, key.headers)).statusCode).toBe(200);
      const [first] = await server.database.db.select().from(tables.apiKeys);
      expect(first?.lastUsedAt).toBeInstanceOf(Date);
      server.test.clock.advance(30_000);
      await call(server, 'GET', PAYMENT_PATHS.payments, key.headers);
      const [same] = await server.database.db.select().from(tables.apiKeys);
      expect(same?.lastUsedAt).toEqual(first?.lastUsedAt);
      server.test.clock.advance(31_000);
      await call(server, 'GET', PAYMENT_PATHS.payments, key.headers);
      const [later] = await server.database.db.select().from(tables.apiKeys);
      expect(later?.lastUsedAt?.getTime()).toBeGreaterThan(first?.lastUsedAt?.getTime() ?? Infinity);
      const listed = dataOf<{ keys: ApiKey[] }>(await call(server, 'GET', API_KEY_PATHS.keys, owner.headers));
      expect(listed.keys[0]?.lastUsedAt).toBe(later?.lastUsedAt?.toISOString());
    });

    it('is throttled per key: past its budget 429 with Retry-After, another key unaffected', async () => {
      const owner = await customerSession(server);
      const busy = await createKey(server, owner.headers, ['payments:read'], 'Busy');
      const calm = await createKey(server, owner.headers, ['payments:read'], 'Calm');
      for (let i = 0; i < 50; i += 1) {
        expect((await call(server, 'GET', PAYMENT_PATHS.payments, busy.headers)).statusCode).toBe(200);
      }
      const refused = await call(server, 'GET', PAYMENT_PATHS.payments, busy.headers);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await call(server, 'GET', PAYMENT_PATHS.payments, calm.headers)).statusCode).toBe(200);
    });
  });

  it('is declared in the OpenAPI document: the key scheme, each covered route its scope, the webhook events', async () => {
    const response = await server.test.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json<{
      components: { securitySchemes: Record<string, { scheme?: string }> };
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
      webhooks: Record<
        string,
        {
          post: {
            requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
          };
        }
      >;
    }>();
    expect(document.components.securitySchemes.apiKey).toMatchObject({ scheme: 'bearer' });
    for (const route of COVERED) {
      const path = `/api${route.path.replace(SOME_ID, '{id}')}`;
      const operation = document.paths[path]?.[String(route.method).toLowerCase()];
      expect({ path, security: operation?.security }).toEqual({
        path,
        security: [{ bearerAuth: [] }, { apiKey: [route.scope] }],
      });
    }
    expect(document.paths['/api/team']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(document.webhooks)).toEqual(
      expect.arrayContaining(['payment.sent', 'payment.refunded', 'beneficiary.created']),
    );
    expect(Object.keys(document.webhooks)).not.toContain('payment.payout_recorded');
    const body = document.webhooks['payment.sent']?.post.requestBody.content['application/json']?.schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(['type', 'timestamp', 'data']);
  });

  describe('revoking', () => {
    let second: TestApp;
    beforeAll(async () => {
      second = await buildTestApp(server.database.openAnother());
    });
    afterAll(async () => {
      await second.close();
    });

    it('holds at once on every instance sharing the database', async () => {
      const owner = await customerSession(server);
      const key = await createKey(server, owner.headers, ['payments:read']);
      const onSecond = () =>
        second.app.inject({ method: 'GET', url: api(PAYMENT_PATHS.payments), headers: key.headers });
      expect((await onSecond()).statusCode).toBe(200);
      const revoked = await call(server, 'DELETE', withId(API_KEY_PATHS.key, key.key.id), owner.headers);
      expect(revoked.statusCode).toBe(200);
      expect(dataOf<{ key: ApiKey }>(revoked).key.revokedAt).not.toBeNull();
      const refused = await onSecond();
      expect(refused.statusCode).toBe(401);
      const [row] = await server.database.db
        .select()
        .from(tables.apiKeys)
        .where(eq(tables.apiKeys.id, key.key.id));
      expect(row?.revokedBy).toBe(owner.user.id);
      expect((await auditRows(server)).map((entry) => entry.action)).toContain('apiKey.revoke');
    });
  });
});
