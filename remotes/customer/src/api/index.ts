export { CustomerDataSourceProvider, useCustomerDataSource } from './CustomerDataSourceContext';
export { createCustomerDataSource } from './createCustomerDataSource';
export { CustomerRequestError, type CustomerRequestErrorDetails } from './CustomerRequestError';
export { createServerCustomerDataSource, SERVER_MESSAGES, type CustomerApiClient } from './server';
export { useCustomerQuery, LOAD_FAILED_MESSAGE, type QueryState } from './useCustomerQuery';
export { useReloadableQuery, type ReloadableQuery } from './useReloadableQuery';
