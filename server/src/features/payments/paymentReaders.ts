import { PLATFORM_PAYMENT_STATES } from '@portal/rules/paymentLifecycle';
import type { SessionAccount } from '../auth';

/**
 * Whether a signed-in account may read a payment request at all (else it is 404 to them): a
 * member those of their business (D34); staff those the business has handed to the platform,
 * never one still awaiting the business's own approver or declined by them (issue 21). A
 * request the business has not approved is not the platform's yet, by id as in the lists
 * (issue 32).
 */
export function mayReadPayment(
  account: Pick<SessionAccount, 'role' | 'id' | 'businessId'>,
  payment: { ownerId: string; status: string },
): boolean {
  if (account.role === 'admin') return staffMaySee(payment.status);
  return payment.ownerId === (account.businessId ?? account.id);
}

/** Whether staff see a request in this state (PLATFORM_PAYMENT_STATES). */
export const staffMaySee = (status: string): boolean =>
  (PLATFORM_PAYMENT_STATES as readonly string[]).includes(status);
