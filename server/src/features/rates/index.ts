export { registerRateRoutes, RATES_MESSAGE, type RateDeps } from './rateRoutes';
export { readRates, staffSetNairaRate, staleNairaRates, type RateTable, type StoredRate } from './rateTable';
export { registerFeeRoutes, FEES_MESSAGE } from './feeRoutes';
export { currentFee } from './feeTable';
