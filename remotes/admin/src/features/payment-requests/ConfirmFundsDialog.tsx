import { useState } from 'react';
import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { formatMoney } from '@portal/rules/money';
import { fundingConfirmBodySchema, type FundingConfirmBody } from '@portal/contracts/paymentJourney';
import { TextField, useContractForm } from '@portal/ui';
import { MoveDialog, type MoveDialogOwnProps } from './MoveDialog';
import { settleMove } from './settleMove';

const FIELDS = ['amountReceived', 'bankReference'] as const;

/**
 * Staff confirm the naira that arrived (D31): the amount received, typed (it starts
 * empty, never prefilled with the amount due, so it is read off the bank statement),
 * and the bank's reference. Less than the amount due is refused beside the amount and
 * nothing changes.
 */
export function ConfirmFundsDialog({ payment, mover, onFinished, onClose }: MoveDialogOwnProps) {
  const form = useContractForm<FundingConfirmBody>(fundingConfirmBodySchema, {
    defaultValues: { amountReceived: '', bankReference: '' },
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const due = formatMoney(payment.localAmount, LOCAL_CURRENCY);
  const send = async (body: FundingConfirmBody) => {
    if (mover.busy) return;
    setFailure(null);
    const result = await mover.run({ move: 'confirmFunding', body });
    settleMove(result, { fields: FIELDS, setError: form.setError, setFailure, onFinished });
  };
  return (
    <MoveDialog
      title="Confirm funds received?"
      description={`${payment.reference} from ${payment.userName}: ${due} is due.`}
      submitLabel="Confirm funds"
      busyLabel="Confirming…"
      busy={mover.busy}
      failure={failure}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      onClose={onClose}
    >
      <TextField
        label="Amount received (NGN)"
        inputMode="decimal"
        autoComplete="off"
        hint={`Amount due: ${due}`}
        error={errors.amountReceived?.message}
        readOnly={mover.busy}
        {...form.register('amountReceived')}
      />
      <TextField
        label="Bank reference"
        autoComplete="off"
        error={errors.bankReference?.message}
        readOnly={mover.busy}
        {...form.register('bankReference')}
      />
    </MoveDialog>
  );
}
