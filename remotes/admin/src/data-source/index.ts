export { AdminDataSourceProvider, useAdminDataSource } from './AdminDataSourceContext';
export { createSampleAdminDataSource, type SampleAdminDataSourceOptions } from './sampleAdminDataSource';
export { WALLET_SETTINGS_STORAGE_KEY, EMPTY_WALLET_SETTINGS } from './walletStorage';
