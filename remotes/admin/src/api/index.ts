export { AdminDataSourceProvider, useAdminDataSource } from './AdminDataSourceContext';
export { RequestError, type RequestErrorDetails } from '@portal/auth';
export { createServerAdminDataSource, SERVER_MESSAGES, type AdminApiClient } from './server';
export { useAdminData } from './useAdminData';
export type { AdminDataSource } from './adminDataSource';
