export { CurrencySelect, type CurrencySelectProps } from './CurrencySelect';
export {
  formatMoneyAmount,
  formatNairaRate,
  formatPlainAmount,
  groupDigits,
  parsePositiveAmount,
} from './decimalFormat';
