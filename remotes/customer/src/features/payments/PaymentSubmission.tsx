import { useCallback } from 'react';
import type { PaymentRequestInput } from '@portal/contracts';
import { useCustomerDataSource } from '../data-source';
import { useFocusFormAfterReset, useSubmissionCycle } from '../submission';
import { PaymentRequestForm } from './PaymentRequestForm';
import { PaymentSubmitted } from './PaymentSubmitted';

/** The payment form, its 2 second wait, the pending screen and the reset 5 seconds later. */
export function PaymentSubmission() {
  const source = useCustomerDataSource();
  const send = useCallback((input: PaymentRequestInput) => source.submitPaymentRequest(input), [source]);
  const cycle = useSubmissionCycle(send);
  const formArea = useFocusFormAfterReset<HTMLDivElement>(cycle.phase);

  if (cycle.phase === 'submitted' && cycle.result) return <PaymentSubmitted request={cycle.result} />;
  return (
    <div ref={formArea}>
      <PaymentRequestForm
        submitting={cycle.phase === 'submitting'}
        onSubmit={(input) => void cycle.submit(input)}
        submitError={cycle.error}
        onDismissSubmitError={cycle.dismissError}
      />
    </div>
  );
}
