import { useEffect, useRef } from 'react';
import { useSubmitPaymentMutation } from '../../api';
import { useFocusFormAfterReset, useSubmissionCycle } from '../submission';
import { newIdempotencyKey } from './idempotencyKey';
import { PaymentRequestForm } from './PaymentRequestForm';
import { PaymentSubmitted } from './PaymentSubmitted';

/**
 * The payment form, the wait while the server records the request, its answer
 * ('Pending Admin Approval' with the server's reference) and the empty form again
 * 5 seconds later. One Idempotency-Key serves a whole fill of the form: a retry
 * after a failure whose outcome the page could not see (the connection dropped
 * after the server stored it) returns the first request instead of a second one.
 */
export function PaymentSubmission() {
  const { mutateAsync } = useSubmitPaymentMutation();
  const cycle = useSubmissionCycle(mutateAsync);
  const formArea = useFocusFormAfterReset<HTMLDivElement>(cycle.phase);
  const idempotencyKey = useRef<string | null>(null);

  // Once a request is recorded, the next fill of the form is a new request.
  useEffect(() => {
    if (cycle.phase === 'submitted') idempotencyKey.current = null;
  }, [cycle.phase]);

  if (cycle.phase === 'submitted' && cycle.result) return <PaymentSubmitted payment={cycle.result} />;
  return (
    <div ref={formArea}>
      <PaymentRequestForm
        submitting={cycle.phase === 'submitting'}
        onSubmit={(request, invoiceFile) => {
          idempotencyKey.current ??= newIdempotencyKey();
          void cycle.submit({ request, invoiceFile, idempotencyKey: idempotencyKey.current });
        }}
        submitError={cycle.error}
        serverErrors={cycle.fieldErrors}
        onDismissSubmitError={cycle.dismissError}
        onFieldChange={cycle.clearFieldError}
      />
    </div>
  );
}
