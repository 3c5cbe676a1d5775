export { CurrencyConverter, CONVERTER_DISCLAIMER } from './CurrencyConverter';
