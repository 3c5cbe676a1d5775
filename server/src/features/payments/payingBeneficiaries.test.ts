import { withId } from '@portal/contracts/api';
import { BENEFICIARY_MESSAGES, BENEFICIARY_PATHS, beneficiaryPath } from '@portal/contracts/beneficiaryPaths';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type {
  AdminPaymentDetail,
  AdminPaymentRow,
  CustomerPayment,
  PaymentDetail,
} from '@portal/contracts/paymentAnswers';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { AMERICAN, BRITISH, GERMAN, saveBeneficiary } from '../beneficiaries/testing/beneficiaryTesting';
import { adminSession, call, customerSession, dataOf, submit } from './testing/paymentTesting';

/** A payment to a saved beneficiary: its id, an amount in its currency and a purpose. */
const paying = (beneficiaryId: string, currency: string, extra: Record<string, unknown> = {}) => ({
  beneficiaryId,
  foreignAmount: '250.00',
  foreignCurrency: currency,
  purpose: 'services',
  ...extra,
});

describe.each(DATABASE_KINDS)('paying beneficiaries (POST /api/payments, issue 25) on %s', (kind) => {
  const server = useTestServer(kind);

  const submitted = async (headers: Record<string, string>, body: Record<string, unknown>) => {
    const response = await submit(server, headers, body);
    if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
    return dataOf<{ payment: CustomerPayment }>(response).payment;
  };
  const customerDetail = async (headers: Record<string, string>, id: string) =>
    dataOf<{ payment: PaymentDetail }>(await call(server, 'GET', withId(PAYMENT_PATHS.payment, id), headers))
      .payment;
  const adminDetail = async (headers: Record<string, string>, id: string) =>
    dataOf<{ payment: AdminPaymentDetail }>(
      await call(server, 'GET', withId(PAYMENT_PATHS.adminPayment, id), headers),
    ).payment;

  it('pays a saved US beneficiary by its id: the routing number, purpose and version are the request’s', async () => {
    const customer = await customerSession(server);
    const saved = await saveBeneficiary(server, customer.headers, AMERICAN);
    const payment = await submitted(
      customer.headers,
      paying(saved.id, 'USD', { purpose: 'other', purposeText: 'Licence renewal' }),
    );
    expect(payment).toMatchObject({
      beneficiaryId: saved.id,
      recipientCompany: 'Globex Inc',
      recipientBank: 'JPMorgan Chase',
      accountNumber: '123456789',
      purpose: 'other',
      purposeText: 'Licence renewal',
    });
    expect((await customerDetail(customer.headers, payment.id)).beneficiary).toEqual({
      id: saved.id,
      version: 1,
      name: 'Globex Inc',
      country: 'US',
      address: AMERICAN.address,
      corridor: 'us',
      bankName: 'JPMorgan Chase',
      iban: null,
      bic: null,
      routingNumber: '021000021',
      sortCode: null,
      accountNumber: '123456789',
    });
  });

  it('gives the staff list every bank field the request pays, a UK sort code too, the account number masked', async () => {
    const customer = await customerSession(server);
    const admin = await adminSession(server);
    const saved = await saveBeneficiary(server, customer.headers, BRITISH);
    const payment = await submitted(customer.headers, paying(saved.id, 'GBP'));
    const list = dataOf<{ payments: AdminPaymentRow[] }>(
      await call(server, 'GET', `${PAYMENT_PATHS.adminPayments}?status=all`, admin.headers),
    ).payments;
    const row = list.find((candidate) => candidate.id === payment.id);
    expect(row?.bankDetails).toEqual({
      corridor: 'gb',
      bankName: row?.recipientBank,
      iban: null,
      bic: null,
      routingNumber: null,
      sortCode: '200000',
      accountNumber: row?.accountNumber,
    });
    expect(row?.accountNumber).toMatch(/^•+6819$/);
  });

  it('keeps the bank details an old request was made with after the beneficiary’s change, and flags the change to the admin', async () => {
    const customer = await customerSession(server);
    const admin = await adminSession(server);
    const saved = await saveBeneficiary(server, customer.headers, BRITISH);
    const first = await submitted(customer.headers, paying(saved.id, 'GBP'));

    const changed = await call(server, 'PUT', beneficiaryPath(saved.id), customer.headers, {
      ...BRITISH,
      sortCode: '40-47-84',
      accountNumber: '70872490',
    });
    expect(changed.statusCode).toBe(200);
    const second = await submitted(customer.headers, paying(saved.id, 'GBP'));

    expect((await customerDetail(customer.headers, first.id)).beneficiary).toMatchObject({
      version: 1,
      sortCode: '200000',
      accountNumber: '31926819',
    });
    expect((await customerDetail(customer.headers, second.id)).beneficiary).toMatchObject({
      version: 2,
      sortCode: '404784',
      accountNumber: '70872490',
    });

    const firstSeen = await adminDetail(admin.headers, first.id);
    expect(firstSeen.signals).toMatchObject({
      firstPaymentToBeneficiary: true,
      bankDetailsChangedAt: null,
      previousBankDetails: null,
    });
    const secondSeen = await adminDetail(admin.headers, second.id);
    expect(secondSeen.signals).toMatchObject({
      firstPaymentToBeneficiary: false,
      previousBankDetails: { sortCode: '200000', accountNumber: '31926819' },
    });
    expect(secondSeen.signals?.bankDetailsChangedAt).toEqual(expect.any(String));
    expect(secondSeen.beneficiary).toMatchObject({ version: 2, accountNumber: '70872490' });

    // The list's cards carry the same signals.
    const list = dataOf<{ payments: AdminPaymentRow[] }>(
      await call(server, 'GET', `${PAYMENT_PATHS.adminPayments}?status=all`, admin.headers),
    ).payments;
    expect(list.find((row) => row.id === second.id)?.signals?.firstPaymentToBeneficiary).toBe(false);
    // The list masks the previous account number like the request's own; the detail shows it whole.
    expect(list.find((row) => row.id === second.id)?.signals?.previousBankDetails?.accountNumber).toMatch(
      /6819$/,
    );
    expect(list.find((row) => row.id === second.id)?.signals?.previousBankDetails?.accountNumber).not.toBe(
      '31926819',
    );
    expect(list.find((row) => row.id === first.id)?.signals?.firstPaymentToBeneficiary).toBe(true);
  });

  it('flags an account already saved under another name in the same business', async () => {
    const customer = await customerSession(server);
    const admin = await adminSession(server);
    await saveBeneficiary(server, customer.headers, GERMAN);
    const lookalike = await saveBeneficiary(server, customer.headers, {
      ...GERMAN,
      name: 'Acme Trading Ltd',
    });
    const payment = await submitted(customer.headers, paying(lookalike.id, 'EUR'));
    expect((await adminDetail(admin.headers, payment.id)).signals?.duplicateAccountUnderOtherName).toBe(true);
  });

  it("refuses another business's beneficiary, and a currency that is not the beneficiary's, on their fields", async () => {
    const customer = await customerSession(server);
    const other = await customerSession(server, { email: 'other-business@example.com' });
    const theirs = await saveBeneficiary(server, other.headers, GERMAN);
    const refused = await submit(server, customer.headers, paying(theirs.id, 'EUR'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: ERROR_CODES.validation,
      errors: { beneficiaryId: [BENEFICIARY_MESSAGES.beneficiaryNotFound] },
    });

    const mine = await saveBeneficiary(server, customer.headers, GERMAN);
    const wrongCurrency = await submit(server, customer.headers, paying(mine.id, 'USD'));
    expect(wrongCurrency.statusCode).toBe(400);
    expect(wrongCurrency.json()).toMatchObject({
      errors: { foreignCurrency: [BENEFICIARY_MESSAGES.currencyNotBeneficiarys] },
    });
    const list = dataOf<{ payments: CustomerPayment[] }>(
      await call(server, 'GET', PAYMENT_PATHS.payments, customer.headers),
    );
    expect(list.payments).toHaveLength(0);
  });

  it('saves a new beneficiary given in the beneficiary’s own names, and refuses a sort code in the UK corridor next to its field', async () => {
    const customer = await customerSession(server);
    const { currency: _currency, ...british } = BRITISH;
    const refused = await submit(server, customer.headers, {
      ...british,
      sortCode: '12-34',
      foreignAmount: '10.00',
      foreignCurrency: 'GBP',
      purpose: 'freight',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { sortCode: [BENEFICIARY_MESSAGES.sortCodeInvalid] } });

    const payment = await submitted(customer.headers, {
      ...british,
      foreignAmount: '10.00',
      foreignCurrency: 'GBP',
      purpose: 'freight',
    });
    const book = await call(server, 'GET', BENEFICIARY_PATHS.beneficiaries, customer.headers);
    const saved = dataOf<{ beneficiaries: { id: string; name: string }[] }>(book).beneficiaries;
    expect(saved.map((entry) => entry.name)).toEqual(['Initech Ltd']);
    expect(payment.beneficiaryId).toBe(saved[0]?.id);
  });

  it('refuses a repeated Idempotency-Key with another purpose (422), and replays the same body', async () => {
    const customer = await customerSession(server);
    const saved = await saveBeneficiary(server, customer.headers, GERMAN);
    const key = { 'idempotency-key': 'purpose-1' };
    const first = await submit(server, customer.headers, paying(saved.id, 'EUR'), key);
    expect(first.statusCode).toBe(201);
    const again = await submit(server, customer.headers, paying(saved.id, 'EUR'), key);
    expect(again.statusCode).toBe(200);
    const other = await submit(server, customer.headers, paying(saved.id, 'EUR', { purpose: 'goods' }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: ERROR_CODES.idempotencyKeyReused });
  });
});
