import { useId, useState } from 'react';
import { declineBodySchema, TEAM_LIMITS } from '@portal/contracts/teams';
import { Alert, Dialog, useContractForm } from '@portal/ui';
import { RequestError, SERVER_MESSAGES, useDeclinePaymentMutation } from '../../api';

interface DeclineValues {
  reason: string;
}

/**
 * Declining another member's request that waits for approval: the reason is required
 * (the maker reads it on the request); "Keep request" closes without a change.
 */
export function DeclinePaymentDialog({ paymentId, onClose }: { paymentId: string; onClose: () => void }) {
  const id = useId();
  const mutation = useDeclinePaymentMutation(paymentId);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useContractForm<DeclineValues>(declineBodySchema, {
    defaultValues: { reason: '' },
    reValidateMode: 'onSubmit',
  });
  const reasonError = formState.errors.reason?.message;

  const decline = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(reason);
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
      title="Decline this payment request?"
      description="It ends here: nothing will be paid, and its maker sees your reason."
      onClose={close}
    >
      <form
        onSubmit={(event) => void decline(event)}
        noValidate
        aria-label="Decline request"
        className="stack"
      >
        <div className="field">
          <label htmlFor={`${id}-reason`}>Reason</label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={TEAM_LIMITS.reasonMax}
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
            {mutation.isPending ? 'Declining...' : 'Decline request'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
