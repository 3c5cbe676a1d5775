import type { PaymentPurpose } from '@portal/contracts/beneficiaryPaths';

/** The name of each payment purpose, on the screens, the statement and the receipt. */
export const PAYMENT_PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  goods: 'Goods',
  services: 'Services',
  software: 'Software',
  freight: 'Freight',
  other: 'Other',
};
