import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { chargesFee, convertedOfTotal, type FeeRule } from '@portal/rules/fees';
import { describeFee, FEE_MESSAGES } from '@portal/contracts/fees';
import { formatMoney } from '@portal/rules/money';

/** A quote's or a request's naira: the total (fee included), the fee and its rule (D47). */
export interface NairaWithFee {
  localAmount: string;
  feeAmount: string;
  fee: FeeRule | null;
}

/** "₦1,500.00 (₦1,000.00 + 0.5%)", or "No fee": the fee as its own line says it. */
export const feeText = ({ feeAmount, fee }: Pick<NairaWithFee, 'feeAmount' | 'fee'>): string =>
  chargesFee(fee) ? `${formatMoney(feeAmount, LOCAL_CURRENCY)} (${describeFee(fee)})` : FEE_MESSAGES.noFee;

/**
 * The naira lines of every screen that states what the customer pays (D47): the converted
 * amount, the fee (or "No fee") and the total, which adds up to the kobo (the total is the
 * server's; the converted amount is the total less the fee, the contract's decimals).
 */
export const nairaLines = (money: NairaWithFee): [term: string, value: string][] => [
  ['Converted to naira', formatMoney(convertedOfTotal(money.localAmount, money.feeAmount), LOCAL_CURRENCY)],
  ['Fee', feeText(money)],
  ['Naira total', formatMoney(money.localAmount, LOCAL_CURRENCY)],
];
