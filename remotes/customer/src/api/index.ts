export { CustomerDataSourceProvider, useCustomerDataSource } from './CustomerDataSourceContext';
export { createCustomerDataSource } from './createCustomerDataSource';
export { RequestError, type RequestErrorDetails } from '@portal/auth';
export { createServerCustomerDataSource, SERVER_MESSAGES, type CustomerApiClient } from './server';
export { useCustomerData } from './useCustomerData';
