export { CustomerDataSourceProvider, useCustomerDataSource } from './CustomerDataSourceContext';
export { createCustomerDataSource } from './createCustomerDataSource';
export { CustomerRequestError, type CustomerRequestErrorDetails } from './CustomerRequestError';
export { createServerCustomerDataSource, SERVER_MESSAGES, type CustomerApiClient } from './server';
export { useCustomerData } from './useCustomerData';
