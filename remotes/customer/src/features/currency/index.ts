export { CurrencySelect, type CurrencySelectProps } from './CurrencySelect';
export { formatFixed, parsePositiveAmount } from './numberFormat';
