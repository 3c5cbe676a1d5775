import type { AdminDataSource } from '@portal/contracts';

const METHODS: (keyof AdminDataSource)[] = [
  'getDashboardStats',
  'listRecentActivity',
  'listRegistrations',
  'decideRegistration',
  'listDocumentApprovals',
  'decideDocumentApproval',
  'openDocumentFile',
  'listPaymentRequests',
  'decidePaymentRequest',
  'getReceivingBankAccount',
  'saveReceivingBankAccount',
  'getWalletSettings',
  'saveWalletSettings',
];

const notInThisTest = (name: string) => () => Promise.reject(new Error(`${name} is not part of this test`));

/**
 * A data source whose every method is a jest mock; a test fills in the ones its
 * screen uses, and any other call fails loudly.
 */
export function fakeAdminDataSource(methods: Partial<AdminDataSource> = {}): jest.Mocked<AdminDataSource> {
  const source: Partial<Record<keyof AdminDataSource, jest.Mock>> = {};
  for (const name of METHODS) {
    const method: (...args: never[]) => Promise<unknown> = methods[name] ?? notInThisTest(name);
    source[name] = jest.fn(method);
  }
  return source as unknown as jest.Mocked<AdminDataSource>;
}

/** The given methods as they are, and every other one failing loudly. */
export function completeSource(methods: Partial<AdminDataSource>): AdminDataSource {
  const refusing = Object.fromEntries(METHODS.map((name) => [name, notInThisTest(name)]));
  return { ...(refusing as unknown as AdminDataSource), ...methods };
}
