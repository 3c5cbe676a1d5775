export { registerRateRoutes, RATES_MESSAGE, type RateDeps } from './rateRoutes';
export { readRates, type RateTable } from './rateTable';
