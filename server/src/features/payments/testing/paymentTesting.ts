import { asc, notLike } from 'drizzle-orm';
import { INITIAL_RATES, PAYMENT_PATHS, withId } from '@portal/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { api, type TestServer } from '../../../testing';
import type { Db } from '../../../plugins/database';
import { tables } from '../../../plugins/database';
import { multipartBody, type FilePart, type TextPart } from '../../../plugins/uploads/testing/multipartBody';

/** Shared by the payment, rate and settings tests (not a test itself). */

export {
  adminSession,
  customerSession,
  saveCompany,
  type Session,
} from '../../decisions/testing/reviewTesting';

type Headers = Record<string, string>;

/** A request to the API, with a JSON body when one is given. */
export function call(
  server: TestServer,
  method: InjectOptions['method'],
  path: string,
  headers: Headers = {},
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return server.test.app.inject({
    method,
    url: api(path),
    headers,
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
}

/** A payment request the form would send (1234.56 USD to a German bank). */
export const PAYMENT = {
  recipientCompany: 'Acme GmbH',
  recipientBank: 'Deutsche Bank',
  recipientBankSwiftCode: 'DEUTDEFF',
  accountNumber: 'DE89370400440532013000',
  foreignAmount: '1234.56',
  foreignCurrency: 'USD',
} as const;

export const submit = (
  server: TestServer,
  headers: Headers,
  body: Record<string, unknown> = PAYMENT,
  extra: Headers = {},
) => call(server, 'POST', PAYMENT_PATHS.payments, { ...headers, ...extra }, body);

/** The multipart form: its text fields and the given files. */
export function submitForm(
  server: TestServer,
  headers: Headers,
  fields: Record<string, string>,
  files: readonly FilePart[] = [],
  extra: Headers = {},
) {
  const parts: (FilePart | TextPart)[] = [
    ...Object.entries(fields).map(([field, value]) => ({ field, value })),
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
  server: TestServer,
  headers: Headers,
  body: Record<string, unknown> = PAYMENT,
): Promise<string> {
  const response = await submit(server, headers, body);
  if (response.statusCode !== 201) throw new Error(`submit failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { payment: { id: string } } }>().data.payment.id;
}

export const decide = (
  server: TestServer,
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

export const dataOf = <T>(response: LightMyRequestResponse): T => response.json<{ data: T }>().data;

export const paymentRows = (server: TestServer) => server.database.db.select().from(tables.paymentRequests);
/**
 * The audit record of decisions, settings and uploads: sign-in events (auth.*) are the auth
 * audit's, not counted here.
 */
export const auditRows = (server: TestServer) =>
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
