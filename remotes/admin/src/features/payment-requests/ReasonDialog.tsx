import { useId, useState } from 'react';
import { JOURNEY_LIMITS, reasonBodySchema } from '@portal/contracts/paymentJourney';
import { useContractForm } from '@portal/ui';
import { MoveDialog, type MoveDialogOwnProps } from './MoveDialog';
import { settleMove } from './settleMove';

interface ReasonValues {
  reason: string;
}

const FIELDS = ['reason'] as const;

const WORDS = {
  refund: {
    title: 'Refund this payment request?',
    explain:
      "The payout could not be made, or the vendor's bank returned it; the naira goes back to the customer.",
    label: 'Reason for the refund',
    submit: 'Refund',
    busy: 'Recording…',
    close: 'Cancel',
  },
  cancel: {
    title: 'Cancel this payment request?',
    explain: 'Nothing will be paid.',
    label: 'Reason for cancelling',
    submit: 'Cancel request',
    busy: 'Cancelling…',
    close: 'Keep request',
  },
} as const;

/** A refund or a cancellation by staff (D29): final, with a reason the customer will read. */
export function ReasonDialog({
  move,
  payment,
  mover,
  onFinished,
  onClose,
}: MoveDialogOwnProps & { move: 'refund' | 'cancel' }) {
  const words = WORDS[move];
  const form = useContractForm<ReasonValues>(reasonBodySchema, { defaultValues: { reason: '' } });
  const error = form.formState.errors.reason?.message;
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const send = async ({ reason }: ReasonValues) => {
    if (mover.busy) return;
    setFailure(null);
    const result = await mover.run({ move, reason });
    settleMove(result, { fields: FIELDS, setError: form.setError, setFailure, onFinished });
  };
  return (
    <MoveDialog
      title={words.title}
      description={`${payment.reference} of ${payment.userName}. ${words.explain} The customer will see the reason.`}
      submitLabel={words.submit}
      busyLabel={words.busy}
      closeLabel={words.close}
      danger
      busy={mover.busy}
      failure={failure}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      onClose={onClose}
    >
      <div className="field">
        <label htmlFor={id}>{words.label}</label>
        <textarea
          id={id}
          rows={4}
          maxLength={JOURNEY_LIMITS.reasonMax}
          readOnly={mover.busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register('reason')}
        />
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    </MoveDialog>
  );
}
