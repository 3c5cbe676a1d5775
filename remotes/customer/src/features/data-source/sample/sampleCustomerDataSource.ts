import {
  localAmountFor,
  SIMULATED_DELAY_MS,
  simulateDelay,
  type CustomerDataSource,
  type PaymentRequest,
} from '@portal/contracts';
import { exchangeRate } from './exchangeRates';
import { SAMPLE_DASHBOARD_STATS, SAMPLE_TRANSACTIONS } from './sampleData';

/** Spec §9: payments use one fixed rate, whatever the foreign currency. */
export const SAMPLE_PAYMENT_RATE = 410.5;

/** The methods still answered from sample data, until the payments API lands. */
export type SamplePaymentsDataSource = Pick<
  CustomerDataSource,
  'getDashboardStats' | 'listTransactions' | 'convert' | 'getPaymentRate' | 'submitPaymentRequest'
>;

/**
 * Until the payments API lands: the spec's fixed stats, transactions, rates and
 * simulated waits for the screens that do not talk to the server yet. Submitted
 * requests live in memory for the page's lifetime.
 */
export function createSamplePaymentsDataSource(): SamplePaymentsDataSource {
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

export const NOT_SAMPLED_MESSAGE =
  'Profiles and documents are kept on the server; there is no sample of them.';

const notSampled = async (): Promise<never> => {
  throw new Error(NOT_SAMPLED_MESSAGE);
};

/**
 * A whole data source for the tests of the screens still on sample data (payments,
 * transactions, converter). Profile and documents are never sampled, so a screen
 * that asks this source for them gets a refusal, not made-up values.
 */
export function createSampleCustomerDataSource(): CustomerDataSource {
  return {
    ...createSamplePaymentsDataSource(),
    getProfile: notSampled,
    saveProfile: notSampled,
    listDocuments: notSampled,
    submitDocuments: notSampled,
    openDocumentFile: notSampled,
  };
}
