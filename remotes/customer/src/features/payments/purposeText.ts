import { NOT_SET } from '@portal/ui/words/emptyValue';
import { PAYMENT_PURPOSE_LABELS } from '@portal/words/paymentPurposes';
import type { PaymentPurpose } from '@portal/contracts/beneficiaryPaths';

/** A purpose as shown: its label, or "Other: <the customer's words>". */
export function purposeLabel(purpose: PaymentPurpose | null, purposeText: string | null): string {
  if (!purpose) return NOT_SET;
  return purpose === 'other' && purposeText ? `Other: ${purposeText}` : PAYMENT_PURPOSE_LABELS[purpose];
}
