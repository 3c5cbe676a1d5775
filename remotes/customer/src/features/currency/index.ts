export { parsePositiveAmount } from './decimalFormat';
export { feeText, nairaLines, type NairaWithFee } from './feeText';
