export { CurrencySelect, type CurrencySelectProps } from './CurrencySelect';
export { formatNairaRate, groupDigits, parsePositiveAmount } from './decimalFormat';
