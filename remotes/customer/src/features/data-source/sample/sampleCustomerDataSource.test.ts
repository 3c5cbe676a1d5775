import { ITEM_STATUSES } from '@portal/contracts';
import { createSampleCustomerDataSource, NOT_SAMPLED_MESSAGE } from './sampleCustomerDataSource';

/** Resolves `promise` only after exactly `ms` of fake time, failing if it settles earlier. */
async function settlesAfter<T>(promise: Promise<T>, ms: number): Promise<T> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await jest.advanceTimersByTimeAsync(ms - 1);
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(settled).toBe(true);
  return promise;
}

describe('the sample customer data source', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('has fixed quick stats of 0 pending payments and 0 completed transactions', async () => {
    await expect(createSampleCustomerDataSource().getDashboardStats()).resolves.toEqual({
      pendingPayments: 0,
      completedTransactions: 0,
    });
  });

  it('has sample transactions in all three statuses and several currencies', async () => {
    const transactions = await createSampleCustomerDataSource().listTransactions();
    expect(new Set(transactions.map((row) => row.status))).toEqual(new Set(ITEM_STATUSES));
    expect(new Set(transactions.map((row) => row.currency)).size).toBeGreaterThanOrEqual(3);
  });

  it('converts after 1 second', async () => {
    const conversion = await settlesAfter(
      createSampleCustomerDataSource().convert({ amount: 100, from: 'USD', to: 'NGN' }),
      1000,
    );
    expect(conversion).toEqual({ amount: 100, from: 'USD', to: 'NGN', rate: 410.5, convertedAmount: 41050 });
  });

  it('prices every payment currency at the fixed 410.5', async () => {
    const source = createSampleCustomerDataSource();
    for (const currency of ['USD', 'EUR', 'GBP', 'JPY', 'CAD'] as const) {
      await expect(source.getPaymentRate(currency)).resolves.toBe(410.5);
    }
  });

  it('has no profile and no documents: they are never sampled, and asking for them is refused', async () => {
    const source = createSampleCustomerDataSource();
    await expect(source.getProfile()).rejects.toThrow(NOT_SAMPLED_MESSAGE);
    await expect(source.listDocuments()).rejects.toThrow(NOT_SAMPLED_MESSAGE);
    await expect(
      source.submitDocuments({
        bvnFile: null,
        cacFile: null,
        proofOfAddress: null,
        tinFile: null,
        directorInfoFiles: [],
      }),
    ).rejects.toThrow(NOT_SAMPLED_MESSAGE);
  });

  it('takes 2 seconds to submit a payment request, which starts as pending at foreign amount × 410.5', async () => {
    const request = await settlesAfter(
      createSampleCustomerDataSource().submitPaymentRequest({
        recipientCompany: 'Shenzhen Textile Co.',
        recipientBank: 'Bank of China',
        recipientBankSwiftCode: 'BKCHCNBJ',
        accountNumber: '6222000011112222',
        foreignAmount: 250.5,
        foreignCurrency: 'EUR',
        invoiceFile: null,
      }),
      2000,
    );
    expect(request.status).toBe('pending');
    expect(request.exchangeRate).toBe(410.5);
    expect(request.localAmount).toBe(102830.25);
  });
});
