import { useId, useState } from 'react';
import { customerCancelBodySchema, JOURNEY_LIMITS } from '@portal/contracts/paymentJourney';
import { Alert, Dialog, useContractForm } from '@portal/ui';
import { RequestError, SERVER_MESSAGES, useCancelPaymentMutation } from '../../api';

interface CancelValues {
  reason?: string;
}

/**
 * Cancelling a request (allowed before its funding is reported), confirmed here with an
 * optional reason; "Keep request" closes it without a change.
 */
export function CancelPaymentDialog({ paymentId, onClose }: { paymentId: string; onClose: () => void }) {
  const id = useId();
  const mutation = useCancelPaymentMutation(paymentId);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useContractForm<CancelValues>(customerCancelBodySchema, {
    defaultValues: { reason: '' },
    reValidateMode: 'onSubmit',
  });
  const reasonError = formState.errors.reason?.message;

  const cancel = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(reason || undefined);
      onClose();
    } catch (error) {
      setFailure(error instanceof RequestError ? error.message : SERVER_MESSAGES.failed);
    }
  });
  const close = () => {
    if (!mutation.isPending) onClose();
  };

  return (
    <Dialog
      title="Cancel this payment request?"
      description="Nothing will be paid. This cannot be undone."
      onClose={close}
    >
      <form onSubmit={(event) => void cancel(event)} noValidate aria-label="Cancel request" className="stack">
        <div className="field">
          <label htmlFor={`${id}-reason`}>Reason (optional)</label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={JOURNEY_LIMITS.reasonMax}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${id}-error` : undefined}
            {...register('reason')}
          />
          {reasonError && (
            <p id={`${id}-error`} className="field-error">
              {reasonError}
            </p>
          )}
        </div>
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={close} disabled={mutation.isPending}>
            Keep request
          </button>
          <button
            type="submit"
            className="btn btn-danger"
            disabled={mutation.isPending}
            aria-busy={mutation.isPending}
          >
            {mutation.isPending ? 'Cancelling...' : 'Cancel request'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
