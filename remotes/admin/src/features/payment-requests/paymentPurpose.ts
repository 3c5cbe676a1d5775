import { PAYMENT_PURPOSE_LABELS } from '@portal/words/paymentPurposes';
import type { AdminPaymentRow } from '@portal/contracts/paymentAnswers';

/** "Goods", or "Other: <what the customer wrote>"; null for requests made before the purpose was asked. */
export function paymentPurposeText(payment: Pick<AdminPaymentRow, 'purpose' | 'purposeText'>): string | null {
  if (!payment.purpose) return null;
  const label = PAYMENT_PURPOSE_LABELS[payment.purpose];
  return payment.purpose === 'other' && payment.purposeText ? `${label}: ${payment.purposeText}` : label;
}
