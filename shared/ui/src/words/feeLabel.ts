import { chargesFee, type FeeRule } from '@portal/rules/fees';

/**
 * The label of a request's fee line (D47), beside feeText / feeDetailText which give its value:
 * "Fee (included)" only when a fee is charged (it is part of the naira amount above it); "Fee"
 * when there is none, so the line reads "Fee: No fee", not "Fee (included): No fee".
 */
export const feeLabel = (fee: FeeRule | null): string => (chargesFee(fee) ? 'Fee (included)' : 'Fee');
