import { asc, eq, notLike, sql } from 'drizzle-orm';
import { withId } from '@portal/contracts/api';
import { PAYMENT_CURRENCIES, LOCAL_CURRENCY } from '@portal/rules/currencies';
import { JOURNEY_PATHS, QUOTE_ID_FIELD } from '@portal/contracts/paymentJourney';
import { deriveRate, INITIAL_RATES, type RateEntry } from '@portal/rules/paymentMoney';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import type { LightMyRequestResponse } from 'fastify';
import type { ServerUnderTest } from '../../../plugins/http/testing/appUnderTest';
import { api, call, type Headers } from '../../../plugins/http/testing/requests';
import type { Db } from '../../../plugins/database';
import { tables } from '../../../plugins/database';
import {
  customerSession as reviewCustomerSession,
  type Session,
} from '../../decisions/testing/reviewTesting';
import { multipartBody, type FilePart, type TextPart } from '../../../plugins/uploads/testing/multipartBody';

/** Shared by the payment, rate and settings tests (not a test itself). */

export { adminSession, saveCompany, type Session } from '../../decisions/testing/reviewTesting';
export { call, dataOf } from '../../../plugins/http/testing/requests';

/** A signed-in customer whose business is not approved yet (D37 refuses their payments). */
export const unapprovedCustomerSession = reviewCustomerSession;

/**
 * A signed-in customer whose business is approved (D37: only they submit payments), as
 * every payment test's customer is unless it says otherwise.
 */
export async function customerSession(
  server: ServerUnderTest,
  ...rest: Parameters<typeof reviewCustomerSession> extends [unknown, ...infer More] ? More : never
): Promise<Session> {
  const session = await reviewCustomerSession(server, ...rest);
  await server.database.db
    .update(tables.users)
    .set({ approved: true, registrationStatus: 'approved' })
    .where(eq(tables.users.id, session.user.id));
  return session;
}

/**
 * Makes every naira rate count as set by staff (D30: placeholders price nothing) without
 * changing its value, so the tests' amounts stay the spec's; a payment currency without
 * a naira row (JPY, CAD) gets the rate the table derives for it, as if staff set that.
 */
export async function markNairaRatesSet(db: Db): Promise<void> {
  await db
    .update(tables.exchangeRates)
    .set({ setAt: sql`coalesce(${tables.exchangeRates.setAt}, now())` })
    .where(eq(tables.exchangeRates.quote, LOCAL_CURRENCY));
  const rows = await db.select().from(tables.exchangeRates);
  const entries = rows.map((row) => ({ base: row.base, quote: row.quote, rate: row.rate }));
  const missing = PAYMENT_CURRENCIES.flatMap((currency) => {
    if (rows.some((row) => row.base === currency && row.quote === LOCAL_CURRENCY)) return [];
    const rate = deriveRate(entries as RateEntry[], currency, LOCAL_CURRENCY);
    return rate ? [{ base: currency, quote: LOCAL_CURRENCY, rate, setAt: new Date() }] : [];
  });
  if (missing.length > 0) await db.insert(tables.exchangeRates).values(missing).onConflictDoNothing();
}

/** A quote for `currency` and `amount` (the naira rates marked set first). */
export async function quoteFor(
  server: ServerUnderTest,
  headers: Headers,
  currency: unknown,
  amount: unknown,
): Promise<LightMyRequestResponse> {
  await markNairaRatesSet(server.database.db);
  return call(server, 'POST', JOURNEY_PATHS.quotes, headers, { currency, amount });
}

/**
 * The body with a fresh quote's id for its currency and amount (the form gets one before
 * submitting, D30), unless it names one already or no quote can be had for it (then the
 * route's own refusal of the fields is what the test sees).
 */
async function withQuote(
  server: ServerUnderTest,
  headers: Headers,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (QUOTE_ID_FIELD in body) return body;
  const quote = await quoteFor(server, headers, body.foreignCurrency, body.foreignAmount);
  if (quote.statusCode !== 201) return body;
  return { ...body, [QUOTE_ID_FIELD]: quote.json<{ data: { quote: { id: string } } }>().data.quote.id };
}

/**
 * A payment request an API client sends in today's names (1234.56 USD to a German bank),
 * with the country, address and purpose issue 25 added beside them.
 */
export const PAYMENT = {
  recipientCompany: 'Acme GmbH',
  recipientBank: 'Deutsche Bank',
  recipientBankSwiftCode: 'DEUTDEFF',
  accountNumber: 'DE89370400440532013000',
  country: 'DE',
  address: 'Taunusanlage 12, 60325 Frankfurt am Main',
  foreignAmount: '1234.56',
  foreignCurrency: 'USD',
  purpose: 'goods',
} as const;

export const submit = async (
  server: ServerUnderTest,
  headers: Headers,
  body: Record<string, unknown> = PAYMENT,
  extra: Headers = {},
) =>
  call(
    server,
    'POST',
    PAYMENT_PATHS.payments,
    { ...headers, ...extra },
    await withQuote(server, headers, body),
  );

/** The multipart form: its text fields and the given files. */
export async function submitForm(
  server: ServerUnderTest,
  headers: Headers,
  fields: Record<string, string>,
  files: readonly FilePart[] = [],
  extra: Headers = {},
) {
  const quoted = await withQuote(server, headers, fields);
  const parts: (FilePart | TextPart)[] = [
    ...Object.entries(quoted).map(([field, value]) => ({ field, value: String(value) })),
    ...files,
  ];
  const body = multipartBody(parts);
  return server.test.app.inject({
    method: 'POST',
    url: api(PAYMENT_PATHS.payments),
    headers: { ...body.headers, ...headers, ...extra },
    payload: body.payload,
  });
}

/** The id of a request submitted as `headers`' customer (fails the test otherwise). */
export async function submitted(
  server: ServerUnderTest,
  headers: Headers,
  body: Record<string, unknown> = PAYMENT,
): Promise<string> {
  const response = await submit(server, headers, body);
  if (response.statusCode !== 201) throw new Error(`submit failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { payment: { id: string } } }>().data.payment.id;
}

export const decide = (
  server: ServerUnderTest,
  headers: Headers,
  id: string,
  action: 'approve' | 'reject',
  reason?: string,
) =>
  call(
    server,
    'POST',
    withId(action === 'approve' ? PAYMENT_PATHS.adminPaymentApprove : PAYMENT_PATHS.adminPaymentReject, id),
    headers,
    reason === undefined ? undefined : { reason },
  );

export const paymentRows = (server: ServerUnderTest) =>
  server.database.db.select().from(tables.paymentRequests);
/**
 * The audit record of decisions, settings and uploads: sign-in events (auth.*) are the auth
 * audit's, not counted here.
 */
export const auditRows = (server: ServerUnderTest) =>
  server.database.db
    .select()
    .from(tables.auditLog)
    .where(notLike(tables.auditLog.action, 'auth.%'))
    .orderBy(asc(tables.auditLog.id));

/**
 * Puts the rate table back to the migration's values: the tables emptied between
 * tests do not include it, since its rows are part of a new database.
 */
export async function restoreInitialRates(db: Db): Promise<void> {
  await db.delete(tables.exchangeRates);
  await db.insert(tables.exchangeRates).values(INITIAL_RATES.map((entry) => ({ ...entry })));
}
