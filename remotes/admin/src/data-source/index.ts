export { AdminDataSourceProvider, useAdminDataSource } from './AdminDataSourceContext';
export { AdminRequestError, type AdminRequestErrorDetails } from './AdminRequestError';
export {
  createSampleAdminDataSource,
  type SampleAdminDataSource,
  type SampleAdminDataSourceOptions,
} from './sampleAdminDataSource';
export { createServerAdminDataSource, SERVER_MESSAGES, type AdminApiClient } from './server';
export { WALLET_SETTINGS_STORAGE_KEY, EMPTY_WALLET_SETTINGS } from './walletStorage';
