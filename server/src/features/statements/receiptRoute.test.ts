import { JOURNEY_PATHS, journeyPath } from '@portal/contracts/paymentJourney';
import { tables } from '../../plugins/database';
import { eq } from 'drizzle-orm';
import { DATABASE_KINDS, TEST_PUBLIC_URL, api, useTestServer } from '../../testing';
import { adminSession, customerSession, saveCompany } from '../decisions/testing/reviewTesting';
import { pdfTextOf } from './testing/pdfTextOf';
import { markPaid, seedPayments } from './testing/seedStatementData';

describe.each(DATABASE_KINDS)('the receipt of a payment request (%s)', (kind) => {
  const server = useTestServer(kind);

  const receipt = (id: string, headers: Record<string, string> = {}) =>
    server.test.app.inject({
      method: 'GET',
      url: api(journeyPath(JOURNEY_PATHS.paymentReceipt, id)),
      headers,
    });

  async function ownedRequest(status = 'pending') {
    const owner = await customerSession(server, { email: 'ada@example.test' });
    await saveCompany(server, owner.user.id, 'Ada Imports Ltd');
    await seedPayments(server.database.db, owner.user.id, [
      { recipient: 'Acme GmbH', createdAt: '2026-03-02T10:00:00Z', status },
    ]);
    const [row] = await server.database.db
      .select({ id: tables.paymentRequests.id })
      .from(tables.paymentRequests);
    return { owner, id: row?.id ?? '' };
  }

  it('refuses without a token (401), another customer (404), an unknown or malformed id (404)', async () => {
    const { id } = await ownedRequest();
    expect((await receipt(id)).statusCode).toBe(401);
    const other = await customerSession(server, { email: 'bola@example.test' });
    const response = await receipt(id, other.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
    expect((await receipt('6f1c7f9e-8d4b-4a43-9a55-0e4b3f1f0c11', other.headers)).statusCode).toBe(404);
    expect((await receipt('not-a-uuid', other.headers)).statusCode).toBe(404);
  });

  it('answers 409 with the current state while the request is not paid out, to its owner and to staff', async () => {
    const { owner, id } = await ownedRequest('approved');
    const admin = await adminSession(server);
    for (const headers of [owner.headers, admin.headers]) {
      const response = await receipt(id, headers);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, errors: { status: ['approved'] } });
    }
  });

  it('gives the owner and staff a PDF whose text holds the amounts, references and parties once paid', async () => {
    const { owner, id } = await ownedRequest('approved');
    const admin = await adminSession(server);
    const paid = await markPaid(server.database.db, id);
    for (const headers of [owner.headers, admin.headers]) {
      const response = await receipt(id, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="receipt-${paid.reference}.pdf"`,
      );
      const text = await pdfTextOf(response.rawPayload);
      for (const expected of [
        paid.reference,
        paid.fundingReference,
        paid.payoutReference,
        '€1,250.50',
        'NGN 603,991.50',
        '1 EUR = NGN 483.00',
        'Ada Imports Ltd',
        'ada@example.test',
        'Acme GmbH',
        'DEUTDEFF',
        'Completed',
        '4 Mar 2026, 10:00 UTC',
      ]) {
        expect(text).toContain(expected);
      }
    }
  });
  it('carries the verification code and its address; a payment sent before codes gets one, the same on every copy', async () => {
    const { owner, id } = await ownedRequest('approved');
    await markPaid(server.database.db, id);
    const first = await pdfTextOf((await receipt(id, owner.headers)).rawPayload);
    const stored = await server.database.db
      .select({ code: tables.receiptVerifications.code })
      .from(tables.receiptVerifications)
      .where(eq(tables.receiptVerifications.paymentId, id));
    expect(stored).toHaveLength(1);
    const code = stored[0]?.code ?? '';
    expect(code).toMatch(/^[a-z2-7]{26}$/);
    expect(first).toContain(code);
    expect(first).toContain(`${TEST_PUBLIC_URL}/verify/${code}`);
    const again = await pdfTextOf((await receipt(id, owner.headers)).rawPayload);
    expect(again).toContain(code);
  });
});
