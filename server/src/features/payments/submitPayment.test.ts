import { BENEFICIARY_MESSAGES } from '@portal/contracts/beneficiaryPaths';
import { UPLOAD_MESSAGES } from '@portal/contracts/documents';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { validateWith } from '@portal/contracts/fieldErrors';
import { paymentDataSchema, type CustomerPayment } from '@portal/contracts/paymentAnswers';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { adminRatePath, PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import type { LightMyRequestResponse } from 'fastify';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { filesUnder } from '../documents/testing/documentTesting';
import { NOT_A_PDF, PDF, pdfOfSize } from '../../plugins/uploads/testing/fixtures';
import { multipartBody } from '../../plugins/uploads/testing/multipartBody';
import { UPLOAD_REFUSALS } from '../../plugins/uploads';
import {
  adminSession,
  auditRows,
  call,
  customerSession,
  PAYMENT,
  paymentRows,
  restoreInitialRates,
  submit,
  submitForm,
} from './testing/paymentTesting';
import { confirmed } from '../two-factor/testing/stepUpTesting';

const paymentOf = (response: LightMyRequestResponse): CustomerPayment => {
  const checked = validateWith(paymentDataSchema, response.json<{ data: unknown }>().data);
  if (!checked.ok) throw new Error(`not the contract's shape: ${checked.message} ${response.body}`);
  return checked.data.payment;
};

describe.each(DATABASE_KINDS)('submitting a payment request on %s', (kind) => {
  const server = useTestServer(kind);
  afterEach(() => restoreInitialRates(server.database.db));

  const temporaryFiles = () => filesUnder(path.join(server.test.config.dataDir, 'tmp'));
  const storedInvoices = () => filesUnder(path.join(server.test.config.dataDir, 'files', 'invoices'));
  beforeEach(() =>
    rmSync(path.join(server.test.config.dataDir, 'files', 'invoices'), { recursive: true, force: true }),
  );

  describe('who may submit', () => {
    it('refuses a visitor (401) and an admin (403), before reading the body', async () => {
      const admin = await adminSession(server);
      expect((await submit(server, {})).statusCode).toBe(401);
      const refused = await submit(server, admin.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: ERROR_CODES.forbidden });
      expect(await paymentRows(server)).toHaveLength(0);
    });
  });

  describe('the amounts', () => {
    it('computes the rate and the naira amount itself, exactly', async () => {
      const customer = await customerSession(server);
      const response = await submit(server, customer.headers, {
        ...PAYMENT,
        // What a client says about rates or amounts is not used.
        exchangeRate: '1',
        localAmount: '1',
      });
      expect(response.statusCode).toBe(201);
      const payment = paymentOf(response);
      expect(payment).toMatchObject({
        reference: expect.stringMatching(/^PAY-\d{4,}$/) as unknown,
        foreignAmount: '1234.56',
        foreignCurrency: 'USD',
        exchangeRate: '410.5',
        // 1234.56 × 410.5
        localAmount: '506786.88',
        localCurrency: 'NGN',
        status: 'pending',
        reason: null,
        invoice: null,
      });
      const [row] = await paymentRows(server);
      expect(row).toMatchObject({
        exchangeRate: '410.50000000',
        localAmount: '506786.88',
        userId: customer.user.id,
      });
    });

    it("uses each currency's own rate: EUR from the table, JPY crossed through USD, in whole yen", async () => {
      const customer = await customerSession(server);
      const euro = paymentOf(
        await submit(server, customer.headers, { ...PAYMENT, foreignAmount: '1', foreignCurrency: 'EUR' }),
      );
      expect(euro).toMatchObject({ exchangeRate: '483', localAmount: '483.00' });
      const yen = paymentOf(
        await submit(server, customer.headers, { ...PAYMENT, foreignAmount: '1500', foreignCurrency: 'JPY' }),
      );
      // 410.5 / 110.25 = 3.72335601 (8 decimals); × 1500 = 5585.034015
      expect(yen).toMatchObject({
        foreignAmount: '1500',
        exchangeRate: '3.72335601',
        localAmount: '5585.03',
      });
    });

    it('uses a rate an admin changed for the next request, and keeps the old one on earlier requests', async () => {
      const customer = await customerSession(server);
      const admin = await adminSession(server);
      const before = paymentOf(await submit(server, customer.headers));
      const change = await call(
        server,
        'PUT',
        adminRatePath('USD', 'NGN'),
        admin.headers,
        confirmed({ rate: '1500' }),
      );
      expect(change.statusCode).toBe(200);
      const after = paymentOf(await submit(server, customer.headers));
      expect(after).toMatchObject({ exchangeRate: '1500', localAmount: '1851840.00' });
      const rows = await paymentRows(server);
      expect(rows.find((row) => row.id === before.id)?.localAmount).toBe('506786.88');
    });

    it('records the submission in the audit log with the amounts used', async () => {
      const customer = await customerSession(server);
      const payment = paymentOf(await submit(server, customer.headers));
      const entry = (await auditRows(server)).find((row) => row.action === 'payment.submit');
      expect(entry).toMatchObject({
        action: 'payment.submit',
        actorId: customer.user.id,
        subjectId: payment.id,
        subjectUserId: customer.user.id,
        after: { reference: payment.reference, exchangeRate: '410.5', localAmount: '506786.88' },
      });
    });
  });

  describe('validation', () => {
    it.each([
      ['a negative amount', { foreignAmount: '-5' }, 'foreignAmount', PAYMENT_MESSAGES.amountNotPositive],
      ['NaN', { foreignAmount: 'NaN' }, 'foreignAmount', PAYMENT_MESSAGES.amountInvalid],
      ['an exponent', { foreignAmount: '1e5' }, 'foreignAmount', PAYMENT_MESSAGES.amountInvalid],
      ['zero', { foreignAmount: '0' }, 'foreignAmount', PAYMENT_MESSAGES.amountNotPositive],
      [
        'three decimals in USD',
        { foreignAmount: '1.234' },
        'foreignAmount',
        PAYMENT_MESSAGES.amountTooPrecise,
      ],
      [
        'decimals in JPY',
        { foreignAmount: '1.5', foreignCurrency: 'JPY' },
        'foreignAmount',
        PAYMENT_MESSAGES.amountNoDecimals,
      ],
      [
        'a huge amount',
        { foreignAmount: '1'.padEnd(30, '0') },
        'foreignAmount',
        PAYMENT_MESSAGES.amountTooLarge,
      ],
      ['an amount as a number', { foreignAmount: 12.5 }, 'foreignAmount', PAYMENT_MESSAGES.amountInvalid],
      [
        'an unknown currency',
        { foreignCurrency: 'XYZ' },
        'foreignCurrency',
        PAYMENT_MESSAGES.currencyInvalid,
      ],
      [
        'naira as the foreign currency',
        { foreignCurrency: 'NGN' },
        'foreignCurrency',
        PAYMENT_MESSAGES.currencyInvalid,
      ],
      [
        'a bad SWIFT code',
        { recipientBankSwiftCode: 'x' },
        'recipientBankSwiftCode',
        BENEFICIARY_MESSAGES.bicInvalid,
      ],
      [
        'a SWIFT code of no country',
        { recipientBankSwiftCode: 'DEUTXXFF' },
        'recipientBankSwiftCode',
        BENEFICIARY_MESSAGES.bicInvalid,
      ],
      [
        'an IBAN with a wrong checksum',
        { accountNumber: 'DE89370400440532013001' },
        'accountNumber',
        BENEFICIARY_MESSAGES.ibanInvalid,
      ],
      // Germany uses IBAN: today's account field is its IBAN.
      ['a short account number', { accountNumber: '123' }, 'accountNumber', BENEFICIARY_MESSAGES.ibanInvalid],
      ['no purpose', { purpose: undefined }, 'purpose', BENEFICIARY_MESSAGES.purposeInvalid],
      ['an unknown purpose', { purpose: 'gifts' }, 'purpose', BENEFICIARY_MESSAGES.purposeInvalid],
      [
        '"other" without its text',
        { purpose: 'other' },
        'purposeText',
        BENEFICIARY_MESSAGES.purposeTextRequired,
      ],
      ['no address', { address: '' }, 'address', BENEFICIARY_MESSAGES.addressRequired],
      ['an unknown country', { country: 'XX' }, 'country', BENEFICIARY_MESSAGES.countryInvalid],
      [
        'U+0000 in a name',
        { recipientCompany: 'Acme\u0000' },
        'recipientCompany',
        PAYMENT_MESSAGES.controlCharacters,
      ],
      ['a very long name', { recipientBank: 'B'.repeat(201) }, 'recipientBank', PAYMENT_MESSAGES.textTooLong],
    ])("refuses %s with 400 and the field's message", async (_what, change, field, message) => {
      const customer = await customerSession(server);
      const response = await submit(server, customer.headers, { ...PAYMENT, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: ERROR_CODES.validation,
        errors: { [field]: [message] },
      });
      expect(await paymentRows(server)).toHaveLength(0);
    });

    it("answers the spec's general alert with every missing field's own message", async () => {
      const customer = await customerSession(server);
      const response = await submit(server, customer.headers, { foreignCurrency: 'USD' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'Please fill in all required fields',
        code: ERROR_CODES.validation,
        // A body in none of the names: each missing field under the beneficiary's own name.
        errors: {
          name: [BENEFICIARY_MESSAGES.nameRequired],
          country: [BENEFICIARY_MESSAGES.countryInvalid],
          bankName: [BENEFICIARY_MESSAGES.bankNameRequired],
          address: [BENEFICIARY_MESSAGES.addressRequired],
          foreignAmount: [PAYMENT_MESSAGES.amountRequired],
          purpose: [BENEFICIARY_MESSAGES.purposeInvalid],
        },
      });
    });

    it.each([
      ['an array', [PAYMENT], 400],
      ['plain text', 'recipientCompany=Acme', 415],
      ['nothing at all', undefined, 415],
    ] as const)('refuses %s as the body without a 5xx', async (_what, body, status) => {
      const customer = await customerSession(server);
      const response = await call(server, 'POST', PAYMENT_PATHS.payments, customer.headers, body);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false });
    });

    it.each(['{"recipientCompany":', 'null', '"text"'])('refuses the JSON %s with 400', async (payload) => {
      const customer = await customerSession(server);
      const response = await server.test.app.inject({
        method: 'POST',
        url: `/api${PAYMENT_PATHS.payments}`,
        headers: { ...customer.headers, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    });
  });

  describe('the Idempotency-Key header', () => {
    it('answers a repeat with the first request and makes one row', async () => {
      const customer = await customerSession(server);
      const key = { 'idempotency-key': 'form-1234' };
      const first = await submit(server, customer.headers, PAYMENT, key);
      const again = await submit(server, customer.headers, PAYMENT, key);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(paymentOf(again)).toEqual(paymentOf(first));
      expect(await paymentRows(server)).toHaveLength(1);
      expect((await auditRows(server)).filter((row) => row.action === 'payment.submit')).toHaveLength(1);
    });

    it('refuses a reused key carrying a different request, and still replays the same one', async () => {
      const customer = await customerSession(server);
      const key = { 'idempotency-key': 'form-5678' };
      const first = await submit(server, customer.headers, PAYMENT, key);
      const other = await submit(
        server,
        customer.headers,
        { ...PAYMENT, recipientCompany: 'Another Vendor GmbH', foreignAmount: '9999' },
        key,
      );
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({
        success: false,
        code: ERROR_CODES.idempotencyKeyReused,
        errors: { idempotencyKey: [PAYMENT_MESSAGES.idempotencyKeyReused] },
      });
      const same = await submit(server, customer.headers, PAYMENT, key);
      expect(same.statusCode).toBe(200);
      expect(paymentOf(same)).toEqual(paymentOf(first));
      expect(await paymentRows(server)).toHaveLength(1);
    });

    it('makes one row for two submits racing with the same key', async () => {
      const customer = await customerSession(server);
      const key = { 'idempotency-key': 'double-click' };
      const answers = await Promise.all([
        submit(server, customer.headers, PAYMENT, key),
        submit(server, customer.headers, PAYMENT, key),
        submit(server, customer.headers, PAYMENT, key),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
      expect(new Set(answers.map((answer) => paymentOf(answer).id)).size).toBe(1);
      expect(await paymentRows(server)).toHaveLength(1);
      expect((await auditRows(server)).filter((row) => row.action === 'payment.submit')).toHaveLength(1);
    });

    it('keeps keys apart per customer and makes a new request for a new key', async () => {
      const first = await customerSession(server);
      const second = await customerSession(server);
      const key = { 'idempotency-key': 'same-key' };
      await submit(server, first.headers, PAYMENT, key);
      const other = await submit(server, second.headers, PAYMENT, key);
      expect(other.statusCode).toBe(201);
      expect(paymentOf(other).id).not.toBe(undefined);
      const fresh = await submit(server, first.headers, PAYMENT, { 'idempotency-key': 'another-key' });
      expect(fresh.statusCode).toBe(201);
      expect(await paymentRows(server)).toHaveLength(3);
    });

    it.each([
      ['too long', 'k'.repeat(101)],
      ['with a space', 'a key'],
      ['empty', ''],
    ])('refuses a key %s', async (_what, value) => {
      const customer = await customerSession(server);
      const response = await submit(server, customer.headers, PAYMENT, { 'idempotency-key': value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errors: { idempotencyKey: [PAYMENT_MESSAGES.idempotencyKeyInvalid] },
      });
      expect(await paymentRows(server)).toHaveLength(0);
    });
  });

  describe('the multipart form with an invoice', () => {
    const fields = { ...PAYMENT };

    it('stores the invoice beside the request, with its name, type, size and SHA-256', async () => {
      const customer = await customerSession(server);
      const response = await submitForm(server, customer.headers, fields, [
        { field: 'invoiceFile', fileName: 'invoice-42.pdf', contentType: 'application/pdf', content: PDF },
      ]);
      expect(response.statusCode).toBe(201);
      const payment = paymentOf(response);
      expect(payment.invoice).toMatchObject({
        fileName: 'invoice-42.pdf',
        contentType: 'application/pdf',
        sizeBytes: PDF.length,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
      });
      expect(payment.localAmount).toBe('506786.88');
      expect(storedInvoices()).toHaveLength(1);
      expect(temporaryFiles()).toEqual([]);
    });

    it('accepts the form without an invoice', async () => {
      const customer = await customerSession(server);
      const response = await submitForm(server, customer.headers, fields);
      expect(response.statusCode).toBe(201);
      expect(paymentOf(response).invoice).toBeNull();
    });

    it('refuses an invoice that is not a PDF, JPEG or PNG by its bytes, keeping nothing', async () => {
      const customer = await customerSession(server);
      const response = await submitForm(server, customer.headers, fields, [
        { field: 'invoiceFile', fileName: 'invoice.pdf', contentType: 'application/pdf', content: NOT_A_PDF },
      ]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ errors: { invoiceFile: [UPLOAD_MESSAGES.wrongType] } });
      expect(await paymentRows(server)).toHaveLength(0);
      expect(temporaryFiles()).toEqual([]);
      expect(storedInvoices()).toEqual([]);
    });

    it('refuses an invoice over 5 MB', async () => {
      const customer = await customerSession(server);
      const response = await submitForm(server, customer.headers, fields, [
        {
          field: 'invoiceFile',
          fileName: 'big.pdf',
          contentType: 'application/pdf',
          content: pdfOfSize(5 * 1024 * 1024 + 1),
        },
      ]);
      expect(response.statusCode).toBe(413);
      expect(await paymentRows(server)).toHaveLength(0);
      expect(temporaryFiles()).toEqual([]);
    });

    it('refuses invalid fields with 400 per field and keeps no file', async () => {
      const customer = await customerSession(server);
      const response = await submitForm(server, customer.headers, { ...fields, foreignAmount: '1e5' }, [
        { field: 'invoiceFile', fileName: 'invoice.pdf', contentType: 'application/pdf', content: PDF },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { foreignAmount: [PAYMENT_MESSAGES.amountInvalid] } });
      expect(temporaryFiles()).toEqual([]);
      expect(storedInvoices()).toEqual([]);
    });

    it('refuses a second invoice and a field sent twice', async () => {
      const customer = await customerSession(server);
      const invoice = {
        field: 'invoiceFile',
        fileName: 'a.pdf',
        contentType: 'application/pdf',
        content: PDF,
      };
      const twoFiles = await submitForm(server, customer.headers, fields, [invoice, invoice]);
      expect(twoFiles.statusCode).toBeGreaterThanOrEqual(400);
      expect(twoFiles.statusCode).toBeLessThan(500);
      const body = multipartBody([
        ...Object.entries(fields).map(([field, value]) => ({ field, value })),
        { field: 'foreignAmount', value: '99' },
        invoice,
      ]);
      const repeated = await server.test.app.inject({
        method: 'POST',
        url: `/api${PAYMENT_PATHS.payments}`,
        headers: { ...body.headers, ...customer.headers },
        payload: body.payload,
      });
      expect(repeated.statusCode).toBe(400);
      expect(repeated.json()).toMatchObject({
        errors: { foreignAmount: [UPLOAD_REFUSALS.repeatedField] },
      });
      expect(await paymentRows(server)).toHaveLength(0);
      expect(temporaryFiles()).toEqual([]);
    });

    it('answers a repeated form with the first request and removes the second invoice', async () => {
      const customer = await customerSession(server);
      const invoice = {
        field: 'invoiceFile',
        fileName: 'a.pdf',
        contentType: 'application/pdf',
        content: PDF,
      };
      const key = { 'idempotency-key': 'form-with-invoice' };
      const first = await submitForm(server, customer.headers, fields, [invoice], key);
      const again = await submitForm(server, customer.headers, fields, [invoice], key);
      expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
      expect(paymentOf(again).id).toBe(paymentOf(first).id);
      expect(storedInvoices()).toHaveLength(1);
      expect(temporaryFiles()).toEqual([]);
    });
  });
});
