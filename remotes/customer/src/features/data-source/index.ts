export { CustomerDataSourceProvider, useCustomerDataSource } from './CustomerDataSourceContext';
export { createSampleCustomerDataSource, SAMPLE_PAYMENT_RATE } from './sample/sampleCustomerDataSource';
export { exchangeRate, DEMO_RATES } from './sample/exchangeRates';
export { useCustomerQuery, LOAD_FAILED_MESSAGE, type QueryState } from './useCustomerQuery';
