import type { AdminPaymentRow } from '@portal/contracts/paymentAnswers';
import { canMove } from '@portal/rules/paymentLifecycle';
import { useSession } from '@portal/auth';
import { useStaffMayDo } from '../staff-role';
import { REJECT_OR_CANCEL_HINT } from './ActionsRow';
import { journeyMovesFor } from './JourneyActions';

/**
 * The word on Reject versus Cancel request, once for the list under its filters rather than under
 * each of 20 cards (shots8): shown when some card listed offers both to this staff member.
 */
export function RejectOrCancelListHint({ payments }: { payments: readonly AdminPaymentRow[] }) {
  const viewerId = useSession().user?.id ?? null;
  const mayReview = useStaffMayDo('reviewPayments');
  const handlesFunds = useStaffMayDo('handleFunds');
  const offersBoth = payments.some(
    (payment) =>
      mayReview &&
      handlesFunds &&
      canMove(payment.status, 'approve', 'admin') &&
      journeyMovesFor(payment, { payoutControl: null, viewerId }).includes('cancel'),
  );
  return offersBoth ? <p className="muted actions-row-hint">{REJECT_OR_CANCEL_HINT}</p> : null;
}
