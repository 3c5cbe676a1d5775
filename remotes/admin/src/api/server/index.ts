export { createServerAdminDataSource, type AdminApiClient } from './createServerAdminDataSource';
export { SERVER_MESSAGES } from '@portal/auth';
