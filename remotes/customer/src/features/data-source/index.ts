export { CustomerDataSourceProvider, useCustomerDataSource } from './CustomerDataSourceContext';
export { createCustomerDataSource } from './createCustomerDataSource';
export { CustomerRequestError, type CustomerRequestErrorDetails } from './CustomerRequestError';
export {
  createServerCustomerDataSource,
  SERVER_MESSAGES,
  type CustomerApiClient,
  type ServerCustomerDataSource,
} from './server';
export {
  createSampleCustomerDataSource,
  createSamplePaymentsDataSource,
  SAMPLE_PAYMENT_RATE,
  type SamplePaymentsDataSource,
} from './sample/sampleCustomerDataSource';
export { exchangeRate, DEMO_RATES } from './sample/exchangeRates';
export { useCustomerQuery, LOAD_FAILED_MESSAGE, type QueryState } from './useCustomerQuery';
export { useReloadableQuery, type ReloadableQuery } from './useReloadableQuery';
