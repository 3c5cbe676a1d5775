import { useState } from 'react';
import { formatMoney } from '@portal/rules/money';
import type { PayoutControl } from '@portal/contracts/paymentJourney';
import { formatDateTime } from '../details';
import { MoveDialog, type MoveDialogOwnProps } from './MoveDialog';
import { settleMove } from './settleMove';

/**
 * The second member of staff confirms a large payout that someone else recorded (issue 22,
 * dual control): the request is then sent, and the customer gets the e-mail and receipt.
 */
export function ConfirmPayoutDialog({
  payment,
  payoutControl,
  mover,
  onFinished,
  onClose,
}: MoveDialogOwnProps & { payoutControl: PayoutControl }) {
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    if (mover.busy) return;
    setFailure(null);
    const result = await mover.run({ move: 'confirmPayout' });
    settleMove<Record<string, never>>(result, { fields: [], setError: () => {}, setFailure, onFinished });
  };
  return (
    <MoveDialog
      title="Confirm payout?"
      description={`${payment.reference}: ${formatMoney(payment.foreignAmount, payment.foreignCurrency)} to ${payment.recipientCompany}.`}
      submitLabel="Confirm payout"
      busyLabel="Confirming…"
      busy={mover.busy}
      failure={failure}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      onClose={onClose}
    >
      <p>
        {payoutControl.recordedBy} recorded this payout on {formatDateTime(payoutControl.recordedAt)}. Confirm
        only once you have checked that it was made: the request is then completed and the customer gets their
        receipt.
      </p>
    </MoveDialog>
  );
}
