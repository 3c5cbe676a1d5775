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
  useBlockedCountries,
  useDashboardQuery,
  useDocumentsQuery,
  useOnboardingQuery,
  usePaymentPagesQuery,
  usePaymentQuery,
  useProfileQuery,
  useRatesQuery,
} from './customerQueries';
export {
  useApprovePaymentMutation,
  useCancelPaymentMutation,
  useDeclinePaymentMutation,
  useCreateQuoteMutation,
  useReportFundingMutation,
  useSaveProfileMutation,
  useSubmitDocumentsMutation,
  useSubmitPaymentMutation,
} from './customerMutations';
export {
  useChangeMemberRoleMutation,
  useInviteMemberMutation,
  useRemoveMemberMutation,
  useResendInvitationMutation,
  useSaveApprovalPolicyMutation,
  useTeamQuery,
  useWithdrawInvitationMutation,
} from './teamQueries';
export { RequestError, type RequestErrorDetails } from '@portal/auth';
export { createServerCustomerDataSource, SERVER_MESSAGES, type CustomerApiClient } from './server';
