import { expect } from '@jest/globals';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { validateWith } from '@portal/contracts/fieldErrors';
import {
  JOURNEY_CODES,
  JOURNEY_MESSAGES,
  JOURNEY_PATHS,
  quoteDataSchema,
  type Quote,
} from '@portal/contracts/paymentJourney';
import { adminRatePath, PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { tables } from '../../plugins/database';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import {
  adminSession,
  call,
  customerSession,
  dataOf,
  markNairaRatesSet,
  PAYMENT,
  paymentRows,
  restoreInitialRates,
  unapprovedCustomerSession,
  type Session,
} from '../payments/testing/paymentTesting';

describe.each(DATABASE_KINDS)('quotes on %s', (kind) => {
  const server = useTestServer(kind);
  afterEach(() => restoreInitialRates(server.database.db));

  const ask = (session: Session, body: unknown) =>
    call(server, 'POST', JOURNEY_PATHS.quotes, session.headers, body);
  const quoteOf = (response: LightMyRequestResponse): Quote => {
    expect(response.statusCode).toBe(201);
    const checked = validateWith(quoteDataSchema, dataOf<unknown>(response));
    if (!checked.ok) throw new Error(`not the contract's shape: ${checked.message}`);
    return checked.data.quote;
  };
  const submitWith = (session: Session, quoteId: string, body: Record<string, unknown> = PAYMENT) =>
    call(server, 'POST', PAYMENT_PATHS.payments, session.headers, { ...body, quoteId });

  it('gives no quote while the naira rate is a seeded placeholder (RATE_NOT_SET)', async () => {
    const customer = await customerSession(server);
    const response = await ask(customer, { currency: 'USD', amount: '100' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: JOURNEY_CODES.quoteUnavailable,
      message: JOURNEY_MESSAGES.quoteUnavailable,
    });
  });

  it('prices the amount at the rate staff set, for QUOTE_TTL_SECONDS (30 minutes by default)', async () => {
    const customer = await customerSession(server);
    const admin = await adminSession(server);
    await call(server, 'PUT', adminRatePath('JPY', 'NGN'), admin.headers, { rate: '10.5' });
    const quote = quoteOf(await ask(customer, { currency: 'JPY', amount: '1500' }));
    expect(quote).toMatchObject({ currency: 'JPY', amount: '1500', rate: '10.5', localAmount: '15750.00' });
    const lifetime = Date.parse(quote.expiresAt) - server.test.clock.now().getTime();
    expect(lifetime).toBeGreaterThan(1_790_000);
    expect(lifetime).toBeLessThanOrEqual(1_800_000);
  });

  it('refuses a visitor (401), staff (403) and bad amounts (400)', async () => {
    const admin = await adminSession(server);
    const customer = await customerSession(server);
    expect(
      (await call(server, 'POST', JOURNEY_PATHS.quotes, {}, { currency: 'USD', amount: '1' })).statusCode,
    ).toBe(401);
    expect((await ask(admin, { currency: 'USD', amount: '1' })).statusCode).toBe(403);
    for (const body of [
      { currency: 'USD', amount: '0' },
      { currency: 'JPY', amount: '1.5' },
      { currency: 'NGN' },
      { currency: 'GBP', amount: '00000008-0722-21d0-a6d9-8efd895a3aba' },
      [],
    ]) {
      expect((await ask(customer, body)).statusCode).toBe(400);
    }
  });

  describe('a submission names its quote', () => {
    it('takes the rate and naira amount from the quote, and a rate edit changes neither the quote nor the request', async () => {
      const customer = await customerSession(server);
      const admin = await adminSession(server);
      await markNairaRatesSet(server.database.db);
      const quote = quoteOf(await ask(customer, { currency: 'USD', amount: PAYMENT.foreignAmount }));
      await call(server, 'PUT', adminRatePath('USD', 'NGN'), admin.headers, { rate: '1600' });
      const submitted = await submitWith(customer, quote.id);
      expect(submitted.statusCode).toBe(201);
      expect(dataOf<{ payment: unknown }>(submitted).payment).toMatchObject({
        exchangeRate: '410.5',
        localAmount: '506786.88',
      });
      await call(server, 'PUT', adminRatePath('USD', 'NGN'), admin.headers, { rate: '1700' });
      const [row] = await paymentRows(server);
      expect(row).toMatchObject({
        exchangeRate: '410.50000000',
        localAmount: '506786.88',
        quoteId: quote.id,
      });
    });

    it('refuses a used quote (409 QUOTE_USED), an expired one (410 QUOTE_EXPIRED), a different amount (422), none (400)', async () => {
      const customer = await customerSession(server);
      await markNairaRatesSet(server.database.db);
      const first = quoteOf(await ask(customer, { currency: 'USD', amount: PAYMENT.foreignAmount }));
      expect((await submitWith(customer, first.id)).statusCode).toBe(201);
      const used = await submitWith(customer, first.id);
      expect(used.statusCode).toBe(409);
      expect(used.json()).toMatchObject({
        code: JOURNEY_CODES.quoteUsed,
        errors: { quoteId: [JOURNEY_MESSAGES.quoteUsed] },
      });

      const other = quoteOf(await ask(customer, { currency: 'USD', amount: '10' }));
      const mismatch = await submitWith(customer, other.id);
      expect(mismatch.statusCode).toBe(422);
      expect(mismatch.json()).toMatchObject({ errors: { quoteId: [JOURNEY_MESSAGES.quoteMismatch] } });

      const late = quoteOf(await ask(customer, { currency: 'USD', amount: PAYMENT.foreignAmount }));
      // Its time is up (set back in the row: moving the clock 30 minutes would also end the session).
      await server.database.db
        .update(tables.quotes)
        .set({ expiresAt: server.test.clock.now() })
        .where(eq(tables.quotes.id, late.id));
      const expired = await submitWith(customer, late.id);
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ code: JOURNEY_CODES.quoteExpired });

      const none = await call(server, 'POST', PAYMENT_PATHS.payments, customer.headers, PAYMENT);
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ errors: { quoteId: [JOURNEY_MESSAGES.quoteRequired] } });
      expect(await paymentRows(server)).toHaveLength(1);
    });

    it("refuses another customer's quote as none", async () => {
      const customer = await customerSession(server);
      const other = await customerSession(server);
      await markNairaRatesSet(server.database.db);
      const theirs = quoteOf(await ask(other, { currency: 'USD', amount: PAYMENT.foreignAmount }));
      const response = await submitWith(customer, theirs.id);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: ERROR_CODES.validation });
      expect((await submitWith(customer, 'not-a-uuid')).statusCode).toBe(422);
    });

    it('refuses a customer whose business is not approved (403 ACCOUNT_NOT_APPROVED) before anything else', async () => {
      const customer = await unapprovedCustomerSession(server);
      const response = await call(server, 'POST', PAYMENT_PATHS.payments, customer.headers, {
        nothing: true,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: JOURNEY_CODES.accountNotApproved,
        message: JOURNEY_MESSAGES.accountNotApproved,
      });
      expect(await paymentRows(server)).toHaveLength(0);
    });
  });
});
