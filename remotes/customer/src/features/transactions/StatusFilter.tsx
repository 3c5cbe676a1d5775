import { useId } from 'react';
import { isPaymentState, PAYMENT_STATE_LABELS, PAYMENT_STATES, type PaymentState } from '@portal/contracts';

/** One state of the lifecycle or all, as the list (and the export) filter by it. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: PaymentState | null;
  onChange: (status: PaymentState | null) => void;
}) {
  const id = useId();
  return (
    <div className="field status-filter">
      <label htmlFor={id}>Status</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(isPaymentState(event.target.value) ? event.target.value : null)}
      >
        <option value="">All statuses</option>
        {PAYMENT_STATES.map((state) => (
          <option key={state} value={state}>
            {PAYMENT_STATE_LABELS[state]}
          </option>
        ))}
      </select>
    </div>
  );
}
