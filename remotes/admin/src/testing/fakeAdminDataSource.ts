import type { AdminDataSource } from '@portal/contracts';

const notInThisTest = (name: string) => () => Promise.reject(new Error(`${name} is not part of this test`));

/**
 * A data source whose every method is a jest mock; a test fills in the ones its
 * screen uses, and any other call fails loudly.
 */
export function fakeAdminDataSource(methods: Partial<AdminDataSource> = {}): jest.Mocked<AdminDataSource> {
  const names: (keyof AdminDataSource)[] = [
    'getDashboardStats',
    'listRecentActivity',
    'listPendingRegistrations',
    'decideRegistration',
    'listDocumentApprovals',
    'decideDocumentApproval',
    'listPaymentRequests',
    'decidePaymentRequest',
    'getReceivingBankAccount',
    'saveReceivingBankAccount',
    'getWalletSettings',
    'saveWalletSettings',
  ];
  const source: Partial<Record<keyof AdminDataSource, jest.Mock>> = {};
  for (const name of names) {
    const method: (...args: never[]) => Promise<unknown> = methods[name] ?? notInThisTest(name);
    source[name] = jest.fn(method);
  }
  return source as unknown as jest.Mocked<AdminDataSource>;
}
