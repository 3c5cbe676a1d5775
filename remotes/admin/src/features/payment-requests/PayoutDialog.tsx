import { useState } from 'react';
import { formatMoney } from '@portal/rules/money';
import { payoutBodySchema, type PayoutBody } from '@portal/contracts/paymentJourney';
import { contractResolver, TextField, useContractForm } from '@portal/ui';
import { MoveDialog, type MoveDialogOwnProps } from './MoveDialog';
import { localDateTime, payoutTimeResolver } from './payoutTime';
import { settleMove } from './settleMove';

interface PayoutValues extends PayoutBody {
  /** The optional confirmation file (PDF, JPG or PNG), sent beside the fields. */
  confirmation?: FileList;
}

const checkPayout = payoutTimeResolver(contractResolver<PayoutValues, PayoutBody>(payoutBodySchema));
const FIELDS = ['paidAt', 'reference'] as const;

/**
 * Staff record the payout to the vendor (D32, D47): when it was paid, date and time in
 * their own time zone (now unless said otherwise; never in the future, never before the
 * funds were confirmed: the server refuses those at the field), the bank's reference or
 * UETR, and optionally the bank's confirmation file. The API receives the instant.
 */
export function PayoutDialog({ payment, mover, onFinished, onClose }: MoveDialogOwnProps) {
  const [openedAt] = useState(() => localDateTime());
  const form = useContractForm<PayoutValues, PayoutBody>(checkPayout, {
    defaultValues: { paidAt: openedAt, reference: '' },
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (body: PayoutBody) => {
    if (mover.busy) return;
    setFailure(null);
    const file = form.getValues('confirmation')?.item(0) ?? null;
    const result = await mover.run({ move: 'payout', body, file });
    settleMove<PayoutValues>(result, { fields: FIELDS, setError: form.setError, setFailure, onFinished });
  };
  return (
    <MoveDialog
      title="Record payout?"
      description={`${payment.reference}: ${formatMoney(payment.foreignAmount, payment.foreignCurrency)} to ${payment.recipientCompany}.`}
      submitLabel="Record payout"
      busyLabel="Recording…"
      busy={mover.busy}
      failure={failure}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      onClose={onClose}
    >
      <TextField
        label="Paid at"
        type="datetime-local"
        max={openedAt}
        hint="Date and time in your time zone: not in the future, not before the funds were confirmed."
        error={errors.paidAt?.message}
        readOnly={mover.busy}
        {...form.register('paidAt')}
      />
      <TextField
        label="Bank reference or UETR"
        autoComplete="off"
        error={errors.reference?.message}
        readOnly={mover.busy}
        {...form.register('reference')}
      />
      <TextField
        label="Confirmation file (optional)"
        type="file"
        accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
        hint="PDF, JPG or PNG, at most 5 MB."
        disabled={mover.busy}
        {...form.register('confirmation')}
      />
    </MoveDialog>
  );
}
