import { useState } from 'react';
import { movesFor, type AdminPaymentRow, type PaymentMove } from '@portal/contracts';
import { Banknote, Check, Icon, Send, X, type LucideIcon } from '@portal/ui';
import { useStaffMayDo } from '../staff-role';
import { ConfirmFundsDialog } from './ConfirmFundsDialog';
import { PayoutDialog } from './PayoutDialog';
import { ReasonDialog } from './ReasonDialog';
import type { MoveFinished } from './settleMove';
import { usePaymentMove, type JourneyMove } from './usePaymentMove';

const BUTTONS: Record<JourneyMove, { label: string; icon: LucideIcon; className: string }> = {
  confirmFunding: { label: 'Confirm funds', icon: Check, className: 'btn-success' },
  payout: { label: 'Record payout', icon: Send, className: 'btn-success' },
  refund: { label: 'Refund', icon: Banknote, className: 'btn-secondary' },
  cancel: { label: 'Cancel request', icon: X, className: 'btn-secondary' },
};

const isJourneyMove = (move: PaymentMove): move is JourneyMove => move in BUTTONS;

/** The staff moves after the decision that the lifecycle allows now, in its order. */
export const journeyMovesFor = (payment: Pick<AdminPaymentRow, 'status'>): JourneyMove[] =>
  movesFor(payment.status, 'admin').filter(isJourneyMove);

export interface JourneyActionsProps {
  payment: AdminPaymentRow;
  /** Told once a move was made, or the request turned out to have moved on. */
  onFinished: (finished: MoveFinished) => void;
}

/**
 * The buttons for the moves the state machine allows staff now (movesFor(state, 'admin'),
 * Approve and Reject aside), each opening its dialog.
 */
export function JourneyActions({ payment, onFinished }: JourneyActionsProps) {
  const [open, setOpen] = useState<JourneyMove | null>(null);
  const mover = usePaymentMove(payment);
  // Only finance and superadmins move the money (D35): others are offered none.
  const moves = useStaffMayDo('handleFunds') ? journeyMovesFor(payment) : [];
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
      {(open === 'refund' || open === 'cancel') && <ReasonDialog move={open} {...dialog} />}
    </div>
  );
}
