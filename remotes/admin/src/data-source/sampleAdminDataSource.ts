import {
  SIMULATED_DELAY_MS,
  simulateDelay,
  type AdminDataSource,
  type Decision,
  type ItemStatus,
  type ReceivingBankAccount,
  type WalletSettings,
} from '@portal/contracts';
import { documentsMissingForApproval } from '../common/documentsMissingForApproval';
import {
  SAMPLE_DASHBOARD_STATS,
  SAMPLE_RECEIVING_BANK_ACCOUNT,
  sampleDocumentApprovals,
  samplePaymentRequests,
  sampleRecentActivity,
  sampleRegistrations,
} from './sampleRows';
import { readWalletSettings, writeWalletSettings } from './walletStorage';

export interface SampleAdminDataSourceOptions {
  /** The moment the sample dates are relative to. */
  now?: Date;
  /** Where wallet settings are kept (spec §3: local storage). */
  storage?: () => Storage;
}

/** Decisions are final (spec §4): only a pending item can be decided. */
function decidedOnce<T extends { id: string; status: ItemStatus }>(
  rows: T[],
  id: string,
  decision: Decision,
  what: string,
): T {
  const index = rows.findIndex((row) => row.id === id);
  const row = rows[index];
  if (!row) throw new Error(`This ${what} no longer exists.`);
  if (row.status !== 'pending') throw new Error(`This ${what} has already been ${row.status}.`);
  const decided = { ...row, status: decision };
  rows[index] = decided;
  return structuredClone(decided);
}

/**
 * The admin data of spec §2–§4 held in memory for the life of the page, so a
 * decision stays made while the admin moves between screens. Wallet settings are
 * the one thing kept across reloads, in local storage. Nothing reaches a server.
 */
export function createSampleAdminDataSource({
  now = new Date(),
  storage = () => window.localStorage,
}: SampleAdminDataSourceOptions = {}): AdminDataSource {
  let registrations = sampleRegistrations(now);
  const documentApprovals = sampleDocumentApprovals(now);
  const paymentRequests = samplePaymentRequests(now);
  const recentActivity = sampleRecentActivity(now);
  let bankAccount: ReceivingBankAccount = { ...SAMPLE_RECEIVING_BANK_ACCOUNT };

  return {
    getDashboardStats: async () => ({ ...SAMPLE_DASHBOARD_STATS }),
    listRecentActivity: async () => structuredClone(recentActivity),

    listPendingRegistrations: async () => structuredClone(registrations),
    decideRegistration: async (id, _decision) => {
      if (!registrations.some((row) => row.id === id)) {
        throw new Error('This registration has already been decided.');
      }
      registrations = registrations.filter((row) => row.id !== id);
    },

    listDocumentApprovals: async () => structuredClone(documentApprovals),
    decideDocumentApproval: async (id, decision) => {
      const row = documentApprovals.find((candidate) => candidate.id === id);
      if (decision === 'approved' && row && documentsMissingForApproval(row.documents).length > 0) {
        throw new Error('Documents cannot be approved until the BVN and CAC documents are uploaded.');
      }
      return decidedOnce(documentApprovals, id, decision, 'document submission');
    },

    listPaymentRequests: async () => structuredClone(paymentRequests),
    decidePaymentRequest: async (id, decision) =>
      decidedOnce(paymentRequests, id, decision, 'payment request'),

    getReceivingBankAccount: async () => ({ ...bankAccount }),
    saveReceivingBankAccount: async (account) => {
      await simulateDelay(SIMULATED_DELAY_MS.bankSave);
      bankAccount = { ...account };
    },

    getWalletSettings: async () => readWalletSettings(storage),
    saveWalletSettings: async (settings: WalletSettings) => {
      await simulateDelay(SIMULATED_DELAY_MS.walletSave);
      writeWalletSettings(storage, settings);
    },
  };
}
