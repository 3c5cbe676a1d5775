export { AdminDataSourceProvider, useAdminDataSource } from './AdminDataSourceContext';
export { AdminRequestError, type AdminRequestErrorDetails } from './AdminRequestError';
export { createServerAdminDataSource, SERVER_MESSAGES, type AdminApiClient } from './server';
export { useAdminData } from './useAdminData';
