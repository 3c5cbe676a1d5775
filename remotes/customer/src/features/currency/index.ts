export { parsePositiveAmount } from './decimalFormat';
