export { ExchangeRatesSection } from './ExchangeRatesSection';
