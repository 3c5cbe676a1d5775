import { createSampleAdminDataSource } from './sampleAdminDataSource';

const NOW = new Date('2024-06-03T09:00:00.000Z');
const source = () => createSampleAdminDataSource({ now: NOW });

describe('the sample data of the screens the payments API has not reached', () => {
  it('has payment requests of every status whose local amount is the foreign amount times the rate', async () => {
    const requests = await source().listPaymentRequests();
    expect(new Set(requests.map((row) => row.status))).toEqual(new Set(['pending', 'approved', 'rejected']));
    expect(requests.some((row) => row.invoiceFile === null)).toBe(true);
    for (const row of requests) {
      expect(row.localAmount).toBeCloseTo(row.foreignAmount * row.exchangeRate, 2);
    }
  });

  it('has placeholder bank details in USD and no wallet settings', async () => {
    const sample = source();
    expect(await sample.getReceivingBankAccount()).toMatchObject({ currency: 'USD' });
    expect(await sample.getWalletSettings()).toEqual({
      nairaAccountNumber: '',
      usdcWalletAddress: '',
      usdtWalletAddress: '',
    });
  });
});

describe('decisions in the sample data', () => {
  it('keep a decided payment request with its decision, and never decide it again', async () => {
    const sample = source();
    const pending = (await sample.listPaymentRequests()).find((row) => row.status === 'pending')!;
    expect(await sample.decidePaymentRequest(pending.id, 'rejected')).toMatchObject({ status: 'rejected' });
    expect((await sample.listPaymentRequests()).find((row) => row.id === pending.id)).toMatchObject({
      status: 'rejected',
    });
    await expect(sample.decidePaymentRequest(pending.id, 'approved')).rejects.toThrow(
      'This payment request has already been rejected.',
    );
  });

  it('do not let a screen change the stored rows by editing what it was given', async () => {
    const sample = source();
    const [row] = await sample.listPaymentRequests();
    row!.status = 'approved';
    expect((await sample.listPaymentRequests())[0]!.status).toBe('pending');
  });
});

describe('saving in the sample data', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('takes 1 second for the bank account and for the wallet settings', async () => {
    const sample = source();
    const account = { ...(await sample.getReceivingBankAccount()), bankName: 'Zenith Bank Plc' };
    let bankSaved = false;
    let walletSaved = false;
    void sample.saveReceivingBankAccount(account).then(() => (bankSaved = true));
    void sample
      .saveWalletSettings({ nairaAccountNumber: '0123456789', usdcWalletAddress: '', usdtWalletAddress: '' })
      .then(() => (walletSaved = true));

    await jest.advanceTimersByTimeAsync(999);
    expect([bankSaved, walletSaved]).toEqual([false, false]);
    expect(localStorage.getItem('walletSettings')).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect([bankSaved, walletSaved]).toEqual([true, true]);
    expect(await sample.getReceivingBankAccount()).toMatchObject({ bankName: 'Zenith Bank Plc' });
    expect(await sample.getWalletSettings()).toMatchObject({ nairaAccountNumber: '0123456789' });
  });
});

describe('what the sample data no longer serves', () => {
  it('has no registrations, document approvals, dashboard counts or activity', () => {
    const sample: object = source();
    for (const method of [
      'getDashboardStats',
      'listRecentActivity',
      'listRegistrations',
      'decideRegistration',
      'listDocumentApprovals',
      'decideDocumentApproval',
      'openDocumentFile',
    ]) {
      expect(sample).not.toHaveProperty(method);
    }
  });
});
