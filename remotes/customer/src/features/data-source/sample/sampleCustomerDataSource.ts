import {
  localAmountFor,
  SIMULATED_DELAY_MS,
  simulateDelay,
  type CustomerDataSource,
  type CustomerProfile,
  type PaymentRequest,
} from '@portal/contracts';
import { exchangeRate } from './exchangeRates';
import { SAMPLE_DASHBOARD_STATS, SAMPLE_TRANSACTIONS, sampleProfileFor } from './sampleData';

/** Spec §9: payments use one fixed rate, whatever the foreign currency. */
export const SAMPLE_PAYMENT_RATE = 410.5;

const cloneProfile = (profile: CustomerProfile): CustomerProfile => ({
  ...profile,
  directorInfo: profile.directorInfo.map((director) => ({ ...director })),
});

/**
 * The spec's local-only behaviour: fixed data and simulated waits, no server call.
 * Saved profiles and submitted requests live in memory for the page's lifetime, so
 * a customer who leaves the profile and comes back sees what they saved.
 */
export function createSampleCustomerDataSource(): CustomerDataSource {
  const profiles = new Map<string, CustomerProfile>();
  const paymentRequests: PaymentRequest[] = [];

  return {
    getDashboardStats: async () => ({ ...SAMPLE_DASHBOARD_STATS }),

    listTransactions: async () => SAMPLE_TRANSACTIONS.map((transaction) => ({ ...transaction })),

    convert: async (request) => {
      await simulateDelay(SIMULATED_DELAY_MS.conversion);
      const rate = exchangeRate(request.from, request.to);
      return { ...request, rate, convertedAmount: request.amount * rate };
    },

    getPaymentRate: async () => SAMPLE_PAYMENT_RATE,

    getProfile: async (owner) => cloneProfile(profiles.get(owner.id) ?? sampleProfileFor(owner)),

    saveProfile: async (profile) => {
      await simulateDelay(SIMULATED_DELAY_MS.profileSave);
      profiles.set(profile.id, cloneProfile(profile));
      return cloneProfile(profile);
    },

    submitDocuments: async () => {
      await simulateDelay(SIMULATED_DELAY_MS.documentSubmit);
    },

    submitPaymentRequest: async (input) => {
      await simulateDelay(SIMULATED_DELAY_MS.paymentSubmit);
      const request: PaymentRequest = {
        ...input,
        id: `PAY-${1001 + paymentRequests.length}`,
        // Spec §3: on the entity but not on the form.
        recipientBankCountry: '',
        recipientAddress: '',
        recipientBankAddress: '',
        bankCode: '',
        branchCode: '',
        exchangeRate: SAMPLE_PAYMENT_RATE,
        localAmount: localAmountFor(input.foreignAmount, SAMPLE_PAYMENT_RATE),
        status: 'pending',
        submittedAt: new Date().toISOString(),
      };
      paymentRequests.push(request);
      return { ...request };
    },
  };
}
