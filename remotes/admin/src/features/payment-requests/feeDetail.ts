import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { chargesFee } from '@portal/rules/fees';
import { describeFee, FEE_MESSAGES } from '@portal/contracts/fees';
import { formatMoney } from '@portal/rules/money';
import type { AdminPaymentRow } from '@portal/contracts/paymentAnswers';

/** The request's fee as its own line (D47): "₦1,500.00 (₦1,000.00 + 0.5%)", or "No fee". */
export const feeDetailText = (payment: Pick<AdminPaymentRow, 'feeAmount' | 'fee'>): string =>
  chargesFee(payment.fee)
    ? `${formatMoney(payment.feeAmount, LOCAL_CURRENCY)} (${describeFee(payment.fee)})`
    : FEE_MESSAGES.noFee;
