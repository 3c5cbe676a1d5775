import {
  BATCH_COLUMNS,
  BATCH_FILE_FIELD,
  BATCH_QUOTES_FIELD,
  PAYMENT_BATCH_PATHS,
  type BatchCheck,
  type BatchColumn,
  type PaymentBatch,
} from '@portal/contracts/paymentBatches';
import type { LightMyRequestResponse } from 'fastify';
import type { ServerUnderTest } from '../../../plugins/http/testing/appUnderTest';
import { api, type Headers } from '../../../plugins/http/testing/requests';
import { multipartBody, type FilePart, type TextPart } from '../../../plugins/uploads/testing/multipartBody';
import { dataOf, markNairaRatesSet } from './paymentTesting';

/** Shared by the bulk payment tests and the bench (not a test itself). */

export type BatchLineCells = Partial<Record<BatchColumn, string>>;

/** A CSV cell as a spreadsheet writes it: quoted when it holds a comma, quote or line break. */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A payments file: the template's header and one line per payment. */
export const csvOf = (lines: readonly BatchLineCells[]): string =>
  [
    BATCH_COLUMNS.join(','),
    ...lines.map((line) => BATCH_COLUMNS.map((column) => cell(line[column] ?? '')).join(',')),
  ]
    .join('\r\n')
    .concat('\r\n');

/** A line paying a new German beneficiary by its D33 fields. */
export const germanLine = (amount: string, extra: BatchLineCells = {}): BatchLineCells => ({
  name: 'Acme GmbH',
  country: 'DE',
  address: 'Hauptstrasse 1, 10115 Berlin',
  bankName: 'Deutsche Bank',
  iban: 'DE89370400440532013000',
  bic: 'DEUTDEFF',
  amount,
  currency: 'EUR',
  purpose: 'goods',
  ...extra,
});

/** A line paying a saved beneficiary by its id. */
export const savedLine = (
  beneficiaryId: string,
  amount: string,
  currency: string,
  extra: BatchLineCells = {},
) => ({
  beneficiaryId,
  amount,
  currency,
  purpose: 'services',
  ...extra,
});

/** Sends a payments file (and the check's quote ids) to `path` as the page does. */
export function sendFile(
  server: ServerUnderTest,
  path: string,
  headers: Headers,
  file: string | Buffer,
  quoteIds?: readonly string[],
  fileName = 'payments.csv',
): Promise<LightMyRequestResponse> {
  const parts: (FilePart | TextPart)[] = [
    { field: BATCH_FILE_FIELD, fileName, contentType: 'text/csv', content: Buffer.from(file) },
  ];
  if (quoteIds) parts.push({ field: BATCH_QUOTES_FIELD, value: quoteIds.join(',') });
  const body = multipartBody(parts);
  return server.test.app.inject({
    method: 'POST',
    url: api(path),
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
}

/** Checks a file (the naira rates marked set first, as staff would have). */
export async function checkFile(server: ServerUnderTest, headers: Headers, csv: string) {
  await markNairaRatesSet(server.database.db);
  return sendFile(server, PAYMENT_BATCH_PATHS.check, headers, csv);
}

/** The check of a file that must answer 200. */
export async function checked(server: ServerUnderTest, headers: Headers, csv: string): Promise<BatchCheck> {
  const response = await checkFile(server, headers, csv);
  if (response.statusCode !== 200) throw new Error(`check failed: ${response.statusCode} ${response.body}`);
  return dataOf<{ check: BatchCheck }>(response).check;
}

/** Checks a good file and confirms it with its quotes: the create's answer. */
export async function checkAndCreate(server: ServerUnderTest, headers: Headers, csv: string) {
  const check = await checked(server, headers, csv);
  return sendFile(
    server,
    PAYMENT_BATCH_PATHS.batches,
    headers,
    csv,
    check.totals.map((total) => total.quoteId),
  );
}

/** The batch a good file makes (fails the test otherwise). */
export async function createdBatch(
  server: ServerUnderTest,
  headers: Headers,
  csv: string,
): Promise<PaymentBatch> {
  const response = await checkAndCreate(server, headers, csv);
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return dataOf<{ batch: PaymentBatch }>(response).batch;
}
