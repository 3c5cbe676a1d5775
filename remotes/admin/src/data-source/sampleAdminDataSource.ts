import {
  SIMULATED_DELAY_MS,
  simulateDelay,
  type AdminDataSource,
  type Decision,
  type ItemStatus,
  type ReceivingBankAccount,
  type WalletSettings,
} from '@portal/contracts';
import { SAMPLE_RECEIVING_BANK_ACCOUNT, samplePaymentRequests } from './sampleRows';
import { readWalletSettings, writeWalletSettings } from './walletStorage';

export interface SampleAdminDataSourceOptions {
  /** The moment the sample dates are relative to. */
  now?: Date;
  /** Where wallet settings are kept (spec §3: local storage). */
  storage?: () => Storage;
}

/** The methods the sample data still serves until the payments API lands. */
export type SampleAdminDataSource = Pick<
  AdminDataSource,
  | 'listPaymentRequests'
  | 'decidePaymentRequest'
  | 'getReceivingBankAccount'
  | 'saveReceivingBankAccount'
  | 'getWalletSettings'
  | 'saveWalletSettings'
>;

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
 * Payment requests, the receiving bank account and the wallet settings held in the
 * page (wallet settings in local storage), as the spec's prototype had them. Only
 * these screens still run on sample data: the payments work replaces them with the
 * server. Registrations, documents and the dashboard never come from here.
 */
export function createSampleAdminDataSource({
  now = new Date(),
  storage = () => window.localStorage,
}: SampleAdminDataSourceOptions = {}): SampleAdminDataSource {
  const paymentRequests = samplePaymentRequests(now);
  let bankAccount: ReceivingBankAccount = { ...SAMPLE_RECEIVING_BANK_ACCOUNT };

  return {
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
