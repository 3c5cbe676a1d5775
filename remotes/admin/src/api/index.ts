export { AdminDataSourceProvider, useAdminDataSource } from './AdminDataSourceContext';
export { RequestError, type RequestErrorDetails } from '@portal/auth';
export { createServerAdminDataSource, SERVER_MESSAGES, type AdminApiClient } from './server';
export { adminKeys } from './queryKeys';
export { serverDataOf } from './serverDataOf';
export { useAdminQuery } from './useAdminQuery';
export type {
  AdminDataSource,
  AdminPaymentListQuery,
  ReceivingAccountSaved,
  StatementPeriod,
} from './adminDataSource';
