import { canonicalJson } from '@portal/contracts/canonicalJson';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import {
  RECEIPT_VERIFICATION_MESSAGES,
  type ReceiptKeysData,
  type ReceiptVerificationData,
} from '@portal/contracts/receiptVerification';
import { eq } from 'drizzle-orm';
import { createPublicKey, verify } from 'node:crypto';
import { tables } from '../../plugins/database';
import { DATABASE_KINDS, api, TEST_PUBLIC_URL, useTestServer, type TestServer } from '../../testing';
import { adminSession, customerSession, saveCompany } from '../payments/testing/paymentTesting';
import { insertPaymentIn, makeMove } from '../payments/testing/journeyTesting';
import { VERIFY_PER_CLIENT } from '.';

const RECEIPT_FIELDS = [
  'amount',
  'beneficiaryName',
  'code',
  'currency',
  'feeAmount',
  'maskedAccount',
  'nairaAmount',
  'payerBusiness',
  'payoutReference',
  'refundedAt',
  'sentAt',
  'state',
];

const verifyPath =
  (code: string, remoteAddress = '203.0.113.7') =>
  (server: TestServer) =>
    server.test.app.inject({ method: 'GET', url: api(`/verify/${code}`), remoteAddress });

/** A funded request of a business named "Adebayo Textiles Ltd", to a vendor with (or without) an e-mail. */
async function fundedPayment(server: TestServer, vendorEmail: string | null) {
  const owner = await customerSession(server, { email: 'finance@adebayo.test' });
  await saveCompany(server, owner.user.id, 'Adebayo Textiles Ltd');
  const id = await insertPaymentIn(server, owner.user.id, 'funded');
  const [vendor] = await server.database.db
    .insert(tables.beneficiaries)
    .values({
      ownerId: owner.user.id,
      name: 'Acme GmbH',
      address: 'Taunusanlage 12, Frankfurt',
      country: 'DE',
      currency: 'USD',
      email: vendorEmail,
      searchText: 'acme gmbh',
    })
    .returning({ id: tables.beneficiaries.id });
  await server.database.db.insert(tables.beneficiaryVersions).values({
    beneficiaryId: vendor?.id ?? '',
    version: 1,
    corridor: 'iban',
    bankName: 'Deutsche Bank',
    iban: 'DE89370400440532013000',
    bic: 'DEUTDEFF',
  });
  await server.database.db
    .update(tables.paymentRequests)
    .set({ beneficiaryId: vendor?.id ?? null, beneficiaryVersion: 1 })
    .where(eq(tables.paymentRequests.id, id));
  return { owner, id };
}

async function paidOut(server: TestServer, vendorEmail: string | null = 'accounts@acme.test') {
  const { owner, id } = await fundedPayment(server, vendorEmail);
  const admin = await adminSession(server);
  const response = await makeMove(server, 'payout', id, admin.headers);
  expect(response.statusCode).toBe(200);
  const [row] = await server.database.db
    .select({ code: tables.receiptVerifications.code })
    .from(tables.receiptVerifications)
    .where(eq(tables.receiptVerifications.paymentId, id));
  return { owner, id, code: row?.code ?? '' };
}

async function publishedKeys(server: TestServer): Promise<ReceiptKeysData> {
  const response = await server.test.app.inject({ method: 'GET', url: api('/verify/keys') });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ReceiptKeysData }>().data;
}

const checks = (receipt: unknown, signature: string, publicKey: string) =>
  verify(
    null,
    Buffer.from(canonicalJson(receipt as Parameters<typeof canonicalJson>[0]), 'utf8'),
    createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKey }, format: 'jwk' }),
    Buffer.from(signature, 'base64url'),
  );

