export { formatNairaRate, groupDigits, parsePositiveAmount } from './decimalFormat';
