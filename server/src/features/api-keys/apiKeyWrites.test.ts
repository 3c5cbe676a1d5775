import { withId } from '@portal/contracts/api';
import { API_KEY_PATHS } from '@portal/contracts/apiKeys';
import { BENEFICIARY_PATHS } from '@portal/contracts/beneficiaryPaths';
import { JOURNEY_PATHS } from '@portal/contracts/paymentJourney';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { TEAM_PATHS } from '@portal/contracts/teams';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { GERMAN, saveBeneficiary } from '../beneficiaries/testing/beneficiaryTesting';
import {
  adminSession,
  auditRows,
  call,
  customerSession,
  decide,
  submitted,
} from '../payments/testing/paymentTesting';
import { ALL_SCOPES, createKey } from './testing/apiKeyTesting';

// Issue 36 (D45): "every use of a key on a write is audited with the key's name", each write
// route a key may use, one by one; and the per-key limit holds for a caller who keeps retrying.

/** What the writes below leave on record: every write route a key may use. */
const WRITES = [
  'beneficiary.archive',
  'beneficiary.create',
  'beneficiary.update',
  'payment.cancel',
  'payment.report-funding',
  'payment.submit',
];

describe.each(DATABASE_KINDS)('API key writes (issue 36, D45) on %s', (kind) => {
  const server = useTestServer(kind, { apiKeyLimit: { bucket: 'api-key', limit: 5, windowMs: 60_000 } });

  it('records every write a key makes with that key’s name and prefix as who did it', async () => {
    const owner = await customerSession(server);
    await call(server, 'PUT', TEAM_PATHS.approvalPolicy, owner.headers, { thresholdNgn: null });
    const admin = await adminSession(server);
    // A key per write or two: the per-key limit of this block is the next test's.
    const keys = await Promise.all(
      ['Odoo 1', 'Odoo 2', 'Odoo 3', 'Odoo 4'].map((name) =>
        createKey(server, owner.headers, ALL_SCOPES, name),
      ),
    );
    const named = new Map<string, string>();
    /** Runs one write as key `index`; answers the audit rows it added, each with who it names. */
    const asKey = async (index: number, write: (headers: Record<string, string>) => Promise<unknown>) => {
      const key = keys[index];
      if (!key) throw new Error('no such key');
      const before = (await auditRows(server)).length;
      await write(key.headers);
      const added = (await auditRows(server)).slice(before);
      for (const row of added) named.set(row.action, row.actorEmail ?? '');
      expect(added.length).toBeGreaterThan(0);
      expect(added.map((row) => row.actorEmail)).toEqual(
        added.map((): unknown => expect.stringContaining(`(API key "${key.key.name}", ${key.key.prefix})`)),
      );
    };

    let beneficiaryId = '';
    await asKey(0, async (headers) => {
      beneficiaryId = (await saveBeneficiary(server, headers, GERMAN)).id;
    });
    await asKey(0, async (headers) => {
      const edited = await call(
        server,
        'PUT',
        withId(BENEFICIARY_PATHS.beneficiary, beneficiaryId),
        headers,
        {
          ...GERMAN,
          address: 'Friedrichstrasse 2, 10117 Berlin',
        },
      );
      expect(edited.statusCode).toBe(200);
    });
    await asKey(1, async (headers) => {
      const archived = await call(
        server,
        'DELETE',
        withId(BENEFICIARY_PATHS.beneficiary, beneficiaryId),
        headers,
      );
      expect(archived.statusCode).toBe(200);
    });
    let paymentId = '';
    await asKey(1, async (headers) => {
      paymentId = await submitted(server, headers);
    });
    await asKey(2, async (headers) => {
      const cancelled = await call(
        server,
        'POST',
        withId(JOURNEY_PATHS.paymentCancel, paymentId),
        headers,
        {},
      );
      expect(cancelled.statusCode).toBe(200);
    });
    await asKey(2, async (headers) => {
      paymentId = await submitted(server, headers);
    });
    await decide(server, admin.headers, paymentId, 'approve');
    await asKey(3, async (headers) => {
      const reported = await call(server, 'POST', withId(JOURNEY_PATHS.paymentFunding, paymentId), headers, {
        reference: 'FBN-TRF-001',
      });
      expect(reported.statusCode).toBe(200);
    });
    // Six kinds of write, each on record under the key that made it.
    expect([...named.keys()].sort()).toEqual(WRITES);
  });

  it('keeps refusing a key past its budget without the retries pushing the end of the refusal back', async () => {
    const owner = await customerSession(server);
    const key = await createKey(server, owner.headers, ['payments:read']);
    const read = () => call(server, 'GET', PAYMENT_PATHS.payments, key.headers);
    for (let i = 0; i < 5; i += 1) expect((await read()).statusCode).toBe(200);
    const refused = await read();
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Retrying all through the refusal, every 10 s: each is refused, and none moves the end.
    for (let waited = 10; waited < retryAfter; waited += 10) {
      server.test.clock.advance(10_000);
      const again = await read();
      expect(again.statusCode).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(retryAfter - waited + 1);
    }
    server.test.clock.reset();
    server.test.clock.advance(retryAfter * 1000);
    expect((await read()).statusCode).toBe(200);
    // The owner's own session is not the key's budget.
    expect((await call(server, 'GET', API_KEY_PATHS.keys, owner.headers)).statusCode).toBe(200);
  });
});