describe.each(DATABASE_KINDS)('receipts anyone can verify (D42, %s)', (kind) => {
  const server = useTestServer(kind);

  it('gives a payment a 128-bit code when it is sent, and answers exactly what its receipt states, signed, without sign-in', async () => {
    const { code } = await paidOut(server);
    expect(code).toMatch(/^[a-z2-7]{26}$/);

    const response = await verifyPath(code)(server);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json<{ success: true; data: ReceiptVerificationData }>();
    expect(Object.keys(data).sort()).toEqual(['receipt', 'signature']);
    expect(Object.keys(data.receipt).sort()).toEqual(RECEIPT_FIELDS);
    expect(data.receipt.sentAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(data.receipt).toEqual({
      code,
      payerBusiness: 'Adebayo Textiles Ltd',
      beneficiaryName: 'Acme GmbH',
      maskedAccount: '••••3000',
      amount: '100.00',
      currency: 'USD',
      nairaAmount: '41050.00',
      feeAmount: '0.00',
      sentAt: data.receipt.sentAt,
      payoutReference: 'UETR-2',
      state: 'sent',
      refundedAt: null,
    });
    // Nothing that names anyone further: no ids, no e-mail, no full account.
    expect(response.body).not.toMatch(/finance@adebayo|accounts@acme|DE89370400440532013000/);

    const { keys } = await publishedKeys(server);
    const key = keys.find((candidate) => candidate.keyId === data.signature.keyId);
    expect(key).toMatchObject({ algorithm: 'Ed25519', current: true });
    expect(checks(data.receipt, data.signature.value, key?.publicKey ?? '')).toBe(true);
    expect(checks({ ...data.receipt, amount: '1000.00' }, data.signature.value, key?.publicKey ?? '')).toBe(
      false,
    );
  });

  it('finds the code however it is typed: upper case, spaced or hyphenated', async () => {
    const { code } = await paidOut(server);
    const typed = `${code.slice(0, 13).toUpperCase()}-${code.slice(13)}`;
    const response = await verifyPath(typed)(server);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: ReceiptVerificationData }>().data.receipt.code).toBe(code);
  });

  it('answers an unknown code and a malformed one with the same 404', async () => {
    await paidOut(server);
    const unknown = await verifyPath('abcdefghijklmnopqrstuvwxyz')(server);
    const malformed = await verifyPath('not-a-code%3Cscript%3E')(server);
    for (const response of [unknown, malformed]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: RECEIPT_VERIFICATION_MESSAGES.notFound,
      });
    }
    // Past the router's 100-character parameter limit the API's own 404 answers (nothing to time).
    const tooLong = await verifyPath('a'.repeat(300))(server);
    expect(tooLong.statusCode).toBe(404);
    expect(tooLong.json()).toMatchObject({ success: false });
  });

  it('throttles each client: past the limit a 429 in the one failure shape; other clients still check', async () => {
    const { code } = await paidOut(server);
    for (let asked = 0; asked < VERIFY_PER_CLIENT.limit; asked += 1)
      expect((await verifyPath('abcdefghijklmnopqrstuvwxyz', '198.51.100.4')(server)).statusCode).toBe(404);
    const refused = await verifyPath(code, '198.51.100.4')(server);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toMatchObject({ success: false, code: ERROR_CODES.rateLimited });
    expect(refused.json<{ message: string }>().message).toContain(RECEIPT_VERIFICATION_MESSAGES.tooMany);
    expect((await verifyPath(code, '198.51.100.5')(server)).statusCode).toBe(200);
  });

  it('says when a payment was refunded after it was sent, signed as well', async () => {
    const { id, code } = await paidOut(server);
    const refundedAt = new Date('2026-11-25T14:05:00.000Z');
    await server.database.db
      .update(tables.paymentRequests)
      .set({ status: 'refunded', statusChangedAt: refundedAt })
      .where(eq(tables.paymentRequests.id, id));
    const { data } = (await verifyPath(code)(server)).json<{ data: ReceiptVerificationData }>();
    expect(data.receipt).toMatchObject({ state: 'refunded', refundedAt: refundedAt.toISOString() });
    const { keys } = await publishedKeys(server);
    expect(checks(data.receipt, data.signature.value, keys[0]?.publicKey ?? '')).toBe(true);
  });

  it("says refunded once staff record that the vendor's bank returned a sent payout", async () => {
    const { id, code } = await paidOut(server);
    const admin = await adminSession(server);
    const refund = await makeMove(server, 'refund', id, admin.headers);
    expect(refund.statusCode).toBe(200);
    const [row] = await server.database.db
      .select({ at: tables.paymentRequests.statusChangedAt })
      .from(tables.paymentRequests)
      .where(eq(tables.paymentRequests.id, id));
    const { data } = (await verifyPath(code)(server)).json<{ data: ReceiptVerificationData }>();
    expect(data.receipt).toMatchObject({ state: 'refunded', refundedAt: row?.at.toISOString() });
  });

  it("e-mails the vendor 'Payment sent' with the verify link, from the outbox of the move to sent", async () => {
    const { code } = await paidOut(server);
    const sent = server.test.mail.filter((mail) => mail.to === 'accounts@acme.test');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Payment sent to you by Adebayo Textiles Ltd');
    expect(sent[0]?.text).toContain(`${TEST_PUBLIC_URL}/verify/${code}`);
    expect(sent[0]?.text).toContain('$100.00');
    expect(sent[0]?.text).toContain('••••3000');
    expect(sent[0]?.text).toContain('UETR-2');
    expect(sent[0]?.html).toContain(`href="${TEST_PUBLIC_URL}/verify/${code}"`);
  });

  it('e-mails no vendor whose beneficiary has no address, and the payment still gets its code', async () => {
    const { code } = await paidOut(server, null);
    expect(code).toMatch(/^[a-z2-7]{26}$/);
    expect(server.test.mail.filter((mail) => /Payment sent to you/.test(mail.subject))).toEqual([]);
  });

  it('lists the keys publicly, the current one with its RFC 7638 thumbprint as id', async () => {
    const { keys } = await publishedKeys(server);
    expect(keys).toHaveLength(1);
    const [key] = keys;
    expect(key?.keyId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key?.publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key).toEqual({
      keyId: key?.keyId,
      algorithm: 'Ed25519',
      publicKey: key?.publicKey,
      current: true,
    });
  });
});
