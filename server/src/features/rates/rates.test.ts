import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { validateWith } from '@portal/contracts/fieldErrors';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { INITIAL_RATES } from '@portal/rules/paymentMoney';
import { adminRatePath, PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { ratesDataSchema, type RatesData } from '@portal/contracts/rates';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import {
  adminSession,
  auditRows,
  call,
  customerSession,
  dataOf,
  restoreInitialRates,
} from '../payments/testing/paymentTesting';
import { CURRENCY_CODE_MESSAGE } from './currencyParams';

describe.each(DATABASE_KINDS)('the rate table on %s', (kind) => {
  const server = useTestServer(kind);
  afterEach(() => restoreInitialRates(server.database.db));

  const readRates = async (headers: Record<string, string>) => {
    const response = await call(server, 'GET', PAYMENT_PATHS.rates, headers);
    expect(response.statusCode).toBe(200);
    const checked = validateWith(ratesDataSchema, dataOf<RatesData>(response));
    if (!checked.ok) throw new Error(`not the contract's shape: ${checked.message}`);
    return checked.data;
  };

  it("starts with the spec's rates, exactly as the contract lists them", async () => {
    const customer = await customerSession(server);
    const { rates } = await readRates(customer.headers);
    const key = (entry: { base: string; quote: string }) => `${entry.base}/${entry.quote}`;
    expect([...rates].sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
      // Every seeded rate is a placeholder: never set by staff (D30).
      [...INITIAL_RATES]
        .map((entry) => ({ ...entry, setAt: null }))
        .sort((a, b) => key(a).localeCompare(key(b))),
    );
  });

  it('is read by customers and admins, never without a token', async () => {
    expect((await call(server, 'GET', PAYMENT_PATHS.rates)).statusCode).toBe(401);
    const admin = await adminSession(server);
    expect((await readRates(admin.headers)).rates).toHaveLength(27);
  });

  it('lets an admin change a rate, audited with the value before and after', async () => {
    const admin = await adminSession(server);
    const response = await call(server, 'PUT', adminRatePath('USD', 'NGN'), admin.headers, {
      rate: '1500.25',
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf<{ rate: unknown }>(response).rate).toMatchObject({
      base: 'USD',
      quote: 'NGN',
      rate: '1500.25',
    });
    const { rates, updatedAt } = await readRates(admin.headers);
    expect(rates).toContainEqual({
      base: 'USD',
      quote: 'NGN',
      rate: '1500.25',
      setAt: dataOf<{ rate: { setAt: string } }>(response).rate.setAt,
    });
    expect(Date.parse(updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    const audit = await auditRows(server);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'settings.rate',
      actorEmail: admin.user.email,
      subjectId: 'USD/NGN',
      before: { base: 'USD', quote: 'NGN', rate: '410.5' },
      after: { base: 'USD', quote: 'NGN', rate: '1500.25' },
    });
  });

  it('refuses a customer (403) and a visitor (401)', async () => {
    const customer = await customerSession(server);
    expect((await call(server, 'PUT', adminRatePath('USD', 'NGN'), {}, { rate: '1' })).statusCode).toBe(401);
    const refused = await call(server, 'PUT', adminRatePath('USD', 'NGN'), customer.headers, { rate: '1' });
    expect(refused.statusCode).toBe(403);
    expect(await auditRows(server)).toHaveLength(0);
  });

  it.each([
    ['NGN', 'USD'],
    ['USD', 'USD'],
    ['USD', 'XYZ'],
  ])('answers 404 for the pair %s/%s, which the table does not hold', async (base, quote) => {
    const admin = await adminSession(server);
    const response = await call(server, 'PUT', adminRatePath(base, quote), admin.headers, { rate: '1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: ERROR_CODES.notFound });
  });

  it.each([
    ['usd', 'NGN', 'base'],
    ['USD', 'NGNN', 'quote'],
    ['U%24D', 'NGN', 'base'],
  ])(
    'answers 400 naming the currency for the path %s/%s, which is no currency code',
    async (base, quote, field) => {
      const admin = await adminSession(server);
      const response = await call(server, 'PUT', adminRatePath(base, quote), admin.headers, { rate: '1' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: ERROR_CODES.validation,
        errors: { [field]: [CURRENCY_CODE_MESSAGE] },
      });
      expect(await auditRows(server)).toHaveLength(0);
    },
  );

  it.each([
    ['zero', '0', PAYMENT_MESSAGES.rateInvalid],
    ['negative', '-410.5', PAYMENT_MESSAGES.rateInvalid],
    ['an exponent', '4e2', PAYMENT_MESSAGES.rateInvalid],
    ['NaN', 'NaN', PAYMENT_MESSAGES.rateInvalid],
    ['nine decimals', '410.123456789', PAYMENT_MESSAGES.rateInvalid],
    ['too large', '1000000.5', PAYMENT_MESSAGES.rateTooLarge],
    ['a number instead of text', 410.5, PAYMENT_MESSAGES.rateInvalid],
    ['nothing', undefined, PAYMENT_MESSAGES.rateInvalid],
  ])('refuses %s as a rate (400, per field) and changes nothing', async (_what, rate, message) => {
    const admin = await adminSession(server);
    const response = await call(server, 'PUT', adminRatePath('USD', 'NGN'), admin.headers, { rate });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ERROR_CODES.validation, errors: { rate: [message] } });
    expect((await readRates(admin.headers)).rates).toContainEqual({
      base: 'USD',
      quote: 'NGN',
      rate: '410.5',
      setAt: null,
    });
    expect(await auditRows(server)).toHaveLength(0);
  });

  it('refuses a body that is not a JSON object', async () => {
    const admin = await adminSession(server);
    const response = await call(server, 'PUT', adminRatePath('USD', 'NGN'), admin.headers, [1]);
    expect(response.statusCode).toBe(400);
  });

  it("stamps when staff set a rate, and creates a payment currency's naira rate that had no row (JPY)", async () => {
    const admin = await adminSession(server);
    const set = await call(server, 'PUT', adminRatePath('JPY', 'NGN'), admin.headers, { rate: '10.25' });
    expect(set.statusCode).toBe(200);
    const { rate } = dataOf<{ rate: { setAt: string | null } }>(set);
    expect(Date.parse(rate.setAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const { rates } = await readRates(admin.headers);
    expect(rates).toContainEqual({ base: 'JPY', quote: 'NGN', rate: '10.25', setAt: rate.setAt });
    const audit = await auditRows(server);
    expect(audit[0]).toMatchObject({ subjectId: 'JPY/NGN', before: null, after: { rate: '10.25' } });
    // Only naira rates of payment currencies may be made; other pairs stay the table's.
    expect(
      (await call(server, 'PUT', adminRatePath('JPY', 'USD'), admin.headers, { rate: '1' })).statusCode,
    ).toBe(404);
  });
});
