import {
  chargesFee,
  describeFee,
  FEE_MESSAGES,
  formatMoney,
  LOCAL_CURRENCY,
  type AdminPaymentRow,
} from '@portal/contracts';

/** The request's fee as its own line (D47): "₦1,500.00 (₦1,000.00 + 0.5%)", or "No fee". */
export const feeDetailText = (payment: Pick<AdminPaymentRow, 'feeAmount' | 'fee'>): string =>
  chargesFee(payment.fee)
    ? `${formatMoney(payment.feeAmount, LOCAL_CURRENCY)} (${describeFee(payment.fee)})`
    : FEE_MESSAGES.noFee;
