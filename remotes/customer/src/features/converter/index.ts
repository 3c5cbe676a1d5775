export { CurrencyConverter, CONVERTER_NOTE } from './CurrencyConverter';
