export { CurrencySelect, type CurrencySelectProps } from './CurrencySelect';
export { formatNairaRate, formatPlainAmount, groupDigits, parsePositiveAmount } from './decimalFormat';
