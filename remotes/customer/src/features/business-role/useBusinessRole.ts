import { useSession } from '@portal/auth';
import type { BusinessRole } from '@portal/contracts/roles';
import { mayDo, type BusinessAction } from '@portal/contracts/teams';

/**
 * The signed-in customer's role in their business, as /auth/me and sign-in gave it. An
 * account from before teams has none and founded its business, so it is its owner.
 */
export function useBusinessRole(): BusinessRole {
  const { user } = useSession();
  return user?.businessRole ?? 'owner';
}

/**
 * Whether a new payment may be offered now: the role prepares payments and the business is
 * approved (D13). Before approval the way to a payment leads only to "Finish onboarding", so
 * it is not offered as an action (issue 31).
 */
export function useMayStartPayment(): boolean {
  const { user } = useSession();
  return useMayDo('preparePayments') && Boolean(user?.approved);
}

/** Whether the signed-in customer's role may take `action` (the contracts' table, as the server checks it). */
export function useMayDo(action: BusinessAction): boolean {
  return mayDo(useBusinessRole(), action);
}
