import type { AdminPaymentDetail } from '@portal/contracts/paymentAnswers';
import { canMove, type PaymentState } from '@portal/rules/paymentLifecycle';
import { formatDateTime } from '../details';
import { ActionsRow } from './ActionsRow';
import { JourneyActions, useOfferedJourneyMoves } from './JourneyActions';
import { PaymentDecision, useDecisionOffered } from './PaymentDecision';
import type { MoveFinished } from './settleMove';

/** What a decision means for the customer, said above Approve and Reject. */
const DECISION_HINT =
  'Approve it to send the customer the funding instructions, or reject it with a reason they will read.';

/** What the request waits for at each state staff can move it from, said above the buttons. */
const NEXT_STEP_HINTS: Partial<Record<PaymentState, string>> = {
  pending: 'It is waiting for a member of staff who reviews payments to approve or reject it.',
  approved:
    "Approved and waiting for the customer's naira. Confirm the funds once the amount is in the receiving account.",
  funding_reported:
    'The customer reported their naira transfer. Check the receiving account, then confirm the amount that arrived.',
  funded:
    "The naira arrived. Pay the beneficiary, then record the payout with the bank's reference. Refund the customer if it cannot be paid.",
  payout_recorded: "Check the recorded payout against the bank's record, then confirm it.",
  sent: "Paid to the beneficiary. Refund only if the vendor's bank returned the payout.",
};

/** Dual control (issue 22): a recorded payout says who recorded it and that another must confirm. */
function PayoutWaiting({ payment }: { payment: AdminPaymentDetail }) {
  const control = payment.payoutControl;
  if (!control || !canMove(payment.status, 'confirmPayout', 'admin')) return null;
  return (
    <p className="payout-waiting" role="status">
      Payout recorded by {control.recordedBy} on{' '}
      <time dateTime={control.recordedAt}>{formatDateTime(control.recordedAt)}</time>, waiting for another
      member of staff to confirm
    </p>
  );
}

export interface PaymentNextStepProps {
  payment: AdminPaymentDetail;
  onDecided: (tone: 'success' | 'info' | 'error', text: string) => void;
  onFinished: (finished: MoveFinished) => void;
}

/**
 * What the signed-in staff member may do with this request now, in one card under its summary
 * (issue 31): Approve and Reject while it awaits review, then the money's moves (Confirm
 * funds, Record payout, Confirm payout, Refund, Cancel), each state with a line on what it
 * waits for. Nothing is drawn when the role or the state offers no move.
 */
export function PaymentNextStep({ payment, onDecided, onFinished }: PaymentNextStepProps) {
  const decision = useDecisionOffered(payment);
  const moves = useOfferedJourneyMoves(payment, payment.payoutControl);
  const waiting = payment.payoutControl && canMove(payment.status, 'confirmPayout', 'admin');
  if (!decision && moves.length === 0 && !waiting) return null;
  const hint = decision ? DECISION_HINT : NEXT_STEP_HINTS[payment.status];
  return (
    <section className="card payment-step next-step" aria-labelledby="payment-next-step-title">
      <h2 id="payment-next-step-title">{decision ? 'Decision' : 'Next step'}</h2>
      {hint && <p className="muted">{hint}</p>}
      <PayoutWaiting payment={payment} />
      <ActionsRow rejectAndCancel={decision && moves.includes('cancel')}>
        <PaymentDecision payment={payment} onDecided={onDecided} />
        <JourneyActions payment={payment} payoutControl={payment.payoutControl} onFinished={onFinished} />
      </ActionsRow>
    </section>
  );
}
