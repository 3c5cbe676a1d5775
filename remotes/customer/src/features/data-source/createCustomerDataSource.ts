import type { CustomerDataSource } from '@portal/contracts';
import { createSamplePaymentsDataSource } from './sample/sampleCustomerDataSource';
import { createServerCustomerDataSource, type CustomerApiClient } from './server';

/**
 * The data source the customer area uses: profile and documents from the server;
 * stats, transactions, the converter and payment requests from sample data until
 * the payments API lands (then they move to the server source as well).
 */
export function createCustomerDataSource(client?: CustomerApiClient): CustomerDataSource {
  const untilPaymentsApiLands = createSamplePaymentsDataSource();
  const server = createServerCustomerDataSource(client);
  return {
    getDashboardStats: untilPaymentsApiLands.getDashboardStats,
    listTransactions: untilPaymentsApiLands.listTransactions,
    convert: untilPaymentsApiLands.convert,
    getPaymentRate: untilPaymentsApiLands.getPaymentRate,
    submitPaymentRequest: untilPaymentsApiLands.submitPaymentRequest,
    getProfile: server.getProfile,
    saveProfile: server.saveProfile,
    listDocuments: server.listDocuments,
    submitDocuments: server.submitDocuments,
    openDocumentFile: server.openDocumentFile,
  };
}
