export { CustomerDataSourceProvider, useCustomerDataSource } from './CustomerDataSourceContext';
export { createCustomerDataSource } from './createCustomerDataSource';
export type {
  CustomerDataSource,
  DocumentSet,
  FundingReport,
  PaymentSubmission,
  PaymentSubmissionFields,
} from './customerDataSource';
export {
  customerKeys,
  useDashboardQuery,
  useDocumentsQuery,
  useOnboardingQuery,
  usePaymentPagesQuery,
  usePaymentQuery,
  useProfileQuery,
  useRatesQuery,
} from './customerQueries';
export {
  useCancelPaymentMutation,
  useCreateQuoteMutation,
  useReportFundingMutation,
  useSaveProfileMutation,
  useSubmitDocumentsMutation,
  useSubmitPaymentMutation,
} from './customerMutations';
export { RequestError, type RequestErrorDetails } from '@portal/auth';
export { createServerCustomerDataSource, SERVER_MESSAGES, type CustomerApiClient } from './server';
