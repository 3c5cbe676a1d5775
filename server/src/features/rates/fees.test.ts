import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { adminFeePath, FEE_MESSAGES, FEE_PATHS, feesDataSchema, type FeesData } from '@portal/contracts/fees';
import { validateWith } from '@portal/contracts/fieldErrors';
import type { Quote } from '@portal/contracts/paymentJourney';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { AMOUNT_FORMAT_MESSAGE } from '@portal/contracts/typedAmount';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import {
  adminSession,
  auditRows,
  call,
  customerSession,
  dataOf,
  markNairaRatesSet,
  quoteFor,
  restoreInitialRates,
  submitted,
} from '../payments/testing/paymentTesting';
import { ADMIN_STEP_UP } from '../two-factor/testing/stepUpTesting';
import { CURRENCY_CODE_MESSAGE } from './currencyParams';

describe.each(DATABASE_KINDS)('fees per currency (D47) on %s', (kind) => {
  const server = useTestServer(kind);
  afterEach(() => restoreInitialRates(server.database.db));

  const readFees = async (headers: Record<string, string>) => {
    const response = await call(server, 'GET', FEE_PATHS.fees, headers);
    expect(response.statusCode).toBe(200);
    const checked = validateWith(feesDataSchema, dataOf<FeesData>(response));
    if (!checked.ok) throw new Error(`not the contract's shape: ${checked.message}`);
    return checked.data.fees;
  };

  it('charges no fee until staff set one, and the quote says so', async () => {
    const customer = await customerSession(server);
    expect(
      (await readFees(customer.headers)).every((fee) => fee.flatNgn === null && fee.percent === null),
    ).toBe(true);
    const quote = dataOf<{ quote: Quote }>(await quoteFor(server, customer.headers, 'EUR', '100.00')).quote;
    expect(quote).toMatchObject({ rate: '483', localAmount: '48300.00', feeAmount: '0.00', fee: null });
  });

  it('lets staff set a flat and percent fee, audited; a quote adds it as its own amount, the total to the kobo', async () => {
    const admin = await adminSession(server);
    const saved = await call(server, 'PUT', adminFeePath('EUR'), admin.headers, {
      flatNgn: '1,000.00',
      percent: '0.5',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: FEE_MESSAGES.updated,
      data: { fee: { currency: 'EUR', flatNgn: '1000', percent: '0.5' } },
    });
    const [entry] = (await auditRows(server)).filter((row) => row.action === 'settings.fee');
    expect(entry).toMatchObject({
      actorEmail: admin.user.email,
      subjectId: 'EUR',
      before: null,
      after: { currency: 'EUR', flatNgn: '1000', percent: '0.5' },
    });
    expect(entry?.summary).toBe('EUR fee set to ₦1,000.00 + 0.5%');

    const customer = await customerSession(server);
    // 1,250.50 × 483 = 603,991.50; 0.5% = 3,019.9575 → 3,019.96; fee 4,019.96; total 608,011.46.
    const quote = dataOf<{ quote: Quote }>(await quoteFor(server, customer.headers, 'EUR', '1250.50')).quote;
    expect(quote).toMatchObject({
      localAmount: '608011.46',
      feeAmount: '4019.96',
      fee: { flatNgn: '1000', percent: '0.5' },
    });
    // Another currency has none.
    const dollars = dataOf<{ quote: Quote }>(await quoteFor(server, customer.headers, 'USD', '10')).quote;
    expect(dollars).toMatchObject({ feeAmount: '0.00', fee: null, localAmount: '4105.00' });
  });

  it('keeps the fee a request was quoted with after staff change it, and asks the customer for the total', async () => {
    const admin = await adminSession(server);
    await call(server, 'PUT', adminFeePath('USD'), admin.headers, { flatNgn: '500' });
    const customer = await customerSession(server);
    const id = await submitted(server, customer.headers);
    // A move of more than 20% is confirmed as a rate's is.
    const raised = await call(server, 'PUT', adminFeePath('USD'), admin.headers, {
      flatNgn: '900',
      ...ADMIN_STEP_UP,
    });
    expect(raised.statusCode).toBe(200);
    const payment = await call(server, 'GET', PAYMENT_PATHS.payment.replace(':id', id), customer.headers);
    // 1,234.56 × 410.5 = 506,786.88 + 500.00.
    expect(payment.json()).toMatchObject({
      data: {
        payment: { feeAmount: '500.00', fee: { flatNgn: '500', percent: null }, localAmount: '507286.88' },
      },
    });
    const approved = await call(
      server,
      'POST',
      PAYMENT_PATHS.adminPaymentApprove.replace(':id', id),
      admin.headers,
      {},
    );
    expect(approved.statusCode).toBe(200);
    const detail = await call(server, 'GET', PAYMENT_PATHS.payment.replace(':id', id), customer.headers);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ data: { payment: { funding: { amount: '507286.88' } } } });
  });

  it('asks for the authenticator code (or password) for a fee moved more than 20%, changing nothing without it', async () => {
    const admin = await adminSession(server);
    await call(server, 'PUT', adminFeePath('GBP'), admin.headers, { percent: '1' });
    const before = await auditRows(server);
    const refused = await call(server, 'PUT', adminFeePath('GBP'), admin.headers, { percent: '2' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: ERROR_CODES.stepUpRequired });
    expect(await auditRows(server)).toHaveLength(before.length);
    const small = await call(server, 'PUT', adminFeePath('GBP'), admin.headers, { percent: '1.2' });
    expect(small.statusCode).toBe(200);
  });

  it('refuses bad fees at the field (400), a path that is no currency code (400), an unknown currency (404), customers (403) and visitors (401)', async () => {
    const admin = await adminSession(server);
    const ambiguous = await call(server, 'PUT', adminFeePath('USD'), admin.headers, { flatNgn: '1,00' });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json()).toMatchObject({ errors: { flatNgn: [AMOUNT_FORMAT_MESSAGE] } });
    for (const body of [
      { flatNgn: '-5' },
      { flatNgn: '1.234' },
      { percent: '21' },
      { percent: 'abc' },
      [1],
    ]) {
      expect((await call(server, 'PUT', adminFeePath('USD'), admin.headers, body)).statusCode).toBe(400);
    }
    expect((await call(server, 'PUT', adminFeePath('NGN'), admin.headers, { flatNgn: '1' })).statusCode).toBe(
      404,
    );
    for (const currency of ['usd', 'EURO', 'U%24D']) {
      const malformed = await call(server, 'PUT', adminFeePath(currency), admin.headers, { flatNgn: '1' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({
        success: false,
        code: ERROR_CODES.validation,
        errors: { currency: [CURRENCY_CODE_MESSAGE] },
      });
    }
    const customer = await customerSession(server);
    expect(
      (await call(server, 'PUT', adminFeePath('USD'), customer.headers, { flatNgn: '1' })).statusCode,
    ).toBe(403);
    expect((await call(server, 'PUT', adminFeePath('USD'), {}, { flatNgn: '1' })).statusCode).toBe(401);
    expect((await call(server, 'GET', FEE_PATHS.fees)).statusCode).toBe(401);
    expect((await auditRows(server)).filter((row) => row.action === 'settings.fee')).toHaveLength(0);
  });

  it('takes an empty fee as none again', async () => {
    const admin = await adminSession(server);
    await markNairaRatesSet(server.database.db);
    await call(server, 'PUT', adminFeePath('CAD'), admin.headers, { flatNgn: '100' });
    const cleared = await call(server, 'PUT', adminFeePath('CAD'), admin.headers, {
      flatNgn: '',
      percent: '',
      ...ADMIN_STEP_UP,
    });
    expect(cleared.statusCode).toBe(200);
    expect((await readFees(admin.headers)).find((fee) => fee.currency === 'CAD')).toMatchObject({
      flatNgn: null,
      percent: null,
    });
  });
});
