import { REVIEWED_DOCUMENT_TYPES } from '@portal/contracts';
import { documentsMissingForApproval } from '../common/documentsMissingForApproval';
import { createSampleAdminDataSource } from './sampleAdminDataSource';

const NOW = new Date('2024-06-03T09:00:00.000Z');
const source = () => createSampleAdminDataSource({ now: NOW });

describe('the sample admin data', () => {
  it('has the fixed dashboard counts of the spec', async () => {
    expect(await source().getDashboardStats()).toEqual({
      pendingRegistrations: 12,
      documentApprovals: 8,
      paymentRequests: 5,
      totalUsers: 45,
    });
  });

  it('has registrations with complete and incomplete document sets, submitted before now', async () => {
    const registrations = await source().listPendingRegistrations();
    const counts = registrations.map(
      (row) => REVIEWED_DOCUMENT_TYPES.filter((type) => row.documents[type]).length,
    );
    expect(counts).toContain(5);
    expect(counts.some((count) => count < 5)).toBe(true);
    expect(registrations.every((row) => new Date(row.submittedAt) < NOW)).toBe(true);
    expect(new Set(registrations.map((row) => row.id)).size).toBe(registrations.length);
  });

  it('has document approvals of every status, some pending ones lacking BVN or CAC', async () => {
    const approvals = await source().listDocumentApprovals();
    expect(new Set(approvals.map((row) => row.status))).toEqual(new Set(['pending', 'approved', 'rejected']));
    const pending = approvals.filter((row) => row.status === 'pending');
    expect(pending.some((row) => documentsMissingForApproval(row.documents).length > 0)).toBe(true);
    expect(pending.some((row) => documentsMissingForApproval(row.documents).length === 0)).toBe(true);
    for (const row of approvals) {
      const directors = row.documents.find((document) => document.type === 'directorInfo');
      expect(directors).toMatchObject({ fileCount: expect.any(Number) });
    }
  });

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
  it('take a decided registration off the list, once', async () => {
    const sample = source();
    const [first] = await sample.listPendingRegistrations();
    await sample.decideRegistration(first!.id, 'approved');
    expect((await sample.listPendingRegistrations()).map((row) => row.id)).not.toContain(first!.id);
    await expect(sample.decideRegistration(first!.id, 'rejected')).rejects.toThrow('already been decided');
  });

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

  it('refuse to approve documents without BVN and CAC, but allow rejecting them', async () => {
    const sample = source();
    const lacking = (await sample.listDocumentApprovals()).find(
      (row) => row.status === 'pending' && documentsMissingForApproval(row.documents).length > 0,
    )!;
    await expect(sample.decideDocumentApproval(lacking.id, 'approved')).rejects.toThrow('BVN and CAC');
    expect(await sample.decideDocumentApproval(lacking.id, 'rejected')).toMatchObject({ status: 'rejected' });
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
