import { useState } from 'react';
import { useSession } from '@portal/auth';
import type { AdminPaymentRow } from '@portal/contracts/paymentAnswers';
import type { PayoutControl } from '@portal/contracts/paymentJourney';
import { movesFor, type PaymentMove } from '@portal/rules/paymentLifecycle';
import { Banknote, Check, Icon, Send, X, type LucideIcon } from '@portal/ui';
import { useStaffMayDo } from '../staff-role';
import { ConfirmFundsDialog } from './ConfirmFundsDialog';
import { ConfirmPayoutDialog } from './ConfirmPayoutDialog';
import { PayoutDialog } from './PayoutDialog';
import { ReasonDialog } from './ReasonDialog';
import type { MoveFinished } from './settleMove';
import { usePaymentMove, type JourneyMove } from './usePaymentMove';

const BUTTONS: Record<JourneyMove, { label: string; icon: LucideIcon; className: string }> = {
  confirmFunding: { label: 'Confirm funds', icon: Check, className: 'btn-success' },
  payout: { label: 'Record payout', icon: Send, className: 'btn-success' },
  confirmPayout: { label: 'Confirm payout', icon: Check, className: 'btn-success' },
  refund: { label: 'Refund', icon: Banknote, className: 'btn-secondary' },
  cancel: { label: 'Cancel request', icon: X, className: 'btn-secondary' },
};

const isJourneyMove = (move: PaymentMove): move is JourneyMove => move in BUTTONS;

/**
 * Dual control (issue 22): a recorded payout is confirmed by anyone on staff but its recorder.
 * Unknown recorder (a list card) or viewer: not offered here.
 */
export const mayConfirmPayout = (
  control: PayoutControl | null | undefined,
  viewerId: string | null | undefined,
) => Boolean(control && viewerId && control.recordedById !== viewerId);

/**
 * The staff moves after the decision that the lifecycle allows now, in its order; "Confirm
 * payout" only for a viewer who did not record it (`payoutControl` from the request's detail).
 */
export const journeyMovesFor = (
  payment: Pick<AdminPaymentRow, 'status'>,
  confirmer?: { payoutControl: PayoutControl | null | undefined; viewerId: string | null },
): JourneyMove[] =>
  movesFor(payment.status, 'admin')
    .filter(isJourneyMove)
    .filter(
      (move) => move !== 'confirmPayout' || mayConfirmPayout(confirmer?.payoutControl, confirmer?.viewerId),
    );

/** The moves of the money offered to the signed-in staff member now: none unless their role handles funds (D35). */
export function useOfferedJourneyMoves(
  payment: Pick<AdminPaymentRow, 'status'>,
  payoutControl: PayoutControl | null = null,
): JourneyMove[] {
  const viewerId = useSession().user?.id ?? null;
  const handlesFunds = useStaffMayDo('handleFunds');
  return handlesFunds ? journeyMovesFor(payment, { payoutControl, viewerId }) : [];
}

export interface JourneyActionsProps {
  payment: AdminPaymentRow;
  /** Who recorded the payout (the detail page has it): "Confirm payout" is offered to anyone else. */
  payoutControl?: PayoutControl | null;
  /** Told once a move was made, or the request turned out to have moved on. */
  onFinished: (finished: MoveFinished) => void;
}

/**
 * The buttons for the moves the state machine allows staff now (movesFor(state, 'admin'),
 * Approve and Reject aside), each opening its dialog.
 */
export function JourneyActions({ payment, payoutControl = null, onFinished }: JourneyActionsProps) {
  const [open, setOpen] = useState<JourneyMove | null>(null);
  const mover = usePaymentMove(payment);
  const moves = useOfferedJourneyMoves(payment, payoutControl);
  if (moves.length === 0) return null;
  const dialog = {
    payment,
    mover,
    onClose: () => setOpen(null),
    onFinished: (finished: MoveFinished) => {
      setOpen(null);
      onFinished(finished);
    },
  };
  return (
    <div className="decision-actions journey-actions">
      {moves.map((move) => (
        <button
          key={move}
          type="button"
          className={`btn ${BUTTONS[move].className}`}
          disabled={mover.busy}
          onClick={() => setOpen(move)}
        >
          <Icon icon={BUTTONS[move].icon} />
          {BUTTONS[move].label}
        </button>
      ))}
      {open === 'confirmFunding' && <ConfirmFundsDialog {...dialog} />}
      {open === 'payout' && <PayoutDialog {...dialog} />}
      {open === 'confirmPayout' && payoutControl && (
        <ConfirmPayoutDialog payoutControl={payoutControl} {...dialog} />
      )}
      {(open === 'refund' || open === 'cancel') && <ReasonDialog move={open} {...dialog} />}
    </div>
  );
}
